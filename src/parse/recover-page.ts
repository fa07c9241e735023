import type { Root } from "mdast";
import type { VFileMessage } from "vfile-message";
import { LineIndex } from "../project/line-index.js";
import type { FrontMatter } from "./front-matter.js";
import { NestingTooDeep } from "./nesting-depth.js";
import { frontMatterOf, parseMdx, parseMdxAsMarkdown } from "./parse-page.js";
import { holdVariables, restoreVariables, type Variables } from "./variables.js";

/** A tree for a page whose MDX does not parse, read around its syntax errors. */
export interface RecoveredPage {
  tree: Root;
  frontMatter?: FrontMatter;
  /** False when a construct left out might have given the page an anchor, or the page was read as plain Markdown. */
  anchorsKnown: boolean;
}

interface Span {
  start: number;
  end: number;
}

/**
 * Re-parses at most this many times, each time with one more broken construct blanked out, and
 * no more text than the budget in all (a large page gets fewer tries); then reads it as Markdown.
 */
const MAX_REPAIRS = 20;
const REPARSE_BUDGET = 2_000_000;

/**
 * Attributes that give an element an anchor (see AnchorCollector.element): an opening tag left out with one may take an
 * anchor with it.
 */
const ANCHOR_ATTRIBUTE = /\b(?:id|name|title|label|path|body|query|header)\s*=/;

/**
 * Recovers what can be read of an MDX page after a syntax error, so that its links, images,
 * imports, secrets and headings are still checked. The parser says where it failed; the construct
 * there (a tag, an HTML comment, a `{`, an import line) is blanked out with spaces, which keeps
 * every other character, line and column where it is in the file, and the page is parsed again.
 * When that does not converge, the page is read as Markdown without MDX. Undefined when even that
 * fails (a page nested too deeply to parse), or the page was refused unparsed for its depth.
 */
export function recoverPage(text: string, cause: unknown, variables?: Variables): RecoveredPage | undefined {
  if (cause instanceof RangeError || cause instanceof NestingTooDeep) return undefined;
  const lines = new LineIndex(text);
  const held = holdVariables(text, variables);
  const read = (tree: Root) => {
    if (held) restoreVariables(tree, held.values);
    return tree;
  };
  let source = held?.text ?? text;
  let error = cause;
  let anchorsKnown = true;
  const repairs = Math.min(MAX_REPAIRS, Math.floor(REPARSE_BUDGET / Math.max(1, text.length)));
  for (let repair = 0; repair < repairs; repair++) {
    const span = brokenConstruct(source, error, lines);
    // A span already blank would not change the next parse.
    if (!span || !/\S/.test(source.slice(span.start, span.end))) break;
    anchorsKnown &&= !mayGiveAnchor(source, span);
    source =
      source.slice(0, span.start) +
      source.slice(span.start, span.end).replace(/[^\r\n]/g, " ") +
      source.slice(span.end);
    try {
      const tree = read(parseMdx(source));
      return { tree, frontMatter: frontMatterOf(tree, text), anchorsKnown };
    } catch (next) {
      if (next instanceof RangeError) return undefined;
      error = next;
    }
  }
  try {
    const tree = read(parseMdxAsMarkdown(held?.text ?? text));
    return { tree, frontMatter: frontMatterOf(tree, text), anchorsKnown: false };
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** The source range of the construct the parser failed on, from the message's origin and place. */
function brokenConstruct(text: string, error: unknown, lines: LineIndex): Span | undefined {
  const message = error as Partial<VFileMessage>;
  const place = message.place && "start" in message.place ? message.place.start : message.place;
  const at = place ? lines.offset(place.line, place.column) : undefined;
  switch (message.source) {
    case "mdast-util-mdx-jsx": {
      // A tag never closed: its range is only in the text of the message.
      const opener = /^(?:Expected a closing tag|Unexpected closing tag)[^]*?\((\d+):(\d+)-(\d+):(\d+)\)/.exec(
        message.reason ?? "",
      );
      if (opener) {
        const start = lines.offset(Number(opener[1]), Number(opener[2]));
        const end = lines.offset(Number(opener[3]), Number(opener[4]));
        return start === undefined || end === undefined ? undefined : { start, end };
      }
      return at === undefined ? undefined : tagAround(text, at);
    }
    case "micromark-extension-mdx-jsx":
      return at === undefined ? undefined : tagOpening(text, at);
    case "micromark-extension-mdx-expression":
      return at === undefined ? undefined : lastBefore(text, "{", at);
    case "micromark-extension-mdxjs-esm":
      return at === undefined ? undefined : esmStatement(text, at, lines);
  }
  return undefined;
}

/** The whole tag around `at` (a closing tag, or a slash or attribute where none may be). */
function tagAround(text: string, at: number): Span | undefined {
  const start = text.lastIndexOf("<", at);
  if (start === -1) return undefined;
  const close = text.indexOf(">", at);
  return { start, end: close === -1 ? start + 1 : close + 1 };
}

/**
 * A tag that does not tokenize is blanked from its `<`, its end being unknown: the rest reads as
 * text. An HTML comment goes whole.
 */
function tagOpening(text: string, at: number): Span | undefined {
  const start = text.lastIndexOf("<", at);
  if (start === -1) return undefined;
  const commentEnd = text.startsWith("<!--", start) ? text.indexOf("-->", start + 4) : -1;
  return { start, end: commentEnd === -1 ? start + 1 : commentEnd + 3 };
}

function lastBefore(text: string, character: string, at: number): Span | undefined {
  const start = text.lastIndexOf(character, at);
  return start === -1 ? undefined : { start, end: start + 1 };
}

/** The `import`/`export` lines of the block that holds `at`: from its statement's first line to the failing line. */
function esmStatement(text: string, at: number, lines: LineIndex): Span {
  const { line } = lines.position(at);
  const lineEnd = text.indexOf("\n", at);
  const end = lineEnd === -1 ? text.length : lineEnd;
  let start = lines.offset(line, 1)!;
  for (let previous = line; previous >= 1; previous--) {
    const from = lines.offset(previous, 1)!;
    const next = text.indexOf("\n", from);
    const content = text.slice(from, next === -1 ? text.length : next);
    if (/^(?:import|export)\b/.test(content)) {
      start = from;
      break;
    }
    if (content.trim() === "" && previous !== line) break;
  }
  return { start, end };
}

function mayGiveAnchor(text: string, span: Span): boolean {
  if (text[span.start] !== "<" || /^<[/!]/.test(text.slice(span.start, span.start + 2))) return false;
  const tagEnd = text.indexOf(">", span.start);
  return ANCHOR_ATTRIBUTE.test(text.slice(span.start, Math.max(span.end, tagEnd === -1 ? text.length : tagEnd)));
}
