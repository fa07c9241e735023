import { createHmac, timingSafeEqual } from "node:crypto";
import {
  lstatSync,
  lutimesSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { CacheFolder } from "./cache-folder.js";

/** What every cache file starts with: the format, then the seal (an HMAC-SHA256 of its name and contents). */
const MAGIC = Buffer.from("docsgate-cache-1\n");
const SEAL_BYTES = 32;

/**
 * A cache file's value; undefined when there is none, or when docsgate did not write it with this
 * folder's key: another machine's file, one edited, made by hand or damaged. Such a file is
 * ignored (the pages it would have held are checked) and its bytes are never deserialized, as
 * v8's deserializer is not made for hostile input.
 */
export function readCacheFile(folder: CacheFolder, name: string): unknown {
  const file = path.join(folder.dir, name);
  let bytes: Buffer;
  try {
    // A link (to /dev/zero, or out of the root) or a device is nothing docsgate wrote.
    if (!lstatSync(file).isFile()) return undefined;
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const body = MAGIC.length + SEAL_BYTES;
  if (bytes.length < body || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const contents = bytes.subarray(body);
  if (!timingSafeEqual(bytes.subarray(MAGIC.length, body), seal(folder, name, contents))) return undefined;
  try {
    return deserialize(contents);
  } catch {
    return undefined; // sealed by a docsgate whose Node wrote another format
  }
}

/** The seal binds the contents to the file's name, so a file sealed for one context cannot stand in for another. */
function seal(folder: CacheFolder, name: string, contents: Uint8Array): Buffer {
  return createHmac("sha256", folder.key).update(name).update("\0").update(contents).digest();
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
 * Writes a cache file whole (a reader never sees half of it), sealed, and keeps the `kept` newest
 * files named `prefix…suffix` beside it. A folder that cannot be written (a read-only checkout)
 * is left as it was: the next run works without the cache.
 */
/** Marks a cache file as the newest of its kind (writeCacheFile keeps the newest few), when it is there. */
export function touchCacheFile(folder: CacheFolder, name: string): void {
  const now = new Date();
  try {
    // The name itself, never what a link planted under it points to.
    lutimesSync(path.join(folder.dir, name), now, now);
  } catch {
    // A file that is not there was never written: nothing to keep.
  }
}

export function writeCacheFile(
  folder: CacheFolder,
  name: string,
  value: unknown,
  prefix: string,
  suffix: string,
  kept: number,
): void {
  const { dir } = folder;
  const file = path.join(dir, name);
  try {
    mkdirSync(dir, { recursive: true });
    ignoredByGit(dir);
    const contents = serialize(value);
    const temporary = `${file}.${process.pid}.tmp`;
    // Made anew ("wx"), never through a link planted under that name.
    rmSync(temporary, { force: true });
    writeFileSync(temporary, Buffer.concat([MAGIC, seal(folder, name, contents), contents]), { flag: "wx" });
    renameSync(temporary, file);
    const files = readdirSync(dir)
      .filter((entry) => entry.startsWith(prefix) && entry.endsWith(suffix))
      .map((entry) => path.join(dir, entry))
      // The files' own times: a link planted among them is removed, never followed.
      .map((entry) => ({ entry, time: lstatSync(entry).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const { entry } of files.slice(kept)) rmSync(entry, { force: true });
  } catch {
    // Nothing is lost: the results of this run are in its report.
  }
}
