import type { ProjectRule } from "../../project/project.js";
import { resolveDocPath } from "../../project/doc-path.js";

import { configPaths, v2ConfigPaths } from "../../config/config-paths.js";
import { legacyConfig } from "../../config/legacy-config.js";
import { v2Config } from "../../config/v2-config.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/outside-root",
    category: "config",
    defaultSeverity: "error",
    description:
      "The config file and the files it names (logo, favicon, background image, OpenAPI) stay inside the docs root; docsgate never reads outside it.",
  },
  check(project, report) {
    if (project.config.status === "outside") {
      const { name } = project.config;
      report({
        message: `${name} is a symbolic link that points out of the docs root, so docsgate does not read it. Put the real file in the docs root.`,
        file: name,
        line: 1,
        column: 1,
      });
      return;
    }
    const v2 = v2Config(project);
    const legacy = v2 ? undefined : legacyConfig(project);
    const config = v2 ?? legacy;
    if (!config) return;
    for (const { raw, path, role } of v2 ? v2ConfigPaths(v2.value) : configPaths(legacy?.value)) {
      const target = resolveDocPath(raw, project.files);
      if (target.kind !== "outside") continue;
      report(
        config.at(
          path,
          `The ${role} "${raw}" points outside the docs root: ${target.reason}. Move the file into the docs folder and give its path from the docs root.`,
        ),
      );
    }
  },
};
