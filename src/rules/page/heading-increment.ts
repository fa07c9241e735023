import type { Nodes } from "mdast";
import { definePageRule } from "../../pages/page-rule.js";

const HTML_HEADING = /<h([1-6])/;
const JSX_HEADING = /^h([1-6])$/;

/**
 * remark-lint's heading-increment, read off the page's node index: run through unified on each
 * page, the library's rule walked the whole tree again and cost 150 ms of a 2,000-page check (4%)
 * for a few headings. __tests__/pages/heading-increment.test.ts compares the two on the same trees.
 */
export const rule = definePageRule(
  {
    id: "page/heading-increment",
    category: "page",
    defaultSeverity: "warning",
    description: "Heading levels go down one at a time: a `####` follows a `###`, never a `##` directly.",
  },
  (page, report) => {
    // The rank of the last heading of each level still open: a new heading closes the deeper ones.
    const open: (number | undefined)[] = [];
    for (const node of page.nodes.all) {
      const rank = headingRank(node);
      if (rank === undefined) continue;
      const parentRank = open.slice(0, rank).findLast((seen) => seen !== undefined);
      if (parentRank !== undefined && node.position && rank > parentRank + 1)
        report({
          message: `This heading skips a level: it is level ${rank} after a level-${parentRank} heading, so readers and screen readers lose the outline. Use ${"#".repeat(parentRank + 1)} here, or add the missing level above it.`,
          place: node.position,
        });
      open[rank] = rank;
      open.length = rank + 1;
    }
  },
);

/** A Markdown heading's depth, or that of an `<h1>`-`<h6>` written as HTML or JSX (as remark-lint reads them). */
function headingRank(node: Nodes): number | undefined {
  if (node.type === "heading") return node.depth;
  const match =
    node.type === "html"
      ? HTML_HEADING.exec(node.value)
      : (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name
        ? JSX_HEADING.exec(node.name)
        : null;
  return match ? Number(match[1]) : undefined;
}
