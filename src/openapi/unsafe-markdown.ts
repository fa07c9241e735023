import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";

/**
 * redocly's no-unsafe-markdown patterns, by the message each one gives
 * (@redocly/openapi-core, lib/rules/common/no-unsafe-markdown.js).
 */
const PATTERNS: ReadonlyMap<string, RegExp> = new Map([
  ["Markdown descriptions must not contain '<script>' tags.", /<script\b/i],
  ["Markdown descriptions must not contain HTML event handler attributes.", /<[a-z][^>]*\bon[a-z]+\s*=/i],
  [
    "Markdown descriptions must not contain 'javascript:' URLs.",
    /(?:\]\(\s*|\b(?:href|src)\s*=\s*["']?\s*)javascript:/i,
  ],
]);

/**
 * Whether what redocly's no-unsafe-markdown found in a description is outside its code: redocly
 * reads the raw text, so `` `<script>` `` in prose (a description of what a call strips) is
 * reported, while the site shows a code span or block as text and runs nothing. A message it
 * does not know is kept.
 */
export function unsafeOutsideCode(description: string, message: string): boolean {
  const pattern = PATTERNS.get(message);
  if (!pattern) return true;
  return pattern.test(withoutCode(description));
}

/** The text with every code span and code block blanked, offsets kept. */
function withoutCode(markdown: string): string {
  const spans: [number, number][] = [];
  const walk = (node: Nodes): void => {
    if (node.type === "code" || node.type === "inlineCode") {
      const { start, end } = node.position ?? {};
      if (start?.offset !== undefined && end?.offset !== undefined) spans.push([start.offset, end.offset]);
      return;
    }
    if ("children" in node) for (const child of node.children) walk(child);
  };
  walk(fromMarkdown(markdown));
  let text = markdown;
  for (const [start, end] of spans) text = text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
  return text;
}
