import { DiagnosticSeverity, type Diagnostic as LspDiagnostic } from "vscode-languageserver";
import type { Diagnostic, Severity } from "../diagnostics/diagnostic.js";

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  notice: DiagnosticSeverity.Information,
};

/** What a published diagnostic carries back to the server in a code action request: its rule and its fix. */
export interface DiagnosticData {
  ruleId: string;
  fix?: Diagnostic["fix"];
}

/**
 * docsgate's diagnostic as the editor shows it: 0-based positions in UTF-16 code units (docsgate's columns count them
 * too), the rule id as `code` with its page as `codeDescription`. A diagnostic without an end covers the rest of its
 * line; one without a line (a missing file) stands at the top.
 */
export function toLspDiagnostic(diagnostic: Diagnostic, lineLength: (line: number) => number): LspDiagnostic {
  const line = Math.max(0, diagnostic.line - 1);
  const character = Math.max(0, diagnostic.column - 1);
  const end =
    diagnostic.endLine !== undefined && diagnostic.endColumn !== undefined
      ? { line: diagnostic.endLine - 1, character: Math.max(0, diagnostic.endColumn - 1) }
      : { line, character: Math.max(character, lineLength(line)) };
  const data: DiagnosticData = { ruleId: diagnostic.ruleId, ...(diagnostic.fix ? { fix: diagnostic.fix } : {}) };
  return {
    range: { start: { line, character }, end },
    severity: SEVERITY[diagnostic.severity],
    code: diagnostic.ruleId,
    codeDescription: { href: diagnostic.docsUrl },
    source: "docsgate",
    message: diagnostic.message,
    data,
  };
}
