import { load, YAMLException } from "js-yaml";
import { isMap, isScalar, parseDocument, type Document } from "yaml";
import type { Yaml } from "mdast";
import { unreadableYaml } from "../project/yaml-guard.js";

export interface FrontMatter {
  /** The YAML text between the `---` fences. */
  source: string;
  /** Offset of `source` in the page text. */
  offset: number;
  /** The parsed YAML, whatever its shape. */
  value: unknown;
  /** The fields, when the YAML is a mapping (or empty). */
  data?: Record<string, unknown>;
  /** The YAML syntax error, at a page offset. */
  error?: { message: string; offset: number };
  /** The YAML with source ranges, parsed on first use: only a report needs positions. */
  document(): Document;
}

/**
 * Parses the front matter block that remark-frontmatter found. Its values come from js-yaml,
 * the parser that gray-matter (and so most docs sites) uses, so that what is valid here is
 * valid there; it is also several times faster than a parse that keeps positions, which
 * happens only when a rule reports.
 */
export function parseFrontMatter(node: Yaml, pageText: string): FrontMatter {
  const start = node.position!.start.offset!;
  // The YAML starts on the line after the opening fence (`---\n` or `---\r\n`).
  const offset = pageText.indexOf("\n", start) + 1;
  const source = node.value;
  let document: Document | undefined;
  const frontMatter: FrontMatter = {
    source,
    offset,
    value: undefined,
    document: () => (document ??= parseDocument(source, { prettyErrors: false, uniqueKeys: false })),
  };
  const unreadable = unreadableYaml(source);
  if (unreadable) {
    frontMatter.error = { message: `it ${unreadable.reason}`, offset: offset + unreadable.offset };
    return frontMatter;
  }
  try {
    frontMatter.value = load(source);
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    frontMatter.error = { message: error.reason, offset: offset + errorOffset(frontMatter, error) };
    return frontMatter;
  }
  const value = frontMatter.value;
  if (value === null || value === undefined) frontMatter.data = {};
  else if (typeof value === "object" && !Array.isArray(value) && !(value instanceof Date))
    frontMatter.data = value as Record<string, unknown>;
  return frontMatter;
}

/**
 * Where the front matter block that opens a page is, read from the text alone (a page being edited may not parse):
 * `start` and `end` are the offsets of its YAML between the fences, `close` the offset just past the closing fence.
 */
export function frontMatterSpan(text: string): { start: number; end: number; close: number } | undefined {
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (!open) return undefined;
  const closing = /^---[ \t]*\r?$/gm;
  closing.lastIndex = open[0].length;
  const match = closing.exec(text);
  if (!match) return undefined;
  const end = Math.max(open[0].length, match.index - (text[match.index - 2] === "\r" ? 2 : 1));
  const after = match.index + match[0].length;
  return { start: open[0].length, end, close: text[after] === "\n" ? after + 1 : after };
}

/** The front matter of a page read from its text alone, as parseFrontMatter reads the block remark found. */
export function frontMatterOfText(text: string): FrontMatter | undefined {
  const span = frontMatterSpan(text);
  if (!span) return undefined;
  const node: Yaml = {
    type: "yaml",
    value: text.slice(span.start, span.end),
    position: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: span.close } },
  };
  return parseFrontMatter(node, text);
}

/** js-yaml's mark is often the end of the text; the positional parser usually names the line itself. */
function errorOffset(frontMatter: FrontMatter, error: YAMLException): number {
  const precise = frontMatter.document().errors[0]?.pos[0];
  return precise ?? error.mark?.position ?? 0;
}

const KEY_LINES = new Map<string, RegExp>();

/**
 * Page offsets of a value written on its key's own line (`title: Quickstart`, quotes included),
 * as nearly every page writes it: found by a scan, which costs far less than the positional parse
 * of `keyRange`. Other layouts (block scalars, values on the next line) give undefined.
 */
export function valueOnKeyLine(frontMatter: FrontMatter, key: string): [number, number] | undefined {
  let pattern = KEY_LINES.get(key);
  if (!pattern) KEY_LINES.set(key, (pattern = new RegExp(`^${key}[ \\t]*:[ \\t]*(\\S.*?)[ \\t]*\\r?$`, "m")));
  const match = pattern.exec(frontMatter.source);
  if (!match) return undefined;
  const start = frontMatter.offset + match.index + match[0].indexOf(match[1]!, key.length + 1);
  return [start, start + match[1]!.length];
}

/** Page offsets of a front matter key (`part: "key"`) or its value. */
export function keyRange(
  frontMatter: FrontMatter,
  key: string,
  part: "key" | "value" = "key",
): [number, number] | undefined {
  const contents = frontMatter.document().contents;
  if (!isMap(contents)) return undefined;
  for (const pair of contents.items) {
    if (!isScalar(pair.key) || String(pair.key.value) !== key) continue;
    const target = part === "key" ? pair.key : pair.value;
    const range = (target as { range?: [number, number, number] } | null)?.range ?? pair.key.range;
    if (!range) return undefined;
    return [frontMatter.offset + range[0], frontMatter.offset + range[1]];
  }
  return undefined;
}

/**
 * A front matter block that does not open the page, below blank lines, imports or one-line
 * comments: the site does not read it, and shows its fields as text. Undefined when the page
 * has none; else the offset of its opening `---`.
 */
export function misplacedFrontMatter(text: string): number | undefined {
  const match = MISPLACED_BLOCK.exec(text);
  return match ? match[1]!.length : undefined;
}

/**
 * Lines above (blank, `import`/`export`, `{/* … *\/}`, `<!-- … -->`), then `---`, a `key:` line, more lines and a
 * closing `---`.
 */
const MISPLACED_BLOCK =
  /^((?:[ \t]*(?:(?:import|export)\s[^\n]*|\{\/\*.*\*\/\}[ \t]*|<!--.*-->[ \t]*)?\r?\n)+)---[ \t]*\r?\n[ \t]*["']?[\w-]+["']?[ \t]*:[^\n]*\n(?:[ \t]*\S[^\n]*\n)*?---[ \t]*(?:\r?\n|$)/;
