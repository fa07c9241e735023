import { missingFileHint } from "../../text/missing-file-hint.js";
import type { ProjectRule } from "../../project/project.js";
import { resolveDocPath } from "../../project/doc-path.js";

import { configPaths, v2ConfigPaths } from "../../config/config-paths.js";
import { legacyConfig } from "../../config/legacy-config.js";
import { v2Config } from "../../config/v2-config.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/missing-file",
    category: "config",
    defaultSeverity: "error",
    description:
      "The logo, favicon, background image, local OpenAPI and AsyncAPI files and (v2) local font files that docs.json names exist.",
  },
  check(project, report) {
    const v2 = v2Config(project);
    const legacy = v2 ? undefined : legacyConfig(project);
    const config = v2 ?? legacy;
    if (!config) return;
    for (const { raw, path: at, role } of v2 ? v2ConfigPaths(v2.value) : configPaths(legacy?.value)) {
      const target = resolveDocPath(raw, project.files);
      // URLs are fetched by the site; paths out of the root are config/outside-root's.
      if (target.kind !== "local" || project.files.has(target.path)) continue;
      // Suggestions keep the writer's style of a leading "/" for the docs root.
      const lead = raw.startsWith("/") ? "/" : "";
      report(config.at(at, `The ${role} "${raw}" does not exist${missingFileHint(target.path, lead, project.files)}`));
    }
  },
};
