import type { RuleMeta } from "../../diagnostics/diagnostic.js";

export const PAGE_SYNTAX_RULE_ID = "page/syntax";

/**
 * A page that cannot be read or parsed: reported by the page linter itself, since no other
 * rule can run on it. Every other page is still checked.
 */
export const PAGE_SYNTAX: RuleMeta = {
  id: PAGE_SYNTAX_RULE_ID,
  category: "page",
  defaultSeverity: "error",
  description: "Every page is UTF-8 text that parses as MDX (or Markdown for .md), within the size docsgate checks.",
};
