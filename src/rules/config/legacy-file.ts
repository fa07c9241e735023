import type { ProjectRule } from "../../project/project.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/legacy-file",
    category: "config",
    defaultSeverity: "notice",
    description: "The config is named docs.json, not the legacy mint.json, and only one of the two exists.",
  },
  check(project, report) {
    const { config, files } = project;
    if (config.status === "missing") return;
    if (config.name === "mint.json") {
      const line = config.status === "directory" ? 0 : 1;
      report({
        message:
          "This project uses mint.json, the legacy layout, which Mintlify still reads. Run `docsgate upgrade --write` to write docs.json in the v2 layout; renaming the file alone is not enough, since Mintlify reads every docs.json as v2.",
        file: "mint.json",
        line,
        column: line,
      });
    } else if (config.status === "read" && config.alsoPresent) {
      // Point at mint.json, the file to remove, when it is a file that has a first line.
      const onLegacy = files.has(config.alsoPresent);
      report({
        message:
          "Both docs.json and mint.json exist: docsgate (like the site) uses docs.json and ignores mint.json. Delete mint.json, after moving into docs.json anything it has that docs.json lacks.",
        file: onLegacy ? config.alsoPresent : config.name,
        line: 1,
        column: 1,
      });
    }
  },
};
