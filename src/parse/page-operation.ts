import { keyRange, valueOnKeyLine, type FrontMatter } from "./front-matter.js";
import type { LineIndex } from "../project/line-index.js";

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

/** The page's `openapi` (or else `api`) front matter text, if it has one. */
export function pageOperation(frontMatter: FrontMatter | undefined, lines: LineIndex): PageOperationFact | undefined {
  const data = frontMatter?.data;
  if (!frontMatter || frontMatter.error || !data) return undefined;
  const key = typeof data.openapi === "string" ? "openapi" : typeof data.api === "string" ? "api" : undefined;
  if (!key) return undefined;
  const value = data[key] as string;
  const [start, end] =
    valueOnKeyLine(frontMatter, key) ?? keyRange(frontMatter, key, "value") ?? keyRange(frontMatter, key, "key")!;
  const from = lines.position(start);
  const to = lines.position(end);
  return { key, value, line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

/** Where a page's `asyncapi` front matter (`"[file] channelId"`, the channel its page shows) is written. */
export type PageChannelFact = Omit<PageOperationFact, "key">;

/** The page's `asyncapi` front matter text, if it has one. */
export function pageChannel(frontMatter: FrontMatter | undefined, lines: LineIndex): PageChannelFact | undefined {
  const data = frontMatter?.data;
  if (!frontMatter || frontMatter.error || typeof data?.asyncapi !== "string") return undefined;
  const [start, end] =
    valueOnKeyLine(frontMatter, "asyncapi") ??
    keyRange(frontMatter, "asyncapi", "value") ??
    keyRange(frontMatter, "asyncapi", "key")!;
  const from = lines.position(start);
  const to = lines.position(end);
  return { value: data.asyncapi, line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}
