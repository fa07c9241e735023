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
  return [...jsonReportPieces(result)].join("");
}

/** Diagnostics per piece: a piece of about 60 KB, never the whole report at once. */
const DIAGNOSTICS_PER_PIECE = 100;

/**
 * The JSON report in pieces, byte for byte `formatJson`'s text, for writing without holding it
 * all: a project with 38,000 diagnostics makes a 22 MB report.
 */
export function* jsonReportPieces(result: CheckResult): Generator<string> {
  const fingerprints = fingerprintDiagnostics(result.root, result.diagnostics);
  const head = {
    version: JSON_REPORT_VERSION,
    tool: { name: TOOL.name, version: TOOL.version },
    root: result.root,
    configFile: result.configFile ?? null,
    summary: countDiagnostics(result.diagnostics),
    diagnostics: [],
  };
  const empty = `${JSON.stringify(head, null, 2)}\n`;
  if (result.diagnostics.length === 0) {
    yield empty;
    return;
  }
  // JSON.stringify's own layout: each element on its own lines, indented two levels.
  yield `${empty.slice(0, -"[]\n}\n".length)}[\n`;
  const last = result.diagnostics.length - 1;
  let piece = "";
  for (const [index, diagnostic] of result.diagnostics.entries()) {
    const text = JSON.stringify(jsonDiagnostic(diagnostic, fingerprints[index]!), null, 2).replace(/\n/g, "\n    ");
    piece += `    ${text}${index === last ? "\n" : ",\n"}`;
    if ((index + 1) % DIAGNOSTICS_PER_PIECE === 0 || index === last) {
      yield piece;
      piece = "";
    }
  }
  yield "  ]\n}\n";
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
