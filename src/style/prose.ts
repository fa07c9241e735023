import type { Nodes, PhrasingContent } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { valueOnKeyLine, type FrontMatter } from "../parse/front-matter.js";
import type { PageContext } from "../pages/page-context.js";
import { memoOnPage, type PageMemo } from "../pages/place-reads.js";
import { isEnglish } from "./english/language.js";

/** Stands in for inline code, expressions and quoted words: not a letter, so no rule matches it. */
export const HIDDEN = "\uFFFC";

export type ProseKind = "paragraph" | "heading" | "tableCell" | "attribute" | "title" | "description";

/**
 * One run of the page's own prose: a paragraph, heading, table cell, a component's `title`, or
 * the front matter `title`/`description`. Code, inline code, URLs, expressions, other attribute
 * values and import/export lines never become prose; quoted words are hidden, since they are
 * someone else's words (a UI label, an error message).
 */
export interface ProseBlock {
  kind: ProseKind;
  /** The prose, with code and quotations replaced by HIDDEN characters (same length as the original). */
  text: string;
  /** The first block of the page body or of a section (right after a heading). */
  opensSection: boolean;
  /** Names of the components the block stands inside, outermost first. */
  inside: readonly string[];
  /** The mdast node the text comes from, for blocks of the page body. */
  node?: Nodes;
  /** Page offset of the character at `index` of `text` (or just past the end). */
  offsetAt(index: number): number;
}

export interface PageProse {
  blocks: readonly ProseBlock[];
  /** Whether the page is written in English; style rules stay quiet on other languages. */
  english: boolean;
}

/** Components whose content is code or samples, never prose. */
const NOT_PROSE = new Set([
  "CodeGroup",
  "RequestExample",
  "ResponseExample",
  "code",
  "pre",
  "script",
  "style",
  "svg",
  "math",
]);

const cache: PageMemo<PageProse> = new WeakMap();

/** The page's prose blocks in document order, extracted once and shared by every style rule. */
export function proseOf(page: PageContext): PageProse {
  return memoOnPage(cache, page, () => {
    const blocks = [...frontMatterBlocks(page), ...bodyBlocks(page)];
    return { blocks, english: isEnglish(blocks.map((block) => block.text)) };
  });
}

interface Piece {
  /** Index in the block text. */
  at: number;
  /** Page offset of that index. */
  offset: number;
  /** Whether the text maps character by character from here (else every character maps to `offset`). */
  exact: boolean;
}

class BlockBuilder {
  text = "";
  private readonly pieces: Piece[] = [];

  constructor(private readonly source: string) {}

  /** Appends a text node's value, mapped to its source when the source spells it the same. */
  addText(value: string, start: number | undefined, end: number | undefined): void {
    if (start === undefined) return void (this.text += value);
    if (end !== undefined && this.source.slice(start, end) === value) {
      this.pieces.push({ at: this.text.length, offset: start, exact: true });
      this.text += value;
      return;
    }
    // The parser drops indentation and trailing spaces at line ends (text inside components,
    // hard breaks): map each line of the value to where it stands in the source.
    let from = start;
    const limit = end ?? this.source.length;
    for (const line of value.split("\n")) {
      const found = line ? this.source.indexOf(line, from) : -1;
      if (found >= 0 && found + line.length <= limit) {
        this.pieces.push({ at: this.text.length, offset: found, exact: true });
        from = found + line.length;
      } else {
        from = this.align(line, from, limit);
      }
      this.text += line + "\n";
    }
    this.text = this.text.slice(0, -1);
  }

  /**
   * Maps a line the source spells differently (a backslash escape such as `\!`, an entity such
   * as `&amp;`) run by run: equal characters advance together, source-only ones are skipped.
   */
  private align(line: string, from: number, limit: number): number {
    let source = from;
    let run = -1;
    for (let i = 0; i < line.length; i++) {
      let next = source;
      while (next < limit && this.source[next] !== line[i] && next - source < 8) next++;
      if (next < limit && this.source[next] === line[i]) {
        if (run < 0 || next !== source) this.pieces.push({ at: this.text.length + i, offset: next, exact: true });
        run = i;
        source = next + 1;
      } else if (run !== i - 1 || run < 0) {
        this.pieces.push({ at: this.text.length + i, offset: source, exact: false });
        run = -1;
      }
    }
    return source;
  }

  /** Appends a stand-in for something that is not prose (inline code, an expression). */
  addHidden(start: number | undefined): void {
    if (start !== undefined) this.pieces.push({ at: this.text.length, offset: start, exact: false });
    this.text += HIDDEN;
  }

  addSpace(): void {
    this.text += " ";
  }

  offsetMap(): (index: number) => number {
    const pieces = this.pieces;
    return (index) => {
      let low = 0;
      let high = pieces.length - 1;
      let found: Piece | undefined;
      while (low <= high) {
        const middle = (low + high) >> 1;
        if (pieces[middle]!.at <= index) {
          found = pieces[middle];
          low = middle + 1;
        } else high = middle - 1;
      }
      if (!found) return pieces[0]?.offset ?? 0;
      return found.exact ? found.offset + (index - found.at) : found.offset;
    };
  }
}

function bodyBlocks(page: PageContext): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  let sectionOpen = true;
  const stack: { node: Nodes; inside: readonly string[] }[] = [{ node: page.tree, inside: [] }];
  while (stack.length) {
    const { node, inside } = stack.pop()!;
    if (node.type === "heading") {
      pushBlock(blocks, page, "heading", node, inside, false);
      sectionOpen = true;
      continue;
    }
    if (node.type === "paragraph" || node.type === "tableCell") {
      const added = pushBlock(blocks, page, node.type, node, inside, sectionOpen && node.type === "paragraph");
      if (added && node.type === "paragraph") sectionOpen = false;
      continue;
    }
    if (
      node.type === "code" ||
      node.type === "html" ||
      node.type === "yaml" ||
      node.type === "mdxjsEsm" ||
      node.type === "mdxFlowExpression"
    )
      continue;
    let childInside = inside;
    if (node.type === "mdxJsxFlowElement") {
      if (node.name && NOT_PROSE.has(node.name)) continue;
      pushTitleAttribute(blocks, page, node, inside);
      childInside = [...inside, node.name ?? ""];
    }
    if ("children" in node) {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, inside: childInside });
    }
  }
  return blocks;
}

function pushBlock(
  blocks: ProseBlock[],
  page: PageContext,
  kind: ProseKind,
  node: Nodes,
  inside: readonly string[],
  opensSection: boolean,
): boolean {
  const builder = new BlockBuilder(page.text);
  addPhrasing(builder, page, "children" in node ? (node.children as Nodes[]) : [], blocks, inside);
  if (!/\p{L}/u.test(builder.text)) return false;
  blocks.push({ kind, text: hideQuotations(builder.text), opensSection, inside, node, offsetAt: builder.offsetMap() });
  return true;
}

function addPhrasing(
  builder: BlockBuilder,
  page: PageContext,
  children: readonly Nodes[],
  blocks: ProseBlock[],
  inside: readonly string[],
): void {
  for (const child of children) {
    const start = child.position?.start.offset;
    switch (child.type) {
      case "text":
        builder.addText(child.value, start, child.position?.end.offset);
        break;
      case "inlineCode":
      case "mdxTextExpression":
      case "inlineMath" as PhrasingContent["type"]:
        builder.addHidden(start);
        break;
      case "break":
        builder.addSpace();
        break;
      case "emphasis":
      case "strong":
      case "delete":
      case "link":
      case "linkReference":
        addPhrasing(builder, page, child.children, blocks, inside);
        break;
      case "mdxJsxTextElement":
        if (child.name && NOT_PROSE.has(child.name)) builder.addHidden(start);
        else {
          pushTitleAttribute(blocks, page, child, inside);
          addPhrasing(builder, page, child.children, blocks, inside);
        }
        break;
      default:
        // Images, footnote references and raw HTML are not prose.
        break;
    }
  }
}

/** A component's `title` attribute is prose the reader sees (a step, tab or card heading). */
function pushTitleAttribute(
  blocks: ProseBlock[],
  page: PageContext,
  element: MdxJsxFlowElement | MdxJsxTextElement,
  inside: readonly string[],
): void {
  for (const attribute of element.attributes) {
    if (attribute.type !== "mdxJsxAttribute" || attribute.name !== "title" || typeof attribute.value !== "string")
      continue;
    const start = attribute.position?.start.offset;
    const end = attribute.position?.end.offset;
    if (start === undefined || end === undefined || !/\p{L}/u.test(attribute.value)) continue;
    const raw = page.text.slice(start, end);
    const quote = raw.search(/["']/);
    const valueStart = quote >= 0 ? start + quote + 1 : start;
    const exact = page.text.slice(valueStart, valueStart + attribute.value.length) === attribute.value;
    blocks.push({
      kind: "attribute",
      text: hideQuotations(attribute.value),
      opensSection: false,
      inside: [...inside, element.name ?? ""],
      offsetAt: (index) => (exact ? valueStart + index : start),
    });
  }
}

function frontMatterBlocks(page: PageContext): ProseBlock[] {
  const frontMatter = page.frontMatter;
  const data = frontMatter?.data;
  if (!frontMatter || !data) return [];
  const blocks: ProseBlock[] = [];
  for (const kind of ["title", "description"] as const) {
    const value = data[kind];
    if (typeof value !== "string" || !/\p{L}/u.test(value)) continue;
    const valueStart = valueOffset(frontMatter, kind, value, page.text);
    const fallback = frontMatter.offset + (frontMatter.source.search(new RegExp(`^${kind}\\s*:`, "m")) >>> 0);
    blocks.push({
      kind,
      text: hideQuotations(value),
      opensSection: false,
      inside: [],
      offsetAt: (index) =>
        valueStart === undefined
          ? Math.min(fallback, frontMatter.offset + frontMatter.source.length)
          : valueStart + index,
    });
  }
  return blocks;
}

/** Page offset where a one-line front matter value starts, when it is spelled there as read. */
function valueOffset(frontMatter: FrontMatter, key: string, value: string, text: string): number | undefined {
  const range = valueOnKeyLine(frontMatter, key);
  if (!range) return undefined;
  const quote = text[range[0]] === '"' || text[range[0]] === "'" ? 1 : 0;
  return text.startsWith(value, range[0] + quote) ? range[0] + quote : undefined;
}

/**
 * Hides text in double quotes (straight or curly): a UI label, an error message or a quoted
 * phrase is not the writer's own voice, even across a line break. Apostrophes are left alone
 * (`let's`, `don't`).
 */
export function hideQuotations(text: string): string {
  return text.replace(/"[^"]{0,400}"|“[^”]{0,400}”/g, (quoted) => HIDDEN.repeat(quoted.length));
}

export interface Sentence {
  text: string;
  /** Index of the sentence in the block text. */
  start: number;
}

const sentenceCache = new Map<string, readonly Sentence[]>();

/**
 * The sentences of a block, with their start index in its text. Several rules read the same
 * block's sentences, so recent splits are kept, keyed by the text (a bounded cache).
 */
export function sentencesOf(text: string): readonly Sentence[] {
  let sentences = sentenceCache.get(text);
  if (!sentences) {
    const found: Sentence[] = [];
    for (const segment of sentenceSegmenter.segment(text)) {
      if (LETTER.test(segment.segment)) found.push({ text: segment.segment, start: segment.index });
    }
    sentences = found;
    if (sentenceCache.size > 2000) sentenceCache.clear();
    sentenceCache.set(text, sentences);
  }
  return sentences;
}

/** The first sentence of a block that holds a letter, without splitting the rest. */
export function firstSentenceOf(text: string): Sentence | undefined {
  const cached = sentenceCache.get(text);
  if (cached) return cached[0];
  const first = sentenceSegmenter.segment(text).containing(0);
  if (first && LETTER.test(first.segment)) return { text: first.segment, start: first.index };
  for (const segment of sentenceSegmenter.segment(text)) {
    if (LETTER.test(segment.segment)) return { text: segment.segment, start: segment.index };
  }
  return undefined;
}

const LETTER = /\p{L}/u;

const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });
