import type { StageRule } from "../../diagnostics/diagnostic.js";
import { SCHEMA_KEYWORD_ID } from "../../openapi/rule-ids.js";

export const rule: StageRule = {
  meta: {
    id: SCHEMA_KEYWORD_ID,
    category: "openapi",
    defaultSeverity: "warning",
    description:
      "Schema Objects of OpenAPI 3.1 files use JSON Schema's keywords, with values of the kind each takes (`nullable` and `min_items` are not among them).",
  },
  context: "stage",
  reportedBy: "openapi-reader",
};
