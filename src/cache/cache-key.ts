import { randomBytes } from "node:crypto";
import { linkSync, lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** HMAC-SHA256's own size: 256 random bits. */
const KEY_BYTES = 32;

/**
 * The secret docsgate seals its cache files with, read from `file`, or made there on first use
 * (readable by its owner alone). Only a process that can read this file can write a cache entry
 * docsgate believes, so the file must live where the docs repository cannot write: a pull
 * request that commits cache files cannot seal them. `problem`: why there is no key, in words
 * that follow "docsgate's cache key ".
 */
export function cacheKey(file: string): { key: Buffer } | { problem: string } {
  const read = readKey(file);
  if (read !== "missing") return read;
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written whole under another name, then linked: a run that starts meanwhile reads either no key or the whole key.
    const temporary = `${file}.${process.pid}.tmp`;
    rmSync(temporary, { force: true });
    writeFileSync(temporary, randomBytes(KEY_BYTES), { flag: "wx", mode: 0o600 });
    try {
      linkSync(temporary, file);
    } catch (error) {
      // Another run made it first: its key is the one.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(temporary, { force: true });
    }
  } catch (error) {
    return { problem: `${file} cannot be made (${(error as Error).message})` };
  }
  const made = readKey(file);
  return made === "missing" ? { problem: `${file} went away as it was made` } : made;
}

function readKey(file: string): { key: Buffer } | { problem: string } | "missing" {
  try {
    const stats = lstatSync(file);
    if (!stats.isFile()) return { problem: `${file} is not a file` };
    // Anyone else who can read or write the key can seal a cache file as docsgate would.
    if (process.platform !== "win32" && (stats.mode & 0o077) !== 0)
      return { problem: `${file} may be read or written by other users (chmod 600 it)` };
    if (process.getuid && stats.uid !== process.getuid()) return { problem: `${file} belongs to another user` };
    const key = readFileSync(file);
    return key.length === KEY_BYTES ? { key } : { problem: `${file} is not a docsgate key (remove it)` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    return { problem: `${file} cannot be read (${(error as Error).message})` };
  }
}
