import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeFolder } from "../../../files/make-folder.js";

/** A link found OK: its status and when. */
export interface CachedLink {
  status: number;
  checkedAt: string;
}

export interface LinkCache {
  /** Entries younger than the maximum age, by URL (without fragment). */
  entries: Map<string, CachedLink>;
  /** Why the file was not used, in one line; absent when it was read or did not exist yet. */
  problem?: string;
}

const HOUR = 3_600_000;

/**
 * Reads the result cache: `{ "version": 1, "checked": { [url]: { status, checkedAt } } }`.
 * A missing file is an empty cache; an unreadable or malformed one too, with a problem to show.
 * Entries older than `maxAgeHours` (or with a date that is no date) are left out.
 */
export function readLinkCache(file: string, maxAgeHours: number, now: number): LinkCache {
  const entries = new Map<string, CachedLink>();
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { entries }; // not there (yet): the first run
    return {
      entries,
      problem: `The link cache ${file} cannot be read (${(error as Error).message}); every external link is checked again.`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { entries, problem: `The link cache ${file} is not valid JSON; it is ignored and rewritten.` };
  }
  const checked = (value as { version?: unknown; checked?: unknown } | null)?.checked;
  if (
    (value as { version?: unknown } | null)?.version !== 1 ||
    !checked ||
    typeof checked !== "object" ||
    Array.isArray(checked)
  ) {
    return {
      entries,
      problem: `The link cache ${file} is not a docsgate link cache of version 1; it is ignored and rewritten.`,
    };
  }
  for (const [url, entry] of Object.entries(checked)) {
    const { status, checkedAt } = (entry ?? {}) as { status?: unknown; checkedAt?: unknown };
    if (typeof status !== "number" || typeof checkedAt !== "string") continue;
    const age = now - Date.parse(checkedAt);
    if (age >= 0 && age < maxAgeHours * HOUR) entries.set(url, { status, checkedAt });
  }
  return { entries };
}

/**
 * Writes the cache atomically (a temporary file beside it, then a rename), creating its folder.
 * Returns a one-line problem instead of throwing.
 */
export function writeLinkCache(file: string, entries: ReadonlyMap<string, CachedLink>): string | undefined {
  const checked = Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    makeFolder(path.dirname(file));
    writeFileSync(temporary, `${JSON.stringify({ version: 1, checked }, null, 2)}\n`);
    renameSync(temporary, file);
    return undefined;
  } catch (error) {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Nothing more to do: the problem below is what counts.
    }
    return `The link cache ${file} cannot be written (${(error as Error).message}); the next run checks every external link again.`;
  }
}
