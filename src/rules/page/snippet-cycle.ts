import type { PagesRule } from "../../pages/pages-context.js";
import { snippetGraph } from "../../pages/snippet-graph.js";

export const rule: PagesRule = {
  context: "pages",
  meta: {
    id: "page/snippet-cycle",
    category: "page",
    // Mintlify's build copies snippets into each other without end, or runs out of time or memory.
    defaultSeverity: "error",
    readsSnippetGraph: true,
    description:
      "No snippet shows itself, directly or through other snippets: the site's build would copy the snippets into each other without end.",
  },
  check(context, report) {
    for (const { edge, members } of snippetGraph(context.pages).loops) {
      const chain = members.map((file) => `/${file}`).join(" → ");
      report({
        file: edge.from,
        line: edge.line,
        column: edge.column,
        endLine: edge.endLine,
        endColumn: edge.endColumn,
        message:
          members.length === 2
            ? `The snippet /${edge.file} shows itself (${chain}). Mintlify's build copies a snippet into the place that shows it, here into itself without end, and never finishes; the docsgate preview shows nothing at the repeat. Remove the snippet's import of itself.`
            : `This import closes a loop of snippets that show each other: ${chain}. Mintlify's build copies each snippet into the place that shows it, here round the loop without end, and never finishes; the docsgate preview shows nothing at the repeat. Remove one import of the loop, or move what they share into a snippet that shows none of them.`,
      });
    }
  },
};
