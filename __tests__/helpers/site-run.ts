import type { BuiltSite } from "../../src/site/build-site.js";
import { runDocsgate, type RunDone, type SiteRunOptions } from "../../src/run/run-docsgate.js";

/**
 * `docsgate build` as the front doors run it, less the repository's feedback links and stars: the check, the site built
 * (into `site.outDir`, else a temporary folder) and crawled with `links`, everything settled. A site that could not be
 * built throws.
 */
export async function runSite(root: string, site: SiteRunOptions): Promise<RunDone & { built: BuiltSite }> {
  const run = await runDocsgate({ root, fetchRemote: false, site });
  if ("failure" in run) throw new Error(run.failure.message);
  if (!run.built) throw new Error("A run given a site builds it");
  return { ...run, built: run.built };
}
