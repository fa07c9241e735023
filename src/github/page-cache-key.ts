import { createHash } from "node:crypto";
import path from "node:path";
import { TOOL } from "../report/tool.js";

export interface PageCacheKeys {
  /** What every entry of this docs root, docsgate version and runner OS starts with: the restore key. */
  prefix: string;
  /** This run's own entry: the cache service keeps an entry as first saved, so each run saves under a new key. */
  key: string;
}

/**
 * The cache service's keys for the page cache of the docs root `root`. The root's hash keeps apart
 * the entries of several docsgate steps with different roots; a new docsgate version or another
 * runner OS starts afresh (the cache's files would not match anyway).
 */
export function pageCacheKeys(options: { workspace: string; root: string; env: NodeJS.ProcessEnv }): PageCacheKeys {
  const rootRelative = path.relative(options.workspace, options.root).split(path.sep).join("/") || ".";
  const rootHash = createHash("sha256").update(rootRelative).digest("hex").slice(0, 12);
  const prefix = `docsgate-pages-${TOOL.version}-${options.env.RUNNER_OS || process.platform}-${rootHash}-`;
  const { GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: attempt } = options.env;
  // Outside a workflow run (no run id), the time stands in for it.
  return { prefix, key: `${prefix}${runId ? `${runId}-${attempt || "1"}` : Date.now().toString(36)}` };
}
