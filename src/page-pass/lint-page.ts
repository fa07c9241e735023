import type { Root } from "mdast";
import type { FileIndex, FileProbes } from "../project/file-index.js";
import type { IconLibrary } from "../icons/icon-ref.js";
import { LineIndex } from "../project/line-index.js";
import { silences } from "../engine/suppressions.js";
import {
  collectContentFacts,
  collectPageFacts,
  type ContentFacts,
  type PageFacts,
  type SuppressionFact,
} from "../parse/page-facts.js";
import { notePlaceRead, placeReads } from "../pages/place-reads.js";
import { redactSecrets, type ShownPage } from "../pages/redact-secrets.js";
import type { RuledReport } from "../diagnostics/diagnostic.js";
import type { PageContext } from "../pages/page-context.js";
import { pageReport, type PageRule } from "../pages/page-rule.js";
import type { FrontMatter } from "../parse/front-matter.js";
import { exhaustedBy } from "../parse/exhausted.js";
import { parsePage } from "../parse/parse-page.js";
import { SECTION_CHARS } from "../parse/parse-in-sections.js";
import type { Variables } from "../parse/variables.js";
import { readPage } from "../parse/read-page.js";
import { recoverPage } from "../parse/recover-page.js";
import { importedNames } from "../parse/imports.js";
import { NodeIndex } from "../parse/node-index.js";
import { rule as pageSyntax } from "../rules/page/syntax.js";
import { rule as secret } from "../rules/page/secret.js";
import { relocatedRender, renderPage, twinHoldsAnywhere, withSharedParts } from "../render/render-page.js";
import { SnippetLibrary } from "../render/snippets.js";
import type { PageRender, RenderedPage, RenderSettings } from "../render/types.js";
import { isSnippetFile } from "../project/snippet-files.js";
import { UNRENDERED_EXPRESSION_ID } from "../render/rule-ids.js";
import {
  holdsUnrenderedExpression,
  includedSnippets,
  snippetsMayHoldUnrenderedExpression,
} from "../render/unrendered-candidates.js";

export interface PageLintResult {
  reports: RuledReport[];
  /** Undefined when the page could not be read, or parsed even around its syntax error. */
  facts?: PageFacts;
  /** The page rendered for the site, when the linter renders (never for snippets, which pages include). */
  rendered?: RenderedPage;
  /** What the check asked of the file index, when the linter records it (for the page cache). */
  probes?: FileProbes;
  /**
   * Recorded apart from `probes`: what rendering the page for its expressions asked (a check without the site), and,
   * when the page's own bytes hold none that may not render, the snippets whose content decided that it needs no render.
   */
  expressions?: { probes: FileProbes; snippets?: string[] };
}

export interface PageLinterOptions {
  syntaxEnabled: boolean;
  siteName?: string;
  iconLibrary: IconLibrary;
  /** Given when building the site: each page is rendered from the tree its rules walked. */
  render?: RenderSettings;
  /**
   * Given when checking without building: a page that may hold an expression the site cannot show is rendered all
   * the same, for that rule's reports alone, so `check` reports what `build` does.
   */
  expressions?: RenderSettings;
  /** Note the file index's answers each page's check used, so a cached result can be checked against a later index. */
  recordProbes?: boolean;
  /** docs.json `variables`, put in each page's tree as Mintlify puts them in its text. */
  variables?: Variables;
}

/**
 * The work on one page's bytes, shared by every path that holds them: the parse, the content facts and each rule's
 * reports while the rule read nothing of the page's place (see place-reads.ts). Kept only while those paths are
 * linted, one after the other.
 */
export interface ContentWork {
  read?: ReturnType<typeof readPage> & { ok: true };
  parsed?: ReturnType<typeof parsePage>;
  /** The tree read around the syntax error; null when none could be. */
  recovered?: ReturnType<typeof recoverPage> | null;
  lines?: LineIndex;
  nodes?: NodeIndex;
  content?: ContentFacts;
  /** By rule, in the order they ran on the first path: its reports then, or `place` when it read the page's place. */
  rules?: Map<string, RuledReport[] | "place">;
  /** The first path's render, for the site. */
  render?: { file: string; result: PageRender };
  /** The page's Markdown twin, when it is the same on every path. */
  twin?: string;
}

/** A linter for one set of enabled rules, reused for every page (in one thread). */
export class PageLinter {
  /** The snippets pages include, read once per thread; only when rendering (or checking what renders). */
  private readonly snippets?: SnippetLibrary;
  private recovery?: readonly PageRule[];
  /** page/secret is on: the site shows its findings as placeholders (redact-secrets.ts). */
  private readonly hidesSecrets: boolean;

  constructor(
    private readonly root: string,
    private readonly files: FileIndex,
    private readonly rules: readonly PageRule[],
    private readonly options: PageLinterOptions,
  ) {
    this.hidesSecrets = rules.some((rule) => rule.meta.id === secret.meta.id);
    if (options.render || options.expressions)
      this.snippets = new SnippetLibrary(
        root,
        files,
        this.hidesSecrets
          ? (snippet) => this.shownOnSite(snippet.file, snippet.text, snippet.tree, snippet.frontMatter)?.tree
          : undefined,
        options.variables,
      );
  }

  /**
   * Lints paths that hold the same bytes, in order: the page is parsed once, and each rule that reads only the bytes
   * runs once; the rest run for every path, on the shared tree.
   */
  lintSame(files: readonly string[]): PageLintResult[] {
    const work: ContentWork = {};
    return files.map((file) => this.lint(file, work));
  }

  lint(file: string, work: ContentWork = {}): PageLintResult {
    if (!this.options.recordProbes) return this.lintPage(file, work);
    this.files.startRecording();
    try {
      return { ...this.lintPage(file, work), probes: this.files.stopRecording() };
    } catch (error) {
      this.files.stopRecording(); // the next page starts a recording of its own
      throw error;
    }
  }

  private lintPage(file: string, work: ContentWork): PageLintResult {
    const read = work.read ?? readPage(this.root, file);
    if (!read.ok) return { reports: this.syntax(file, read.reason, read.line, read.column) };
    work.read = read;
    const { text } = read;
    const parsed = (work.parsed ??= parsePage(text, SECTION_CHARS, this.options.variables));
    if (parsed.ok) return this.check(file, text, parsed.tree, parsed.frontMatter, work);
    const syntax = this.syntax(file, parsed.message, parsed.line, parsed.column);
    // The syntax error stays the page's first finding; what can be read around it is checked too.
    if (work.recovered === undefined) work.recovered = recoverPage(text, parsed.cause, this.options.variables) ?? null;
    const recovered = work.recovered;
    if (!recovered) return { reports: syntax };
    const result = this.check(file, text, recovered.tree, recovered.frontMatter, work, true);
    if (result.facts && !recovered.anchorsKnown) result.facts.openAnchors = true;
    return { ...result, reports: [...syntax, ...result.reports] };
  }

  /**
   * Runs the rules on a parsed tree and collects its facts; a recovered tree gets fewer rules and is never rendered.
   */
  private check(
    file: string,
    text: string,
    tree: Root,
    frontMatter: FrontMatter | undefined,
    work: ContentWork,
    recovered = false,
  ): PageLintResult {
    const lines = (work.lines ??= new LineIndex(text));
    const nodes = (work.nodes ??= new NodeIndex(tree));
    const data = frontMatter?.data;
    const files = this.files;
    // The page's place is read through getters, so a rule that reads it is known (place-reads.ts).
    const page: PageContext = {
      get file() {
        notePlaceRead();
        return file;
      },
      text,
      tree,
      nodes,
      frontMatter,
      get isSnippet() {
        notePlaceRead();
        return isSnippetFile(file);
      },
      isApiPage: data !== undefined && (typeof data.openapi === "string" || typeof data.api === "string"),
      importedNames: importedNames(tree),
      ...(this.options.siteName ? { siteName: this.options.siteName } : {}),
      ...(this.options.variables ? { variables: this.options.variables } : {}),
      iconLibrary: this.options.iconLibrary,
      get files() {
        notePlaceRead();
        return files;
      },
      lines,
      positionOf: (start, end) => {
        const from = lines.position(start);
        const to = lines.position(end);
        return { start: { ...from, offset: start }, end: { ...to, offset: end } };
      },
    };
    const rules = recovered ? this.recoveredRules() : this.rules;
    const reports: RuledReport[] = [];
    const first = work.rules === undefined;
    const ruled = (work.rules ??= new Map());
    let rendered: PageRender | undefined;
    let expressions: PageLintResult["expressions"];
    /** The rule that ran when the stack or memory ran out; none for the renderer. */
    let running: string | undefined;
    try {
      for (const rule of rules) {
        running = rule.meta.id;
        const kept = first ? undefined : ruled.get(rule.meta.id);
        if (kept !== undefined && kept !== "place") {
          for (const report of kept) reports.push({ ...report, file });
          continue;
        }
        const from = reports.length;
        const reads = placeReads();
        rule.check(page, (report) => reports.push(pageReport(rule.meta.id, file, report)));
        if (first) ruled.set(rule.meta.id, placeReads() === reads ? reports.slice(from) : "place");
      }
      running = undefined;
      if (this.snippets && !recovered) {
        // What the site shows: the page with page/secret's findings as placeholders.
        const shown = (): ShownPage =>
          (this.hidesSecrets &&
            reports.some((report) => report.ruleId === secret.meta.id) &&
            this.shownOnSite(file, text, tree, frontMatter, lines)) || { tree, frontMatter };
        const render = (settings: RenderSettings) => {
          const { tree: shownTree, frontMatter: shownFrontMatter } = shown();
          return renderPage({
            file,
            tree: shownTree,
            frontMatter: shownFrontMatter,
            settings,
            files: this.files,
            snippets: this.snippets!,
            ...(work.twin !== undefined ? { twin: work.twin } : {}),
          });
        };
        // A build keeps every snippet's tree for the pages to come; a check reads the few its pages need when they do.
        if (isSnippetFile(file)) {
          if (this.options.render) this.snippets.remember(file, shown().tree, Buffer.byteLength(text));
        } else if (this.options.render) {
          // The first path's render serves every other path with the same bytes when it read nothing of its place.
          const kept = work.render;
          if (kept?.result.relocatable) rendered = relocatedRender(kept.result, kept.file, file);
          else {
            rendered = render(this.options.render);
            if (kept) rendered = { ...rendered, page: withSharedParts(rendered.page, kept.result.page) };
          }
          work.render ??= { file, result: rendered };
          if (twinHoldsAnywhere(tree)) work.twin ??= rendered.page.markdown;
        } else if (this.options.expressions) {
          const settings = this.options.expressions;
          const snippets = this.snippets;
          const expressionReports = (): { reports: RuledReport[]; snippets?: string[] } => {
            const own = holdsUnrenderedExpression(nodes);
            const included = own ? [] : includedSnippets(tree, nodes, file, this.files);
            if (!own && !snippetsMayHoldUnrenderedExpression(included, this.files, snippets, new Set([file])))
              return { reports: [], snippets: included };
            return { reports: render(settings).reports.filter((report) => report.ruleId === UNRENDERED_EXPRESSION_ID) };
          };
          // Apart from the rest of the page's questions: an edited snippet changes this part alone (see lint-pages.ts).
          const [found, probes] = this.options.recordProbes
            ? this.files.recordApart(expressionReports)
            : [expressionReports(), undefined];
          reports.push(...found.reports);
          if (probes) expressions = { probes, ...(found.snippets ? { snippets: found.snippets } : {}) };
        }
      }
    } catch (error) {
      // Only a pathological tree (thousands of levels deep) overflows the rules' and the renderer's tree walks.
      const exhausted = exhaustedBy(error);
      if (!exhausted) throw error;
      const message =
        exhausted === "depth"
          ? "The page is nested too deeply to check (thousands of levels of components or lists). Flatten its structure."
          : `docsgate ran out of memory checking this page, in ${running ? `the rule ${running}` : "its render"} (${(error as Error).message}), so the page was not checked. Give the check more memory${running?.startsWith("style/") ? `, or shorten the style file of ${running}` : ""}.`;
      return { reports: recovered && exhausted === "depth" ? [] : this.syntax(file, message, 1, 1) };
    }
    if (rendered) reports.push(...rendered.reports);
    return {
      reports,
      facts: collectPageFacts(
        file,
        text,
        tree,
        nodes,
        lines,
        this.files,
        frontMatter,
        (work.content ??= collectContentFacts(text, tree, nodes, lines, frontMatter)),
      ),
      ...(rendered ? { rendered: rendered.page } : {}),
      ...(expressions ? { expressions } : {}),
    };
  }

  /**
   * A kept result's expressions after the snippets it includes were edited: their new questions and answers when the
   * page still needs no render for them (its result holds as it is), else undefined (the page is checked again).
   */
  expressionsStillUnrendered(
    file: string,
    expressions: NonNullable<PageLintResult["expressions"]>,
  ): PageLintResult["expressions"] | undefined {
    const { snippets } = expressions;
    if (!this.snippets || !snippets || !this.files.answersAlike(expressions.probes, { exceptContent: true }))
      return undefined;
    const library = this.snippets;
    const [renders, probes] = this.files.recordApart(() =>
      snippetsMayHoldUnrenderedExpression(snippets, this.files, library, new Set([file])),
    );
    return renders ? undefined : { probes: this.files.answeredAgain(expressions.probes, probes), snippets };
  }

  /** The page with the secrets page/secret finds in it replaced, unless a docsgate-disable comment keeps them. */
  private shownOnSite(
    file: string,
    text: string,
    tree: Root,
    frontMatter: FrontMatter | undefined,
    lines = new LineIndex(text),
  ): ShownPage | undefined {
    let suppressions: readonly SuppressionFact[] | undefined;
    return redactSecrets({
      text,
      tree,
      frontMatter,
      lineOf: (offset) => lines.position(offset).line,
      silenced: (line) =>
        silences(
          (suppressions ??= collectPageFacts(
            file,
            text,
            tree,
            new NodeIndex(tree),
            lines,
            this.files,
            frontMatter,
          ).suppressions),
          secret.meta.id,
          line,
        ),
    });
  }

  /** The rules that still hold on a recovered tree, set up on the first page that needs them. */
  private recoveredRules(): readonly PageRule[] {
    this.recovery ??= this.rules.filter((rule) => rule.meta.onRecoveredPage);
    return this.recovery;
  }

  private syntax(file: string, message: string, line: number, column: number): RuledReport[] {
    return this.options.syntaxEnabled ? [{ ruleId: pageSyntax.meta.id, message, file, line, column }] : [];
  }
}
