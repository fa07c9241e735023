import type { CheckResult } from "../contracts/check-result.js";
import type { Verdict } from "../engine/gate.js";

/** Which problems the console report lists one by one: errors only, errors and warnings, or every one. */
export type ConsoleDetail = "quiet" | "normal" | "verbose";

/** The action's outputs (action.yml) that name a report file, in the order the step sets them. */
export const ACTION_REPORT_OUTPUTS = ["report", "sarif", "junit"] as const;
export type ActionReportOutput = (typeof ACTION_REPORT_OUTPUTS)[number];

/** One report format: what `--format NAME` prints, and, for some, a file the action writes. */
export interface ReportFormat {
  /** Its `--format` name. */
  name: string;
  /** The report, in pieces (a JSON report can be large: it is written piece by piece). */
  render(result: CheckResult, context: ReportContext): Iterable<string>;
  /** The report file the action writes in this format: the output (action.yml) that names it, and its file name. */
  actionFile?: { output: ActionReportOutput; name: string };
}

/** What a format may need beyond the result; each takes what it uses. */
export interface ReportContext {
  /** The folder paths are shown relative to (the console and compact reports). */
  cwd: string;
  /** The repository checkout code scanning and workflow commands place files in. */
  repositoryRoot: string;
  /** The console report's: the gate's verdict, the lines just above it, colour and detail. */
  console: { verdict: Verdict; notes: readonly string[]; color: boolean; detail: ConsoleDetail };
}
