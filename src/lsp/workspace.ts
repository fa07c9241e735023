import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { loadProjectRules, projectReports, type ProjectRules } from "../check.js";
import { diagnose } from "../engine/diagnose.js";
import { runRules } from "../engine/run-rules.js";
import type { CacheFolder } from "../cache/cache-folder.js";
import { cachedProjectRules } from "../cache/project-rules-cache.js";
import { toolFingerprint } from "../cache/tool-fingerprint.js";
import type { Diagnostic, RuledReport } from "../diagnostics/diagnostic.js";
import { generatedPages } from "../openapi/generated-pages/generated-pages.js";
import { startSpecLint } from "../openapi/lint-specs.js";
import type { SpecLintResult } from "../openapi/types.js";
import { PageLinter, type PageLintResult } from "../page-pass/lint-page.js";
import { lintPages, pageLinterSetup, pagesLintOf } from "../page-pass/lint-pages.js";
import type { PageFacts } from "../parse/page-facts.js";
import { pageFilesToCheck } from "../pages/page-files-to-check.js";
import { layBuffersOver, projectFiles } from "../project/file-source.js";
import { loadProject, type Project } from "../project/project.js";
import { CONFIG_NAMES } from "../project/config-names.js";
import { OPENAPI_RULES, PAGES_RULES, PROJECT_RULES } from "../registry/rule-registry.js";
import type { OpenApiContext } from "../openapi/cross-checks/context.js";
import type { PagesContext } from "../pages/pages-context.js";
import { SETTINGS_FILE } from "../settings/settings.js";
import { STYLES_DIR } from "../style/house-style/load-house-style.js";
import type { WorkspaceView } from "./workspace-view.js";

/** What happened to a file on disk, as the editor's file watcher tells it. */
export type DiskChange = "created" | "changed" | "deleted";

export interface WorkspaceOptions {
  /** docsgate's settings file, when not docsgate.config.json at the root (absolute). */
  settingsPath?: string;
  /** The page cache the CLI keeps too: a warm cache gives the first diagnostics without linting every page. */
  cache?: CacheFolder;
}

const LINKS_OF_EACH_PAGE_RULES = PAGES_RULES.filter((rule) => rule.meta.linksOfEachPage);
const SNIPPET_GRAPH_RULES = PAGES_RULES.filter((rule) => rule.meta.readsSnippetGraph);
const ACROSS_OTHER_RULES = PAGES_RULES.filter((rule) => !rule.meta.linksOfEachPage && !rule.meta.readsSnippetGraph);

/** What other pages read of a page's facts: what it includes and shows, its anchors, its API reference. */
function seenByOthers(facts: PageFacts): string {
  const { anchors, includes, code, shows, openAnchors, operation, channel } = facts;
  return JSON.stringify([anchors, includes, code, shows, openAnchors, operation, channel]);
}

/** How long a refresh works before it lets the editor's messages in. */
const TURN_MS = 25;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Files whose change sets what every rule does: every part is found again. */
const RULES_FILES = new Set([SETTINGS_FILE, "redocly.yaml", "redocly.yml"]);

/**
 * One docs project as the editor has it: the disk with the unsaved buffers laid over it, checked as `docsgate check`
 * checks it, and kept between edits in parts (each page's result, the OpenAPI files, the config and navigation rules'
 * reports) so that an edit redoes only the parts it can change: the edited page, then the rules across pages.
 */
export class DocsWorkspace implements WorkspaceView {
  readonly root: string;
  /** The editor's open documents under the root, by path from it. */
  private readonly buffers = new Map<string, string>();
  private readonly unmount: () => void;
  private rules!: ProjectRules;
  private loaded!: Project;
  project!: Project;
  /** What `project` was made from. */
  private projectFrom?: { loaded: Project; specs: SpecLintResult };
  private linter!: PageLinter;
  private pageFiles: string[] = [];
  private pageSet = new Set<string>();
  private readonly results = new Map<string, PageLintResult>();
  private specs!: SpecLintResult;
  private configAndNavigation?: readonly RuledReport[];
  facts: ReadonlyMap<string, PageFacts> = new Map();
  private byFile = new Map<string, Diagnostic[]>();
  /** The last reports of the rules across pages that look at each page's links, and of the OpenAPI rules. */
  private linkReports?: { project: Project; reports: RuledReport[] };
  private graphReports?: { project: Project; reports: RuledReport[] };
  private openApiReports?: { project: Project; references: string; reports: RuledReport[] };

  /** Counts the edits and changes on disk: a refresh that sees it move stops and leaves the rest to the next. */
  private edits = 0;
  /** What the next refresh must redo; a full check when nothing has been checked yet. */
  private stale = { rules: true, project: true, specs: true, linter: true, pages: new Set<string>() };

  constructor(
    root: string,
    private readonly options: WorkspaceOptions = {},
  ) {
    this.root = path.resolve(root);
    this.unmount = layBuffersOver(this.root, this.buffers);
  }

  dispose(): void {
    this.unmount();
  }

  /** An editor's buffer opened or changed (`text`) or closed (undefined: the disk holds the file again). */
  setBuffer(file: string, text: string | undefined): void {
    const before = this.buffers.get(file);
    if (text === undefined) this.buffers.delete(file);
    else this.buffers.set(file, text);
    if (before === text) return;
    // A file opened as it is on disk, whose result is from its bytes there: nothing to check again.
    if (before === undefined && text !== undefined && this.results.has(file) && this.holdsDiskText(file)) return;
    // A buffer whose file is not on disk adds a file, or takes it away again.
    const onDisk = this.onDisk(file);
    this.touched(file, onDisk || (before !== undefined && text !== undefined) ? "changed" : "created");
  }

  /** Files created, changed or deleted outside the editor. */
  diskChanged(changes: readonly { file: string; change: DiskChange }[]): void {
    for (const { file, change } of changes) {
      // The editor's buffer stands for an open file whatever the disk says, except that it exists.
      if (this.buffers.has(file) && change === "changed") continue;
      this.touched(file, change);
    }
  }

  private touched(file: string, change: DiskChange): void {
    this.edits++;
    const stale = this.stale;
    if (RULES_FILES.has(file) || file === this.settingsFile() || file.startsWith(`${STYLES_DIR}/`)) {
      stale.rules = true;
      return;
    }
    if (change !== "changed" || (CONFIG_NAMES as readonly string[]).includes(file) || !this.results.has(file)) {
      // A file added or taken away changes what links, navigation entries and imports reach; docs.json what all read.
      stale.project = true;
      stale.linter = true;
      // A spec, or a file a spec or docs.json reads.
      if (!/\.mdx?$/i.test(file)) stale.specs = true;
      return;
    }
    stale.pages.add(file);
    // A snippet pages include: their results read it, through a file index that reads each file's content once.
    if (this.isIncluded(file)) {
      stale.project = true;
      stale.linter = true;
    }
  }

  private isIncluded(file: string): boolean {
    for (const facts of this.facts.values()) if (facts.includes.includes(file)) return true;
    for (const result of this.results.values()) if (result.expressions?.snippets?.includes(file)) return true;
    return false;
  }

  private settingsFile(): string | undefined {
    return this.options.settingsPath && path.relative(this.root, this.options.settingsPath).split(path.sep).join("/");
  }

  /** Whether the editor has no buffer of the file, or one that holds what the disk does. */
  private holdsDiskText(file: string): boolean {
    const text = this.buffers.get(file);
    if (text === undefined) return true;
    try {
      return readFileSync(path.join(this.root, file), "utf8") === text;
    } catch {
      return false;
    }
  }

  /** The disk itself, under the buffers. */
  private onDisk(file: string): boolean {
    try {
      return statSync(path.join(this.root, file)).isFile();
    } catch {
      return false;
    }
  }

  /** Whether a refresh has run to its end: the project, the facts and the diagnostics are there to read. */
  get isChecked(): boolean {
    return this.project !== undefined;
  }

  /** Whether an edit or a change on disk is waiting for `refresh`. */
  get isStale(): boolean {
    const { rules, project, specs, linter, pages } = this.stale;
    return rules || project || specs || linter || pages.size > 0;
  }

  /**
   * Brings the diagnostics up to date with the buffers and the disk, redoing only what changed. It gives the event loop
   * its turn between pages, so the editor's next message is read while a long refresh runs; when that message is an
   * edit, the refresh stops (false), keeping the pages linted so far, and the next one starts from the new text.
   */
  async refresh(): Promise<boolean> {
    const edits = this.edits;
    const stale = this.stale;
    if (stale.rules) {
      this.rules = loadProjectRules(this.root, this.options.settingsPath);
      this.results.clear();
      Object.assign(stale, { rules: false, project: true, specs: true, linter: true });
    }
    if (stale.project) {
      this.loaded = loadProject(this.root, this.rules.settings.isIgnored);
      this.pageFiles = pageFilesToCheck(this.loaded);
      this.pageSet = new Set(this.pageFiles);
      this.configAndNavigation = undefined;
      stale.project = false;
      stale.linter = true;
      // The first time, every page as `check` lints them; later, only those whose results no longer hold.
      if (this.results.size === 0) this.lintAllPages();
      else this.forgetResultsNoLongerTrue();
    }
    if (stale.linter) {
      const { enabled, linterOptions } = pageLinterSetup(this.loaded, this.rules.book, this.rules.houseStyle.rules);
      this.linter = new PageLinter(this.root, this.loaded.files, enabled, { ...linterOptions, recordProbes: true });
      stale.linter = false;
    }
    /** The pages linted again in this refresh, and whether any changed what other pages read of it. */
    const relinted = new Set<string>();
    let anchorsMoved = false;
    // The edited pages first, then any whose result an earlier change took away.
    const pages = new Set([...stale.pages, ...this.pageFiles.filter((file) => !this.results.has(file))]);
    let turn = performance.now();
    for (const file of pages) {
      if (performance.now() - turn > TURN_MS) {
        await nextTurn();
        if (this.edits !== edits) return false;
        turn = performance.now();
      }
      // Before the lint, which reads the buffer as it is now: an edit after it marks the page again.
      stale.pages.delete(file);
      const before = this.results.get(file)?.facts;
      if (this.pageSet.has(file)) this.results.set(file, this.linter.lintSame([file])[0]!);
      else this.results.delete(file);
      relinted.add(file);
      const after = this.results.get(file)?.facts;
      // The OpenAPI files a page's `openapi` names are linted with the specs docs.json names.
      if (JSON.stringify(after?.operation) !== JSON.stringify(before?.operation)) stale.specs = true;
      if (before === undefined || after === undefined || seenByOthers(before) !== seenByOthers(after))
        anchorsMoved = true;
    }
    for (const file of [...this.results.keys()]) if (!this.pageSet.has(file)) this.results.delete(file);
    await nextTurn();
    if (this.edits !== edits) return false;
    const lint = pagesLintOf(this.pageFiles, this.results, this.rules.book);
    if (stale.specs) {
      this.specs = startSpecLint(this.loaded, {
        fetchRemote: false,
        withData: false,
        ...(this.options.cache ? { cache: this.options.cache } : {}),
      }).join(lint.facts);
      this.configAndNavigation = undefined;
      stale.specs = false;
    }
    // The same project object while the files and specs stay: what the rules across pages work out once per project
    // (each link's target, each "did you mean") is then worked out once, not after every edit.
    if (this.projectFrom?.loaded !== this.loaded || this.projectFrom.specs !== this.specs) {
      this.project = { ...this.loaded, openApiPages: generatedPages(this.loaded, this.specs) };
      this.projectFrom = { loaded: this.loaded, specs: this.specs };
    }
    const { reports } = projectReports({
      rules: this.rules,
      project: this.project,
      pages: lint,
      specs: this.specs,
      configAndNavigation: (project) => (this.configAndNavigation ??= this.configAndNavigationRules(project)),
      acrossPages: (context) => this.acrossPages(context, anchorsMoved ? undefined : relinted),
      openApi: (context) => this.openApi(context),
    });
    this.facts = lint.facts;
    const suppressions = new Map([...lint.facts].map(([file, facts]) => [file, facts.suppressions]));
    this.byFile = new Map();
    for (const diagnostic of diagnose(reports, this.rules.book, suppressions)) {
      const list = this.byFile.get(diagnostic.file);
      if (list) list.push(diagnostic);
      else this.byFile.set(diagnostic.file, [diagnostic]);
    }
    return true;
  }

  /** The config and navigation rules, from the cache `check` keeps when the project is one it has checked. */
  private configAndNavigationRules(project: Project): RuledReport[] {
    const { book } = this.rules;
    const run = (context: Project) => runRules(context, PROJECT_RULES, book);
    if (!this.options.cache) return run(project);
    const context = [toolFingerprint(), PROJECT_RULES.map((rule) => [rule.meta.id, book.severity(rule.meta.id)])];
    return cachedProjectRules(project, this.options.cache, context, run).reports;
  }

  /**
   * The rules across pages. Those that look at each page's links alone look, after an edit that moved no anchor, only
   * at the edited pages' links; every other page's reports of theirs are the last run's, which are still true.
   */
  private acrossPages(context: PagesContext, edited: ReadonlySet<string> | undefined): RuledReport[] {
    const { book } = this.rules;
    const reports = runRules(context, ACROSS_OTHER_RULES, book);
    const graph =
      edited && this.graphReports?.project === context.project
        ? this.graphReports.reports
        : runRules(context, SNIPPET_GRAPH_RULES, book);
    this.graphReports = { project: context.project, reports: graph };
    const kept = this.linkReports;
    let links: RuledReport[];
    if (edited && kept?.project === context.project) {
      const fresh = runRules({ ...context, linking: edited }, LINKS_OF_EACH_PAGE_RULES, book);
      links = [
        ...kept.reports.filter((report) => !edited.has(report.file)),
        ...fresh.filter((report) => edited.has(report.file)),
      ];
    } else links = runRules(context, LINKS_OF_EACH_PAGE_RULES, book);
    this.linkReports = { project: context.project, reports: links };
    return [...reports, ...graph, ...links];
  }

  /** The OpenAPI rules read the pages' `openapi` and `asyncapi` alone: while those and the project stay, so do they. */
  private openApi(context: OpenApiContext): RuledReport[] {
    const references = JSON.stringify(
      [...context.pages].flatMap(([file, facts]) =>
        facts.operation || facts.channel ? [[file, facts.operation, facts.channel]] : [],
      ),
    );
    const kept = this.openApiReports;
    if (kept?.project === context.project && kept.references === references) return kept.reports;
    const reports = runRules(context, OPENAPI_RULES, this.rules.book);
    this.openApiReports = { project: context.project, references, reports };
    return reports;
  }

  /** Every page at once, the way `check` lints them (the page cache, worker threads on many cores). */
  private lintAllPages(): void {
    const lint = lintPages(
      this.loaded,
      this.pageFiles,
      this.rules.book,
      this.rules.houseStyle.rules,
      undefined,
      undefined,
      this.options.cache,
    );
    // Worker threads read the disk, not the editor's buffers: a buffer unlike its file is linted again here.
    for (const [file, result] of lint.results) if (this.holdsDiskText(file)) this.results.set(file, result);
  }

  /**
   * After the files changed: forgets the pages whose check asked something of the file index that it now answers
   * otherwise (without a page cache, results record no questions, and every page is linted again).
   */
  private forgetResultsNoLongerTrue(): void {
    const files = this.loaded.files;
    for (const [file, result] of this.results) {
      const still =
        result.probes !== undefined &&
        files.answersAlike(result.probes) &&
        (!result.expressions || files.answersAlike(result.expressions.probes));
      if (!still) this.results.delete(file);
    }
  }

  /** Every file's diagnostics, by path from the root. */
  diagnostics(): ReadonlyMap<string, readonly Diagnostic[]> {
    return this.byFile;
  }

  diagnosticsOf(file: string): readonly Diagnostic[] {
    return this.byFile.get(file) ?? [];
  }

  textOf(file: string): string | undefined {
    try {
      return projectFiles.readText(path.join(this.root, file));
    } catch {
      return undefined;
    }
  }
}
