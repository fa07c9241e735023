import type { StageRule } from "../../diagnostics/diagnostic.js";

export const rule: StageRule = {
  meta: {
    id: "site/broken-link",
    category: "site",
    defaultSeverity: "error",
    description:
      "Every link and every file the built site's pages refer to is there on the site, under its base path, and every `#fragment` names an element of its page.",
  },
  context: "stage",
  reportedBy: "link-crawl",
};
