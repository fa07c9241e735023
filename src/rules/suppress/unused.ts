import type { StageRule } from "../../diagnostics/diagnostic.js";
import { UNUSED_SUPPRESSION_ID } from "../../engine/suppressions.js";

export const rule: StageRule = {
  meta: {
    id: UNUSED_SUPPRESSION_ID,
    category: "suppress",
    defaultSeverity: "warning",
    description: "Every docsgate-disable comment in a page silences at least one problem.",
  },
  context: "stage",
  reportedBy: "suppressions",
};
