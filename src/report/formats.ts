import { compactFormat } from "./compact.js";
import { consoleFormat } from "./console.js";
import { githubFormat } from "./github-commands.js";
import { jsonFormat } from "./json.js";
import { junitFormat } from "./junit.js";
import type { ReportFormat } from "./report-format.js";
import { sarifFormat } from "./sarif.js";

/** Every report format, in the order `--format` lists them: a new format is its own file, listed here. */
export const REPORT_FORMATS: readonly ReportFormat[] = [
  consoleFormat,
  jsonFormat,
  sarifFormat,
  junitFormat,
  compactFormat,
  githubFormat,
];

/** The `--format` names. */
export const FORMAT_NAMES: readonly string[] = REPORT_FORMATS.map((format) => format.name);

/** The format of a `--format` name, if there is one. */
export function reportFormat(name: string): ReportFormat | undefined {
  return REPORT_FORMATS.find((format) => format.name === name);
}
