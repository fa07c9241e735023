import type { ProjectRule } from "../../project/project.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/legacy-shape",
    category: "config",
    defaultSeverity: "notice",
    description:
      "Says when docs.json is in the legacy layout, which Mintlify no longer reads under that name; docsgate still validates it as the legacy layout.",
  },
  check(project, report) {
    const { config } = project;
    if (
      config.status !== "read" ||
      config.name !== "docs.json" ||
      config.layout !== "legacy" ||
      config.source.syntaxError
    )
      return;
    const { source } = config;
    const value = source.value;
    const hasNavigation = value !== null && typeof value === "object" && !Array.isArray(value) && "navigation" in value;
    report({
      message:
        "docs.json is in the legacy layout, which Mintlify no longer reads under this name; run `docsgate upgrade --write` to convert it. docsgate still validates it as the legacy layout.",
      file: source.file,
      ...source.rangeOf(hasNavigation ? ["navigation"] : [], hasNavigation ? "key" : "value"),
    });
  },
};
