import type { Root } from "mdast";
import { unified, type Processor } from "unified";
import { VFile } from "vfile";
import type { FileIndex } from "../project/file-index.js";
import { LineIndex } from "../project/line-index.js";
import { collectPageFacts, type PageFacts } from "./page-facts.js";
import { messagesToReports, setPageContext, type PageRule, type RuledReport } from "./page-rule.js";
import { parsePage } from "./parse-page.js";
import { readPage } from "./read-page.js";
import { importedNames } from "./imports.js";
import { NodeIndex } from "./node-index.js";
import { PAGE_SYNTAX_RULE_ID } from "./rules/syntax.js";
import { renderPage } from "../site/render/render-page.js";
import { SnippetLibrary } from "../site/render/snippets.js";
import type { PageRender, RenderedPage, RenderSettings } from "../site/types.js";

export interface PageLintResult {
  reports: RuledReport[];
  /** Undefined when the page could not be parsed. */
  facts?: PageFacts;
  /** The page rendered for the site, when the linter renders (never for snippets, which pages include). */
  rendered?: RenderedPage;
}

/** A linter for one set of enabled rules, reused for every page (in one thread). */
export class PageLinter {
  private readonly processor: Processor<undefined, Root, Root, undefined, undefined>;
  /** The snippets pages include, read once per thread; only when rendering. */
  private readonly snippets?: SnippetLibrary;

  constructor(
    private readonly root: string,
    private readonly files: FileIndex,
    private readonly rules: readonly PageRule[],
    private readonly syntaxEnabled: boolean,
    private readonly siteName?: string,
    /** Given when building the site: each page is rendered from the tree its rules walked. */
    private readonly render?: RenderSettings,
  ) {
    if (render) this.snippets = new SnippetLibrary(root, files);
    let processor = unified() as unknown as Processor<undefined, Root, Root, undefined, undefined>;
    for (const rule of rules) processor = processor.use(rule.plugin) as typeof processor;
    this.processor = processor.freeze();
  }

  lint(file: string): PageLintResult {
    const read = readPage(this.root, file);
    if (!read.ok) return { reports: this.syntax(file, read.reason, read.line, read.column) };
    const { text } = read;
    const parsed = parsePage(file, text);
    if (!parsed.ok) return { reports: this.syntax(file, parsed.message, parsed.line, parsed.column) };
    const { tree, frontMatter } = parsed;
    const lines = new LineIndex(text);
    const nodes = new NodeIndex(tree);
    const data = frontMatter?.data;
    const vfile = new VFile({ path: file, value: text });
    setPageContext(vfile, {
      file,
      text,
      tree,
      nodes,
      frontMatter,
      isMdx: file.endsWith(".mdx"),
      isSnippet: file.startsWith("snippets/"),
      isApiPage: data !== undefined && (typeof data.openapi === "string" || typeof data.api === "string"),
      importedNames: importedNames(tree),
      ...(this.siteName ? { siteName: this.siteName } : {}),
      files: this.files,
      lines,
      positionOf: (start, end) => {
        const from = lines.position(start);
        const to = lines.position(end);
        return { start: { ...from, offset: start }, end: { ...to, offset: end } };
      },
    });
    let rendered: PageRender | undefined;
    try {
      this.processor.runSync(tree, vfile);
      if (this.snippets && this.render) {
        if (file.startsWith("snippets/")) this.snippets.remember(file, tree);
        else rendered = renderPage({ file, tree, frontMatter, settings: this.render, files: this.files, snippets: this.snippets });
      }
    } catch (error) {
      // Only a pathological tree (thousands of levels deep) overflows the rules' and the renderer's tree walks.
      if (error instanceof RangeError) return { reports: this.syntax(file, "The page is nested too deeply to check (thousands of levels of components or lists). Flatten its structure.", 1, 1) };
      throw error;
    }
    const reports = messagesToReports(vfile, file, this.rules);
    if (rendered) reports.push(...rendered.reports);
    return { reports, facts: collectPageFacts(file, text, tree, nodes, lines, frontMatter), ...(rendered ? { rendered: rendered.page } : {}) };
  }

  private syntax(file: string, message: string, line: number, column: number): RuledReport[] {
    return this.syntaxEnabled ? [{ ruleId: PAGE_SYNTAX_RULE_ID, message, file, line, column }] : [];
  }
}
