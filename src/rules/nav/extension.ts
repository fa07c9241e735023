import type { ProjectRule } from "../../project/project.js";

import { navContext } from "../../nav/nav-context.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "nav/extension",
    category: "nav",
    defaultSeverity: "warning",
    fixable: true,
    description: "Navigation entries name pages without the `.mdx` or `.md` extension.",
  },
  check(project, report) {
    const nav = navContext(project);
    if (!nav) return;
    for (const { entry, path, target } of nav.navigation.pages) {
      if (target.kind !== "page" || !target.extension) continue;
      const { start, end } = nav.navigation.spanOf(path);
      const withoutExtension = entry.slice(0, entry.length - target.extension.length);
      report({
        ...nav.at(
          path,
          `Write the navigation entry without its extension: "${withoutExtension}" instead of "${entry}". The site adds .mdx or .md itself, and an entry with one may not resolve.`,
        ),
        fix: { start, end, text: JSON.stringify(withoutExtension) },
      });
    }
  },
};
