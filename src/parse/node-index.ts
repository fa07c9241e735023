import type { Nodes, Parents, Root } from "mdast";

type NodeOfType<T extends Nodes["type"]> = Extract<Nodes, { type: T }>;

/**
 * Every node of a page by type, in document order, with parent links: built in one iterative
 * walk, so a dozen rules do not each walk the tree (and thousands of nested levels cannot
 * overflow the stack).
 */
export class NodeIndex {
  /** Every node in document order (pre-order). */
  readonly all: Nodes[] = [];
  private readonly byType = new Map<string, Nodes[]>();
  private readonly parents = new Map<Nodes, Parents>();

  constructor(tree: Root) {
    const stack: Nodes[] = [tree];
    while (stack.length) {
      const node = stack.pop()!;
      this.all.push(node);
      const list = this.byType.get(node.type);
      if (list) list.push(node);
      else this.byType.set(node.type, [node]);
      if ("children" in node) {
        for (let i = node.children.length - 1; i >= 0; i--) {
          const child = node.children[i]!;
          this.parents.set(child, node);
          stack.push(child);
        }
      }
    }
  }

  /** The nodes of one type, in document order. */
  of<T extends Nodes["type"]>(type: T): readonly NodeOfType<T>[] {
    return (this.byType.get(type) ?? []) as NodeOfType<T>[];
  }

  parentOf(node: Nodes): Parents | undefined {
    return this.parents.get(node);
  }

  /** The node's ancestors from the root down to its parent, as unist-util-visit-parents gives them. */
  pathTo(node: Nodes): Parents[] {
    return this.ancestorsOf(node).reverse();
  }

  /** The node's ancestors, nearest first. */
  ancestorsOf(node: Nodes): Parents[] {
    const ancestors: Parents[] = [];
    for (let parent = this.parents.get(node); parent; parent = this.parents.get(parent)) ancestors.push(parent);
    return ancestors;
  }
}
