import type { ProjectRule } from "../../project/project.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/legacy-shape",
    category: "config",
    // Mintlify reads every docs.json as v2 and refuses the legacy shape: the site does not build.
    defaultSeverity: "error",
    description:
      "docs.json is in the v2 layout: Mintlify reads every docs.json as v2 and refuses one in the legacy layout (the shape of mint.json), so the site does not build.",
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
        "docs.json is in the legacy layout (the shape of mint.json), but Mintlify reads every docs.json as the v2 layout and refuses this one: the site does not build. Run `docsgate upgrade --write` to rewrite it in the v2 layout, or name the file mint.json to keep the legacy layout. docsgate checks the rest of it as the legacy layout.",
      file: source.file,
      ...source.rangeOf(hasNavigation ? ["navigation"] : [], hasNavigation ? "key" : "value"),
    });
  },
};
