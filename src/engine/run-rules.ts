import type { Diagnostic, Report, Rule, Severity, SeveritySetting } from "../types.js";

export const RULES_URL = "https://github.com/docsgate/docsgate/blob/main/rules";

export function ruleDocsUrl(ruleId: string): string {
  return `${RULES_URL}/${ruleId}.md`;
}

/**
 * Runs every rule that is not switched off and turns its reports into diagnostics: the engine,
 * not the rule, adds the rule id, the configured severity and the docs link.
 */
export function runRules<Context>(
  context: Context,
  rules: readonly Rule<Context>[],
  severities: ReadonlyMap<string, SeveritySetting>,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const rule of rules) {
    const severity = severities.get(rule.meta.id) ?? rule.meta.defaultSeverity;
    if (severity === "off") continue;
    rule.check(context, (report) => diagnostics.push(toDiagnostic(rule.meta.id, severity, report)));
  }
  return diagnostics;
}

export function toDiagnostic(ruleId: string, severity: Severity, report: Report): Diagnostic {
  return { ruleId, severity, ...report, docsUrl: ruleDocsUrl(ruleId) };
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, notice: 2 };

/** Stable order for every reporter: by file, then position, then severity and rule. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column ||
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}
