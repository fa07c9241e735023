import type { Severity } from "../diagnostics/diagnostic.js";
import { JSON_REPORT_VERSION } from "./json.js";

/** What a baseline needs of each diagnostic in an earlier JSON report. */
export interface BaselineDiagnostic {
  ruleId: string;
  severity: Severity;
  message: string;
  file: string;
  line: number;
  fingerprint: string;
}

/** More than any real docs project has; a larger report is taken for a broken or hostile one. */
export const MAX_BASELINE_DIAGNOSTICS = 200_000;

const SEVERITIES: readonly string[] = ["error", "warning", "notice"] satisfies Severity[];
const TEXT_KEYS = ["ruleId", "message", "file", "fingerprint"] as const;

/**
 * Reads a report that `--format json` wrote, such as the base branch's, to compare against. The
 * text may come from another workflow's artifact, so its shape is checked key by key, and what is
 * wrong is said in plain words (never quoting the text, which would land in the log) instead of thrown.
 */
export function readJsonReport(text: string): { diagnostics: BaselineDiagnostic[] } | string {
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch {
    return "The baseline report is not valid JSON.";
  }
  if (!isObject(report)) return "The baseline report is not a docsgate JSON report: it is not a JSON object.";
  if (report.version !== JSON_REPORT_VERSION) {
    const version = typeof report.version === "number" ? `version ${report.version}` : "of no known version";
    return `The baseline report is ${version}; this docsgate reads version ${JSON_REPORT_VERSION}, as \`--format json\` writes it.`;
  }
  const { diagnostics } = report;
  if (!Array.isArray(diagnostics)) return "The baseline report has no `diagnostics` list.";
  if (diagnostics.length > MAX_BASELINE_DIAGNOSTICS) {
    return `The baseline report has ${diagnostics.length} diagnostics; docsgate reads at most ${MAX_BASELINE_DIAGNOSTICS}.`;
  }
  const read: BaselineDiagnostic[] = [];
  for (const [index, d] of diagnostics.entries()) {
    const problem = diagnosticProblem(d);
    if (problem) return `Diagnostic ${index + 1} of the baseline report ${problem}.`;
    // Only the known keys are copied: the parsed object may carry anything else.
    const { ruleId, severity, message, file, line, fingerprint } = d as BaselineDiagnostic;
    read.push({ ruleId, severity, message, file, line, fingerprint });
  }
  return { diagnostics: read };
}

function diagnosticProblem(d: unknown): string | undefined {
  if (!isObject(d)) return "is not an object";
  const missing = TEXT_KEYS.find((key) => typeof d[key] !== "string");
  if (missing) return `has no text \`${missing}\``;
  if (typeof d.severity !== "string" || !SEVERITIES.includes(d.severity))
    return "has a `severity` other than error, warning or notice";
  if (!Number.isSafeInteger(d.line) || (d.line as number) < 0)
    return "has a `line` that is not a whole number of 0 or more";
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
