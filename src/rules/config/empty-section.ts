import type { ProjectRule } from "../../project/project.js";
import { resolveDocPath } from "../../project/doc-path.js";

import { legacyConfig } from "../../config/legacy-config.js";
import { objectsAt } from "../../project/config-types/unchecked.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/empty-section",
    category: "config",
    defaultSeverity: "warning",
    description:
      "The `url` of each tab and of each anchor that points into the docs is the start of at least one navigation page.",
  },
  check(project, report) {
    const config = legacyConfig(project);
    if (!config || !project.navigation) return;
    const entries = project.navigation.pages.map((page) => page.entry.replace(/^\/+/, ""));
    for (const section of ["tabs", "anchors"] as const) {
      objectsAt(config.value, section).forEach((item, i) => {
        const url = item?.url;
        // Only a relative path gathers pages; a URL links out, and a path out of the root is no section.
        if (typeof url !== "string" || resolveDocPath(url, project.files).kind !== "local") return;
        const prefix = url.replace(/^\/+/, "").replace(/\/+$/, "");
        if (prefix === "" || entries.some((entry) => entry === prefix || entry.startsWith(prefix + "/"))) return;
        const kind = section === "tabs" ? "tab" : "anchor";
        const name = item?.name;
        const label = typeof name === "string" ? ` "${name}"` : "";
        report(
          config.at(
            [section, i, "url"],
            `The ${kind}${label} gathers the pages whose path starts with "${prefix}/", but no navigation page does, so it shows an empty section. Put its pages in a folder named "${prefix}" and list them in \`navigation\`, or correct the \`url\`.`,
          ),
        );
      });
    }
  },
};
