import { formatConsole } from "../console.js";
import type { ReportFormat } from "../report-format.js";

export const format: ReportFormat = {
  name: "console",
  render: (result, { cwd, console }) => [formatConsole(result, { ...console, cwd })],
};
