import type { ProjectRule } from "../../project/project.js";

import { lastHop, redirectGraph } from "../../config/redirect-graph.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/redirect-chain",
    category: "config",
    defaultSeverity: "warning",
    description: "A redirect leads straight to where readers end up, not to the source of another redirect.",
  },
  check(project, report) {
    const { document } = project;
    if (!document) return;
    const graph = redirectGraph(project);
    graph.redirects.forEach(({ source, destination, path }, i) => {
      const next = graph.next[i];
      // The redirects on a loop are config/redirect-loop's.
      if (next === undefined || graph.onLoop.has(i)) return;
      const following = graph.redirects[next]!;
      const line = document.at([...following.path, "source"], "").line;
      const at = [...path, "destination"];
      const end = lastHop(graph, next);
      if (graph.onLoop.has(end)) {
        report(
          document.at(
            at,
            `The redirect from "${source}" leads to "${destination}", which the redirect from "${following.source}" (line ${line}) sends on into a loop of redirects: readers never arrive. Point it at a page.`,
          ),
        );
        return;
      }
      const final = graph.redirects[end]!.destination;
      report(
        document.at(
          at,
          `The redirect from "${source}" leads to "${destination}", which the redirect from "${following.source}" (line ${line}) sends on${end === next ? "" : " through more redirects"} to "${final}": readers wait for each hop. Point this one at "${final}".`,
        ),
      );
    });
  },
};
