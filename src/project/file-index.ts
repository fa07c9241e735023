import { lstatSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";

/** Folders that never hold docs and would only slow the walk down. */
const SKIPPED_DIRS = new Set([".git", "node_modules"]);

/**
 * Every file under the docs root, by POSIX path relative to it. Symbolic links are followed
 * only while they stay inside the root; a link that leads out is recorded, never read.
 */
export class FileIndex {
  readonly files = new Set<string>();
  /** Links (files or folders) whose target lies outside the root. */
  readonly linksOutside = new Set<string>();
  private lowerCase?: Map<string, string[]>;
  private skipped: ReadonlySet<string> = new Set();

  private constructor(readonly root: string) {}

  /** `skipped`: folders (relative to the root) left out of the walk, such as a site built inside the root. */
  static scan(root: string, skipped: ReadonlySet<string> = new Set()): FileIndex {
    const index = new FileIndex(root);
    const realRoot = realpathSync(root);
    index.skipped = skipped;
    index.walk(root, "", realRoot, new Set([realRoot]));
    return index;
  }

  /** An index of known paths: for worker threads, which get the main thread's scan as lists. */
  static of(root: string, files: Iterable<string>, linksOutside: Iterable<string> = []): FileIndex {
    const index = new FileIndex(root);
    for (const file of files) index.files.add(file);
    for (const link of linksOutside) index.linksOutside.add(link);
    return index;
  }

  private walk(dir: string, rel: string, realRoot: string, seen: Set<string>): void {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // unreadable folder: its files are simply not there for the checks
    }
    for (const entry of entries) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (this.skipped.has(relPath)) continue;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) this.walk(full, relPath, realRoot, seen);
      } else if (entry.isFile()) {
        this.files.add(relPath);
      } else if (entry.isSymbolicLink()) {
        this.followLink(full, relPath, realRoot, seen);
      }
    }
  }

  private followLink(full: string, relPath: string, realRoot: string, seen: Set<string>): void {
    let target: string;
    try {
      target = realpathSync(full);
    } catch {
      return; // dangling link: the file does not exist
    }
    if (target !== realRoot && !target.startsWith(realRoot + path.sep)) {
      this.linksOutside.add(relPath);
      return;
    }
    const stats = statSync(target);
    if (stats.isFile()) this.files.add(relPath);
    else if (stats.isDirectory() && !seen.has(target)) {
      seen.add(target);
      this.walk(full, relPath, realRoot, seen);
    }
  }

  has(file: string): boolean {
    return this.files.has(file);
  }

  /** Files whose path equals `file` ignoring case (for "works on macOS, breaks on Linux"). */
  caseInsensitive(file: string): string[] {
    if (!this.lowerCase) {
      this.lowerCase = new Map();
      for (const f of this.files) {
        const key = f.toLowerCase();
        const list = this.lowerCase.get(key);
        if (list) list.push(f);
        else this.lowerCase.set(key, [f]);
      }
    }
    return this.lowerCase.get(file.toLowerCase()) ?? [];
  }

  /** True when the path, or a folder on its way, is a link that leads out of the root. */
  passesLinkOutside(file: string): boolean {
    if (this.linksOutside.size === 0) return false;
    const parts = file.split("/");
    for (let i = 1; i <= parts.length; i++) {
      if (this.linksOutside.has(parts.slice(0, i).join("/"))) return true;
    }
    return false;
  }

  /** Whether `name` at the root is a folder (used for "a directory named docs.json"). */
  isDirectory(name: string): boolean {
    try {
      return lstatSync(path.join(this.root, name)).isDirectory();
    } catch {
      return false;
    }
  }
}
