import { FORMAT_MODULES } from "./format-modules.js";
import type { ReportFormat } from "./report-format.js";

/** Every report format, in the order `--format` lists them: a new format is its own file in src/report/format/. */
export const REPORT_FORMATS: readonly ReportFormat[] = FORMAT_MODULES;

/** The `--format` names. */
export const FORMAT_NAMES: readonly string[] = REPORT_FORMATS.map((format) => format.name);

/** The format of a `--format` name, if there is one. */
export function reportFormat(name: string): ReportFormat | undefined {
  return REPORT_FORMATS.find((format) => format.name === name);
}
