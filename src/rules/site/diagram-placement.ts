import type { StageRule } from "../../diagnostics/diagnostic.js";
import { DIAGRAM_PLACEMENT_ID } from "../../render/rule-ids.js";

export const rule: StageRule = {
  meta: {
    id: DIAGRAM_PLACEMENT_ID,
    category: "site",
    defaultSeverity: "warning",
    description:
      "A Mermaid diagram's `placement` names a corner for its controls: top-left, top-right, bottom-left or bottom-right.",
  },
  context: "stage",
  reportedBy: "renderer",
};
