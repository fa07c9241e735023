import * as jsonc from "jsonc-parser";

/**
 * Deeper than any real JSON document nests (configs stay under 15 levels, OpenAPI schemas reach a
 * few dozen; the root is level 1). Past it, recursive walks over a parsed document (jsonc-parser's
 * own tree builder, redocly's reader and lint walk) overflow the stack.
 */
export const MAX_JSON_DEPTH = 500;

// jsonc-parser's SyntaxKind is an ambient const enum, which isolated modules cannot read.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const EOF = 17;

/**
 * The [start, end) spans of the values that open below MAX_JSON_DEPTH, found with jsonc-parser's
 * scanner, which reads tokens in a loop (its parser recurses once per level and overflows the
 * stack near 2,000 levels). A span not closed runs to the end of the text.
 */
export function tooDeepJsonSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const scanner = jsonc.createScanner(text, true);
  let depth = 0;
  let start = -1;
  for (let token = scanner.scan(); token !== EOF; token = scanner.scan()) {
    if (token === OPEN_BRACE || token === OPEN_BRACKET) {
      if (depth === MAX_JSON_DEPTH && start < 0) start = scanner.getTokenOffset();
      depth++;
    } else if ((token === CLOSE_BRACE || token === CLOSE_BRACKET) && depth > 0) {
      depth--;
      if (depth === MAX_JSON_DEPTH && start >= 0) {
        spans.push([start, scanner.getTokenOffset() + scanner.getTokenLength()]);
        start = -1;
      }
    }
  }
  if (start >= 0) spans.push([start, text.length]);
  return spans;
}

/** The offset of the bracket (`{` or `[`) that opens level MAX_JSON_DEPTH + 1 of a JSON text, or undefined. */
export function tooDeepJsonAt(text: string): number | undefined {
  return tooDeepJsonSpans(text)[0]?.[0];
}
