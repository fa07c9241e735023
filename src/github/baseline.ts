import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { CacheFolder } from "../cache/cache-folder.js";
import { check } from "../check.js";
import { fingerprintDiagnostics } from "../report/fingerprint.js";
import { readJsonReport, type BaselineDiagnostic } from "../report/read-json-report.js";
import { buildBaseTree, type BaseTreeOptions } from "./base-tree.js";
import { git, GitFailure } from "./git-command.js";

/** The base commit's problems: what a pull request inherited rather than introduced. */
export interface Baseline {
  source: "git" | "report";
  diagnostics: BaselineDiagnostic[];
  /** The base commit's check: its pages, and how many of them the head's page cache held unchanged. */
  pages?: { checked: number; fromCache: number };
}

/** Why there is no baseline, in plain words with what to do. */
export interface BaselineProblem {
  problem: string;
}

export interface GitBaselineOptions {
  /** The folder the other paths are relative to: the workspace (GITHUB_WORKSPACE in the action). */
  workspace: string;
  /** The docs root at the head. */
  rootRelative: string;
  /** docsgate's config file, if one was named; the base commit's version of it is used. */
  configRelative?: string;
  baseSha: string;
  /** Where the base commit's files are written (RUNNER_TEMP in the action). */
  tempRoot: string;
  /** Lint remote OpenAPI files as the head's check did (--fetch-remote), so their problems are not all new. */
  fetchRemote?: boolean;
  /** And let those fetches reach private addresses, as the head's check did. */
  allowPrivateAddresses?: boolean;
  /** The page cache the head's check filled: the base's pages the pull request did not change are not linted again. */
  cache?: CacheFolder;
}

/** A report of 100 MB holds far more diagnostics than readJsonReport accepts. */
const MAX_REPORT_BYTES = 100 * 1024 * 1024;

/**
 * Checks the base commit (fetched from origin first when a shallow checkout lacks it) in a temporary
 * copy of its docs root, or failing that in a worktree, and fingerprints its diagnostics as the head's are.
 */
export async function baselineFromGit(options: GitBaselineOptions): Promise<Baseline | BaselineProblem> {
  const { baseSha } = options;
  // Hexadecimal only: nothing that git could take for an option or a ref name.
  if (!/^[0-9a-f]{4,64}$/i.test(baseSha))
    return {
      problem:
        "The base commit is not a commit id (hexadecimal digits), so docsgate cannot check it out to compare with.",
    };
  const root = path.resolve(options.workspace, options.rootRelative);
  let topLevel: string;
  try {
    topLevel = realPath(await git(root, ["rev-parse", "--show-toplevel"]));
  } catch (error) {
    return {
      problem: `The docs root ${options.rootRelative || "."} is not in a git checkout (${reason(error)}), so docsgate cannot check out the base commit to compare with. Check the repository out with actions/checkout first.`,
    };
  }
  // The docs may sit below the top of the checkout, and the checkout below the workspace.
  const rootInTree = path.relative(topLevel, realPath(root)).split(path.sep).join("/");
  const config =
    options.configRelative === undefined
      ? undefined
      : realPath(path.resolve(options.workspace, options.configRelative));

  const missing = await ensureCommit(topLevel, baseSha);
  if (missing) return { problem: missing };

  mkdirSync(options.tempRoot, { recursive: true });
  const temp = mkdtempSync(path.join(options.tempRoot, "docsgate-base-"));
  let worktree: string | undefined;
  try {
    let tree = path.join(temp, "tree");
    const configInTree = config && insideCheckout(topLevel, config);
    if (!(await baseTree({ topLevel, baseSha, rootInTree, configInTree, tree, indexFile: path.join(temp, "index") }))) {
      // Writing the base's files is most of the worktree's cost: one checkout worker per core (0) halves it on 2 cores.
      worktree = tree = path.join(temp, "worktree");
      await git(topLevel, ["-c", "checkout.workers=0", "worktree", "add", "--detach", worktree, baseSha]);
    }
    const baseRoot = path.join(tree, rootInTree);
    // The docs are new in this pull request: every problem in them is new.
    if (!existsSync(baseRoot)) return { source: "git", diagnostics: [] };
    const result = check({
      root: baseRoot,
      settingsPath: config && baseConfig(topLevel, tree, config),
      fetchRemote: options.fetchRemote ?? false,
      ...(options.allowPrivateAddresses ? { allowPrivateAddresses: true } : {}),
      ...(options.cache !== undefined ? { cache: options.cache } : {}),
    });
    const fingerprints = fingerprintDiagnostics(result.root, result.diagnostics);
    return {
      source: "git",
      ...(result.pagesFromCache !== undefined
        ? { pages: { checked: result.pageFiles?.length ?? 0, fromCache: result.pagesFromCache } }
        : {}),
      diagnostics: result.diagnostics.map(({ ruleId, severity, message, file, line }, index) => ({
        ruleId,
        severity,
        message,
        file,
        line,
        fingerprint: fingerprints[index]!,
      })),
    };
  } catch (error) {
    if (!(error instanceof GitFailure)) throw error;
    return {
      problem: `docsgate could not check out the base commit ${baseSha} in a temporary worktree (${error.message}).`,
    };
  } finally {
    if (worktree) await removeWorktree(topLevel, worktree);
    rmSync(temp, { recursive: true, force: true });
  }
}

/** Reads a docsgate JSON report of the base branch, such as one its own run uploaded. */
export function baselineFromReport(file: string): Baseline | BaselineProblem {
  let text: string;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return { problem: `The baseline report ${file} is not a file.` };
    if (stats.size > MAX_REPORT_BYTES)
      return {
        problem: `The baseline report ${file} is larger than ${MAX_REPORT_BYTES / 1024 / 1024} MB, more than any docs project's report.`,
      };
    text = readFileSync(file, "utf8");
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code === "ENOENT" ? "there is no such file" : (error as Error).message;
    return { problem: `The baseline report ${file} cannot be read: ${why}.` };
  }
  const report = readJsonReport(text);
  return typeof report === "string"
    ? { problem: `${report} (${file})` }
    : { source: "report", diagnostics: report.diagnostics };
}

/** Undefined when the checkout has the commit or now does; else the problem. */
async function ensureCommit(topLevel: string, sha: string): Promise<string | undefined> {
  try {
    await git(topLevel, ["cat-file", "-e", `${sha}^{commit}`]);
    return undefined;
  } catch {
    // actions/checkout fetches one commit by default; it leaves its credentials for origin.
  }
  try {
    // --depth only in a shallow checkout: in a full one it would cut the commit's history off.
    const shallow = (await git(topLevel, ["rev-parse", "--is-shallow-repository"])) === "true";
    await git(topLevel, ["fetch", "--no-tags", ...(shallow ? ["--depth=1"] : []), "origin", sha]);
    return undefined;
  } catch (error) {
    return `The base commit ${sha} is not in the checkout, and fetching it from origin failed (${reason(error)}). Set fetch-depth: 0 on actions/checkout so the checkout holds the base commit.`;
  }
}

/**
 * The base's docs root (and config file) without a worktree; false when a worktree is needed after
 * all. Any failure here (an older git without a command's option, a file that cannot be written)
 * falls back to the worktree, which is slower but has always worked.
 */
async function baseTree(options: BaseTreeOptions): Promise<boolean> {
  try {
    mkdirSync(options.tree);
    if (await buildBaseTree(options)) return true;
  } catch {
    // The worktree below.
  }
  rmSync(options.tree, { recursive: true, force: true });
  return false;
}

/** A config file's path relative to the top of the checkout, with `/` between names; undefined outside it. */
function insideCheckout(topLevel: string, config: string): string | undefined {
  const relative = path.relative(topLevel, config);
  return relative.startsWith("..") || path.isAbsolute(relative) ? undefined : relative.split(path.sep).join("/");
}

/** The base commit's version of a config file in the checkout; one outside it is the same for both. */
function baseConfig(topLevel: string, tree: string, config: string): string | undefined {
  const relative = insideCheckout(topLevel, config);
  if (relative === undefined) return config;
  const inTree = path.join(tree, relative);
  return existsSync(inTree) ? inTree : undefined;
}

/** Never throws: the baseline (or its problem) matters more than a leftover folder. */
async function removeWorktree(topLevel: string, tree: string): Promise<void> {
  await git(topLevel, ["worktree", "remove", "--force", tree]).catch(() => undefined);
  rmSync(tree, { recursive: true, force: true });
  await git(topLevel, ["worktree", "prune"]).catch(() => undefined);
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function realPath(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return path.resolve(folder);
  }
}
