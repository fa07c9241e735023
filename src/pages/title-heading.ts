import type { Heading, RootContent } from "mdast";
import { stringify } from "yaml";
import type { Fix } from "../diagnostics/diagnostic.js";
import { nearMissKey } from "./front-matter-keys.js";
import type { PageContext } from "./page-context.js";
import { memoOnPage, type PageMemo } from "./place-reads.js";

/** A level-1 heading that stands for the page's missing front matter `title`. */
export interface TitleHeading {
  heading: Heading;
  /**
   * Moves the heading's text into the front matter as `title`, and removes the heading; undefined when its text is not
   * plain.
   */
  fix?: Fix;
}

const cache: PageMemo<TitleHeading | undefined> = new WeakMap();

/**
 * The level-1 heading a page opens with when its front matter has no `title` (or the page has
 * no front matter): the writer's title, in the body. Mintlify shows a title made from the file
 * name above it. Undefined for snippets, API pages (their title comes from the operation) and
 * front matter that does not parse.
 */
export function titleHeading(page: PageContext): TitleHeading | undefined {
  return memoOnPage(cache, page, () => find(page));
}

function find(page: PageContext): TitleHeading | undefined {
  if (page.isSnippet) return undefined;
  const frontMatter = page.frontMatter;
  if (frontMatter && (frontMatter.error || !frontMatter.data)) return undefined;
  const data = frontMatter?.data ?? {};
  if (
    typeof data.openapi === "string" ||
    Object.keys(data).some((key) => key === "title" || nearMissKey(key) === "title")
  )
    return undefined;
  const first = page.tree.children.find((node) => !isPreamble(node));
  if (first?.type !== "heading" || first.depth !== 1 || !first.position) return undefined;
  const title = plainText(page, first);
  if (!title) return { heading: first };
  // One edit from where the title goes (a new front matter block, or the top of the existing one) to the heading's end.
  const from = frontMatter ? frontMatter.offset : 0;
  const titleLine = stringify({ title }, { lineWidth: 0 });
  const text =
    (frontMatter ? titleLine : `---\n${titleLine}---\n\n`) + page.text.slice(from, first.position.start.offset!);
  return { heading: first, fix: { start: from, end: afterBlankLines(page.text, first.position.end.offset!), text } };
}

/** What may stand above a page's first heading: its front matter, imports and exports, comments. */
function isPreamble(node: RootContent): boolean {
  if (node.type === "yaml" || node.type === "mdxjsEsm") return true;
  if (node.type === "html") return node.value.startsWith("<!--");
  return node.type === "mdxFlowExpression" && /^\s*\/\*[^]*\*\/\s*$/.test(node.value);
}

const PLAIN_INLINE = new Set(["text", "inlineCode", "emphasis", "strong"]);

/**
 * The heading's text as written (Markdown emphasis and code kept, a custom `{#id}` dropped), when it holds nothing
 * else.
 */
function plainText(page: PageContext, heading: Heading): string | undefined {
  const first = heading.children[0]?.position?.start.offset;
  const last = heading.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined || !heading.children.every((child) => PLAIN_INLINE.has(child.type)))
    return undefined;
  const text = page.text
    .slice(first, last)
    .replace(/\s*\\?\{#[^\s{}]+\}$/, "")
    .trim();
  return text && !text.includes("\n") ? text : undefined;
}

/** The offset after the line break that ends the line holding `offset`, and any blank lines after it. */
function afterBlankLines(text: string, offset: number): number {
  const match = /^[^\n]*\n(?:[ \t]*\r?\n)*/.exec(text.slice(offset));
  return match ? offset + match[0].length : text.length;
}
