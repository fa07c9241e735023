import type { StageRule } from "../../diagnostics/diagnostic.js";
import { UNRENDERED_EXPRESSION_ID } from "../../render/rule-ids.js";

export const rule: StageRule = {
  meta: {
    id: UNRENDERED_EXPRESSION_ID,
    category: "site",
    // About docsgate's preview, which runs no code; a `{name}` Mintlify removes too is a warning.
    defaultSeverity: "notice",
    description:
      "Every `{…}` expression in a page is a literal docsgate's preview can show without running code (text, a number, a literal list or object, or a snippet's prop or exported literal).",
  },
  context: "stage",
  reportedBy: "renderer",
};
