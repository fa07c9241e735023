import type { StageRule } from "../../diagnostics/diagnostic.js";
import { UNRENDERED_COMPONENT_ID } from "../../render/rule-ids.js";

export const rule: StageRule = {
  meta: {
    id: UNRENDERED_COMPONENT_ID,
    category: "site",
    defaultSeverity: "warning",
    description:
      "Every component the docs define in code (`export const HeroCard = …`, an import from a `.jsx` file) can be drawn in docsgate's preview: HTML elements and Mintlify's components drawn from its props, without browser APIs or packages other than React.",
  },
  context: "stage",
  reportedBy: "renderer",
};
