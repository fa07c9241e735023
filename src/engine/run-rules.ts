import type { Rule, RuledReport } from "../diagnostics/diagnostic.js";
import type { RuleBook } from "./rule-book.js";

export const RULES_URL = "https://github.com/docsgate/docsgate/blob/main/rules";

export function ruleDocsUrl(ruleId: string): string {
  return `${RULES_URL}/${ruleId}.md`;
}

/** Runs every rule that is not switched off; its reports name the rule, and the engine (diagnose) does the rest. */
export function runRules<Context>(
  context: Context,
  rules: readonly Rule<string, Context>[],
  book: RuleBook,
): RuledReport[] {
  const reports: RuledReport[] = [];
  for (const rule of rules) {
    if (!book.isOn(rule.meta.id)) continue;
    rule.check(context, (report) => reports.push({ ruleId: rule.meta.id, ...report }));
  }
  return reports;
}
