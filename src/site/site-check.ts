import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SiteInput } from "../contracts/check-result.js";
import type { Place } from "../engine/diagnose.js";
import { buildSite, type BuiltSite } from "./build-site.js";
import { SiteWriteError } from "./output/site-writer.js";
import { checkSiteLinks, type LinkCheckOutcome } from "./links/check-site-links.js";
import type { ExternalLinkOptions } from "../settings/external-link-options.js";
import type { ExternalLinkSettings } from "../settings/settings.js";
import type { RepositoryFacts } from "./model/site-model.js";

export interface SiteCheckOptions {
  /** What a check run with `render` hands the build. */
  site: SiteInput;
  /** Where the check's diagnostics stand: a broken link a source rule reports at the same place is not reported again. */
  reported: readonly Place[];
  /**
   * Where the site goes; without one it is built in a new folder under `tempRoot` for the crawl and removed after it.
   */
  outDir?: string;
  /** Default: the system's temporary folder. */
  tempRoot?: string;
  basePath: string;
  siteUrl?: string;
  /** The repository's feedback links and stars, resolved by the caller: none when absent. */
  repositoryFacts?: RepositoryFacts;
  /** Crawl the built site for broken links. */
  links: boolean;
  /**
   * Check http(s) links too, as docsgate.config.json's `links.external` says, remembering those found OK in
   * `cacheFile`; links to loopback, link-local and private addresses only with `allowPrivateAddresses`.
   */
  external?: { cacheFile?: string; allowPrivateAddresses?: boolean };
}

export interface SiteCheck {
  built: BuiltSite;
  /** With `links`: what the crawl found, its reports for the engine to settle with the check's. */
  links?: LinkCheckOutcome;
}

/** Builds the site a check rendered, then (with `links`) crawls it. */
export async function buildAndCheckSite(options: SiteCheckOptions): Promise<SiteCheck> {
  const { site } = options;
  if (options.outDir === undefined) {
    let outDir: string;
    try {
      outDir = mkdtempSync(path.join(options.tempRoot ?? os.tmpdir(), "docsgate-site-"));
    } catch (error) {
      throw new SiteWriteError(`Could not write the site: ${(error as Error).message}`);
    }
    try {
      return await buildAndCheckSite({ ...options, outDir });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }
  const { outDir, basePath, siteUrl } = options;
  const built = await buildSite({
    ...site,
    outDir,
    basePath,
    siteUrl,
    ...options.repositoryFacts,
    crawl: options.links,
  });
  if (!options.links || built.pages === 0) return { built };
  const external = options.external && externalOptions(site.externalLinks, options.external);
  const links = await checkSiteLinks({
    site,
    built,
    outDir,
    basePath,
    ...(siteUrl ? { siteUrl } : {}),
    reported: options.reported,
    ...(external ? { external } : {}),
  });
  return { built, links };
}

function externalOptions(
  settings: ExternalLinkSettings,
  { cacheFile, allowPrivateAddresses }: NonNullable<SiteCheckOptions["external"]>,
): ExternalLinkOptions {
  const { cacheHours, ...rest } = settings;
  return {
    ...rest,
    ...(cacheFile ? { cache: { file: cacheFile, maxAgeHours: cacheHours } } : {}),
    ...(allowPrivateAddresses ? { allowPrivateAddresses } : {}),
  };
}
