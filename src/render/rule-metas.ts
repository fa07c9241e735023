import type { RuleMeta } from "../diagnostics/diagnostic.js";

export const UNRENDERED_EXPRESSION: RuleMeta = {
  id: "site/unrendered-expression",
  category: "site",
  defaultSeverity: "warning",
  description:
    "Every `{…}` expression in a page is a literal the site can show without running code (text, a number, a literal list or object, or a snippet's prop or exported literal).",
};

/** The rules the page renderer reports (only while building the site). */
export const SITE_RENDER_RULE_METAS: readonly RuleMeta[] = [UNRENDERED_EXPRESSION];
