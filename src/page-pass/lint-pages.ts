import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BlockingWorker, WorkerDied, WorkerOutOfMemory } from "../threads/blocking-worker.js";
import { projectFiles } from "../project/file-source.js";
import type { Project } from "../project/project.js";
import { pageRulesWith } from "./page-rules-with-style.js";
import type { HouseStyleRule } from "../style/house-style/types.js";
import type { RuleBook } from "../engine/rule-book.js";
import { PageLinter, type PageLinterOptions, type PageLintResult } from "./lint-page.js";
import { repeatedExamples } from "./repeated-examples.js";
import { PageCache } from "../cache/page-cache.js";
import type { CacheFolder } from "../cache/cache-folder.js";
import { toolFingerprint } from "../cache/tool-fingerprint.js";
import type { PageFacts } from "../parse/page-facts.js";
import type { RuledReport } from "../diagnostics/diagnostic.js";
import type { PageWorkerData } from "./page-worker.js";
import { SECTION_CHARS } from "../parse/parse-in-sections.js";
import type { Variables } from "../parse/variables.js";
import { rule as pageSyntax } from "../rules/page/syntax.js";
import { configIconLibrary } from "../icons/icon-library.js";
import { configLatex } from "../render/math.js";
import { isSnippetFile } from "../project/snippet-files.js";
import { UNRENDERED_EXPRESSION_ID } from "../render/rule-ids.js";
import { stageRuleIds } from "../registry/rule-registry.js";
import type { RenderedPage, RenderSettings } from "../render/types.js";

export interface PagesLint {
  reports: RuledReport[];
  facts: Map<string, PageFacts>;
  /** Every page rendered for the site, in the order of `files`; empty unless asked to render. */
  rendered: Map<string, RenderedPage>;
  /** Each page's own result, by path: what the language server keeps, to relint only the pages an edit changes. */
  results: ReadonlyMap<string, PageLintResult>;
  /** Pages whose results came from the page cache. */
  fromCache: number;
  /** The distinct page contents linted this run (each parsed once, however many paths hold it). */
  contents: number;
}

/** Below this many pages per thread, starting a worker (loading the bundle) costs more than it saves. */
const PAGES_PER_THREAD = 150;

/**
 * A page this large (one parsed in sections) is checked on a thread of its own under a heap
 * limit. Its tree and the rules' work on it take about 80 times its size, and a heap left to grow
 * takes twice that again: a 3.9 MB page took 940 MB on the calling thread and takes under 530 MB
 * on its own. A page that needs more than the limit is reported instead of ending the whole run.
 * DOCSGATE_PAGE_HEAP_MB sets the limit of the old generation.
 */
const LARGE_PAGE_BYTES = SECTION_CHARS;
const LARGE_PAGE_HEAP_MB = 384;
const LARGE_PAGE_YOUNG_MB = 16;

/**
 * The bundled worker script next to this module. Running from the TypeScript sources (tests)
 * there is none, and every page is linted on the calling thread.
 */
const WORKER_SCRIPT = fileURLToPath(new URL("./page-worker.js", import.meta.url));

/** The rules the page renderer reports: once per place, however many pages include the snippet it is in. */
const RENDER_RULES = stageRuleIds("renderer");

/**
 * Parses and lints every page once, each rule walking the shared tree. The pages are spread
 * over worker threads and the calling thread; the call stays synchronous by blocking until
 * every worker has posted its results (BlockingWorker). The house style's rules run next to
 * the page rules; workers rebuild them from the same plain data. Given `render`, each page is
 * also rendered for the site from the same tree (snippets excepted: pages include them).
 */
export function lintPages(
  project: Project,
  files: readonly string[],
  book: RuleBook,
  houseStyle: readonly HouseStyleRule[],
  threads?: number,
  renderSettings?: RenderSettings,
  /**
   * Where each page's results are kept between runs. A check that renders reads none of them (a
   * page's render includes its snippets) but writes them, for a later check that does not render.
   */
  cacheFolder?: CacheFolder,
): PagesLint {
  const {
    enabled,
    syntaxEnabled,
    siteName,
    variables,
    iconLibrary,
    render,
    linterOptions: options,
  } = pageLinterSetup(project, book, houseStyle, renderSettings);
  const results = new Map<string, PageLintResult>();
  // The project's files are not part of the context: each entry holds the file index's answers its page's check used.
  const cache =
    cacheFolder === undefined
      ? undefined
      : PageCache.open<PageLintResult>(cacheFolder, {
          tool: toolFingerprint(),
          settings: [
            enabled.map((rule) => rule.meta.id),
            houseStyle,
            syntaxEnabled,
            siteName ?? null,
            iconLibrary,
            variables ?? null,
          ],
        });
  // The same options on this thread and on every worker.
  const linterOptions = { ...options, recordProbes: cache !== undefined } satisfies PageLinterOptions;
  const linter = new PageLinter(project.root, project.files, enabled, linterOptions);
  /** The digest of each page's bytes (PageCache.contentKey), read once: the cache's key and the pages' groups. */
  const contents = new Map<string, string>();
  // DOCSGATE_SHARE_CONTENT=0 lints every path on its own: for the tests and the benchmark that compare the two.
  const sharing = process.env.DOCSGATE_SHARE_CONTENT !== "0";
  const toLint = cache && !render ? files.filter((file) => !cached(file)) : files;
  function cached(file: string): boolean {
    const key = keyOf(file);
    if (key === undefined) return false;
    let expressions: PageLintResult["expressions"];
    const hit = cache!.get(key, (found) => {
      if (!project.files.answersAlike(found.probes!)) return false;
      if (!found.expressions || project.files.answersAlike(found.expressions.probes)) return true;
      // A snippet the page includes was edited: the page's own results hold while it still renders no expression.
      expressions = linter.expressionsStillUnrendered(file, found.expressions);
      return expressions !== undefined;
    });
    if (hit && expressions) hit.expressions = expressions;
    if (hit) results.set(file, hit);
    return hit !== undefined;
  }
  function keyOf(file: string): string | undefined {
    const digest = digestOf(file);
    return digest === undefined ? undefined : PageCache.keyOfContent(file, digest);
  }
  function digestOf(file: string): string | undefined {
    if (!contents.has(file)) {
      try {
        contents.set(file, PageCache.contentKey(projectFiles.readFile(path.join(project.root, file))));
      } catch {
        return undefined; // the linter says why the page cannot be read
      }
    }
    return contents.get(file);
  }
  threads ??= defaultThreads(toLint.length);
  const sized = toLint.map((file) => ({ file, size: sizeOf(path.join(project.root, file)) }));
  const large = new Set(
    existsSync(WORKER_SCRIPT) ? sized.filter(({ size }) => size > LARGE_PAGE_BYTES).map(({ file }) => file) : [],
  );
  if (sharing) for (const file of toLint) digestOf(file);
  // Each thread lints its snippets first: the pages that include them (rendered, or searched for expressions) then
  // take the trees those parses made instead of parsing the snippets again.
  const shares = splitBySize(
    sameContent(
      sized.filter(({ file }) => !large.has(file)),
      sharing ? contents : new Map(),
    ),
    threads,
  ).map((share) => [
    ...share.filter((group) => group.some(isSnippetFile)),
    ...share.filter((group) => !group.some(isSnippetFile)),
  ]);
  const workerData = (groups: string[][]): PageWorkerData => ({
    root: project.root,
    files: [...project.files.files],
    linksOutside: [...project.files.linksOutside],
    houseStyle: [...houseStyle],
    enabledRuleIds: enabled.map((rule) => rule.meta.id),
    ...linterOptions,
    groups,
  });
  const startShare = (groups: string[][]) =>
    BlockingWorker.startWatched<PageWorkerData, [string, PageLintResult][]>(
      WORKER_SCRIPT,
      workerData(groups),
      "page worker",
      threadHeapLimits(),
    );
  const workers = shares.slice(1).map((groups) => ({ groups, worker: startShare(groups) }));

  for (const group of shares[0] ?? []) linter.lintSame(group).forEach((result, i) => results.set(group[i]!, result));

  // A share whose thread died (out of memory) is checked again in halves, down to one page on a heap-limited thread
  // of its own, so the page that cannot be checked is the one reported and every other page is still checked.
  const shareResults = (
    groups: string[][],
    worker: BlockingWorker<[string, PageLintResult][]>,
  ): (readonly [string, PageLintResult])[] => {
    try {
      return worker.result();
    } catch (error) {
      if (!(error instanceof WorkerDied)) throw error;
      if (groups.length === 1)
        return groups[0]!.map((file) => [file, lintLargePage(file, workerData([[file]]), syntaxEnabled)] as const);
      const half = Math.ceil(groups.length / 2);
      return [groups.slice(0, half), groups.slice(half)].flatMap((part) => shareResults(part, startShare(part)));
    }
  };
  for (const { groups, worker } of workers) {
    for (const [file, result] of shareResults(groups, worker)) results.set(file, result);
  }
  // One at a time, after the rest: each may take its whole heap limit.
  for (const file of large) results.set(file, lintLargePage(file, workerData([[file]]), syntaxEnabled));
  if (cache) {
    for (const file of toLint) {
      const key = keyOf(file);
      const entry = key === undefined ? undefined : cacheEntry(results.get(file)!, render !== undefined);
      if (entry) cache.set(key!, entry);
    }
    cache.save();
  }

  return {
    ...pagesLintOf(files, results, book),
    results,
    fromCache: cache?.hits ?? 0,
    contents: shares.reduce((sum, share) => sum + share.length, large.size),
  };
}

/**
 * The rules and options a page linter runs with for a project: what docs.json sets (icons, `styling.latex`, the site's
 * name, `variables`) and which rules the book has on. lintPages and the language server's linter start from the same.
 */
export function pageLinterSetup(
  project: Project,
  book: RuleBook,
  houseStyle: readonly HouseStyleRule[],
  renderSettings?: RenderSettings,
) {
  // Page icons are drawn from the library docs.json picks; `styling.latex` says whether `$…$` is math.
  const config = project.docs?.value;
  const latex = configLatex(config);
  const iconLibrary = configIconLibrary(config);
  const settings = { iconLibrary, ...(latex === undefined ? {} : { latex }) };
  const render = renderSettings && { ...renderSettings, ...settings };
  // Without the site, the pages whose expressions may not render are rendered for those reports alone.
  const expressions = render ? undefined : { basePath: "", ...settings };
  const enabled = pageRulesWith(houseStyle).filter((rule) => book.isOn(rule.meta.id));
  const syntaxEnabled = book.isOn(pageSyntax.meta.id);
  const siteName = siteNameOf(project);
  const variables = variablesOf(project);
  const linterOptions = {
    syntaxEnabled,
    ...(siteName ? { siteName } : {}),
    ...(variables ? { variables } : {}),
    iconLibrary,
    ...(render ? { render } : {}),
    ...(expressions ? { expressions } : {}),
  } satisfies PageLinterOptions;
  return { enabled, syntaxEnabled, siteName, variables, iconLibrary, render, linterOptions };
}

/**
 * The pages' reports and facts from each page's result, in the order of `files`: what lintPages returns, and what the
 * language server puts together again after relinting the pages an edit changed.
 */
export function pagesLintOf(
  files: readonly string[],
  results: ReadonlyMap<string, PageLintResult>,
  book: RuleBook,
): Pick<PagesLint, "reports" | "facts" | "rendered"> {
  const lint: Pick<PagesLint, "reports" | "facts" | "rendered"> = {
    reports: [],
    facts: new Map(),
    rendered: new Map(),
  };
  // A snippet's render warnings are found once for every page that includes it: reported once.
  const renderReports = new Set<string>();
  for (const file of files) {
    const { reports, facts, rendered } = results.get(file)!;
    for (const report of reports) {
      if (RENDER_RULES.has(report.ruleId)) {
        const key = `${report.ruleId}\0${report.file}\0${report.line}\0${report.column}\0${report.message}`;
        if (!book.isOn(report.ruleId) || renderReports.has(key)) continue;
        renderReports.add(key);
      }
      lint.reports.push(report);
    }
    if (facts) lint.facts.set(file, facts);
    if (rendered) lint.rendered.set(file, rendered);
  }
  lint.reports = repeatedExamples(lint.reports);
  return lint;
}

/**
 * What a later check that does not render would have found: the reports only a render makes (all but the expressions
 * it cannot show, which the check finds too) and the rendered page left out. A page whose render failed (too deeply
 * nested) has no facts and is not kept, as the check alone might have read it.
 */
function cacheEntry(result: PageLintResult, rendered: boolean): PageLintResult | undefined {
  if (!rendered) return result;
  if (!result.facts) return undefined;
  return {
    reports: result.reports.filter(
      (report) => !RENDER_RULES.has(report.ruleId) || report.ruleId === UNRENDERED_EXPRESSION_ID,
    ),
    facts: result.facts,
    ...(result.probes ? { probes: result.probes } : {}),
  };
}

/**
 * One thread per core while each gets enough pages, from three cores up; DOCSGATE_THREADS sets
 * the count outright. On two cores a single thread is faster: one isolate's garbage collector
 * already keeps the second core busy, and two busy isolates measured 1.2x the work of one in
 * the same time, for twice the memory.
 */
function defaultThreads(pages: number): number {
  if (!existsSync(WORKER_SCRIPT)) return 1;
  const forced = Number(process.env.DOCSGATE_THREADS);
  if (Number.isInteger(forced) && forced >= 1) return forced;
  const cores = availableParallelism();
  return cores < 3 ? 1 : Math.max(1, Math.min(cores, Math.floor(pages / PAGES_PER_THREAD)));
}

/** A large page's result from its own heap-limited worker; a page that needs more memory than that gets page/syntax. */
function lintLargePage(file: string, data: PageWorkerData, syntaxEnabled: boolean): PageLintResult {
  const heapMb = largePageHeapMb();
  try {
    const limits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: LARGE_PAGE_YOUNG_MB };
    const [[, result]] = BlockingWorker.startWatched<PageWorkerData, [string, PageLintResult][]>(
      WORKER_SCRIPT,
      data,
      "page worker",
      limits,
    ).result() as [[string, PageLintResult]];
    return result;
  } catch (error) {
    if (!(error instanceof WorkerOutOfMemory)) throw error;
    const message = `Checking this page needs more than the ${heapMb} MB of memory docsgate gives one page, so it was not checked. Split it into several pages, or move generated content out of the docs.`;
    return { reports: syntaxEnabled ? [{ ruleId: pageSyntax.meta.id, message, file, line: 1, column: 1 }] : [] };
  }
}

/** DOCSGATE_THREAD_HEAP_MB limits the heap of each thread that checks a share of the pages; by default V8's own limit. */
function threadHeapLimits(): { maxOldGenerationSizeMb?: number } {
  const set = Number(process.env.DOCSGATE_THREAD_HEAP_MB);
  return Number.isInteger(set) && set > 0 ? { maxOldGenerationSizeMb: set } : {};
}

function largePageHeapMb(): number {
  const set = Number(process.env.DOCSGATE_PAGE_HEAP_MB);
  return Number.isInteger(set) && set > 0 ? set : LARGE_PAGE_HEAP_MB;
}

/**
 * The pages in groups that hold the same bytes (by digest; a page without one is a group of its own), in the order of
 * their first page, each weighed by the bytes parsed once plus a tenth for each repeat (its place-dependent rules).
 */
function sameContent(
  pages: readonly { file: string; size: number }[],
  contents: ReadonlyMap<string, string>,
): { group: string[]; size: number }[] {
  const groups: { group: string[]; size: number }[] = [];
  const byContent = new Map<string, { group: string[]; size: number }>();
  for (const { file, size } of pages) {
    const digest = contents.get(file);
    const same = digest === undefined ? undefined : byContent.get(digest);
    if (same) {
      same.group.push(file);
      same.size += Math.ceil(size / 10);
      continue;
    }
    const group = { group: [file], size };
    groups.push(group);
    if (digest !== undefined) byContent.set(digest, group);
  }
  return groups;
}

/** Splits the groups into `threads` shares of about equal bytes: largest first, each to the lightest share. */
function splitBySize(groups: readonly { group: string[]; size: number }[], threads: number): string[][][] {
  if (threads <= 1) return [groups.map(({ group }) => group)];
  const sized = [...groups].sort((a, b) => b.size - a.size);
  const shares = Array.from({ length: threads }, () => ({ groups: [] as string[][], bytes: 0 }));
  for (const { group, size } of sized) {
    const lightest = shares.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    lightest.groups.push(group);
    lightest.bytes += size;
  }
  return shares.map((share) => share.groups);
}

function sizeOf(file: string): number {
  try {
    return projectFiles.stat(file).size;
  } catch {
    return 0;
  }
}

/** docs.json `variables` with text values (what Mintlify's schema allows), when there are any; the legacy layout has none. */
function variablesOf(project: Project): Variables | undefined {
  const written = project.docs?.value.variables;
  if (typeof written !== "object" || written === null || Array.isArray(written)) return undefined;
  const texts = Object.entries(written).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return texts.length > 0 ? Object.fromEntries(texts) : undefined;
}

/** docs.json's `name`, when it is short text: messages use it where they name the product. */
function siteNameOf(project: Project): string | undefined {
  const written = project.docs?.value.name;
  const name = typeof written === "string" ? written.trim() : "";
  return name && name.length <= 40 ? name : undefined;
}
