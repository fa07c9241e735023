import ignore, { type Ignore } from "ignore";
import { readRootFile } from "./root-file.js";

/**
 * What Mintlify leaves out of every site whatever `.mintignore` says (spec §4.4): version control,
 * editor and agent folders, dependencies, the repository's own README, LICENSE, CHANGELOG and
 * CONTRIBUTING, and `.mintlify/` but for its skills and its data files.
 */
const BUILT_IN = [
  ".git",
  ".github",
  ".claude",
  ".agents",
  ".idea",
  ".vscode",
  ".cursor",
  ".mintlify/**",
  "!.mintlify/**/",
  "!.mintlify/skills/**",
  "!.mintlify/**/*.json",
  "!.mintlify/**/*.yaml",
  "!.mintlify/**/*.yml",
  "node_modules",
  "README.md",
  "LICENSE.md",
  "CHANGELOG.md",
  "CONTRIBUTING.md",
];

export const MINT_IGNORE_FILE = ".mintignore";

/** Far past any real list of patterns. */
const MAX_MINT_IGNORE_BYTES = 1024 * 1024;

/**
 * The paths Mintlify leaves out of the site: `.mintignore` at the docs root (gitignore syntax) and its built-in
 * ignores.
 */
export interface MintIgnore {
  /** `file` is a POSIX path relative to the root; a folder is asked with `folder: true`. */
  ignores(file: string, folder: boolean): boolean;
  /** True when `file` is left out by a pattern of the root's `.mintignore` rather than a built-in one. */
  byProjectFile(file: string, folder: boolean): boolean;
}

/**
 * Reads `.mintignore` at `root`, with the `ignore` package as Mintlify does (gitignore rules,
 * `!` negation, `dir/` for folders only, letter case ignored). An unreadable file adds nothing.
 */
export function readMintIgnore(root: string): MintIgnore {
  const own = ownPatterns(root);
  const all = ignore().add([...BUILT_IN, ...own]);
  const builtIn = ignore().add(BUILT_IN);
  const test = (matcher: Ignore, file: string, folder: boolean) => matcher.ignores(folder ? `${file}/` : file);
  return {
    ignores: (file, folder) => test(all, file, folder),
    byProjectFile: (file, folder) => test(all, file, folder) && !test(builtIn, file, folder),
  };
}

function ownPatterns(root: string): string[] {
  // A file linked out of the root, or too large to be a list of patterns, is not read.
  const read = readRootFile(root, MINT_IGNORE_FILE, MAX_MINT_IGNORE_BYTES);
  if (!read.ok) return [];
  return read.bytes
    .toString("utf8")
    .split(/\r?\n/)
    .map((line) => line.trim());
}
