import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import picomatch from "picomatch";
import { CONFIG_NAMES } from "./config-names.js";

/** The files that make a folder a docs project's root. */

/**
 * What `check [PATH...]` reads: the project whose root holds the paths, and, when the paths name
 * less than the whole project, which of its files (relative to the root, POSIX) are reported.
 */
export interface PathSelection {
  root: string;
  /** Undefined: every file of the project is reported. */
  reports?: (file: string) => boolean;
  /** Paths given that lie in no docs project (a repository's README beside its docs/): not checked. */
  outside?: string[];
}

/** Every path given lies outside any docs project: there is nothing to check. */
export interface NoProject {
  outside: string[];
}

/**
 * Resolves the command line's paths (files, folders or globs, relative to `cwd`) to one project
 * and the files to report. No path is the current folder; one folder that is not inside a project
 * is taken as the root (the check then says what is missing there). Every other path must lie in
 * the same project, found as the nearest folder at or above it holding docs.json or mint.json, or
 * in none: a pre-commit hook hands over every staged Markdown file, the repository's README too.
 */
export function selectPaths(paths: readonly string[], cwd: string): PathSelection | NoProject | { problem: string } {
  if (paths.length === 0) return { root: cwd };
  const only = paths.length === 1 ? path.resolve(cwd, paths[0]!) : undefined;
  if (only !== undefined && isFolder(only) && (holdsConfig(only) || projectRootAt(only) === undefined))
    return { root: only };

  const matchers: ((absolute: string) => boolean)[] = [];
  const outside: string[] = [];
  const roots = new Map<string, string>();
  for (const given of paths) {
    const absolute = path.resolve(cwd, given);
    const kind = kindOf(absolute);
    const glob = kind === undefined ? picomatch.scan(given) : undefined;
    let start: string;
    if (kind === "folder") {
      start = absolute;
      matchers.push((file) => file.startsWith(absolute + path.sep));
    } else if (kind === "file") {
      start = path.dirname(absolute);
      matchers.push((file) => file === absolute);
    } else if (glob?.isGlob) {
      start = path.resolve(cwd, glob.base || ".");
      const matches = picomatch(toPosix(path.relative(cwd, absolute)), { dot: true });
      matchers.push((file) => matches(toPosix(path.relative(cwd, file))));
    } else {
      return { problem: `\`${given}\` does not exist.` };
    }
    const root = projectRootAt(start);
    if (root === undefined) {
      matchers.pop();
      outside.push(given);
    } else roots.set(root, given);
  }
  if (roots.size > 1) {
    const [first, second] = [...roots.values()];
    return {
      problem: `\`${first}\` and \`${second}\` belong to different docs projects; check one project at a time.`,
    };
  }
  const root = [...roots.keys()][0];
  if (root === undefined) return { outside };
  return {
    root,
    ...(outside.length ? { outside } : {}),
    reports: (file) => {
      const absolute = path.join(root, ...file.split("/"));
      return matchers.some((matches) => matches(absolute));
    },
  };
}

/**
 * The folders right under `folder` that hold docs.json or mint.json (a repository's docs/), by
 * name; none when `folder` holds one itself. Dependencies and hidden folders are not looked in.
 */
export function docsFoldersIn(folder: string): string[] {
  if (holdsConfig(folder)) return [];
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && entry.name !== "node_modules")
    .map((entry) => entry.name)
    .filter((name) => holdsConfig(path.join(folder, name)))
    .sort();
}

/** The nearest folder at or above `folder` that holds docs.json or mint.json. */
function projectRootAt(folder: string): string | undefined {
  for (let at = folder; ; at = path.dirname(at)) {
    if (holdsConfig(at)) return at;
    if (path.dirname(at) === at) return undefined;
  }
}

/** Whether the folder holds docs.json or mint.json: a docs root. */
export function holdsConfig(folder: string): boolean {
  return CONFIG_NAMES.some((name) => kindOf(path.join(folder, name)) === "file");
}

function kindOf(file: string): "file" | "folder" | undefined {
  try {
    const stats = statSync(file);
    return stats.isDirectory() ? "folder" : stats.isFile() ? "file" : undefined;
  } catch {
    return undefined;
  }
}

function isFolder(file: string): boolean {
  return kindOf(file) === "folder";
}

function toPosix(file: string): string {
  return file.split(path.sep).join("/");
}
