import { isAlias, isMap, isNode, isPair, isSeq, LineCounter, parseAllDocuments, type Node } from "yaml";

/**
 * How many nodes YAML aliases (`*name`, a copy of the node anchored `&name`) may add to a file
 * when it is read. Real files reuse a few responses or schemas, a few thousand nodes; a "billion
 * laughs" file nests aliases of aliases to billions, which no reader of the values survives.
 */
export const MAX_ALIAS_NODES = 1_000_000;

/** The alias at which a YAML text grows past MAX_ALIAS_NODES: its offset, and its 1-based line and column. */
export interface AliasBomb {
  offset: number;
  line: number;
  column: number;
}

/** The plain words for a YAML file that is an alias bomb; `what` names it ("The front matter", "openapi.yaml"). */
export function aliasBombMessage(what: string): string {
  return `${what} ${aliasBombReason()}; docsgate did not read it further. Write the values out, or use fewer aliases of aliases.`;
}

/** Why an alias bomb cannot be read, as a clause. */
export function aliasBombReason(): string {
  return `expands to more than ${MAX_ALIAS_NODES.toLocaleString("en-US")} nodes through YAML aliases (\`*name\`, each a copy of what \`&name\` marks), nested here as in a "billion laughs" attack`;
}

const ANCHOR = /(?:^|[\s[{,])&([^\s[\]{},]+)/g;
const ALIAS = /(?:^|[\s[{,:])\*([^\s[\]{},]+)/g;

/**
 * Whether the text may use an alias at all: some `*name` names some `&name`. Markdown's `**bold**`
 * or an `&nbsp;` alone do not count, so the reader below runs only for files that use aliases.
 */
export function mayUseAliases(text: string): boolean {
  if (!text.includes("&") || !text.includes("*")) return false;
  const anchors = new Set<string>();
  for (const match of text.matchAll(ANCHOR)) anchors.add(match[1]!);
  if (anchors.size === 0) return false;
  for (const match of text.matchAll(ALIAS)) if (anchors.has(match[1]!)) return true;
  return false;
}

/**
 * Finds an alias bomb in a YAML text without expanding it: each anchored node's expanded size is
 * counted once, and an alias adds that size. Undefined when the aliases add at most
 * MAX_ALIAS_NODES nodes (or the text uses none). The walk keeps its own stack, so any depth is
 * fine.
 */
export function findAliasBomb(text: string): AliasBomb | undefined {
  if (!mayUseAliases(text)) return undefined;
  const lines = new LineCounter();
  let added = 0;
  for (const document of parseAllDocuments(text, { lineCounter: lines, uniqueKeys: false })) {
    if (!("contents" in document) || !document.contents) continue;
    const anchored = new Map<string, number>();
    const sizes = new Map<Node, number>();
    // Post-order over the written nodes: a node's children are counted before it.
    const stack: { node: Node; open: boolean }[] = [{ node: document.contents as Node, open: false }];
    while (stack.length > 0) {
      const top = stack.pop()!;
      if (!top.open) {
        stack.push({ node: top.node, open: true });
        for (const child of children(top.node).reverse()) stack.push({ node: child, open: false });
        continue;
      }
      const node = top.node;
      let size = 1;
      if (isAlias(node)) {
        size = anchored.get(node.source) ?? 1;
        added += size;
        if (added > MAX_ALIAS_NODES) {
          const offset = node.range?.[0] ?? 0;
          const at = lines.linePos(offset);
          return { offset, line: at.line, column: at.col };
        }
      } else {
        for (const child of children(node)) size += sizes.get(child) ?? 1;
      }
      sizes.set(node, size);
      const anchor = (node as { anchor?: string }).anchor;
      if (anchor) anchored.set(anchor, size);
    }
  }
  return undefined;
}

function children(node: Node): Node[] {
  if (isMap(node) || isSeq(node)) {
    const found: Node[] = [];
    for (const item of node.items as unknown[]) {
      if (isPair(item)) {
        if (item.key && typeof item.key === "object") found.push(item.key as Node);
        if (item.value && typeof item.value === "object") found.push(item.value as Node);
      } else if (isNode(item)) found.push(item);
    }
    return found;
  }
  return [];
}

/**
 * The nodes aliases add to an already parsed value (js-yaml's, in which every alias is the very
 * object its anchor marks): each distinct object is sized once, so this costs as much as the
 * written file, never the expansion. Infinity for a value that contains itself.
 */
export function aliasAddedNodes(value: unknown): number {
  const sizes = new Map<object, number>();
  const open = new Set<object>();
  let written = 0;
  const stack: { node: object; entered: boolean }[] =
    typeof value === "object" && value !== null ? [{ node: value, entered: false }] : [];
  while (stack.length > 0) {
    const top = stack.at(-1)!;
    if (!top.entered && sizes.has(top.node)) {
      // Reached twice before it was sized: sized by the first.
      stack.pop();
      continue;
    }
    if (!top.entered) {
      top.entered = true;
      open.add(top.node);
      for (const child of Object.values(top.node)) {
        if (typeof child !== "object" || child === null || sizes.has(child)) continue;
        if (open.has(child)) return Infinity;
        stack.push({ node: child, entered: false });
      }
      continue;
    }
    stack.pop();
    open.delete(top.node);
    let size = 1;
    for (const child of Object.values(top.node)) {
      const object = typeof child === "object" && child !== null;
      size += object ? sizes.get(child)! : 1;
      if (!object) written++;
    }
    written++;
    sizes.set(top.node, size);
  }
  const total = typeof value === "object" && value !== null ? sizes.get(value)! : 1;
  return total - Math.max(written, 1);
}
