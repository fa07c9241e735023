import type { Project } from "../../project/project.js";
import type { Rule } from "../../types.js";
import { navContext } from "./nav-context.js";

export const rule: Rule<Project> = {
  meta: {
    id: "nav/duplicate",
    category: "nav",
    defaultSeverity: "warning",
    description: "Each page appears in the navigation once.",
  },
  check(project, report) {
    const nav = navContext(project);
    if (!nav) return;
    const firstLine = new Map<string, number>();
    for (const { path, target } of nav.navigation.pages) {
      if (target.kind === "url" || target.kind === "outside") continue;
      const at = nav.at(path, "");
      const seenAt = firstLine.get(target.page);
      if (seenAt === undefined) {
        firstLine.set(target.page, at.line);
        continue;
      }
      report({ ...at, message: `The page "${target.page}" is already in the navigation (line ${seenAt}). A page belongs in one place: remove this entry, or the sidebar shows the page twice and highlights the wrong one.` });
    }
  },
};
