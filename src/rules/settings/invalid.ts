import type { StageRule } from "../../diagnostics/diagnostic.js";

/**
 * Problems in docsgate.config.json. Not a rule that runs over the project: the settings are read
 * before any rule, and their problems go to the engine like any rule's reports. A bad value is
 * left out and the rest of the file applies, so the file's `rules` can set this rule's severity too.
 */
export const rule: StageRule = {
  meta: {
    id: "settings/invalid",
    category: "settings",
    // docsgate's own settings: a typo would silently leave a rule at its default.
    defaultSeverity: "error",
    description:
      "docsgate.config.json is valid JSON with known rule ids, known severities, a list of ignore globs and valid `links.external` settings (known keys and `severity` keys, `skip` patterns that are regular expressions).",
  },
  context: "stage",
  reportedBy: "settings",
};
