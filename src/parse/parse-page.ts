import type { Root, Yaml } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified, type Processor } from "unified";
import type { VFileMessage } from "vfile-message";
import { exhaustedBy } from "./exhausted.js";
import { parseFrontMatter, type FrontMatter } from "./front-matter.js";
import { escapeCustomHeadingIds } from "./custom-heading-ids.js";
import { remarkGfmWithoutAutolinks } from "./gfm-without-autolinks.js";
import { remarkMathSyntax } from "./math.js";
import "./micromark-edit-map.js";
import { NestingTooDeep, tooDeepNestingAt } from "./nesting-depth.js";
import { LineIndex } from "../project/line-index.js";
import { parseInSections, SECTION_CHARS } from "./parse-in-sections.js";
import { holdVariables, restoreVariables, type Variables } from "./variables.js";

const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ["yaml"])
  .use(remarkGfmWithoutAutolinks)
  .use(remarkMathSyntax)
  .use(remarkMdx)
  .freeze();
// An MDX page read as Markdown, with the Markdown that MDX turns off still off: a tag is text,
// never raw HTML, and indented lines (inside components) are never code.
const mdxAsMarkdownParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ["yaml"])
  .use(remarkGfmWithoutAutolinks)
  .use(remarkMathSyntax)
  .use(withoutMdxDisabledSyntax)
  .freeze();

export type ParsedPage =
  | { ok: true; tree: Root; frontMatter?: FrontMatter }
  | {
      ok: false;
      message: string;
      line: number;
      column: number;
      /** What the parser threw, for recoverPage. */ cause: unknown;
    };

/**
 * Parses a page once; every rule walks the tree this returns. A page nested deeper than any real
 * page is refused unparsed; a large page is parsed in sections of about `sectionChars`.
 * A `.md` page is MDX too: Mintlify parses every page, whatever its extension, with remark-mdx
 * (`@mintlify/common` dist/mdx/remark.js `getAST`, called by `@mintlify/prebuild`'s `preparseMdxTree`;
 * `getMDXOptions` compiles with `format: 'mdx'`). docs.json `variables` are put in before anything reads the tree.
 */
export function parsePage(text: string, sectionChars = SECTION_CHARS, variables?: Variables): ParsedPage {
  const held = holdVariables(text, variables);
  const source = held?.text ?? text;
  const tooDeep = tooDeepNestingAt(source, true);
  if (tooDeep !== undefined) {
    const cause = new NestingTooDeep(tooDeep.offset, tooDeep.kind);
    return { ok: false, message: cause.message, ...new LineIndex(text).position(tooDeep.offset), cause };
  }
  let tree: Root;
  try {
    tree = parseMdx(source, sectionChars);
  } catch (error) {
    return syntaxError(error);
  }
  if (held) restoreVariables(tree, held.values);
  return { ok: true, tree, frontMatter: frontMatterOf(tree, text) };
}

/** The MDX tree of a page; throws the parser's message at the first syntax error. */
export function parseMdx(text: string, sectionChars = SECTION_CHARS): Root {
  return parseInSections(escapeCustomHeadingIds(text), (section) => mdxParser.parse(section), sectionChars);
}

/** An MDX page read as Markdown alone: its links, images and headings, without its components and expressions. */
export function parseMdxAsMarkdown(text: string): Root {
  return mdxAsMarkdownParser.parse(text) as Root;
}

/** The front matter block that opens the tree, parsed. */
export function frontMatterOf(tree: Root, text: string): FrontMatter | undefined {
  const yaml = tree.children[0]?.type === "yaml" ? (tree.children[0] as Yaml) : undefined;
  return yaml ? parseFrontMatter(yaml, text) : undefined;
}

function withoutMdxDisabledSyntax(this: Processor): void {
  (this.data().micromarkExtensions ??= []).push({
    disable: { null: ["autolink", "codeIndented", "htmlFlow", "htmlText"] },
  });
}

function syntaxError(error: unknown): ParsedPage {
  const message = error as Partial<VFileMessage> & Error;
  const exhausted = exhaustedBy(error);
  if (exhausted) {
    return {
      ok: false,
      message:
        exhausted === "depth"
          ? "The page is nested too deeply to parse (thousands of levels of components or lists). Flatten its structure."
          : `docsgate ran out of memory parsing this page (${message.message}), so it was not checked. Give the check more memory, or split the page.`,
      line: 1,
      column: 1,
      cause: error,
    };
  }
  const reason = (message.reason ?? message.message ?? String(error)).replace(/\s+/g, " ").trim();
  // Some messages (an unclosed tag) carry no place, only the opening tag's range in their text.
  const inReason = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  const place =
    message.place && "start" in message.place
      ? message.place.start
      : (message.place ?? (inReason ? { line: Number(inReason[1]), column: Number(inReason[2]) } : undefined));
  return {
    ok: false,
    message: `MDX syntax error: ${reason}${reason.endsWith(".") ? "" : "."} The page cannot be built until this is fixed; check for an unclosed component, a stray \`<\` or \`{\` (write \`&lt;\` or \`\\{\`), or an HTML comment (MDX uses \`{/* ... */}\`).`,
    line: place?.line ?? 1,
    column: place?.column ?? 1,
    cause: error,
  };
}
