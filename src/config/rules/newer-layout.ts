import type { Project } from "../../project/project.js";
import type { Rule } from "../../types.js";

export const rule: Rule<Project> = {
  meta: {
    id: "config/newer-layout",
    category: "config",
    defaultSeverity: "notice",
    description: "Says when docs.json uses the newer layout (`navigation` as an object, or `theme`), which docsgate does not validate yet.",
  },
  check(project, report) {
    const { config } = project;
    if (config.status !== "read" || config.layout !== "v2" || config.source.syntaxError) return;
    const { source } = config;
    const value = source.value as Record<string, unknown>;
    const navigation = value.navigation;
    const byNavigation = navigation !== null && typeof navigation === "object" && !Array.isArray(navigation);
    const [path, why] = byNavigation ? [["navigation"], "`navigation` is an object"] : [["theme"], "it has a `theme`"];
    report({
      message: `${source.file} uses the newer layout (${why}). docsgate does not validate this layout yet: only its JSON syntax was checked, not its fields or navigation.`,
      file: source.file,
      ...source.rangeOf(path, "key"),
    });
  },
};
