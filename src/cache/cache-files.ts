import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deserialize, serialize } from "node:v8";

/** A cache file's value; undefined when there is none or it cannot be read (another docsgate wrote it, or it is damaged). */
export function readCacheFile(file: string): unknown {
  try {
    return deserialize(readFileSync(file));
  } catch {
    return undefined;
  }
}

/**
 * The cache folder tells git to leave it out, as pytest's and ruff's do: a docs repository that
 * runs docsgate in a pre-commit hook or by hand would otherwise see its cache among the files to
 * commit. A .gitignore already there is the user's and is left alone.
 */
function ignoredByGit(dir: string): void {
  try {
    writeFileSync(path.join(dir, ".gitignore"), "# docsgate's cache: never committed.\n*\n", { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/**
 * Writes a cache file whole (a reader never sees half of it) and keeps the `kept` newest files
 * named `prefix…suffix` beside it. A folder that cannot be written (a read-only checkout) is left
 * as it was: the next run works without the cache.
 */
export function writeCacheFile(file: string, value: unknown, prefix: string, suffix: string, kept: number): void {
  const dir = path.dirname(file);
  try {
    mkdirSync(dir, { recursive: true });
    ignoredByGit(dir);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, serialize(value));
    renameSync(temporary, file);
    const files = readdirSync(dir)
      .filter((entry) => entry.startsWith(prefix) && entry.endsWith(suffix))
      .map((entry) => path.join(dir, entry))
      .map((entry) => ({ entry, time: statSync(entry).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const { entry } of files.slice(kept)) rmSync(entry, { force: true });
  } catch {
    // Nothing is lost: the results of this run are in its report.
  }
}
