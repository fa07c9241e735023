import { ruleDocsUrl } from "../../engine/run-rules.js";
import type { RuleMeta } from "../../diagnostics/diagnostic.js";
import type { HouseStyleRule } from "./types.js";

/** The metadata the engine needs for a style file's rule. */
export function houseStyleMeta(rule: HouseStyleRule): RuleMeta {
  return {
    id: rule.id,
    category: "style",
    defaultSeverity: rule.severity,
    description: rule.description ?? `Checks the prose against the style file ${rule.source}.`,
    // A substitution's replacement is its fix, where the prose maps onto the source exactly.
    ...(rule.kind === "substitution" ? { fixable: true as const } : {}),
    ...(rule.editorGuidance ? { editorGuidance: rule.editorGuidance } : {}),
  };
}

/** Where a finding links: the style file's `link`, else docsgate's page for a default, else the style file itself. */
export function houseStyleDocsUrl(rule: HouseStyleRule): string {
  return rule.link ?? (rule.source === "default" ? ruleDocsUrl(rule.id) : rule.source);
}
