import type { ProjectRule } from "../../project/project.js";

import { followedDestination, hopsAfter, redirectGraph } from "../../config/redirect-graph.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/redirect-chain",
    category: "config",
    defaultSeverity: "warning",
    description: "A redirect leads straight to where readers end up, not to the source of another permanent redirect.",
  },
  check(project, report) {
    const { document } = project;
    if (!document) return;
    const graph = redirectGraph(project);
    graph.redirects.forEach(({ source, destination, path }, i) => {
      // The redirects on a loop are config/redirect-loop's.
      if (destination === undefined || graph.onLoop.has(i)) return;
      const hops = hopsAfter(graph, i);
      if (hops.length === 0) return;
      const following = graph.redirects[hops[0]!]!;
      const line = document.at([...following.path, "source"], "").line;
      const at = [...path, "destination"];
      if (graph.onLoop.has(hops.at(-1)!)) {
        report(
          document.at(
            at,
            `The redirect from "${source}" leads to "${destination}", which the redirect from "${following.source}" (line ${line}) sends on into a loop of redirects: readers never arrive. Point it at a page.`,
          ),
        );
        return;
      }
      // A temporary redirect is an alias meant to move (`/latest` to this year's version): leading to its
      // source is the point, and the hops past it are not this redirect's to name.
      const temporary = hops.findIndex((hop) => !graph.redirects[hop]!.permanent);
      if (temporary === 0) return;
      const followed = temporary === -1 ? hops : hops.slice(0, temporary);
      const through = followed.length === 1 ? "" : " through more redirects";
      const final = followedDestination(graph, destination, followed);
      const last = graph.redirects[followed.at(-1)!]!;
      const lastLine = document.at([...last.path, "source"], "").line;
      report(
        document.at(
          at,
          final === undefined
            ? `The redirect from "${source}" leads to "${destination}", which the redirect from "${following.source}" (line ${line}) sends on${through}: readers wait for each hop. Point this one where the redirect from "${last.source}" (line ${lastLine}) sends it.`
            : `The redirect from "${source}" leads to "${destination}", which the redirect from "${following.source}" (line ${line}) sends on${through} to "${final}": readers wait for each hop. Point this one at "${final}".`,
        ),
      );
    });
  },
};
