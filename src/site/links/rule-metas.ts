import type { RuleMeta } from "../../diagnostics/diagnostic.js";

export const BROKEN_LINK: RuleMeta = {
  id: "site/broken-link",
  category: "site",
  defaultSeverity: "error",
  description:
    "Every link and every file the built site's pages refer to is there on the site, under its base path, and every `#fragment` names an element of its page.",
};

export const BROKEN_EXTERNAL_LINK: RuleMeta = {
  id: "site/broken-external-link",
  category: "site",
  defaultSeverity: "error",
  description:
    "Every http(s) link of the built site answers (checked only with --external or the external-links input; the severity of each status can be set in docsgate.config.json).",
};

/** The rules the link check of the built site reports. */
export const LINK_RULE_METAS: readonly RuleMeta[] = [BROKEN_LINK, BROKEN_EXTERNAL_LINK];
