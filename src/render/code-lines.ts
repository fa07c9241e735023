import type { ElementContent } from "hast";
import type { CodeMeta, LineSpan } from "../parse/code-meta.js";
import { el } from "./hast.js";

/** How a line is marked: the classes Mintlify gives it (LINE_DIFF_ADD_CLASS_NAME ... of @mintlify/mdx shiki-constants). */
type LineMark = "line-diff-add" | "line-diff-remove" | "line-highlight" | "line-focus";

const MARKS: Readonly<Record<string, LineMark>> = {
  "++": "line-diff-add",
  "--": "line-diff-remove",
  highlight: "line-highlight",
  hl: "line-highlight",
  focus: "line-focus",
};

/**
 * A comment at the end of a line holding only `[!code ++]`-style markers (`//`, `#`, `--`, `;`, `%`, `<!-- -->`,
 * `/* *\/`): what Shiki's notation transformers (@shikijs/transformers, as @mintlify/mdx's SHIKI_TRANSFORMERS configure
 * them, match algorithm v3) take out of the line and turn into the line's class. A marker with `:3` marks 3 lines.
 */
const MARKER_COMMENT =
  /(\s*)(?:\/\/|#|--|;{1,2}|%{1,2}|<!--|\/\*)\s*((?:\[!code (?:\+\+|--|highlight|hl|focus)(?::\d+)?\]\s*)+)(?:-->|\*\/)?\s*$/;
const MARKER = /\[!code (\+\+|--|highlight|hl|focus)(?::(\d+))?\]/g;

/** A block's text without its markers, and the marks of each of its lines (0-based). */
export interface MarkedCode {
  value: string;
  marks: Map<number, Set<LineMark>>;
}

/**
 * Takes the markers out of a block's text, and adds the lines `highlight` and `focus` name. A line that holds nothing
 * but the marker comment is removed, and its markers mark the line after it (as Shiki's v3 matching does).
 * Undefined when no line is marked: the block is drawn as one piece of text.
 */
export function markedCode(value: string, meta: CodeMeta): MarkedCode | undefined {
  const marks = new Map<number, Set<LineMark>>();
  const mark = (line: number, how: LineMark) => {
    let set = marks.get(line);
    if (!set) marks.set(line, (set = new Set()));
    set.add(how);
  };
  const markers = value.includes("[!code ");
  const lines: string[] = [];
  const written = markers ? value.split("\n") : [];
  for (const line of written) {
    const comment = MARKER_COMMENT.exec(line);
    if (!comment) {
      lines.push(line);
      continue;
    }
    const rest = line.slice(0, comment.index);
    const alone = rest.trim() === "";
    const at = lines.length;
    if (!alone) lines.push(rest);
    for (const [, kind, count] of comment[2]!.matchAll(MARKER))
      for (let i = 0; i < Math.min(Math.max(1, Number(count ?? 1)), written.length); i++) mark(at + i, MARKS[kind!]!);
  }
  const text = markers ? lines.join("\n") : value;
  const total = text.split("\n").length;
  const spans = (list: readonly LineSpan[], how: LineMark) => {
    for (const { first, last } of list)
      for (let line = first; line <= Math.min(last, total); line++) mark(line - 1, how);
  };
  spans(meta.highlight, "line-highlight");
  spans(meta.focus, "line-focus");
  return marks.size > 0 ? { value: text, marks } : undefined;
}

/** The highlighted tokens of a block, one `span.line` per line with its marks, a newline between lines. */
export function markedLines(tokens: readonly ElementContent[], marks: Map<number, Set<LineMark>>): ElementContent[] {
  return splitLines(tokens).flatMap((line, index): ElementContent[] => [
    ...(index === 0 ? [] : [{ type: "text" as const, value: "\n" }]),
    el("span", { className: ["line", ...(marks.get(index) ?? [])] }, line),
  ]);
}

/** The tokens cut at each newline; an element that spans lines is repeated on each, around its part. */
function splitLines(nodes: readonly ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    if (node.type === "text") {
      node.value.split("\n").forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines.at(-1)!.push({ type: "text", value: part });
      });
    } else if (node.type === "element") {
      splitLines(node.children).forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part.length > 0) lines.at(-1)!.push({ ...node, children: part });
      });
    } else lines.at(-1)!.push(node);
  }
  return lines;
}
