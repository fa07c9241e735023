import type { StageRule } from "../../diagnostics/diagnostic.js";
import { INVALID_FILE_ID } from "../../openapi/rule-ids.js";

export const rule: StageRule = {
  meta: {
    id: INVALID_FILE_ID,
    category: "openapi",
    defaultSeverity: "error",
    description:
      "Every OpenAPI file is readable YAML or JSON, within the size and time docsgate checks (no alias bombs), and an OpenAPI 3 or Swagger 2.0 document.",
  },
  context: "stage",
  reportedBy: "openapi-reader",
};
