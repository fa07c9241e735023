import { createHash } from "node:crypto";
import { readCacheFile, touchCacheFile, writeCacheFile } from "./cache-files.js";
import type { CacheFolder } from "./cache-folder.js";

const FILE_PREFIX = "pages-";
const FILE_SUFFIX = ".bin";
/** Cache files kept, one per context, the newest first. */
const KEPT_CONTEXTS = 4;

/**
 * What every page's results depend on besides its own bytes: docsgate itself and the rules that
 * run with their settings. A change to either starts a new cache. (What a page's check asked of
 * the project's files is kept with its entry and checked by the caller.)
 */
export interface PageCacheContext {
  /** docsgate's version and the bundle's own fingerprint. */
  tool: string;
  settings: unknown;
}

/**
 * The page pass's results (each page's reports and facts) by the page's path and bytes, kept
 * between runs in one file per context: a check after editing one page lints that page only,
 * and the cross-page rules run on the facts of the rest. Only what the last run used is kept. A
 * cache file that cannot be read is started afresh; one that cannot be written is left as it was.
 */
export class PageCache<Result> {
  private readonly used = new Map<string, Result>();
  /** Whether a result was added this run. */
  private added = false;
  hits = 0;

  private constructor(
    private readonly folder: CacheFolder,
    private readonly name: string,
    private readonly stored: ReadonlyMap<string, Result>,
  ) {}

  static open<Result>(folder: CacheFolder, context: PageCacheContext): PageCache<Result> {
    const name = `${FILE_PREFIX}${digest(JSON.stringify([context.tool, context.settings])).slice(0, 24)}${FILE_SUFFIX}`;
    const read = readCacheFile(folder, name);
    // No cache yet, or one this docsgate did not write here: every page is linted.
    return new PageCache<Result>(folder, name, read instanceof Map ? (read as Map<string, Result>) : new Map());
  }

  /** The key of a page's path and bytes. */
  static key(page: string, bytes: Uint8Array): string {
    return PageCache.keyOfContent(page, PageCache.contentKey(bytes));
  }

  /** The key of a page's path and the digest of its bytes (contentKey), when that is known already. */
  static keyOfContent(page: string, contentKey: string): string {
    return createHash("sha256").update(page).update("\0").update(contentKey).digest("base64url");
  }

  /** The digest of a page's bytes alone: the same for every path that holds them. */
  static contentKey(bytes: Uint8Array): string {
    return createHash("sha256").update(bytes).digest("base64url");
  }

  /** The result stored for `key`, if `holds` (when given) says it is still the page's result. */
  get(key: string, holds?: (found: Result) => boolean): Result | undefined {
    const found = this.stored.get(key);
    if (found && (!holds || holds(found))) {
      this.hits++;
      this.used.set(key, found);
      return found;
    }
    return undefined;
  }

  set(key: string, result: Result): void {
    this.used.set(key, result);
    this.added = true;
  }

  /**
   * Writes the entries this run used. The files of a few other contexts stay (another docs root,
   * or other settings), the older ones are removed.
   */
  save(): void {
    // Every entry read again and none added: the file already holds what would be written (a warm check, the
    // language server's start), and is only marked as the newest.
    if (!this.added && this.used.size === this.stored.size) {
      touchCacheFile(this.folder, this.name);
      return;
    }
    writeCacheFile(this.folder, this.name, this.used, FILE_PREFIX, FILE_SUFFIX, KEPT_CONTEXTS);
  }
}

function digest(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
