import type { Position } from "unist";
import type { PageContext } from "./page-context.js";

/** A piece of literal text in a page and the source range it was read from. */
export interface Literal {
  value: string;
  /** Source offsets of the node or attribute that holds the text. */
  start: number;
  end: number;
  /** Code (fenced blocks, inline code, MDX expressions) rather than prose, URLs or attribute values. */
  isCode: boolean;
}

const CODE_TYPES = ["code", "inlineCode", "mdxFlowExpression", "mdxTextExpression", "mdxjsEsm"] as const;
const TEXT_TYPES = ["text", "html", "yaml"] as const;
const URL_TYPES = ["link", "definition", "image"] as const;

/**
 * Every literal text of a page: code, prose, raw HTML, front matter, link URLs and JSX attribute
 * values (as written; expressions are never evaluated). `codeOnly` keeps code and attribute values.
 */
export function pageLiterals(page: PageContext, codeOnly = false): Literal[] {
  const literals: Literal[] = [];
  const add = (value: string, position: Position | undefined, isCode: boolean) => {
    const start = position?.start.offset;
    const end = position?.end.offset;
    if (value && start !== undefined && end !== undefined) literals.push({ value, start, end, isCode });
  };
  for (const type of CODE_TYPES) for (const node of page.nodes.of(type)) add(node.value, node.position, true);
  for (const type of ["mdxJsxFlowElement", "mdxJsxTextElement"] as const) {
    for (const element of page.nodes.of(type)) {
      for (const attribute of element.attributes) {
        const value = typeof attribute.value === "string" ? attribute.value : attribute.value?.value;
        add(value ?? "", attribute.position ?? element.position, false);
      }
    }
  }
  if (codeOnly) return literals;
  for (const type of TEXT_TYPES) for (const node of page.nodes.of(type)) add(node.value, node.position, false);
  for (const type of URL_TYPES) for (const node of page.nodes.of(type)) add(node.url, node.position, false);
  return literals;
}

/**
 * Source offsets of `found`, a piece of a literal's value: where it is written inside the
 * literal's range, searched from `from` on. Text that is written differently from its value
 * (escapes, indentation inside a list) falls back to the start of the literal.
 */
export function locate(text: string, literal: Literal, found: string, from: number): { start: number; end: number } {
  const at = text.indexOf(found, Math.max(from, literal.start));
  if (at === -1 || at + found.length > literal.end) return { start: literal.start, end: literal.start };
  return { start: at, end: at + found.length };
}
