import type { StageRule } from "../../diagnostics/diagnostic.js";

export const rule: StageRule = {
  meta: {
    id: "site/broken-external-link",
    category: "site",
    defaultSeverity: "error",
    description:
      "Every http(s) link of the built site answers (checked only with --external or the external-links input; the severity of each status can be set in docsgate.config.json).",
  },
  context: "stage",
  reportedBy: "link-crawl",
};
