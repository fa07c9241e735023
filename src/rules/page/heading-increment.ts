import type { Nodes } from "mdast";
import { definePageRule } from "../../pages/page-rule.js";
import type { PageContext } from "../../pages/page-context.js";
import { titleHeading } from "../../pages/title-heading.js";

const HTML_HEADING = /<h([1-6])/;
const JSX_HEADING = /^h([1-6])$/;

/**
 * remark-lint's heading-increment, read off the page's node index: run through unified on each
 * page, the library's rule walked the whole tree again and cost 150 ms of a 2,000-page check (4%)
 * for a few headings. __tests__/pages/heading-increment.test.ts compares the two on the same trees.
 *
 * A `#` heading in a page's body is read at the level page/heading-h1 tells the writer to give it: `##`, or none
 * when it is empty (to be removed). Read as level 1, every `###` under it would be a second report of that one
 * problem, with advice ("use ##") that flattens the outline instead.
 */
export const rule = definePageRule(
  {
    id: "page/heading-increment",
    category: "page",
    defaultSeverity: "warning",
    description: "Heading levels go down one at a time: a `####` follows a `###`, never a `##` directly.",
    editorGuidance: {
      section: "pages",
      place: 5,
      text: "Go down one heading level at a time: `###` under `##`, never `####` right under `##`.",
    },
  },
  (page, report) => {
    const title = titleHeading(page)?.heading;
    // The written depth of the last heading of each level still open: a new heading closes the deeper ones.
    const open: (number | undefined)[] = [];
    for (const node of page.nodes.all) {
      const written = headingRank(node);
      if (written === undefined) continue;
      const rank = written === 1 && isBodyHeading(page, node, title) ? fixedBodyRank(node) : written;
      if (rank === undefined) continue;
      const parentRank = open.slice(0, rank).findLastIndex((seen) => seen !== undefined);
      if (parentRank > 0 && node.position && rank > parentRank + 1)
        report({
          message: `This heading skips a level: it is level ${rank} after a ${open[parentRank] === parentRank ? `level-${parentRank} heading` : "`#` heading that page/heading-h1 asks to make `##`"}, so readers and screen readers lose the outline. Use ${"#".repeat(parentRank + 1)} here, or add the missing level above it.`,
          place: node.position,
        });
      open[rank] = written;
      open.length = rank + 1;
    }
  },
);

/** A Markdown `#` heading page/heading-h1 reports: in a page's body, not standing for its title. */
function isBodyHeading(page: PageContext, node: Nodes, title: Nodes | undefined): boolean {
  return node.type === "heading" && !page.isSnippet && node !== title;
}

/** The level page/heading-h1 tells the writer to give a body `#` heading: `##`, or none when it is empty. */
function fixedBodyRank(node: Nodes): number | undefined {
  return "children" in node && node.children.length > 0 ? 2 : undefined;
}

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
