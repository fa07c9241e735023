import type { StageRule } from "../../diagnostics/diagnostic.js";

/**
 * Problems in the team's style files (`.docsgate/styles/*.yml`). Reported by the engine when it
 * reads them, before any page is checked; a broken file is skipped and the others still run.
 */
export const rule: StageRule = {
  meta: {
    id: "settings/style-file",
    category: "settings",
    defaultSeverity: "error",
    description:
      "Every style file in .docsgate/styles is a valid existence or substitution rule with known fields and valid regular expressions.",
  },
  context: "stage",
  reportedBy: "style-files",
};
