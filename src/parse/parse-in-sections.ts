import type { Nodes, Root, RootContent } from "mdast";

/**
 * Past this many characters a page is parsed section by section. micromark holds every event of
 * the text it parses until the tree is built, about 500 bytes per character: a 3.9 MB page peaked
 * at 1.5 GB in the parser alone, its finished tree being 130 MB. Real pages stay far below this
 * (the largest in the corpus is 0.2 MB), so they are parsed whole as before.
 */
export const SECTION_CHARS = 256 * 1024;

type Parse = (text: string) => Root;

/**
 * The page's tree, parsed in sections of about SECTION_CHARS when it is larger, so the parser's
 * memory is bounded by a section instead of the page. A section ends before a line that starts
 * with a letter or `#` after a blank line, where any list, quote or table has ended; the split is
 * kept only if the section parses without error and its last block ends before that blank line,
 * so no fenced code, HTML block or component still open runs on into the next section (an
 * unclosed component or expression is a parse error). Otherwise the section grows to the next
 * candidate twice as far, up to the rest of the page. A page that may define references or
 * footnotes (`[x]: ...`) is parsed whole: a reference can use a definition from anywhere.
 */
export function parseInSections(text: string, parse: Parse, sectionChars = SECTION_CHARS): Root {
  if (text.length <= sectionChars || mayDefineReferences(text)) return parse(text);
  const root: Root = { type: "root", children: [] };
  const starts = sectionStarts(text);
  let start = 0;
  let line = 1;
  while (start < text.length) {
    const section = closedSection(text, start, starts, parse, sectionChars);
    if (!section) {
      // The rest, with its lines where they are in the page, so a syntax error is reported at its place.
      const rest = parse("\n".repeat(line - 1) + text.slice(start));
      append(root, shifted(rest.children, 0, start - (line - 1)));
      break;
    }
    append(root, shifted(section.tree.children, line - 1, start));
    line += lineCount(text, start, section.end);
    start = section.end;
  }
  const lastLine = text.lastIndexOf("\n") + 1;
  root.position = {
    start: { line: 1, column: 1, offset: 0 },
    end: { line: lineCount(text, 0, text.length) + 1, column: text.length - lastLine + 1, offset: text.length },
  };
  return root;
}

function append(root: Root, children: readonly RootContent[]): void {
  for (const child of children) root.children.push(child);
}

/**
 * The first section from `start` that parses on its own as in the whole page, or undefined for none short of the end.
 */
function closedSection(
  text: string,
  start: number,
  starts: readonly number[],
  parse: Parse,
  sectionChars: number,
): { tree: Root; end: number } | undefined {
  for (let size = sectionChars; ; size *= 2) {
    const end = firstAtOrAfter(starts, start + size);
    if (end === undefined) return undefined;
    const piece = text.slice(start, end);
    let tree: Root;
    try {
      tree = parse(piece);
    } catch {
      continue;
    }
    const blankLine = piece.lastIndexOf("\n", piece.length - 2) + 1;
    const last = tree.children.at(-1);
    if ((last?.position?.end.offset ?? 0) < blankLine) return { tree, end };
  }
}

/**
 * Whether a line may open a definition: it starts with `[` (after quote and list markers), and `]:` is somewhere (a
 * label can span lines).
 */
function mayDefineReferences(text: string): boolean {
  return text.includes("]:") && /^[ \t>*+\-\d.)]*\[/m.test(text);
}

/**
 * Offsets of the lines a section may start at: a letter or `#` in the first column after a blank line, past the front
 * matter.
 */
function sectionStarts(text: string): number[] {
  const starts: number[] = [];
  const pattern = /\n[ \t]*\r?\n(?=[A-Za-z#])/g;
  pattern.lastIndex = frontMatterEnd(text);
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) starts.push(match.index + match[0].length);
  return starts;
}

/** Where the front matter ends (its blank lines are not the page's), or 0 when the page has none. */
function frontMatterEnd(text: string): number {
  if (!/^---[ \t]*\r?\n/.test(text)) return 0;
  const close = /\n---[ \t]*(?:\r?\n|$)/g;
  close.lastIndex = 3;
  const match = close.exec(text);
  return match ? match.index + match[0].length : 0;
}

function firstAtOrAfter(starts: readonly number[], offset: number): number | undefined {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! < offset) low = middle + 1;
    else high = middle;
  }
  return starts[low];
}

function lineCount(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf("\n", from); at !== -1 && at < to; at = text.indexOf("\n", at + 1)) count++;
  return count;
}

/**
 * A section's nodes moved to where the section sits in the page: positions (on nodes and JSX
 * attributes) and the offsets and lines in the expressions' JavaScript trees. Columns stay, as
 * sections start at a line start. The nodes are made smaller on the way, as a large page's tree
 * is kept while its rules run: each children array is copied to its length (the parser's grew by
 * pushes, with room to spare), and each link and image is copied, since the parser deletes
 * fields from them, which leaves V8 keeping their fields in a table four times their size.
 */
function shifted(children: RootContent[], lines: number, offset: number): RootContent[] {
  const moved = lines !== 0 || offset !== 0;
  const stack: object[] = [...children];
  while (stack.length) {
    const node = stack.pop() as Partial<Nodes> & { attributes?: object[]; value?: unknown; data?: { estree?: object } };
    if (node.position && moved) {
      movePoint(node.position.start, lines, offset);
      movePoint(node.position.end, lines, offset);
    }
    if (node.data?.estree && moved) shiftScript(node.data.estree, lines, offset);
    if ("children" in node && Array.isArray(node.children)) {
      const compact = (node.children as Nodes[]).map((child) =>
        FIELDS_DELETED.has(child.type) ? { ...child } : child,
      );
      (node as { children: Nodes[] }).children = compact;
      for (const child of compact) stack.push(child);
    }
    if (Array.isArray(node.attributes)) for (const attribute of node.attributes) stack.push(attribute);
    if (node.value && typeof node.value === "object") stack.push(node.value);
  }
  // Links and images are phrasing content, never a section's top-level nodes.
  return children;
}

/** The nodes mdast-util-from-markdown deletes fields from (`url` and `title`, or `identifier` and `label`). */
const FIELDS_DELETED: ReadonlySet<string> = new Set(["link", "image", "linkReference", "imageReference"]);

/** In place: the parser gives every node its own points (the tests compare with the whole page's tree). */
function movePoint(point: { line: number; offset?: number | undefined }, lines: number, offset: number): void {
  point.line += lines;
  if (point.offset !== undefined) point.offset += offset;
}

/** Every node of an estree program (acorn's `start`, `end`, `range` and `loc`), comments included. */
function shiftScript(program: object, lines: number, offset: number): void {
  const stack: unknown[] = [program];
  const seen = new Set<object>();
  while (stack.length) {
    const value = stack.pop();
    if (!value || typeof value !== "object" || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    const node = value as Record<string, unknown> & {
      loc?: { start: { line: number; offset?: number }; end: { line: number; offset?: number } };
      range?: [number, number];
    };
    if (typeof node.type === "string") {
      if (typeof node.start === "number") node.start += offset;
      if (typeof node.end === "number") node.end += offset;
      if (node.range) node.range = [node.range[0] + offset, node.range[1] + offset];
      if (node.loc) {
        movePoint(node.loc.start, lines, offset);
        movePoint(node.loc.end, lines, offset);
      }
    }
    for (const [key, child] of Object.entries(node))
      if (key !== "loc" && key !== "range" && child && typeof child === "object") stack.push(child);
  }
}
