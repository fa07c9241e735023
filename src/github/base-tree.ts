import { copyFileSync, linkSync, lstatSync, mkdirSync, readlinkSync } from "node:fs";
import path from "node:path";
import { gitOutput } from "./git-command.js";

export interface BaseTreeOptions {
  /** The head's checkout, whose working tree holds most of the base's files already. */
  topLevel: string;
  baseSha: string;
  /** The docs root, relative to the top of the checkout with `/` between names ("" for the top itself). */
  rootInTree: string;
  /** docsgate's config file inside the checkout, likewise relative. */
  configInTree?: string;
  /** An empty folder: the base's files go to the same paths in it as in a checkout. */
  tree: string;
  /** A scratch file for a git index of the base's files; it must not exist yet. */
  indexFile: string;
}

/** The attributes that can make checkout write something other than a file's blob (git's convert.c). */
const CONVERSION_ATTRIBUTES = ["text", "eol", "crlf", "filter", "ident", "working-tree-encoding"];
const NO_VALUE = new Set(["unspecified", "unset"]);

interface TreeEntry {
  mode: string;
  oid: string;
  path: string;
  /** `git ls-tree` says it so; `git update-index --index-info` reads it back. */
  line: string;
}

/**
 * Fills `tree` with what `git worktree add` of the base commit would put at the docs root and the
 * config file, far faster: a file whose bytes in the head's working tree are the base's blob and
 * that checkout would write unchanged is hard-linked (or copied) from there; git's checkout-index
 * writes the rest (changed, deleted, symbolic links, submodules, files checkout converts) from a
 * scratch index of the base. False when this cannot be made the same as a checkout; the caller then
 * checks out a worktree. Git failures throw (GitFailure).
 */
export async function buildBaseTree(options: BaseTreeOptions): Promise<boolean> {
  const { topLevel, baseSha, rootInTree, configInTree } = options;
  const inTree = (file: string) =>
    rootInTree === "" || file === configInTree || file === rootInTree || file.startsWith(`${rootInTree}/`);
  // The .gitattributes files above the root and the config decide how checkout writes them.
  const pathspecs =
    rootInTree === ""
      ? []
      : [
          ...new Set([
            rootInTree,
            ...(configInTree ? [configInTree] : []),
            ...attributeFilesAbove(rootInTree, configInTree),
          ]),
        ];
  const listed = await gitOutput(topLevel, ["--literal-pathspecs", "ls-tree", "-r", "-z", baseSha, "--", ...pathspecs]);
  const entries = listed.split("\0").filter(Boolean).map(treeEntry);
  // Names that are not UTF-8 do not survive the trip through a JavaScript string.
  if (entries.some((entry) => entry.path.includes("\uFFFD"))) return false;
  const files = entries.filter((entry) => inTree(entry.path));
  if (files.length === 0) return true;

  await gitOutput(topLevel, ["update-index", "-z", "--index-info"], {
    input: entries.map((entry) => `${entry.line}\0`).join(""),
    env: { GIT_INDEX_FILE: options.indexFile },
  });
  const linked = new Set<string>();
  const folders = new Set<string>();
  for (const entry of await linkable(options, files)) {
    const target = path.join(options.tree, entry.path);
    // Once per folder: most of a docs root's files share a few.
    if (!folders.has(path.dirname(target))) mkdirSync(path.dirname(target), { recursive: true });
    folders.add(path.dirname(target));
    if (linkOrCopy(path.join(topLevel, entry.path), target)) linked.add(entry.path);
  }
  const written = files.filter((entry) => !linked.has(entry.path));
  if (written.length > 0)
    // One checkout worker per core (checkout.workers=0), as the worktree had.
    await gitOutput(
      topLevel,
      ["-c", "checkout.workers=0", `--work-tree=${options.tree}`, "checkout-index", "-f", "-z", "--stdin"],
      { input: written.map((entry) => `${entry.path}\0`).join(""), env: { GIT_INDEX_FILE: options.indexFile } },
    );
  return files.every((entry) => entry.mode !== "120000" || linkStaysInRoot(options, entry.path));
}

/** The base's regular files whose bytes in the working tree are their blob's, and that checkout writes as their blob. */
async function linkable(options: BaseTreeOptions, files: TreeEntry[]): Promise<TreeEntry[]> {
  const { topLevel } = options;
  // --stdin-paths reads lines: a name with a line break in it is written by checkout-index instead.
  const candidates = files.filter(
    (entry) =>
      (entry.mode === "100644" || entry.mode === "100755") &&
      !entry.path.includes("\n") &&
      isFile(path.join(topLevel, entry.path)),
  );
  if (candidates.length === 0) return [];
  // The hash of the bytes as they are: git's own "unchanged" is after clean filters and line-end normalisation.
  // Absolute paths: a line that starts with a quote would be taken for a quoted name.
  const hashes = (
    await gitOutput(topLevel, ["hash-object", "--no-filters", "--stdin-paths"], {
      input: candidates.map((entry) => `${path.join(topLevel, entry.path)}\n`).join(""),
    })
  ).split("\n");
  const same = candidates.filter((entry, index) => hashes[index] === entry.oid);
  if (same.length === 0) return [];
  const asBlob = await checkoutWritesBlob(options, same);
  return same.filter((entry) => asBlob.has(entry.path));
}

/** Of `files`, those that checkout writes byte for byte as their blob, by the base's attributes and the repository's config. */
async function checkoutWritesBlob(options: BaseTreeOptions, files: TreeEntry[]): Promise<Set<string>> {
  const { topLevel } = options;
  const config = async (name: string, otherwise: string) =>
    (await gitOutput(topLevel, ["config", `--default=${otherwise}`, "--get", name])).trim().toLowerCase();
  const autocrlf = await config("core.autocrlf", "false");
  const eol = await config("core.eol", "native");
  const crlfByDefault = lineEnds(autocrlf, eol);
  // --cached: the attributes of the scratch index, which holds the base's .gitattributes files.
  const output = await gitOutput(topLevel, ["check-attr", "--cached", "-z", "--stdin", ...CONVERSION_ATTRIBUTES], {
    input: files.map((entry) => `${entry.path}\0`).join(""),
    env: { GIT_INDEX_FILE: options.indexFile },
  });
  const attributes = new Map<string, Map<string, string>>();
  const fields = output.split("\0");
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const [file, name, value] = [fields[i]!, fields[i + 1]!, fields[i + 2]!];
    if (!attributes.has(file)) attributes.set(file, new Map());
    attributes.get(file)!.set(name, value);
  }
  const asBlob = new Set<string>();
  for (const entry of files) {
    const of = attributes.get(entry.path);
    if (!of) continue;
    const value = (name: string) => of.get(name) ?? "unspecified";
    const converted = ["filter", "ident", "working-tree-encoding"].some((name) => !NO_VALUE.has(value(name)));
    const text = value("text") === "unspecified" ? value("crlf") : value("text");
    if (!converted && !mayWriteCrlf(text, value("eol"), autocrlf, crlfByDefault)) asBlob.add(entry.path);
  }
  return asBlob;
}

/** Whether checkout may end a text file's lines with CRLF: convert.c's choice of line ends on output. */
function mayWriteCrlf(text: string, eol: string, autocrlf: string, crlfByDefault: boolean): boolean {
  if (text === "unset") return false;
  if (eol === "crlf" || eol === "lf") return eol === "crlf";
  if (text === "input") return false;
  if (text === "set" || text === "auto") return crlfByDefault;
  return isTrue(autocrlf);
}

/** Line ends of a text file on checkout when its attributes do not say: convert.c's text_eol_is_crlf. */
function lineEnds(autocrlf: string, eol: string): boolean {
  if (autocrlf === "input") return false;
  if (isTrue(autocrlf)) return true;
  if (eol === "crlf" || eol === "lf") return eol === "crlf";
  return process.platform === "win32";
}

function isTrue(value: string): boolean {
  // A key with no value is true in git's config.
  return ["true", "yes", "on", "1", ""].includes(value);
}

/**
 * Whether a symbolic link of the base points where it would in a checkout: a relative target that
 * leaves the root would find nothing in `tree`, which holds only the root. A `..` after a name might
 * climb out of a linked folder, so such a target counts as leaving too.
 */
function linkStaysInRoot(options: BaseTreeOptions, file: string): boolean {
  let target: string;
  try {
    target = readlinkSync(path.join(options.tree, file));
  } catch {
    // core.symlinks=false: checkout wrote the target as a file, as a worktree would.
    return true;
  }
  if (path.isAbsolute(target)) return true;
  const names = target.split(/[\\/]+/).filter((name) => name !== "" && name !== ".");
  if (names.some((name, index) => name === ".." && index > 0 && names[index - 1] !== "..")) return false;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), ...names));
  const root = options.rootInTree;
  if (root === "") return resolved !== ".." && !resolved.startsWith("../");
  return resolved === root || resolved.startsWith(`${root}/`);
}

function attributeFilesAbove(...files: (string | undefined)[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const names = file?.split("/") ?? [];
    for (let depth = 0; depth < names.length; depth++)
      found.push([...names.slice(0, depth), ".gitattributes"].join("/"));
  }
  return found;
}

function treeEntry(line: string): TreeEntry {
  // "<mode> <type> <object>\t<path>"
  const tab = line.indexOf("\t");
  const [mode, , oid] = line.slice(0, tab).split(" ");
  return { mode: mode!, oid: oid!, path: line.slice(tab + 1), line };
}

function isFile(file: string): boolean {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false;
  }
}

/** A hard link costs no bytes; another file system (EXDEV) or a refusing one gets a copy. False if neither works. */
function linkOrCopy(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch {
    try {
      copyFileSync(from, to);
      return true;
    } catch {
      return false;
    }
  }
}
