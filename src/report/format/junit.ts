import { formatJunit } from "../junit.js";
import type { ReportFormat } from "../report-format.js";

export const format: ReportFormat = {
  name: "junit",
  render: (result) => [formatJunit(result)],
  actionFile: { output: "junit", name: "junit.xml" },
};
