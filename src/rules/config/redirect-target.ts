import { nearestPage } from "../../project/navigation/page-files.js";
import { fixedPrefix, hasParameters } from "../../project/redirects.js";
import type { ProjectRule } from "../../project/project.js";

import { redirectGraph, sitePath } from "../../config/redirect-graph.js";
import { sitePaths } from "../../config/site-paths.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/redirect-target",
    category: "config",
    // A redirect to a path with no page: readers never arrive.
    defaultSeverity: "error",
    description:
      "A redirect's destination on the site itself reaches a page, a file, a page generated from an OpenAPI file, or another redirect; external URLs are not checked.",
  },
  check(project, report) {
    const { document } = project;
    if (!document) return;
    const graph = redirectGraph(project);
    const site = sitePaths(project);
    graph.redirects.forEach(({ source, destination, path }, i) => {
      // A destination another redirect sends on is config/redirect-chain's (or -loop's).
      if (destination === undefined || graph.next[i] !== undefined) return;
      const target = sitePath(destination);
      if (target === undefined) return;
      const at = [...path, "destination"];
      if (hasParameters(destination)) {
        const prefix = sitePath(fixedPrefix(destination)) ?? "/";
        // `/v2/:slug*` keeps the slash before its parameter; sitePath drops it.
        const under = fixedPrefix(destination).endsWith("/") && prefix !== "/" ? `${prefix}/` : prefix;
        if (!site.servesUnder(under))
          report(
            document.at(
              at,
              `The redirect from "${source}" sends readers to "${destination}", but the site has no page under ${under}: every path it matches lands on a 404. Point it at the folder the pages are in now.`,
            ),
          );
        return;
      }
      if (site.serves(target)) return;
      const near = nearestPage(target.slice(1), project.files);
      const hint = near ? ` Did you mean "/${near}"?` : " Point it at an existing page, or create the page.";
      report(
        document.at(
          at,
          `The redirect from "${source}" sends readers to "${destination}", where the site has no page (no ${target.slice(1)}.mdx or .md, no file, no generated page): they land on a 404.${hint}`,
        ),
      );
    });
  },
};
