/**
 * Deeper than any real JSON document nests (OpenAPI schemas reach a few dozen levels). Past it,
 * the recursive walks over a parsed document (redocly's YAML reader and its lint walk) overflow
 * the stack.
 */
export const MAX_TEXT_DEPTH = 500;

/**
 * The offset of the bracket (`{` or `[`) that opens level MAX_TEXT_DEPTH + 1 of a JSON text, or
 * undefined. One pass over the characters that skips strings, so it costs far less than the
 * parse it guards; brackets left unclosed count as open.
 */
export function tooDeepJsonAt(text: string): number | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = stringEnd(text, i);
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_TEXT_DEPTH) return i;
    } else if ((c === 0x7d || c === 0x5d) && depth > 0) {
      depth--;
    }
  }
  return undefined;
}

/** The offset of the quote that closes the string opened at `start`, or the text's end. */
function stringEnd(text: string, start: number): number {
  for (let at = text.indexOf('"', start + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return text.length;
}
