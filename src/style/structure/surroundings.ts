import type { Heading, Nodes } from "mdast";
import type { Position } from "unist";
import { toString } from "mdast-util-to-string";
import type { PageContext } from "../../pages/page-context.js";
import type { JsxElement } from "../../parse/mdx-nodes.js";

/** The node right before this one in its parent (blank lines between them do not count). */
function previousSibling(page: PageContext, node: Nodes): Nodes | undefined {
  const parent = page.nodes.parentOf(node);
  if (!parent) return undefined;
  const index = (parent.children as Nodes[]).indexOf(node);
  return index > 0 ? (parent.children[index - 1] as Nodes) : undefined;
}

/** The text of the paragraph that introduces a node ("To add a key:"), if one stands right before it. */
export function leadInOf(page: PageContext, node: Nodes): string | undefined {
  const previous = previousSibling(page, node);
  return previous?.type === "paragraph" ? toString(previous) : undefined;
}

/** The text of the last heading above a node, in the whole page. */
export function headingAbove(page: PageContext, node: Nodes): string | undefined {
  const at = node.position?.start.offset;
  if (at === undefined) return undefined;
  const headings = page.nodes.of("heading");
  let low = 0;
  let high = headings.length - 1;
  let found: Heading | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((headings[middle]!.position?.start.offset ?? 0) < at) {
      found = headings[middle];
      low = middle + 1;
    } else high = middle - 1;
  }
  return found ? toString(found) : undefined;
}

/** The components a node stands inside, nearest first. */
export function enclosingComponents(page: PageContext, node: Nodes): string[] {
  const names: string[] = [];
  for (const ancestor of page.nodes.ancestorsOf(node)) {
    if (
      (ancestor.type === "mdxJsxFlowElement" || ancestor.type === "mdxJsxTextElement") &&
      (ancestor as JsxElement).name
    )
      names.push((ancestor as JsxElement).name!);
  }
  return names;
}

/** The first line of a node: what a report about a whole list, table or code block points at. */
export function firstLinePlace(page: PageContext, node: Nodes): Position {
  const start = node.position?.start.offset ?? 0;
  const end = page.text.indexOf("\n", start);
  return page.positionOf(start, end < 0 ? page.text.length : end);
}
