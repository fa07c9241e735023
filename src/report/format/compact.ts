import { formatCompact } from "../compact.js";
import type { ReportFormat } from "../report-format.js";

export const format: ReportFormat = {
  name: "compact",
  render: (result, { cwd }) => [formatCompact(result, cwd)],
};
