import { ruleDocsUrl, toDiagnostic } from "../engine/run-rules.js";
import type { Diagnostic, SeveritySetting } from "../types.js";
import { OPENAPI_RULE_METAS } from "./rule-metas.js";
import { redoclyRuleDocsUrl } from "./redocly-rules.js";
import type { SpecLintResult } from "./types.js";

const OWN_IDS = new Set(OPENAPI_RULE_METAS.map((meta) => meta.id));

/**
 * The lint's problems as diagnostics. docsgate.config.json sets the severity of any
 * `openapi/...` id (redocly's rules included) or switches it off; otherwise each problem keeps
 * the severity redocly (or the reading step) gave it. redocly's rules link to redocly's pages.
 */
export function specDiagnostics(result: SpecLintResult, severities: ReadonlyMap<string, SeveritySetting>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { ruleId, severity, message, place } of result.problems) {
    const setting = severities.get(ruleId) ?? severity;
    if (setting === "off") continue;
    const diagnostic = toDiagnostic(ruleId, setting, { message, ...place });
    const redoclyId = ruleId.startsWith("openapi/") && !OWN_IDS.has(ruleId) ? ruleId.slice("openapi/".length) : undefined;
    diagnostics.push(redoclyId ? { ...diagnostic, docsUrl: redoclyRuleDocsUrl(redoclyId) } : { ...diagnostic, docsUrl: ruleDocsUrl(ruleId) });
  }
  return diagnostics;
}
