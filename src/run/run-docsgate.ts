import path from "node:path";
import type { CacheFolder } from "../cache/cache-folder.js";
import { lintProject, settle, type CheckOptions } from "../check.js";
import type { CheckResult } from "../contracts/check-result.js";
import { settledPlaces } from "../engine/diagnose.js";
import { loadComponentSandbox } from "../render/component-sandbox.js";
import { projectMayDrawComponents } from "../render/component-use.js";
import type { BuiltSite } from "../site/build-site.js";
import type { LinkCheckOutcome } from "../site/links/check-site-links.js";

/** One run of docsgate, as the CLI and the action both start it: the check, and with `site` the site built and crawled. */
export interface RunOptions {
  /** The docs root: the folder that holds docs.json. */
  root: string;
  /** docsgate's own config file. */
  settingsPath?: string;
  /** Fetch the remote OpenAPI files docs.json names, and the GitHub button's stars. */
  fetchRemote: boolean;
  /** Let those fetches, and the external link check's, reach loopback, link-local and private addresses. */
  allowPrivateAddresses?: boolean;
  /** The page cache: unchanged pages are not linted again. */
  cache?: CacheFolder;
  /** Told how many files the root holds once they are indexed (a progress line). */
  onProgress?: CheckOptions["onProgress"];
  /** Told when the check is done, before the site is built, whether it finished or threw. */
  onChecked?: () => void;
  site?: SiteRunOptions;
}

export interface SiteRunOptions {
  /** The URL path the site is served under ("" or "/docs"). */
  basePath: string;
  /** Where the site goes; without one it is built in a temporary folder under `tempRoot`, crawled and removed. */
  outDir?: string;
  /** Default: the system's temporary folder. */
  tempRoot?: string;
  siteUrl?: string;
  /** Crawl the built site for broken links. */
  links: boolean;
  /**
   * Check http(s) links too, remembering those found OK in `cacheFile`, unless the repository holds that file (which a
   * pull request can write): then it is not used, and a note says so.
   */
  external?: { cacheFile?: string };
  /** Resolve the repository's feedback links and the GitHub button's stars, as the front doors do. */
  repositoryFacts?: boolean;
}

/** What a run found: the settled result, and with a site what was built and what its crawl found. */
export interface RunDone {
  result: CheckResult;
  built?: BuiltSite;
  /** With `links`: what the crawl found, and that in one line. */
  links?: LinkCheckOutcome & { summary: string };
  /** What could not be done as asked, one line each (a link cache the repository holds). */
  notes: string[];
}

/**
 * A site that could not be written or crawled (a full disk, a name too long), or docsgate's own failure while building
 * it (`internal`): the check's result stands on its own, which does not depend on the site.
 */
export interface RunFailed {
  result: CheckResult;
  failure: { message: string; internal: boolean };
  notes: string[];
}

/** Loads the project, lints it, with `site` builds and crawls the site, and settles every report once. */
export async function runDocsgate(options: RunOptions): Promise<RunDone | RunFailed> {
  const { root, site } = options;
  // The sandbox the docs' own components are drawn in loads before the check renders its first page.
  if (site && projectMayDrawComponents(root)) await loadComponentSandbox();
  let lint;
  try {
    lint = lintProject({
      root,
      settingsPath: options.settingsPath,
      fetchRemote: options.fetchRemote,
      ...(options.allowPrivateAddresses ? { allowPrivateAddresses: true } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(site ? { render: { basePath: site.basePath } } : {}),
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } finally {
    options.onChecked?.();
  }
  if (!site || !lint.site) return { result: settle(lint), notes: [] };
  const notes: string[] = [];
  // The site builder, the crawl and their libraries (redocly, linkinator, node:http) are loaded
  // only here: a plain `check` starts faster without them (0.15 s of a 0.75 s re-check).
  const [{ buildAndCheckSite }, { repositoryFacts }, { linkCacheProblem }, { SiteWriteError }, { LinkCheckError }] =
    await Promise.all([
      import("../site/site-check.js"),
      import("../github/repository-facts.js"),
      import("../github/link-cache-file.js"),
      import("../site/output/site-writer.js"),
      import("../site/links/linkinator-check.js"),
    ]);
  const externalCache = async (file: string | undefined): Promise<{ cacheFile?: string }> => {
    if (file === undefined) return {};
    const cacheFile = path.resolve(file);
    const problem = await linkCacheProblem(cacheFile);
    if (problem === undefined) return { cacheFile };
    notes.push(problem);
    return {};
  };
  let siteCheck;
  try {
    siteCheck = await buildAndCheckSite({
      site: lint.site,
      reported: site.links ? settledPlaces(lint.reports, lint.book, lint.suppressions) : [],
      ...(site.outDir === undefined ? {} : { outDir: site.outDir }),
      ...(site.tempRoot === undefined ? {} : { tempRoot: site.tempRoot }),
      basePath: site.basePath,
      ...(site.siteUrl ? { siteUrl: site.siteUrl } : {}),
      ...(site.repositoryFacts
        ? { repositoryFacts: await repositoryFacts(lint.site.project, options.fetchRemote) }
        : {}),
      links: site.links,
      ...(site.external
        ? {
            external: {
              ...(await externalCache(site.external.cacheFile)),
              ...(options.allowPrivateAddresses ? { allowPrivateAddresses: true } : {}),
            },
          }
        : {}),
    });
  } catch (error) {
    const known = error instanceof SiteWriteError || error instanceof LinkCheckError;
    const message = error instanceof Error ? error.message : String(error);
    return { result: settle(lint), failure: { message, internal: !known }, notes };
  }
  const { built, links } = siteCheck;
  if (!links) return { result: settle(lint), built, notes };
  const { linkSummary } = await import("../site/links/check-site-links.js");
  return { result: settle(lint, links.reports), built, links: { ...links, summary: linkSummary(links) }, notes };
}
