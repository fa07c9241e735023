import { ruleDocsUrl } from "../../engine/run-rules.js";
import type { RuleMeta } from "../../diagnostics/diagnostic.js";
import type { HouseStyleRule } from "./types.js";

/**
 * Problems in the team's style files (`.docsgate/styles/*.yml`). Reported by the engine when it
 * reads them, before any page is checked; a broken file is skipped and the others still run.
 */
export const STYLE_FILE_PROBLEM: RuleMeta = {
  id: "settings/style-file",
  category: "settings",
  defaultSeverity: "error",
  description:
    "Every style file in .docsgate/styles is a valid existence or substitution rule with known fields and valid regular expressions.",
};

/** The metadata the engine needs for a style file's rule. */
export function houseStyleMeta(rule: HouseStyleRule): RuleMeta {
  return {
    id: rule.id,
    category: "style",
    defaultSeverity: rule.severity,
    description: rule.description ?? `Checks the prose against the style file ${rule.source}.`,
  };
}

/** Where a finding links: the style file's `link`, else docsgate's page for a default, else the style file itself. */
export function houseStyleDocsUrl(rule: HouseStyleRule): string {
  return rule.link ?? (rule.source === "default" ? ruleDocsUrl(rule.id) : rule.source);
}
