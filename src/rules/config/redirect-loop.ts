import type { ProjectRule } from "../../project/project.js";

import { redirectGraph } from "../../config/redirect-graph.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/redirect-loop",
    category: "config",
    // A redirect that leads round in circles: readers never arrive.
    defaultSeverity: "error",
    description: 'Redirects never lead back to where they started: a loop ends in the browser\'s "too many redirects".',
  },
  check(project, report) {
    const { document } = project;
    if (!document) return;
    const graph = redirectGraph(project);
    for (const loop of graph.loops) {
      const first = graph.redirects[loop[0]!]!;
      const at = [...first.path, "destination"];
      if (loop.length === 1) {
        report(
          document.at(
            at,
            `The redirect from "${first.source}" leads to "${first.destination}", which its own source matches: it redirects again on every visit, and the browser gives up with "too many redirects". Point it at a path the source does not match.`,
          ),
        );
        continue;
      }
      const steps = [...loop, loop[0]!].map((i) => `"${graph.redirects[i]!.source}"`).join(" → ");
      const lines = loop.slice(1).map((i) => document.at([...graph.redirects[i]!.path, "source"], "").line);
      report(
        document.at(
          at,
          `These redirects go round in a loop: ${steps} (the others at line ${lines.join(", ")}). Readers never arrive; the browser gives up with "too many redirects". Point one of them at a page.`,
        ),
      );
    }
  },
};
