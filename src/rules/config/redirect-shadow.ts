import type { ProjectRule } from "../../project/project.js";

import { redirectGraph, sitePath } from "../../config/redirect-graph.js";
import { sitePaths } from "../../config/site-paths.js";

/** How many hidden pages the message names before it only counts the rest. */
const LISTED = 10;

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/redirect-shadow",
    category: "config",
    // Mintlify follows the redirect first: the page is never shown, but nothing is broken for readers.
    defaultSeverity: "warning",
    description:
      "No redirect's source is the address of a page file: Mintlify follows the redirect first, so the page is never shown.",
  },
  check(project, report) {
    const { document } = project;
    if (!document) return;
    const graph = redirectGraph(project);
    const { pages } = sitePaths(project);
    graph.redirects.forEach(({ source, destination, path, pattern, exact }, i) => {
      // A redirect onto its own page is a loop, which config/redirect-loop reports.
      if (graph.onLoop.has(i)) return;
      const at = [...path, "source"];
      const to = destination === undefined ? "" : ` to "${destination}"`;
      if (exact) {
        const own = sitePath(source);
        const file = own === undefined ? undefined : pages.get(own);
        if (file)
          report(
            document.at(
              at,
              `"${source}" is the address of the page ${file}, and Mintlify follows the redirect${to} before it serves a page: ${file} is never shown. Remove the redirect, or delete the page if it has moved.`,
            ),
          );
        return;
      }
      const hidden = [...pages].filter(([page]) => pattern.test(page)).map(([, file]) => file);
      if (hidden.length === 0) return;
      const names = hidden.slice(0, LISTED).join(", ");
      const more = hidden.length > LISTED ? ` and ${hidden.length - LISTED} more` : "";
      const count = hidden.length === 1 ? "the address of 1 page" : `the addresses of ${hidden.length} pages`;
      report(
        document.at(
          at,
          `"${source}" matches ${count}, and Mintlify follows the redirect${to} before it serves a page, so they are never shown: ${names}${more}. Narrow the source, or delete the pages if they have moved.`,
        ),
      );
    });
  },
};
