import type { StageRule } from "../../diagnostics/diagnostic.js";

/**
 * A page that cannot be read or parsed: reported by the page linter itself, since no other
 * rule can run on it. Every other page is still checked.
 */
export const rule: StageRule = {
  meta: {
    id: "page/syntax",
    category: "page",
    defaultSeverity: "error",
    description: "Every page is UTF-8 text that parses as MDX (or Markdown for .md), within the size docsgate checks.",
  },
  context: "stage",
  reportedBy: "page-parser",
};
