import type { StageRule } from "../../diagnostics/diagnostic.js";
import { REDOCLY_CONFIG_ID } from "../../openapi/rule-ids.js";

export const rule: StageRule = {
  meta: {
    id: REDOCLY_CONFIG_ID,
    category: "openapi",
    defaultSeverity: "warning",
    description:
      "The redocly.yaml at the docs root is a valid redocly config, so the lint applies the team's rules (else it falls back to redocly's recommended ones).",
  },
  context: "stage",
  reportedBy: "openapi-reader",
};
