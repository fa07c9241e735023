import type { ProjectRule } from "../../project/project.js";

import { stripPageExtension } from "../../project/navigation/page-files.js";
import { navContext } from "../../nav/nav-context.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "nav/case-mismatch",
    category: "nav",
    defaultSeverity: "error",
    description: "A navigation entry matches its page file's name letter for letter, including upper and lower case.",
  },
  check(project, report) {
    const nav = navContext(project);
    if (!nav) return;
    for (const { entry, path, target } of nav.navigation.pages) {
      if (target.kind !== "case-mismatch") continue;
      const fixed = stripPageExtension(target.actual);
      report(
        nav.at(
          path,
          `The navigation entry "${entry}" differs from the file ${target.actual} only in upper/lower case. It works on macOS and Windows but the page is missing when the site builds on Linux. Write "${fixed}".`,
        ),
      );
    }
  },
};
