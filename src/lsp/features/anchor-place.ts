import type { Nodes, Root } from "mdast";
import { AnchorCollector } from "../../parse/anchors.js";
import { isJsxElement } from "../../parse/mdx-nodes.js";
import { fragmentMatches } from "../../parse/mintlify-ids.js";
import { NodeIndex } from "../../parse/node-index.js";
import { parsePage } from "../../parse/parse-page.js";
import { recoverPage } from "../../parse/recover-page.js";

/**
 * Where the heading (or component) that gives a page the anchor `fragment` starts, as an offset of its text. The page
 * is parsed as the check parses it (recovered around a syntax error) and its nodes handed to the same AnchorCollector
 * in the same order as page-facts.ts does, so the anchor found is the one the link rules check against.
 */
export function anchorOffset(text: string, fragment: string): number | undefined {
  const tree = pageTree(text);
  if (!tree) return undefined;
  const nodes = new NodeIndex(tree);
  const collector = new AnchorCollector();
  for (const node of nodes.all) {
    const before = collector.anchors.length;
    give(collector, node, nodes);
    for (const anchor of collector.anchors.slice(before)) {
      if (fragmentMatches(fragment, new Set([anchor]))) return node.position?.start.offset;
    }
  }
  return undefined;
}

function pageTree(text: string): Root | undefined {
  const parsed = parsePage(text);
  return parsed.ok ? parsed.tree : recoverPage(text, parsed.cause)?.tree;
}

function give(collector: AnchorCollector, node: Nodes, nodes: NodeIndex): void {
  if (node.type === "heading") collector.heading(node);
  else if (node.type === "html" && !node.value.startsWith("<!--")) collector.html(node.value);
  else if (isJsxElement(node)) collector.element(node, nodes.pathTo(node));
}
