import type { ProjectRule } from "../../project/project.js";

import { navContext } from "../../nav/nav-context.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "nav/outside-root",
    category: "nav",
    defaultSeverity: "error",
    description: "Navigation entries stay inside the docs root; docsgate never reads a file outside it.",
  },
  check(project, report) {
    const nav = navContext(project);
    if (!nav) return;
    for (const { entry, path, target } of nav.navigation.pages) {
      if (target.kind !== "outside") continue;
      report(
        nav.at(
          path,
          `The navigation entry "${entry}" points outside the docs root: ${target.reason}. Move the page into the docs folder and name it relative to the root.`,
        ),
      );
    }
  },
};
