import type { StageRule } from "../../diagnostics/diagnostic.js";
import { REMOTE_SPEC_ID } from "../../openapi/rule-ids.js";

export const rule: StageRule = {
  meta: {
    id: REMOTE_SPEC_ID,
    category: "openapi",
    defaultSeverity: "notice",
    description:
      "Says which remote OpenAPI files (and `$ref`s) were not fetched; with --fetch-remote, a remote file that cannot be fetched is a warning.",
  },
  context: "stage",
  reportedBy: "openapi-reader",
};
