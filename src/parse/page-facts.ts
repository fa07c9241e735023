import path from "node:path";
import type { Definition, Link, Parents, Root } from "mdast";
import type { Position } from "unist";
import { AnchorCollector } from "./anchors.js";
import { pageImports } from "./imports.js";
import { usedNames } from "./used-names.js";
import { snippetShows, type SnippetShow } from "./snippet-shows.js";
import type { FileIndex } from "../project/file-index.js";
import type { NodeIndex } from "./node-index.js";
import { isJsxElement, jsxAttribute, jsxStringAttribute } from "./mdx-nodes.js";
import type { LineIndex } from "../project/line-index.js";
import { pageChannel, pageOperation, type PageChannelFact, type PageOperationFact } from "./page-operation.js";
import type { FrontMatter } from "./front-matter.js";
import { decodeEntities } from "../html/entities.js";

/** A link found in a page, where it is, and (when known) the source offsets of its URL. */
export interface LinkFact {
  url: string;
  position: Position;
  /** Source offsets of the URL text itself, for fixes. */
  urlStart?: number;
  urlEnd?: number;
  /** What made it: a Markdown link, a link reference definition, an `<a href>`, or a `<Card href>`. */
  via: "markdown" | "definition" | "a" | "card";
  /** Inside `<Visibility for="agents">`: shown only in the Markdown Mintlify serves AI agents. */
  forAgents?: true;
}

export interface SuppressionFact {
  kind: "disable-next-line" | "disable" | "enable";
  /** Rule ids; empty means every rule. */
  rules: string[];
  line: number;
  column: number;
  /** The last line of the comment itself. */
  endLine: number;
}

/** What other files and the report stage need to know about a page, kept small (it crosses threads). */
export interface PageFacts {
  file: string;
  /** Fragment ids the page has: heading slugs, explicit `id` attributes, linkable components (see anchors.ts). */
  anchors: string[];
  /** Markdown snippets the page imports (paths from the root): their anchors are this page's too. */
  includes: string[];
  /**
   * Code files (`.jsx`, `.tsx`, `.js`, `.ts`) the page imports and uses, as paths from the root (a `..` first when the
   * import climbs out of it): the ids their components render are this page's too (see page-anchors.ts).
   */
  code: string[];
  /** The snippets the file shows in its place and how often: the site inlines each, once per element. */
  shows: SnippetShow[];
  /** The file's size in bytes: what each element showing it adds to a page. */
  bytes: number;
  /**
   * True when part of the page is made where docsgate cannot see it (an API page built from an
   * OpenAPI operation), or was left out to read the page around a syntax error, so a missing
   * anchor proves nothing.
   */
  openAnchors: boolean;
  links: LinkFact[];
  suppressions: SuppressionFact[];
  /** The API operation the front matter names, for the OpenAPI cross-checks. */
  operation?: PageOperationFact;
  /** The AsyncAPI channel the front matter names (`asyncapi`). */
  channel?: PageChannelFact;
}

const SUPPRESSION = /^\s*(?:\/\*|<!--)\s*docsgate-(disable-next-line|disable|enable)\b([^]*?)(?:\*\/|-->)\s*$/;

/** What a page's bytes alone decide of its facts: computed once and shared by every path that holds the same bytes. */
export type ContentFacts = Omit<PageFacts, "file" | "includes" | "code" | "shows">;

export function collectPageFacts(
  file: string,
  text: string,
  tree: Root,
  nodes: NodeIndex,
  lines: LineIndex,
  files: FileIndex,
  frontMatter?: FrontMatter,
  content: ContentFacts = collectContentFacts(text, tree, nodes, lines, frontMatter),
): PageFacts {
  const { includes, code } = snippetImports(file, tree, nodes);
  const { anchors, bytes, openAnchors, links, suppressions, operation, channel } = content;
  return {
    file,
    anchors,
    includes,
    code,
    shows: snippetShows(file, tree, nodes, files),
    bytes,
    openAnchors,
    links,
    suppressions,
    ...(operation ? { operation } : {}),
    ...(channel ? { channel } : {}),
  };
}

/** The facts that do not depend on where the page is: its anchors, links, suppressions and operation. */
export function collectContentFacts(
  text: string,
  tree: Root,
  nodes: NodeIndex,
  lines: LineIndex,
  frontMatter?: FrontMatter,
): ContentFacts {
  const anchors = new AnchorCollector();
  const facts: ContentFacts = {
    anchors: anchors.anchors,
    bytes: Buffer.byteLength(text),
    openAnchors: isApiPage(tree),
    links: [],
    suppressions: [],
  };
  const operation = pageOperation(frontMatter, lines);
  if (operation) facts.operation = operation;
  const channel = pageChannel(frontMatter, lines);
  if (channel) facts.channel = channel;
  for (const node of nodes.all) {
    switch (node.type) {
      case "heading":
        anchors.heading(node);
        continue;
      case "link":
      case "definition": {
        const added = facts.links.length;
        addMarkdownLink(facts, text, node);
        if (facts.links.length > added) markForAgents(facts.links.at(-1)!, nodes.pathTo(node));
        continue;
      }
      case "mdxFlowExpression":
      case "mdxTextExpression":
      case "html":
        addSuppression(facts, node.value, node.position);
        if (node.type === "html" && !node.value.startsWith("<!--")) {
          anchors.html(node.value);
          addHtmlLinks(facts, text, node.value, node.position);
        }
        continue;
    }
    if (isJsxElement(node)) {
      anchors.element(node, nodes.pathTo(node));
      const via = node.name === "a" ? "a" : node.name === "Card" ? "card" : undefined;
      const href = via ? jsxStringAttribute(node, "href") : undefined;
      if (via && href !== undefined) {
        const attribute = jsxAttribute(node, "href")!;
        const position = attribute.position ?? node.position!;
        facts.links.push({
          url: href,
          position,
          ...urlOffsets(text, position, position.start.offset! + "href".length, href),
          via,
        });
        markForAgents(facts.links.at(-1)!, nodes.pathTo(node));
      }
    }
  }
  return facts;
}

/**
 * Marks the link just added when an ancestor is `<Visibility for="agents">`, whose content Mintlify leaves out of the
 * page and keeps in the Markdown it serves agents (@mintlify/common dist/mdx/plugins/remark/remarkVisibilityForMarkdown.js).
 */
function markForAgents(link: LinkFact, ancestors: readonly Parents[]): void {
  if (
    ancestors.some(
      (node) => isJsxElement(node) && node.name === "Visibility" && jsxStringAttribute(node, "for") === "agents",
    )
  )
    link.forAgents = true;
}

/** Front matter naming an API operation: the site builds most of the page from the OpenAPI file. */
function isApiPage(tree: Root): boolean {
  const first = tree.children[0];
  return first?.type === "yaml" && /^(?:openapi|api)\s*:\s*\S/m.test(first.value);
}

/** Markdown snippets the page imports, resolved like the site does, and the local code files whose imports it uses. */
function snippetImports(file: string, tree: Root, nodes: NodeIndex): { includes: string[]; code: string[] } {
  const includes: string[] = [];
  const code: string[] = [];
  let used: Set<string> | undefined;
  for (const { source, names } of pageImports(tree)) {
    const resolved = source.startsWith("/")
      ? path.posix.normalize(source.slice(1))
      : path.posix.join(path.posix.dirname(file), source);
    if (/\.mdx?$/.test(source)) includes.push(resolved);
    // Package imports (`react`) are the bundler's business; Mintlify imports only paths of the docs.
    else if (/^\.{0,2}\//.test(source) && names.some((name) => (used ??= usedNames(nodes)).has(name)))
      code.push(resolved);
  }
  return { includes, code };
}

function addMarkdownLink(facts: ContentFacts, text: string, node: Link | Definition): void {
  if (!node.position) return;
  // `[](#x)` shows nothing to click (Docusaurus migrations leave one in every heading): no reader follows it.
  if (node.type === "link" && node.children.every((child) => child.type === "text" && child.value.trim() === ""))
    return;
  // The URL comes after the link text (`[text](url)`) or the label (`[label]: url`).
  const afterText = node.type === "link" ? node.children.at(-1)?.position?.end.offset : undefined;
  const from = afterText ?? node.position.start.offset!;
  facts.links.push({
    url: node.url,
    position: node.position,
    ...urlOffsets(text, node.position, from, node.url),
    via: node.type === "definition" ? "definition" : "markdown",
  });
}

/**
 * Where `url` is written in the node's source, from `from` on; unknown when written differently (escapes, entities).
 */
function urlOffsets(
  text: string,
  position: Position,
  from: number,
  url: string,
): { urlStart?: number; urlEnd?: number } {
  const end = position.end.offset;
  if (end === undefined || url === "") return {};
  const at = text.indexOf(url, from);
  return at === -1 || at + url.length > end ? {} : { urlStart: at, urlEnd: at + url.length };
}

const HTML_HREF = /<(?:a|Card)\s[^>]*?href\s*=\s*(["'])(.*?)\1/gi;

/** `<a href>` (and `<Card href>`) in raw HTML of Markdown pages; MDX pages have JSX elements instead. */
function addHtmlLinks(facts: ContentFacts, text: string, html: string, position: Position | undefined): void {
  const start = position?.start.offset;
  if (!position || start === undefined) return;
  for (const match of html.matchAll(HTML_HREF)) {
    const written = match[2]!;
    // The site decodes entities (`&amp;`, `&#106;`) before it writes the URL; so do the link rules.
    const url = decodeEntities(written);
    const via = match[0].startsWith("<a") || match[0].startsWith("<A") ? "a" : "card";
    const urlEnd = start + match.index + match[0].length - 1;
    const urlStart = urlEnd - written.length;
    // The node's value is its source unless it sits in a container (`> <a href>`): then only the node is known.
    if (url !== written || text.slice(urlStart, urlEnd) !== url) {
      facts.links.push({ url, position, via });
      continue;
    }
    const from = pointAt(text, position.start, start, urlStart);
    const to = pointAt(text, position.start, start, urlEnd);
    facts.links.push({ url, position: { start: from, end: to }, urlStart, urlEnd, via });
  }
}

/** The line and column of `offset`, counted on from a known point before it. */
function pointAt(text: string, known: { line: number; column: number }, knownOffset: number, offset: number) {
  let line = known.line;
  let lineStart = knownOffset - (known.column - 1);
  for (let i = text.indexOf("\n", knownOffset); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1, offset };
}

function addSuppression(facts: ContentFacts, value: string, position: Position | undefined): void {
  if (!position) return;
  const match = SUPPRESSION.exec(value.startsWith("<!--") ? value : `/*${stripComment(value)}*/`);
  if (!match) return;
  const rules = match[2]!.split(/[\s,]+/).filter(Boolean);
  facts.suppressions.push({
    kind: match[1] as SuppressionFact["kind"],
    rules,
    line: position.start.line,
    column: position.start.column,
    endLine: position.end.line,
  });
}

/** An MDX expression `{/* x *\/}` arrives as the text `/* x *\/`: keep what is inside the comment. */
function stripComment(value: string): string {
  const match = /^\s*\/\*([^]*)\*\/\s*$/.exec(value);
  return match ? match[1]! : "\u0000";
}
