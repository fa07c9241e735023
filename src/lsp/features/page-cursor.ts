import { frontMatterSpan } from "../../parse/front-matter.js";
import {
  braceEnd,
  opensTag,
  readTag,
  type WrittenAttribute,
  type WrittenTag,
  type WrittenValue,
} from "./tag-reader.js";

/** A span of the page text, by offsets (end exclusive). */
export interface Span {
  start: number;
  end: number;
}

/**
 * What the cursor is in on a page, read from the text as typed. `link`: a Markdown link (its URL, or anywhere in
 * `[text](url)` with `onUrl` false) or an `href` value; `url` is the URL's span. `import`: a line `import ... from
 * "..."`, `source` the span inside the quotes. `front-matter`: a `key: value` line, `value` inside any quotes.
 */
export type PageCursor =
  | { kind: "front-matter"; key: string; value: Span }
  | { kind: "import"; source: Span }
  | { kind: "tag-name"; tag: WrittenTag }
  | { kind: "attribute-name"; tag: WrittenTag; name: Span }
  | { kind: "attribute-value"; tag: WrittenTag; attribute: WrittenAttribute; value: WrittenValue }
  | { kind: "link"; url: Span; onUrl: boolean };

/** How far back the block around the cursor is looked for: a tag spans a few lines, not pages. */
const LOOK_BACK = 20_000;

/** What the cursor at offset `at` of a page's text is in; undefined in prose, code and expressions. */
export function pageCursor(text: string, at: number): PageCursor | undefined {
  const frontMatter = frontMatterSpan(text);
  if (frontMatter && at >= frontMatter.start && at <= frontMatter.end) return frontMatterLine(text, at);
  const bodyStart = frontMatter?.close ?? 0;
  if (at < bodyStart || inFencedCode(text, bodyStart, at)) return undefined;
  const line = lineAround(text, at);
  const lineText = text.slice(line.start, line.end);
  // `import X from "..."`, `import "..."`, or the last line of an import spread over lines (`} from "..."`).
  const imported = /^\s*(?:import\b(?:[^"'\n]*?\bfrom)?|\}\s*from)\s*(["'])([^"'\n]*)/.exec(lineText);
  if (imported) {
    const start = line.start + imported[0].length - imported[2]!.length;
    return { kind: "import", source: { start, end: start + imported[2]!.length } };
  }
  return inTag(text, at, bodyStart) ?? markdownLink(lineText, line.start, at);
}

function frontMatterLine(text: string, at: number): PageCursor | undefined {
  const line = lineAround(text, at);
  const match = /^([\w-]+)[ \t]*:[ \t]*(["']?)/.exec(text.slice(line.start, line.end));
  if (!match) return undefined;
  const start = line.start + match[0].length;
  const quote = match[2];
  let end = line.end;
  if (quote) {
    const close = text.indexOf(quote, start);
    if (close !== -1 && close < line.end) end = close;
  } else {
    while (end > start && /\s/.test(text[end - 1]!)) end--;
  }
  return { kind: "front-matter", key: match[1]!, value: { start, end } };
}

/** The line holding `at`, without its line break. */
function lineAround(text: string, at: number): Span {
  const start = text.lastIndexOf("\n", at - 1) + 1;
  const newline = text.indexOf("\n", at);
  const end = newline === -1 ? text.length : text[newline - 1] === "\r" ? newline - 1 : newline;
  return { start, end: Math.max(start, end) };
}

/** Whether `at` is inside a fenced code block (``` or ~~~), counted from the top of the body. */
function inFencedCode(text: string, bodyStart: number, at: number): boolean {
  const fence = /^[ \t]{0,3}(`{3,}|~{3,})/gm;
  fence.lastIndex = bodyStart;
  let open: string | undefined;
  for (let match = fence.exec(text); match && match.index < at; match = fence.exec(text)) {
    const marker = match[1]!;
    if (open === undefined) open = marker;
    else if (marker[0] === open[0] && marker.length >= open.length && /^\s*$/.test(restOfLine(text, fence.lastIndex)))
      open = undefined;
  }
  // The fence line itself (```js|) is not code: the block starts on the next line.
  return open !== undefined && text.lastIndexOf("\n", at - 1) >= text.lastIndexOf(open, at - 1);
}

function restOfLine(text: string, from: number): string {
  const newline = text.indexOf("\n", from);
  return text.slice(from, newline === -1 ? text.length : newline);
}

/**
 * The tag the cursor is in, found by reading the block around it from its start (its last blank line above) as MDX
 * reads it: code spans and expressions are stepped over, each tag read to its end.
 */
function inTag(text: string, at: number, bodyStart: number): PageCursor | undefined {
  const from = Math.max(bodyStart, at - LOOK_BACK);
  const above = text.slice(from, at);
  const blank = /\n[ \t]*\r?\n/g;
  let blockStart = from;
  for (let match = blank.exec(above); match; match = blank.exec(above))
    blockStart = from + match.index + match[0].length;
  const below = /\n[ \t]*\r?\n/g;
  below.lastIndex = at;
  const limit = below.exec(text)?.index ?? text.length;
  let i = blockStart;
  while (i < at) {
    const char = text[i]!;
    if (char === "\\") {
      i += 2;
    } else if (char === "`") {
      const run = /^`+/.exec(text.slice(i, i + 32))![0];
      const close = text.indexOf(run, i + run.length);
      if (close === -1 || close >= limit) {
        i += run.length;
        continue;
      }
      if (close >= at) return undefined;
      i = close + run.length;
    } else if (char === "{") {
      const end = braceEnd(text, i, limit);
      if (end > at) return undefined;
      i = end;
    } else if (char === "<" && (opensTag(text, i) || beforeCursor(text, i, at))) {
      const tag = readTag(text, i, limit);
      if (tag.end === undefined || tag.end > at) return inWrittenTag(text, tag, at);
      i = tag.end;
    } else {
      i++;
    }
  }
  return undefined;
}

/** A `<` (or `</`) the cursor comes right after: a tag whose name is about to be typed. */
function beforeCursor(text: string, i: number, at: number): boolean {
  return i + 1 === at || (i + 2 === at && text[i + 1] === "/");
}

function inWrittenTag(text: string, tag: WrittenTag, at: number): PageCursor | undefined {
  if (at >= tag.nameStart && at <= tag.nameEnd) return { kind: "tag-name", tag };
  if (tag.closing) return undefined;
  for (const attribute of tag.attributes) {
    if (at >= attribute.nameStart && at <= attribute.nameEnd)
      return { kind: "attribute-name", tag, name: { start: attribute.nameStart, end: attribute.nameEnd } };
    const value = attribute.value;
    if (value && at >= value.start && at <= value.end) {
      if (attribute.name === "href" && value.kind === "string")
        return { kind: "link", url: { start: value.start, end: value.end }, onUrl: true };
      return { kind: "attribute-value", tag, attribute, value };
    }
  }
  const closesAt = tag.end === undefined ? Infinity : tag.end - (text[tag.end - 2] === "/" ? 2 : 1);
  if (at > tag.nameEnd && at <= closesAt && /\s/.test(text[at - 1]!))
    return { kind: "attribute-name", tag, name: { start: at, end: at } };
  return undefined;
}

/**
 * A Markdown link on the cursor's line: `[text](url "title")`, `[text](<url>)` or a definition `[label]: url` (not an
 * image). The cursor on the URL, or (for hover and definition) anywhere in the link.
 */
function markdownLink(lineText: string, lineStart: number, at: number): PageCursor | undefined {
  const column = at - lineStart;
  const definition = /^[ \t]{0,3}\[[^\]]+\]:[ \t]*<?([^\s>]*)/d.exec(lineText);
  if (definition) return linkAt(lineStart, definition.indices![1]!, [0, lineText.length], column);
  for (const match of lineText.matchAll(/(?<!!)\[(?:[^\]\\]|\\.)*\]\([ \t]*<?([^\s)>]*)[^)\n]*\)?/dg)) {
    const found = linkAt(lineStart, match.indices![1]!, match.indices![0]!, column);
    if (found) return found;
  }
  return undefined;
}

function linkAt(
  lineStart: number,
  [urlStart, urlEnd]: [number, number],
  [linkStart, linkEnd]: [number, number],
  column: number,
): PageCursor | undefined {
  const url = { start: lineStart + urlStart, end: lineStart + urlEnd };
  if (column >= urlStart && column <= urlEnd) return { kind: "link", url, onUrl: true };
  if (column >= linkStart && column < linkEnd) return { kind: "link", url, onUrl: false };
  return undefined;
}
