import type { StageRule } from "../../diagnostics/diagnostic.js";
import { INVALID_MATH_ID } from "../../render/rule-ids.js";

export const rule: StageRule = {
  meta: {
    id: INVALID_MATH_ID,
    category: "site",
    defaultSeverity: "warning",
    description:
      "Every `$…$` and `$$…$$` formula in a page is LaTeX that KaTeX can typeset, and no pair of prices (`$5 and $10`) reads as a formula.",
  },
  context: "stage",
  reportedBy: "renderer",
};
