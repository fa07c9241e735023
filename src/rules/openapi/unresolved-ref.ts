import type { StageRule } from "../../diagnostics/diagnostic.js";
import { UNRESOLVED_REF_ID } from "../../openapi/rule-ids.js";

export const rule: StageRule = {
  meta: {
    id: UNRESOLVED_REF_ID,
    category: "openapi",
    defaultSeverity: "error",
    description:
      "Every `$ref` in an OpenAPI file leads to a file inside the docs root and to a part of it that exists, without a circle of `$ref`s.",
  },
  context: "stage",
  reportedBy: "openapi-reader",
};
