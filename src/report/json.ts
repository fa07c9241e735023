import type { CheckResult } from "../contracts/check-result.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { fingerprintDiagnostics } from "./fingerprint.js";
import { countDiagnostics } from "../engine/gate.js";
import { TOOL } from "./tool.js";

/** Bumped only when a key is removed or changes meaning; new keys may appear without it. */
export const JSON_REPORT_VERSION = 1;

/**
 * The `--format json` report. Every key is always present, in this order, with `null` for
 * what is unknown, so consumers can rely on the shape (documented in README, "JSON report").
 */
export function formatJson(result: CheckResult): string {
  const fingerprints = fingerprintDiagnostics(result.root, result.diagnostics);
  const report = {
    version: JSON_REPORT_VERSION,
    tool: { name: TOOL.name, version: TOOL.version },
    root: result.root,
    configFile: result.configFile ?? null,
    summary: countDiagnostics(result.diagnostics),
    diagnostics: result.diagnostics.map((d, i) => jsonDiagnostic(d, fingerprints[i]!)),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

function jsonDiagnostic(d: Diagnostic, fingerprint: string) {
  return {
    ruleId: d.ruleId,
    severity: d.severity,
    message: d.message,
    file: d.file,
    line: d.line,
    column: d.column,
    endLine: d.endLine ?? null,
    endColumn: d.endColumn ?? null,
    fix: d.fix ? { start: d.fix.start, end: d.fix.end, text: d.fix.text } : null,
    docsUrl: d.docsUrl,
    fingerprint,
  };
}
