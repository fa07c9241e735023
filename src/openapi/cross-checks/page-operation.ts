import { keyRange, type FrontMatter } from "../../pages/front-matter.js";

/**
 * The API operation a page's front matter names, with where its value is written: `openapi:
 * "GET /users"` (an operation of an OpenAPI file), or the legacy `api: "POST https://..."` (an
 * endpoint the page describes itself). Plain data: it crosses threads with the page's facts.
 */
export interface PageOperationFact {
  key: "openapi" | "api";
  value: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** The page's `openapi` (or else `api`) front matter text, if it has one; `text` is the page. */
export function pageOperation(frontMatter: FrontMatter | undefined, text: string): PageOperationFact | undefined {
  const data = frontMatter?.data;
  if (!frontMatter || frontMatter.error || !data) return undefined;
  const key = typeof data.openapi === "string" ? "openapi" : typeof data.api === "string" ? "api" : undefined;
  if (!key) return undefined;
  const value = data[key] as string;
  const [start, end] = valueOnKeyLine(frontMatter, key) ?? keyRange(frontMatter, key, "value") ?? keyRange(frontMatter, key, "key")!;
  const from = positionAt(text, start);
  const to = positionAt(text, end);
  return { key, value, line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

const KEY_LINE = { openapi: /^openapi[ \t]*:[ \t]*(\S.*?)[ \t]*\r?$/m, api: /^api[ \t]*:[ \t]*(\S.*?)[ \t]*\r?$/m };

/**
 * Page offsets of the value when it is written on the key's own line (`openapi: get /users`),
 * as nearly every page writes it: found by a scan, which costs far less than parsing the YAML
 * again with positions on every API page. Other layouts are left to the positional parse.
 */
function valueOnKeyLine(frontMatter: FrontMatter, key: "openapi" | "api"): [number, number] | undefined {
  const match = KEY_LINE[key].exec(frontMatter.source);
  if (!match) return undefined;
  const start = frontMatter.offset + match.index + match[0].indexOf(match[1]!, key.length + 1);
  return [start, start + match[1]!.length];
}

/** Line and column of an offset near the top of the page (front matter comes first). */
function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
