import { formatSarif } from "../sarif.js";
import type { ReportFormat } from "../report-format.js";

export const format: ReportFormat = {
  name: "sarif",
  // Code scanning places a file by its path in the repository.
  render: (result, { repositoryRoot }) => [formatSarif(result, { repositoryRoot })],
  actionFile: { output: "sarif", name: "docsgate.sarif" },
};
