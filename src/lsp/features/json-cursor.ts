import { getLocation, type JSONPath } from "jsonc-parser";
import type { Span } from "./page-cursor.js";

/** A string value of docs.json (or a file it `$ref`s) under the cursor: where it sits, its text inside the quotes. */
export interface JsonStringAtCursor {
  path: JSONPath;
  value: string;
  /** Inside the quotes; the end is the line's end while the closing quote is not typed yet. */
  span: Span;
}

/** The string value under the cursor, read by jsonc-parser's scanner, which takes the text half typed as it is. */
export function jsonStringAt(text: string, at: number): JsonStringAtCursor | undefined {
  const location = getLocation(text, at);
  const node = location.previousNode;
  if (location.isAtPropertyKey || node?.type !== "string") return undefined;
  const start = node.offset + 1;
  const closed = node.length >= 2 && text[node.offset + node.length - 1] === '"';
  const end = node.offset + node.length - (closed ? 1 : 0);
  if (at < start || at > end) return undefined;
  return { path: location.path, value: text.slice(start, end), span: { start, end } };
}

/**
 * Whether the value at `path` names a page: an entry of a navigation `pages` list (either layout, in docs.json or a
 * file it `$ref`s), or a v2 group's `root`.
 */
export function isPageEntry(path: JSONPath): boolean {
  const last = path.at(-1);
  return (typeof last === "number" && path.at(-2) === "pages") || last === "root";
}
