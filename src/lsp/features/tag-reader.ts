/**
 * A tag read from the text around the cursor, as the writer has it now: often half typed, so it is read by a scanner
 * that never fails rather than by the MDX parser, which refuses the whole page until the tag is finished.
 */
export interface WrittenTag {
  /** Offset of the `<`. */
  start: number;
  /** `</Name`: a closing tag. */
  closing: boolean;
  name: string;
  nameStart: number;
  nameEnd: number;
  attributes: WrittenAttribute[];
  /** Offset just past the `>`; undefined when the tag is not closed before the end of its block. */
  end?: number;
}

export interface WrittenAttribute {
  name: string;
  nameStart: number;
  nameEnd: number;
  value?: WrittenValue;
}

/** An attribute's value: between the quotes of a string, or the braces of an expression (`{true}`). */
export interface WrittenValue {
  kind: "string" | "expression";
  /** Offsets of the value inside its quotes or braces. */
  start: number;
  end: number;
}

const NAME_CHAR = /[\w.:-]/;
const SPACE = /\s/;

/** Whether a `<` at `at` opens a tag (or a closing tag) rather than standing in prose (`a < b`). */
export function opensTag(text: string, at: number): boolean {
  const next = text[at + 1];
  return next !== undefined && (/[A-Za-z]/.test(next) || (next === "/" && /[A-Za-z>]/.test(text[at + 2] ?? "")));
}

/** Reads the tag whose `<` is at `start`, no further than `limit` (the end of its block). */
export function readTag(text: string, start: number, limit: number): WrittenTag {
  const closing = text[start + 1] === "/";
  let at = start + (closing ? 2 : 1);
  const nameStart = at;
  while (at < limit && NAME_CHAR.test(text[at]!)) at++;
  const tag: WrittenTag = { start, closing, name: text.slice(nameStart, at), nameStart, nameEnd: at, attributes: [] };
  while (at < limit) {
    const char = text[at]!;
    if (SPACE.test(char)) {
      at++;
    } else if (char === ">") {
      tag.end = at + 1;
      return tag;
    } else if (char === "/" && text[at + 1] === ">") {
      tag.end = at + 2;
      return tag;
    } else if (char === "{") {
      // A spread (`{...props}`): not an attribute that can be completed.
      at = braceEnd(text, at, limit);
    } else {
      at = readAttribute(text, at, limit, tag.attributes);
    }
  }
  return tag;
}

function readAttribute(text: string, from: number, limit: number, attributes: WrittenAttribute[]): number {
  let at = from;
  while (at < limit && !/[\s=/>{"']/.test(text[at]!)) at++;
  // A stray quote or slash: step over it, so that the scan always moves on.
  if (at === from) return from + 1;
  const attribute: WrittenAttribute = { name: text.slice(from, at), nameStart: from, nameEnd: at };
  attributes.push(attribute);
  let next = at;
  while (next < limit && SPACE.test(text[next]!)) next++;
  if (text[next] !== "=") return at;
  next++;
  while (next < limit && SPACE.test(text[next]!)) next++;
  const open = text[next];
  if (open === '"' || open === "'") {
    const close = text.indexOf(open, next + 1);
    const end = close === -1 || close >= limit ? limit : close;
    attribute.value = { kind: "string", start: next + 1, end };
    return Math.min(end + 1, limit);
  }
  if (open === "{") {
    const end = braceEnd(text, next, limit);
    attribute.value = { kind: "expression", start: next + 1, end: text[end - 1] === "}" ? end - 1 : end };
    return end;
  }
  attribute.value = { kind: "string", start: next, end: next };
  return next;
}

/** The offset just past the `}` that closes the `{` at `open` (strings and comments inside skipped), or `limit`. */
export function braceEnd(text: string, open: number, limit: number): number {
  let depth = 0;
  for (let at = open; at < limit; at++) {
    const char = text[at]!;
    const skipTo =
      char === '"' || char === "'" || char === "`"
        ? text.indexOf(char, at + 1)
        : char === "/" && text[at + 1] === "*"
          ? text.indexOf("*/", at + 2) + 1
          : char === "/" && text[at + 1] === "/"
            ? text.indexOf("\n", at + 2)
            : undefined;
    if (skipTo !== undefined) {
      // An unclosed string or comment runs to the end of the block (`*/` not found gives 0).
      if (skipTo <= at || skipTo >= limit) return limit;
      at = skipTo;
    } else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return at + 1;
  }
  return limit;
}
