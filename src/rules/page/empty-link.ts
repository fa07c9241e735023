import type { Nodes } from "mdast";
import { isJsxElement, jsxAttribute } from "../../parse/mdx-nodes.js";
import { definePageRule } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/empty-link",
    category: "page",
    defaultSeverity: "warning",
    fixable: true,
    description:
      "Every link has text to click: a link with none (`[](#x)`) is invisible on the page and has no name for screen readers.",
  },
  (page, report) => {
    const links = [
      ...page.nodes.of("link"),
      ...page.nodes.of("linkReference"),
      ...page.nodes.all.filter(isEmptyAnchorElement),
    ];
    for (const link of links) {
      if (link.type !== "mdxJsxFlowElement" && link.type !== "mdxJsxTextElement" && !isBlank(link)) continue;
      const start = link.position?.start.offset;
      const end = link.position?.end.offset;
      if (start === undefined || end === undefined) continue;
      const parent = page.nodes.parentOf(link);
      const inHeading = parent?.type === "heading";
      // `## Setup [](#setup)`: the space before a heading's last link goes with it.
      const from =
        inHeading && parent.children.at(-1) === link
          ? start - /[ \t]*$/.exec(page.text.slice(0, start))![0].length
          : start;
      report({
        message: inHeading
          ? "This heading holds a link with no text (as Docusaurus leaves one in each heading): it is invisible, screen readers announce it as a link without a name, and keyboard users tab to nothing. Remove it; the site links every heading itself."
          : "This link has no text: it is invisible on the page, and screen readers announce it as a link without a name. Give it text that says where it leads, or remove it.",
        place: link.position!,
        fix: { start: from, end, text: "" },
      });
    }
  },
);

/** No text, no image, no code, no component, no HTML inside: nothing to see or to read out. */
function isBlank(node: Nodes): boolean {
  if (node.type === "text") return node.value.trim() === "";
  if (node.type === "break") return true;
  if (
    node.type === "link" ||
    node.type === "linkReference" ||
    node.type === "emphasis" ||
    node.type === "strong" ||
    node.type === "delete"
  ) {
    return node.children.every((child) => isBlank(child));
  }
  return false;
}

/** `<a href="…"></a>` or `<a href="…" />` in MDX; an `<a>` without `href` is an anchor, not a link. */
function isEmptyAnchorElement(node: Nodes): boolean {
  return (
    isJsxElement(node) &&
    node.name === "a" &&
    jsxAttribute(node, "href") !== undefined &&
    node.children.every((child) => isBlank(child as Nodes))
  );
}
