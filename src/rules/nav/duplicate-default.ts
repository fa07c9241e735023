import type { ProjectRule } from "../../project/project.js";

import { siblingSections } from "../../project/navigation/sibling-sections.js";
import { navContext } from "../../nav/nav-context.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "nav/duplicate-default",
    category: "nav",
    // Mintlify takes the first default and ignores the others.
    defaultSeverity: "warning",
    description: "At most one version, and one language, of each list is marked `default: true`.",
  },
  check(project, report) {
    const nav = navContext(project);
    if (!nav) return;
    for (const kind of ["version", "language"] as const) {
      for (const siblings of siblingSections(nav.navigation, kind)) {
        const [first, ...others] = siblings.filter((section) => section.isDefault);
        if (!first) continue;
        const at = nav.at([...first.path, "default"], "", "key");
        for (const section of others) {
          const where = at.file === section.place.file ? `line ${at.line}` : `${at.file}, line ${at.line}`;
          report(
            nav.at(
              [...section.path, "default"],
              `The ${kind} "${section.name}" is marked \`default\`, but the ${kind} "${first.name}" already is (${where}). Mintlify opens the first one marked and ignores this mark; remove \`default\` from one of the two.`,
              "key",
            ),
          );
        }
      }
    }
  },
};
