import { spawn } from "node:child_process";
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { git, GitFailure, GIT_TIMEOUT_MS } from "./git-command.js";

export interface BranchTarget {
  /** The remote: the repository's https URL without credentials (or a local path, in tests). */
  remote: string;
  /** Sent as an HTTP Authorization header through git's config environment, never in a URL, argument or message. */
  token?: string;
  /** The branch, such as "gh-pages"; created (orphan, holding .nojekyll) when missing. */
  branch: string;
  /** The folder in the branch, POSIX and relative, such as "pr-preview/pr-12"; checked (no "..", not absolute, not empty, not ".git"). */
  folder: string;
  /** Where the temporary clone is made (RUNNER_TEMP); removed afterwards. */
  workRoot: string;
  author: { name: string; email: string };
}

export type PublishResult =
  | { status: "published"; commit: string; bytesPushed: number; files: number; attempts: number }
  | { status: "unchanged"; commit: string; files: number }
  | { status: "too-large"; bytes: number; limit: number }
  | { status: "failed"; problem: string };

export type RemoveResult =
  | { status: "removed"; commit: string; attempts: number }
  | { status: "absent" }
  | { status: "failed"; problem: string };

/**
 * 100 MB. GitHub Pages publishes a site of at most 1 GB, and that is the whole branch: the production site and every
 * open pull request's preview side by side; GitHub also recommends keeping a repository under 1 GB, and every
 * re-publish of a preview adds its changed files to the branch's history for good. 100 MB lets the production site
 * and about nine previews share the 1 GB; the built 2,000-page synthetic site is 45 MB.
 */
export const DEFAULT_PREVIEW_MAX_BYTES = 100 * 1024 * 1024;

/** Pushes rejected because the branch moved (another pull request's preview landed first) are tried again this often. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** Publishes `siteDir` as `<folder>/` of the branch, keeping every other path of it; one commit, or none when nothing changed. */
export async function publishFolder(
  target: BranchTarget,
  siteDir: string,
  options: { message: string; maxBytes: number; maxAttempts?: number },
): Promise<PublishResult> {
  const folderWrong = folderProblem(target.folder);
  if (folderWrong) return { status: "failed", problem: folderWrong };
  const site = inspectSiteFolder(siteDir, options.maxBytes);
  if (site.bytes > options.maxBytes) return { status: "too-large", bytes: site.bytes, limit: options.maxBytes };
  if (site.problems.length > 0) {
    const more = site.problems.length > 1 ? ` (and ${site.problems.length - 1} more)` : "";
    return { status: "failed", problem: `the site was not published: ${site.problems[0]}${more}` };
  }
  return withRepository(target, "publish", async (repo) => {
    const siteTree = await repo.siteTree(siteDir);
    return retryRejected(options.maxAttempts, target, async (attempt) => {
      const tip = await repo.fetchTip();
      const tree = await repo.treeWith(tip, { [target.folder]: siteTree });
      if (tip && tree === tip.tree) return { status: "unchanged", commit: tip.commit, files: site.files };
      const commit = await repo.commit(tree, tip, options.message);
      const bytesPushed = await repo.packBytes(commit, tip);
      const pushed = await repo.push(commit);
      if (pushed !== "ok") return pushed;
      return { status: "published", commit, bytesPushed, files: site.files, attempts: attempt };
    });
  });
}

/** Removes `<folder>/` from the branch in one commit; "absent" when the branch or the folder is not there. */
export async function removeFolder(
  target: BranchTarget,
  options: { message: string; maxAttempts?: number },
): Promise<RemoveResult> {
  const folderWrong = folderProblem(target.folder);
  if (folderWrong) return { status: "failed", problem: folderWrong };
  return withRepository(target, "remove", async (repo) =>
    retryRejected(options.maxAttempts, target, async (attempt) => {
      const tip = await repo.fetchTip();
      if (!tip) return { status: "absent" };
      const tree = await repo.treeWith(tip, { [target.folder]: undefined });
      if (tree === tip.tree) return { status: "absent" };
      const commit = await repo.commit(tree, tip, options.message);
      const pushed = await repo.push(commit);
      if (pushed !== "ok") return pushed;
      return { status: "removed", commit, attempts: attempt };
    }),
  );
}

/**
 * A site folder as data (a fork's artifact): every entry a regular file or folder inside it (no symlink, hard link to
 * elsewhere, device, or name with "..", a backslash or a control character), its bytes under maxBytes.
 *
 * A file with more than one hard link is refused: an artifact is a zip, which cannot hold hard links, and docsgate's
 * build copies files, so a second link was made on the runner after the fact, and its other name may be anywhere (a
 * credentials file); which one cannot be told without searching the whole disk.
 */
export function inspectSiteFolder(dir: string, maxBytes: number): { files: number; bytes: number; problems: string[] } {
  const problems: string[] = [];
  let files = 0;
  let bytes = 0;
  let top;
  try {
    top = lstatSync(dir);
  } catch {
    return { files, bytes, problems: [`the site folder ${dir} is not there`] };
  }
  if (!top.isDirectory()) return { files, bytes, problems: [`the site folder ${dir} is not a folder`] };
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(dir, relative)).sort()) {
      const entry = relative ? `${relative}/${name}` : name;
      const nameWrong = entryNameProblem(name);
      if (nameWrong) {
        problems.push(`${JSON.stringify(entry)}: ${nameWrong}`);
        continue;
      }
      const stat = lstatSync(path.join(dir, entry));
      if (stat.isDirectory()) walk(entry);
      else if (stat.isSymbolicLink())
        problems.push(`${entry}: a symbolic link; a published site holds files and folders only`);
      else if (!stat.isFile()) problems.push(`${entry}: neither a file nor a folder (a device, socket or pipe)`);
      else if (stat.nlink > 1)
        problems.push(`${entry}: a hard link (${stat.nlink} names for one file); a published site holds copies only`);
      else {
        files++;
        bytes += stat.size;
      }
    }
  };
  walk("");
  if (bytes > maxBytes) problems.push(`the site is ${size(bytes)}, over the limit of ${size(maxBytes)}`);
  return { files, bytes, problems };
}

/** Why `folder` cannot be the branch's folder, or undefined when it can. */
export function folderProblem(folder: string): string | undefined {
  const segments = folder.split("/");
  // One URL path segment each, as Pages serves them: no "." or "..", no ".git", nothing to escape or encode.
  if (folder === "" || !segments.every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment)))
    return `the preview folder ${JSON.stringify(folder)} is not a relative path of names made of letters, digits, ".", "_" and "-" (not starting with ".") separated by "/", such as "pr-preview/pr-12"`;
  return undefined;
}

function entryNameProblem(name: string): string | undefined {
  if (name.includes("\\")) return "a name with a backslash";
  if (/[\u0000-\u001f\u007f]/.test(name)) return "a name with a control character";
  if (name === "..") return 'a name ".."';
  if (name.toLowerCase() === ".git") return 'a ".git" entry, which git cannot publish';
  return undefined;
}

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

interface Tip {
  commit: string;
  tree: string;
}

type Rejected = { status: "rejected"; reason: string };
type Failed = { status: "failed"; problem: string };

/** Runs `attemptOnce` until its push is not rejected for a moved branch, at most `maxAttempts` times, with a growing, jittered pause between. */
async function retryRejected<T extends { status: string }>(
  maxAttempts: number | undefined,
  target: BranchTarget,
  attemptOnce: (attempt: number) => Promise<T | Rejected | Failed>,
): Promise<T | Failed> {
  const attempts = maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new Error(`maxAttempts must be a whole number of at least 1, not ${attempts}`);
  let last = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(Math.min(4000, 250 * 2 ** (attempt - 2)) * (0.5 + Math.random()));
    const result = await attemptOnce(attempt);
    if (result.status !== "rejected") return result as T | Failed;
    last = (result as Rejected).reason;
  }
  return {
    status: "failed",
    problem: `the push to ${target.branch} was rejected ${attempts} time${attempts === 1 ? "" : "s"} (${last}): other pushes kept moving the branch; run the job again`,
  };
}

/** A temporary repository in workRoot (a git folder and an empty work tree) for one publish or removal, always removed; git failures become a one-line problem without the token. */
async function withRepository<T>(
  target: BranchTarget,
  verb: "publish" | "remove",
  work: (repo: TemporaryRepository) => Promise<T | Failed>,
): Promise<T | Failed> {
  const dir = mkdtempSync(path.join(target.workRoot, "docsgate-pages-"));
  try {
    const repo = new TemporaryRepository(target, dir);
    await repo.init();
    return await work(repo);
  } catch (error) {
    if (!(error instanceof GitFailure)) throw error;
    const what = verb === "publish" ? "publish the preview to" : "remove the preview from";
    return { status: "failed", problem: redact(`could not ${what} ${target.branch}: ${error.message}`, target.token) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The token and the header made of it, starred out of a message. */
function redact(text: string, token: string | undefined): string {
  if (!token) return text;
  return [basicCredentials(token), token].reduce((out, secret) => out.split(secret).join("***"), text);
}

function basicCredentials(token: string): string {
  return Buffer.from(`x-access-token:${token}`).toString("base64");
}

class TemporaryRepository {
  private readonly gitDir: string;
  private readonly env: Record<string, string>;

  constructor(
    private readonly target: BranchTarget,
    private readonly dir: string,
  ) {
    this.gitDir = path.join(dir, "repo.git");
    const config: [string, string][] = [];
    // As actions/checkout does: the header only for the remote's own origin, from the environment, so the token is in
    // no URL, argument or file.
    if (target.token && /^https?:\/\//i.test(target.remote))
      config.push([
        `http.${new URL(target.remote).origin}/.extraheader`,
        `AUTHORIZATION: basic ${basicCredentials(target.token)}`,
      ]);
    this.env = {
      GIT_DIR: this.gitDir,
      GIT_INDEX_FILE: path.join(dir, "index"),
      // Never written: the trees are built in the index alone, but `git rm --cached` wants a work tree.
      GIT_WORK_TREE: path.join(dir, "empty"),
      // Nothing from the machine's or the user's git config: no credential helper that prompts or stores, no
      // url.insteadOf, no autocrlf or clean filter rewriting the site's files, no global excludes dropping some.
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_CONFIG_PARAMETERS: "",
      GIT_ASKPASS: "",
      SSH_ASKPASS: "",
      GIT_LITERAL_PATHSPECS: "1",
      LC_ALL: "C",
      GIT_AUTHOR_NAME: target.author.name,
      GIT_AUTHOR_EMAIL: target.author.email,
      GIT_COMMITTER_NAME: target.author.name,
      GIT_COMMITTER_EMAIL: target.author.email,
      GIT_CONFIG_COUNT: String(config.length),
      ...Object.fromEntries(
        config.flatMap(([key, value], index) => [
          [`GIT_CONFIG_KEY_${index}`, key],
          [`GIT_CONFIG_VALUE_${index}`, value],
        ]),
      ),
    };
  }

  private git(args: string[], options: { input?: string; env?: Record<string, string>; cwd?: string } = {}) {
    return git(options.cwd ?? this.dir, args, { input: options.input, env: { ...this.env, ...options.env } });
  }

  async init(): Promise<void> {
    mkdirSync(this.env.GIT_WORK_TREE!);
    await this.git(["init", "-q", "--template="]);
  }

  /** The site's files as one tree object, written once for every attempt. */
  siteTree(siteDir: string): Promise<string> {
    const env = { GIT_INDEX_FILE: path.join(this.dir, "site-index"), GIT_WORK_TREE: siteDir };
    // --force: a .gitignore among the site's files ignores nothing; every file is published.
    return this.git(["add", "--all", "--force", "--", "."], { env, cwd: siteDir }).then(() =>
      this.git(["write-tree"], { env }),
    );
  }

  /** The branch's tip, fetched alone (depth 1), or undefined when the branch is missing. */
  async fetchTip(): Promise<Tip | undefined> {
    const ref = `refs/heads/${this.target.branch}`;
    const listed = await this.git(["ls-remote", "--heads", "--", this.target.remote, ref]);
    if (!listed.split("\n").some((line) => line.endsWith(`\t${ref}`))) return undefined;
    await this.git(["fetch", "-q", "--depth=1", "--no-tags", "--", this.target.remote, `+${ref}:refs/docsgate/tip`]);
    const [commit, tree] = (await this.git(["rev-parse", "refs/docsgate/tip", "refs/docsgate/tip^{tree}"])).split("\n");
    return { commit: commit!, tree: tree! };
  }

  /** The tip's tree with each folder replaced by a tree (or removed: undefined), and `.nojekyll` at the root. */
  async treeWith(tip: Tip | undefined, folders: Record<string, string | undefined>): Promise<string> {
    await this.git(tip ? ["read-tree", tip.tree] : ["read-tree", "--empty"]);
    for (const [folder, tree] of Object.entries(folders)) {
      await this.git(["rm", "--cached", "-r", "-q", "--ignore-unmatch", "--", folder]);
      if (tree) await this.git(["read-tree", `--prefix=${folder}/`, tree]);
    }
    // The site's assets live in _docsgate/, which Pages' Jekyll would leave out.
    if (!(await this.git(["ls-files", "--", ".nojekyll"]))) {
      const empty = await this.git(["hash-object", "-w", "--stdin"]);
      await this.git(["update-index", "--add", "--cacheinfo", `100644,${empty},.nojekyll`]);
    }
    return this.git(["write-tree"]);
  }

  commit(tree: string, tip: Tip | undefined, message: string): Promise<string> {
    return this.git(["commit-tree", tree, ...(tip ? ["-p", tip.commit] : []), "-F", "-"], { input: message });
  }

  /**
   * The size of the pack the push sends: the objects the tip does not have, thin (deltas against the tip's objects),
   * as `git push` packs them. The pack is kept (made whole by index-pack), so the push reuses its deltas and compressed
   * objects instead of packing them all a second time.
   */
  async packBytes(commit: string, tip: Tip | undefined): Promise<number> {
    const pack = this.spawnGit(["pack-objects", "--revs", "--thin", "--stdout", "-q"]);
    const index = this.spawnGit(["index-pack", "--stdin", "--fix-thin"]);
    let bytes = 0;
    pack.child.stdout.on("data", (chunk: Buffer) => (bytes += chunk.length));
    pack.child.stdout.pipe(index.child.stdin);
    index.child.stdout.resume();
    pack.child.stdin.end(`${commit}\n${tip ? `^${tip.commit}\n` : ""}`);
    await Promise.all([pack.done, index.done]);
    return bytes;
  }

  /** A git command whose standard streams the caller connects; `done` settles when it exits. */
  private spawnGit(args: string[]) {
    const child = spawn("git", args, { cwd: this.dir, timeout: GIT_TIMEOUT_MS, env: { ...process.env, ...this.env } });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.stdin.on("error", () => undefined);
    const done = new Promise<void>((resolve, reject) => {
      child.on("error", (error) => reject(new GitFailure(`git ${args[0]}: ${error.message}`)));
      child.on("close", (code) =>
        code === 0
          ? resolve()
          : reject(new GitFailure(`git ${args[0]}: ${stderr.trim().split("\n").at(-1) ?? `exit code ${code}`}`)),
      );
    });
    return { child, done };
  }

  /** Pushes without force: "ok", or rejected when the branch moved since the fetch. */
  async push(commit: string): Promise<"ok" | Rejected | Failed> {
    const ref = `refs/heads/${this.target.branch}`;
    try {
      await this.git(["push", "--porcelain", "--", this.target.remote, `${commit}:${ref}`]);
      return "ok";
    } catch (error) {
      if (!(error instanceof GitFailure)) throw error;
      // `!<tab>from:to<tab>[rejected] (fetch first)`, or `[remote rejected] (reason)` when the server refused it.
      const line = error.stdout.split("\n").find((status) => status.startsWith("!\t"));
      const summary = line?.split("\t")[2];
      const reason = summary?.replace(/^\[(?:remote )?rejected\] \((.*)\)$/, "$1");
      // Not a fast-forward of what the server has now; or, when two pushes cross inside the server, the loser's ref
      // lock finds another value than the one it was told ("failed to update ref", "cannot lock ref ... but expected").
      if (
        summary?.startsWith("[rejected]") ||
        /failed to update ref|cannot lock ref|incorrect old value/.test(reason ?? "")
      )
        return { status: "rejected", reason: reason! };
      if (summary)
        return {
          status: "failed",
          problem: redact(`could not push to ${this.target.branch}: ${summary}`, this.target.token),
        };
      throw error;
    }
  }
}
