import type { ProjectRule } from "../../project/project.js";

import { navContext } from "../../nav/nav-context.js";
import { pageRoute } from "../../html/page-url.js";
import { percentDecode } from "../../project/percent-decode.js";

/**
 * What each character does to the link Mintlify writes for a page: it makes the href from the file's path as it is
 * (`"/" + slug`, @mintlify/common's getDecoratedNavPageAndSlug), without encoding it.
 */
const BREAKS: readonly [RegExp, (route: string) => string][] = [
  [/#/, (route) => `\`#\` starts a fragment, so its link leads to ${route.slice(0, route.indexOf("#"))}`],
  [/\?/, (route) => `\`?\` starts a query, so its link leads to ${route.slice(0, route.indexOf("?"))}`],
  [/%(?![0-9a-f]{2})/i, () => "`%` starts an escape, and without two hex digits after it the link is no valid address"],
  [/%/, (route) => `\`%\` starts an escape, so its link leads to ${percentDecode(route)}, a page of another name`],
];

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "nav/page-name",
    category: "nav",
    // Mintlify's link to the page leads elsewhere: no reader reaches it from the navigation.
    defaultSeverity: "error",
    description:
      "No page in the navigation has `#`, `?` or `%` in its file's path: Mintlify writes the page's link from the path as it is, and the link leads elsewhere.",
  },
  check(project, report) {
    const nav = navContext(project);
    if (!nav) return;
    for (const { path, target } of nav.navigation.pages) {
      const file = target.kind === "page" ? target.file : target.kind === "case-mismatch" ? target.actual : undefined;
      if (file === undefined) continue;
      const route = pageRoute(file).replace(/\/$/, "") || "/";
      const breaks = BREAKS.find(([pattern]) => pattern.test(route));
      if (!breaks) continue;
      report(
        nav.at(
          path,
          `The page ${file} cannot be reached from Mintlify's navigation: ${breaks[1](route)}. Rename the file without \`#\`, \`?\` and \`%\` (a hyphen instead), and add a redirect from the old address if readers have it.`,
        ),
      );
    }
  },
};
