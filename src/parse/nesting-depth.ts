/**
 * Deeper than any real page nests its components, lists, block quotes, expressions and emphasis.
 * Past it, the Markdown parser slows down quadratically (50,000 `> ` take minutes) and recursive
 * walks over the tree (the MDX expression parser, hast conversion) overflow the stack.
 */
export const MAX_NESTING_DEPTH = 256;

/**
 * More emphasis markers (`*`, `_`) or link brackets (`[`, `]`) in one paragraph than any real
 * page has (a few dozen; a paragraph of bold words on every line for 250 lines has 1,500). The parser pairs each
 * closing marker with an opening one by
 * looking back over the paragraph, which costs the square of their number: 20,000 nested `*`
 * took minutes, 50,000 `](` half a minute.
 */
export const MAX_EMPHASIS_MARKERS = 5_000;
export const MAX_LINK_BRACKETS = 2_000;

/** What a page holds too much of for the parser to finish in time. */
export type TooDeepKind = "nesting" | "emphasis" | "brackets";

const TOO_DEEP_MESSAGES: Record<TooDeepKind, string> = {
  nesting: `The page nests components, lists, block quotes, expressions or emphasis more than ${MAX_NESTING_DEPTH} levels deep here, deeper than any real page; it is not checked or built further. Flatten its structure.`,
  emphasis: `The paragraph holds more than ${MAX_EMPHASIS_MARKERS} emphasis markers (\`*\`, \`_\`) by here, far more than any real page; the page is not checked or built further. Escape the markers (\`\\*\`), put the text in a code block, or split the paragraph.`,
  brackets: `The paragraph holds more than ${MAX_LINK_BRACKETS} link brackets (\`[\`, \`]\`) by here, far more than any real page; the page is not checked or built further. Escape the brackets (\`\\[\`), put the text in a code block, or split the paragraph.`,
};

/**
 * Why parsePage refused a page: nested past MAX_NESTING_DEPTH, or too many inline markers in a paragraph, found before
 * parsing.
 */
export class NestingTooDeep extends Error {
  constructor(
    readonly offset: number,
    readonly kind: TooDeepKind,
  ) {
    super(TOO_DEEP_MESSAGES[kind]);
    this.name = "NestingTooDeep";
  }
}

/** Elements that never take children, which HTML lets a page leave unclosed (`<br>`). */
const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** What a tag holds outside its attribute values: names, spaces and `=`. */
const TAG_CHARACTER = /[\p{L}\p{N}_$.:\s=-]/u;

type Mode = "text" | "tag" | "expression" | "esm" | "fence";

/**
 * Where the page's nesting first passes MAX_NESTING_DEPTH, or a paragraph's emphasis markers or
 * link brackets their limit, or undefined. One linear pass that approximates the parser: the
 * nesting at a point is the sum of the list items and block quotes the line is in, the
 * components open around it (MDX), the open expression braces (MDX) and the emphasis open in
 * the paragraph; a paragraph runs to the next blank line. Code (fenced, inline), strings and
 * comments in expressions are skipped, so what they show is not counted; an unclosed component
 * only counts until a parent closes.
 */
export function tooDeepNestingAt(text: string, isMdx: boolean): { offset: number; kind: TooDeepKind } | undefined {
  const scan = new NestingScan(text, isMdx);
  const offset = scan.run();
  return offset === undefined ? undefined : { offset, kind: scan.kind };
}

class NestingScan {
  private mode: Mode = "text";
  private i = 0;
  private lineEnd = 0;
  /** List items and block quotes around the current line. */
  private lineContainers = 0;
  /** The content column of each list item still open, outermost first. */
  private readonly items: number[] = [];
  private readonly tags: string[] = [];
  private readonly openTagCounts = new Map<string, number>();
  private braces = 0;
  /** Emphasis and strong emphasis open in the current paragraph. */
  private emphasis = 0;
  /** For each expression open, the brace depth it started at and the mode it returns to. */
  private readonly expressions: { level: number; back: Mode }[] = [];
  private tag = { start: 0, name: "", closing: false };
  private fence = { marker: "", length: 0 };
  /** Quote characters known to have no closing partner up to this offset. */
  private readonly unclosedUntil = new Map<string, number>();
  /** Backtick runs of the current line by length (start offsets), and how far each list has been consumed. */
  private codeRuns?: { starts: Map<number, number[]>; next: Map<number, number> };
  /** The emphasis markers and link brackets of the paragraph so far. */
  private readonly paragraph = { emphasis: 0, brackets: 0 };
  /** In a table, whose cells the parser reads one by one: each row starts a count of its own. */
  private inTable = false;
  /** What run() stopped at. */
  kind: TooDeepKind = "nesting";
  /** Where the current line's emphasis markers or link brackets pass their limit, and which. */
  private markersPassAt: number | undefined;
  private markersKind: TooDeepKind = "nesting";

  constructor(
    private readonly text: string,
    private readonly isMdx: boolean,
  ) {}

  run(): number | undefined {
    const { text } = this;
    this.i = frontMatterEnd(text);
    let lineStart = true;
    while (this.i < text.length) {
      if (lineStart) {
        lineStart = false;
        const tooDeep = this.startLine();
        if (tooDeep !== undefined) return tooDeep;
        continue;
      }
      // The line's markers passed their limit here: unless the nesting passes its own first, before it.
      if (this.markersPassAt !== undefined && this.i >= this.markersPassAt) {
        this.kind = this.markersKind;
        return this.markersPassAt;
      }
      if (text.charCodeAt(this.i) === 10) {
        lineStart = true;
        this.i++;
        continue;
      }
      const tooDeep =
        this.mode === "tag"
          ? this.inTag()
          : this.mode === "expression" || this.mode === "esm"
            ? this.inExpression()
            : this.inText();
      if (tooDeep !== undefined) return tooDeep;
    }
    return undefined;
  }

  private depth(): number {
    return this.lineContainers + this.tags.length + this.braces + this.emphasis;
  }

  /** Reads the containers that open the line (block quote and list markers, indentation), fences and ESM. */
  private startLine(): number | undefined {
    const { text } = this;
    const start = this.i;
    this.markersPassAt = undefined;
    const newline = text.indexOf("\n", start);
    this.lineEnd = newline === -1 ? text.length : newline;
    this.codeRuns = undefined;
    if (this.mode === "fence") {
      const closer = /^[ \t>]*(`{3,}|~{3,})[ \t\r]*$/.exec(text.slice(start, this.lineEnd))?.[1];
      if (closer && closer[0] === this.fence.marker && closer.length >= this.fence.length) this.mode = "text";
      this.i = this.lineEnd;
      return undefined;
    }
    if (this.mode === "esm" && text.slice(start, this.lineEnd).trim() === "") this.leaveEsm();
    // A tag left open by a syntax error is read again as Markdown when the page is recovered, so its lines' markers
    // count too.
    if (this.mode === "tag") this.markersPassAt = this.countInlineMarkers(start);
    if (this.mode !== "text") return undefined;

    const markers: { at: number; contentColumn?: number }[] = [];
    let at = start;
    let column = 0;
    let contentColumn: number | undefined;
    for (;;) {
      while (at < this.lineEnd && (text[at] === " " || text[at] === "\t"))
        column = text[at++] === "\t" ? column + 4 - (column % 4) : column + 1;
      const marker = text[at];
      if (marker === ">") {
        markers.push({ at });
        at++;
        column++;
        continue;
      }
      contentColumn ??= column;
      const markerLength = listMarkerLength(text, at, this.lineEnd);
      // Four columns past the enclosing item's content is indented code in Markdown, not a list.
      if (markerLength === 0 || (!this.isMdx && column >= this.enclosingContentColumn(column, markers) + 4)) break;
      at += markerLength;
      column += markerLength;
      let spaces = 0;
      while (at + spaces < this.lineEnd && text[at + spaces] === " ") spaces++;
      markers.push({ at: at - markerLength, contentColumn: column + (spaces === 0 || spaces > 4 ? 1 : spaces) });
    }
    const blank = /^[\s]*$/.test(text.slice(at, this.lineEnd));
    // Emphasis stays within its paragraph, which a blank line or a new container ends, or its table cell.
    if (blank || markers.length || text[at] === "|") this.emphasis = 0;
    if (!blank) {
      while (this.items.length && this.items.at(-1)! > contentColumn!) this.items.pop();
    }
    if (blank) this.inTable = false;
    else if (!this.inTable) this.inTable = TABLE_DELIMITER_ROW.test(text.slice(at, Math.min(this.lineEnd, at + 1000)));
    // A blank line ends the paragraph; a list item and a table row start inline text of their own.
    if (blank || this.inTable || markers.some((marker) => marker.contentColumn !== undefined)) {
      this.paragraph.emphasis = 0;
      this.paragraph.brackets = 0;
    }
    this.lineContainers = this.items.length;
    for (const marker of markers) {
      this.lineContainers++;
      if (this.depth() > MAX_NESTING_DEPTH) return marker.at;
      if (marker.contentColumn !== undefined) this.items.push(marker.contentColumn);
    }
    this.i = at;
    const fence = /^(`{3,}|~{3,})/.exec(text.slice(at, Math.min(this.lineEnd, at + 1000)))?.[1];
    if (fence && !(fence[0] === "`" && text.slice(at + fence.length, this.lineEnd).includes("`"))) {
      this.mode = "fence";
      this.fence = { marker: fence[0]!, length: fence.length };
      this.i = this.lineEnd;
    } else if (
      this.isMdx &&
      at === start &&
      this.depth() === 0 &&
      /^(?:import|export)\b/.test(text.slice(at, at + 7))
    ) {
      this.mode = "esm";
    } else {
      this.markersPassAt = this.countInlineMarkers(at);
    }
    return undefined;
  }

  /**
   * Adds the line's emphasis markers and link brackets (from `from`, outside inline code and escapes) to its
   * paragraph's; where one passes its limit.
   */
  private countInlineMarkers(from: number): number | undefined {
    const { text, paragraph } = this;
    let at = from;
    for (; at < this.lineEnd; at++) {
      const c = text[at];
      if (c === "\\") {
        at++;
      } else if (c === "`") {
        at = this.codeSpanEnd(at) - 1;
      } else if (c === "*" || (c === "_" && !intraword(text, at))) {
        if (++paragraph.emphasis > MAX_EMPHASIS_MARKERS) {
          this.markersKind = "emphasis";
          break;
        }
      } else if ((c === "[" || c === "]") && ++paragraph.brackets > MAX_LINK_BRACKETS) {
        this.markersKind = "brackets";
        break;
      }
    }
    // inText walks the line's code spans again from its start.
    this.codeRuns = undefined;
    return at < this.lineEnd ? at : undefined;
  }

  /**
   * The content column of the list item that holds a marker at `column`: the line's last marker, or the innermost open
   * item not past it.
   */
  private enclosingContentColumn(column: number, markers: readonly { contentColumn?: number }[]): number {
    for (let m = markers.length - 1; m >= 0; m--) {
      const content = markers[m]!.contentColumn;
      if (content !== undefined) return content;
    }
    for (let item = this.items.length - 1; item >= 0; item--) {
      if (this.items[item]! <= column) return this.items[item]!;
    }
    return 0;
  }

  /** Moves past a construct that may span lines (a comment, a template literal). */
  private moveTo(at: number): void {
    this.i = at;
    if (at <= this.lineEnd) return;
    const newline = this.text.indexOf("\n", at);
    this.lineEnd = newline === -1 ? this.text.length : newline;
    this.codeRuns = undefined;
  }

  private inText(): number | undefined {
    const { text, i } = this;
    const c = text[i];
    if (c === "\\") {
      this.i = Math.min(i + 2, this.lineEnd);
    } else if (c === "`") {
      this.i = this.codeSpanEnd(i);
    } else if (c === "*" || c === "_") {
      return this.emphasisRun(c);
    } else if (c === "<" && this.isMdx) {
      const closing = text[i + 1] === "/";
      const nameStart = closing ? i + 2 : i + 1;
      const next = text[nameStart];
      if (next !== ">" && !(next !== undefined && /[A-Za-z_$]/.test(next))) {
        this.i++;
        return undefined;
      }
      let nameEnd = nameStart;
      while (nameEnd < text.length && /[\w$.:-]/.test(text[nameEnd]!)) nameEnd++;
      this.tag = { start: i, name: text.slice(nameStart, nameEnd), closing };
      this.mode = "tag";
      this.i = nameEnd;
    } else if (c === "{" && this.isMdx) {
      return this.openBrace("text");
    } else {
      this.i++;
    }
    return undefined;
  }

  /**
   * A run of `*` or `_` that can only open emphasis opens one level per two characters (`***`
   * is emphasis in strong emphasis); one that can only close, closes as many. The parser's cost
   * grows with the square of the emphasis nested in a paragraph.
   */
  private emphasisRun(marker: string): number | undefined {
    const { text } = this;
    const start = this.i;
    const length = runLength(text, start, marker);
    this.i = start + length;
    const before = start > 0 ? text[start - 1]! : "\n";
    const after = this.i < text.length ? text[this.i]! : "\n";
    const opens = flanks(after, before);
    const closes = flanks(before, after);
    const levels = Math.ceil(length / 2);
    if (opens && !closes) {
      this.emphasis += levels;
      if (this.depth() > MAX_NESTING_DEPTH) return start;
    } else if (closes && !opens) {
      this.emphasis = Math.max(0, this.emphasis - levels);
    }
    return undefined;
  }

  private inTag(): number | undefined {
    const { text, i } = this;
    const c = text[i];
    if (c === '"' || c === "'") {
      this.i = this.quotedEnd(i, c);
    } else if (c === "{") {
      return this.openBrace("tag");
    } else if (c === "/" && text[i + 1] === ">") {
      this.mode = "text";
      this.i = i + 2;
    } else if (c === ">") {
      this.mode = "text";
      this.i = i + 1;
      const { name, closing, start } = this.tag;
      if (closing) this.closeTag(name);
      else if (!VOID_ELEMENTS.has(name.toLowerCase())) {
        this.tags.push(name);
        this.openTagCounts.set(name, (this.openTagCounts.get(name) ?? 0) + 1);
        if (this.depth() > MAX_NESTING_DEPTH) return start;
      }
    } else {
      // A character no tag may hold (`<https://…>`, `a<b && c`): not a tag, so not counted.
      if (!TAG_CHARACTER.test(c!)) this.mode = "text";
      this.i++;
    }
    return undefined;
  }

  /** Closes the named component and any left unclosed inside it; a closing tag nothing opened is ignored. */
  private closeTag(name: string): void {
    if (!this.openTagCounts.get(name)) return;
    for (;;) {
      const open = this.tags.pop()!;
      this.openTagCounts.set(open, this.openTagCounts.get(open)! - 1);
      if (open === name) return;
    }
  }

  private inExpression(): number | undefined {
    const { text, i } = this;
    const c = text[i];
    if (c === '"' || c === "'") {
      this.i = this.quotedEnd(i, c);
    } else if (c === "`") {
      this.moveTo(this.templateEnd(i));
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      this.moveTo(end === -1 ? text.length : end + 2);
    } else if (c === "/" && text[i + 1] === "/") {
      this.i = this.lineEnd;
    } else if (c === "{" || c === "(" || c === "[") {
      // Brackets and parentheses nest the expression parser's recursion as braces do.
      return this.openBrace(this.mode);
    } else if ((c === ")" || c === "]") && this.braces > (this.expressions.at(-1)?.level ?? 0)) {
      this.i++;
      this.braces--;
    } else if (c === "}") {
      this.i++;
      if (this.braces === 0) return undefined;
      this.braces--;
      const open = this.expressions.at(-1);
      if (open && this.braces < open.level) {
        this.expressions.pop();
        this.mode = open.back;
      }
    } else {
      this.i++;
    }
    return undefined;
  }

  private openBrace(from: Mode): number | undefined {
    const at = this.i;
    this.i++;
    this.braces++;
    if (from !== "expression" && from !== "esm") {
      this.expressions.push({ level: this.braces, back: from });
      this.mode = "expression";
    }
    return this.depth() > MAX_NESTING_DEPTH ? at : undefined;
  }

  /** ESM ends at a blank line, whatever braces it left open. */
  private leaveEsm(): void {
    this.mode = "text";
    this.braces = 0;
  }

  /** After a string on one line; a quote with no partner on its line is a character. */
  private quotedEnd(start: number, quote: string): number {
    if ((this.unclosedUntil.get(quote) ?? -1) > start) return start + 1;
    const { text } = this;
    for (let at = start + 1; at < this.lineEnd; at++) {
      if (text[at] === "\\") at++;
      else if (text[at] === quote) return at + 1;
    }
    this.unclosedUntil.set(quote, this.lineEnd);
    return start + 1;
  }

  /** After a template literal, which may span lines. */
  private templateEnd(start: number): number {
    if ((this.unclosedUntil.get("`") ?? -1) > start) return start + 1;
    const { text } = this;
    for (let at = text.indexOf("`", start + 1); at !== -1; at = text.indexOf("`", at + 1)) {
      if (text[at - 1] !== "\\") return at + 1;
    }
    this.unclosedUntil.set("`", text.length);
    return start + 1;
  }

  /**
   * After the inline code that a run of backticks opens: the next run of the same length on the line; past the run when
   * none.
   */
  private codeSpanEnd(start: number): number {
    const length = runLength(this.text, start, "`");
    const runs = (this.codeRuns ??= this.backtickRuns(start));
    const starts = runs.starts.get(length) ?? [];
    let next = runs.next.get(length) ?? 0;
    while (next < starts.length && starts[next]! <= start) next++;
    runs.next.set(length, next + 1);
    return next < starts.length ? starts[next]! + length : start + length;
  }

  private backtickRuns(from: number): { starts: Map<number, number[]>; next: Map<number, number> } {
    const starts = new Map<number, number[]>();
    for (let at = this.text.indexOf("`", from); at !== -1 && at < this.lineEnd; at = this.text.indexOf("`", at)) {
      const length = runLength(this.text, at, "`");
      const list = starts.get(length);
      if (list) list.push(at);
      else starts.set(length, [at]);
      at += length;
    }
    return { starts, next: new Map() };
  }
}

/**
 * The length of a list item marker (`-`, `*`, `+`, `1.`, `1)`) at `at`, followed by a space or the line's end; 0 when
 * none.
 */
function listMarkerLength(text: string, at: number, lineEnd: number): number {
  let end = at;
  if (text[at] === "-" || text[at] === "*" || text[at] === "+") end = at + 1;
  else {
    while (end < lineEnd && end - at < 10 && text[end]! >= "0" && text[end]! <= "9") end++;
    if (end === at || end - at > 9 || (text[end] !== "." && text[end] !== ")")) return 0;
    end++;
  }
  return end >= lineEnd || text[end] === " " || text[end] === "\t" || text[end] === "\r" ? end - at : 0;
}

/** Whether a delimiter run flanks the text on the side of `inside` (CommonMark's left- or right-flanking). */
function flanks(inside: string, outside: string): boolean {
  if (/\s/.test(inside)) return false;
  return !PUNCTUATION.test(inside) || /\s/.test(outside) || PUNCTUATION.test(outside);
}

const PUNCTUATION = /[\p{P}\p{S}]/u;

/** An `_` between two letters or digits, which neither opens nor closes emphasis (snake_case). */
function intraword(text: string, at: number): boolean {
  return WORD_CHARACTER.test(text[at - 1] ?? "") && WORD_CHARACTER.test(text[at + 1] ?? "");
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** The row under a table's header: cells of dashes with optional colons, between pipes. */
const TABLE_DELIMITER_ROW = /^(?=[^\n]*\|)\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t\r]*$/;

function runLength(text: string, at: number, character: string): number {
  let end = at;
  while (text[end] === character) end++;
  return end - at;
}

/** Where the text after a front matter block starts (0 without one): YAML is not Markdown. */
function frontMatterEnd(text: string): number {
  if (!/^---[ \t]*\r?\n/.test(text)) return 0;
  const closing = /\n---[ \t]*(?:\r?\n|$)/g;
  closing.lastIndex = 3;
  const match = closing.exec(text);
  return match ? match.index + match[0].length : 0;
}
