import type { Root } from "mdast";
import type { FrontMatter } from "../parse/front-matter.js";
import { parsePage } from "../parse/parse-page.js";
import { SECTION_CHARS } from "../parse/parse-in-sections.js";
import type { Variables } from "../parse/variables.js";
import { readPage } from "../parse/read-page.js";
import type { FileIndex } from "../project/file-index.js";
import { literalExports } from "./module-bindings.js";
import type { StaticValue } from "./static-value.js";

export interface Snippet {
  file: string;
  tree: Root;
  /** The file's size: what each copy of it spends of a page's SnippetBudget. */
  bytes: number;
  exports: ReadonlyMap<string, StaticValue>;
}

/** A snippet as read here: the tree the site is to show instead, when it differs (its secrets replaced). */
export type ShownSnippet = (snippet: {
  file: string;
  text: string;
  tree: Root;
  frontMatter: FrontMatter | undefined;
}) => Root | undefined;

/**
 * The snippet files pages include, each read and parsed once per thread however many pages
 * include it. A snippet that cannot be read or parsed renders nothing: check reports it at
 * the snippet file itself. A snippet read here is shown as `shown` makes it; one the page
 * linter parsed, as the linter hands it over.
 */
export class SnippetLibrary {
  private readonly cache = new Map<string, Snippet | undefined>();

  constructor(
    private readonly root: string,
    private readonly files: FileIndex,
    private readonly shown?: ShownSnippet,
    private readonly variables?: Variables,
  ) {}

  get(file: string): Snippet | undefined {
    // Every page that includes the snippet depends on its content: the page cache keeps the page's result while it holds.
    if (this.files.has(file) && !this.files.passesLinkOutside(file)) this.files.contentOf(file);
    if (this.cache.has(file)) return this.cache.get(file);
    const snippet = this.load(file);
    this.cache.set(file, snippet);
    return snippet;
  }

  /** Parsed by the page linter already: the tree is shared instead of parsed again. */
  remember(file: string, tree: Root, bytes: number): void {
    if (!this.cache.has(file)) this.cache.set(file, { file, tree, bytes, exports: literalExports(tree) });
  }

  private load(file: string): Snippet | undefined {
    if (!this.files.has(file) || this.files.passesLinkOutside(file)) return undefined;
    const read = readPage(this.root, file);
    if (!read.ok) return undefined;
    const parsed = parsePage(read.text, SECTION_CHARS, this.variables);
    if (!parsed.ok) return undefined;
    const tree =
      this.shown?.({ file, text: read.text, tree: parsed.tree, frontMatter: parsed.frontMatter }) ?? parsed.tree;
    return { file, tree, bytes: Buffer.byteLength(read.text), exports: literalExports(tree) };
  }
}
