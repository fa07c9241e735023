import type { ElementContent } from "hast";
import type { Nodes, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import type { Position } from "unist";
import { text } from "./hast.js";
import type { Renderer } from "./renderer.js";

/**
 * A component's text attribute written as one line of Markdown (a Frame's `caption`, a Prompt's
 * `description`): rendered inline, its paragraph unwrapped, links resolved and checked as the
 * page's own are. Every node takes the attribute's place in the page (`at`), so a broken link in it
 * is reported there. Any other block (a heading, a list) stays plain text, so it adds no heading
 * to the page's contents.
 */
export function inlineMarkdown(value: string, render: Renderer, at: Position | undefined): ElementContent[] {
  const tree: Root = fromMarkdown(value);
  if (tree.children.length !== 1 || tree.children[0]!.type !== "paragraph") return [text(value)];
  place(tree, at);
  const [paragraph] = render.context.convert(tree, "inline-");
  return paragraph?.type === "element" ? paragraph.children : [text(value)];
}

function place(node: Nodes, at: Position | undefined): void {
  if (at) node.position = at;
  else delete node.position;
  if ("children" in node) for (const child of node.children) place(child, at);
}
