import { jsonReportPieces } from "../json.js";
import type { ReportFormat } from "../report-format.js";

export const format: ReportFormat = {
  name: "json",
  render: (result) => jsonReportPieces(result),
  actionFile: { output: "report", name: "report.json" },
};
