import { lstatSync, realpathSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cacheKey } from "./cache-key.js";

/**
 * Where docsgate keeps its caches for a check, and the key their files are sealed with (see
 * cache-files.ts). Plain data: the doors open it, the check's stages read and write through it.
 */
export interface CacheFolder {
  dir: string;
  key: Buffer;
}

/** Where the CLI keeps the cache, under the docs root (the file index never reads it). */
export const PAGE_CACHE_DIR = ".docsgate/cache";

/** The key's file name, in the user's cache home (the CLI) or in the cache folder itself (the action). */
const KEY_FILE = "cache-key";

/** What came of opening a cache folder: the folder, or the one line that says why the check runs without it. */
export type OpenedCacheFolder = { folder: CacheFolder } | { refused: string };

/**
 * The CLI's cache: `.docsgate/cache` under the docs root, which any pull request can fill, so its
 * files are sealed with a key of the user's, made on first use under the user's cache home
 * ($XDG_CACHE_HOME/docsgate, else ~/.cache/docsgate), where a repository cannot write.
 */
export function cliCacheFolder(root: string, env: NodeJS.ProcessEnv): OpenedCacheFolder {
  const home = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : undefined;
  let cacheHome: string;
  try {
    cacheHome = home ?? path.join(os.homedir(), ".cache");
  } catch (error) {
    return {
      refused: `docsgate has no cache home for its cache key (${(error as Error).message}), so this check runs without its cache. Set XDG_CACHE_HOME to a folder of yours.`,
    };
  }
  return openCacheFolder(path.join(root, PAGE_CACHE_DIR), root, path.join(cacheHome, "docsgate", KEY_FILE));
}

/**
 * The action's cache: a folder in the runner's temporary folder, outside the checkout, which no
 * file of the repository can reach. Its key travels inside it: GitHub's cache service saves and
 * restores the folder whole, so a run takes the entries an earlier run of the same workflow
 * sealed. A pull request cannot write that entry for the base branch (the service keeps each
 * branch's entries apart, and a fork's run writes to its own scope only), and a workflow
 * that can write it already runs code of its own choosing.
 */
export function actionCacheFolder(tempRoot: string): OpenedCacheFolder {
  const dir = actionCacheDir(tempRoot);
  return openCacheFolder(dir, tempRoot, path.join(dir, KEY_FILE));
}

/** The action's cache folder, which GitHub's cache service saves and restores. */
export function actionCacheDir(tempRoot: string): string {
  return path.join(tempRoot, "docsgate-page-cache");
}

/**
 * Opens `dir` for the caches, which must stay inside `within`: a folder on the way that is a
 * symbolic link (a `.docsgate` committed as a link to elsewhere) would make the check write and
 * prune files outside it, so the cache is refused instead.
 */
export function openCacheFolder(dir: string, within: string, keyFile: string): OpenedCacheFolder {
  const shown = path.relative(process.cwd(), dir) || dir;
  const refused = (why: string) => ({
    refused: `docsgate: the cache folder ${shown} ${why}, so this check runs without its cache.`,
  });
  if (!isInside(within, dir)) return refused(`is outside ${within}`);
  const way = path.relative(within, dir);
  let reached = within;
  for (const part of way.split(path.sep).filter(Boolean)) {
    const next = path.join(reached, part);
    let stats;
    try {
      stats = lstatSync(next);
    } catch {
      break; // The rest is made as folders when the cache is written.
    }
    if (stats.isSymbolicLink())
      return refused(
        `leads through a symbolic link (${path.relative(within, next)}), and docsgate never writes outside the docs root: remove the link`,
      );
    if (!stats.isDirectory()) return refused(`cannot be made: ${path.relative(within, next)} is not a folder`);
    reached = next;
  }
  try {
    if (!isInside(realpathSync(within), realpathSync(reached)))
      return refused(`leads outside ${within}, and docsgate never writes outside the docs root`);
  } catch (error) {
    return refused(`cannot be read (${(error as Error).message})`);
  }
  const key = cacheKey(keyFile);
  if ("problem" in key)
    return {
      refused: `docsgate: its cache key ${key.problem}, so this check runs without its cache.`,
    };
  return { folder: { dir, key: key.key } };
}

function isInside(outer: string, inner: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === "" || (!relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative));
}
