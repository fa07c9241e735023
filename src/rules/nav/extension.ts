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
    for (const { entry, path, place, target } of nav.navigation.pages) {
      if (target.kind !== "page" || !target.extension) continue;
      const node = nav.document.sources.get(place.file)!.node(place.path)!;
      const withoutExtension = entry.slice(0, entry.length - target.extension.length);
      report({
        ...nav.at(
          path,
          `Write the navigation entry without its extension: "${withoutExtension}" instead of "${entry}". The site adds .mdx or .md itself, and an entry with one may not resolve.`,
        ),
        fix: { start: node.offset, end: node.offset + node.length, text: JSON.stringify(withoutExtension) },
      });
    }
  },
};
