import type { StageRule } from "../../diagnostics/diagnostic.js";
import { REDOCLY_UNSUPPORTED_ID } from "../../openapi/rule-ids.js";

export const rule: StageRule = {
  meta: {
    id: REDOCLY_UNSUPPORTED_ID,
    category: "openapi",
    defaultSeverity: "notice",
    description:
      "Says which parts of redocly.yaml docsgate does not apply: plugins, and `extends` entries other than redocly's own rulesets.",
  },
  context: "stage",
  reportedBy: "openapi-reader",
};
