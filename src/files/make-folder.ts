import { lstatSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Makes a folder and the missing folders above it, as `mkdirSync(dir, { recursive: true })` does, which never returns
 * where the system answers ENOENT for a folder whose parent is there (anywhere under /proc): Node makes the parent,
 * finds it exists, and tries the folder again, forever. Here each folder is tried at most twice, and the system's
 * error is thrown as it is.
 */
export function makeFolder(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST" && isFolder(dir)) return;
    const parent = path.dirname(dir);
    // A parent that is there in any form (a file, a link to nothing) makes the ENOENT final.
    if (code !== "ENOENT" || parent === dir || entryExists(parent)) throw error;
    makeFolder(parent);
    mkdirSync(dir);
  }
}

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function entryExists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}
