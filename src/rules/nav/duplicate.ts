import type { ProjectRule } from "../../project/project.js";

import { navContext } from "../../nav/nav-context.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "nav/duplicate",
    category: "nav",
    defaultSeverity: "warning",
    description: "Each page appears in the navigation once.",
  },
  check(project, report) {
    const nav = navContext(project);
    if (!nav) return;
    const first = new Map<string, { file: string; line: number }>();
    // Each tab, anchor, language, version… has its own sidebar: a page may be in several of them.
    const sidebars = nav.navigation.sections
      .map((section) => `${section.path.join("/")}/`)
      .sort((a, b) => b.length - a.length);
    for (const { path, target, isRoot, operation } of nav.navigation.pages) {
      // A group's root page may be listed in its pages too; an endpoint's page is its spec's.
      if (isRoot || operation || target.kind === "url" || target.kind === "outside") continue;
      const at = nav.at(path, "");
      const written = `${path.join("/")}/`;
      const key = JSON.stringify([sidebars.find((prefix) => written.startsWith(prefix)), target.page]);
      const seen = first.get(key);
      if (seen === undefined) {
        first.set(key, at);
        continue;
      }
      const where = seen.file === at.file ? `line ${seen.line}` : `${seen.file}, line ${seen.line}`;
      report({
        ...at,
        message: `The page "${target.page}" is already in the navigation (${where}). A page belongs in one place: remove this entry, or the sidebar shows the page twice and highlights the wrong one.`,
      });
    }
  },
};
