import { execFileSync } from "node:child_process";
import { realpathSync } from "node:fs";
import path from "node:path";
import type { Repository } from "../site/model/site-model.js";

/**
 * The repository the feedback links point at. In GitHub Actions: the job's repository and branch
 * (the pull request's head branch on pull requests). Elsewhere: the git checkout holding the root
 * (its `origin` remote and current branch). Undefined when neither says: no feedback links then.
 */
export function detectRepository(root: string, env: NodeJS.ProcessEnv = process.env): Repository | undefined {
  return repositoryFromActions(root, env) ?? repositoryFromGit(root);
}

export function repositoryFromActions(root: string, env: NodeJS.ProcessEnv): Repository | undefined {
  const slug = env.GITHUB_REPOSITORY;
  const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME;
  if (env.GITHUB_ACTIONS !== "true" || !slug || !/^[\w.-]+\/[\w.-]+$/.test(slug) || !branch) return undefined;
  const serverUrl = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  const workspace = env.GITHUB_WORKSPACE ? path.resolve(env.GITHUB_WORKSPACE) : undefined;
  const docsPath = workspace ? pathInside(workspace, root) : "";
  return docsPath === undefined ? undefined : { slug, serverUrl, branch, docsPath };
}

export function repositoryFromGit(root: string): Repository | undefined {
  const remote = git(root, ["remote", "get-url", "origin"]);
  const parsed = remote ? parseRemoteUrl(remote) : undefined;
  // symbolic-ref, not `rev-parse --abbrev-ref HEAD`: it also names a branch without commits yet,
  // and says nothing for a detached HEAD, which has no branch to edit on.
  const branch = git(root, ["symbolic-ref", "--quiet", "--short", "HEAD"]);
  const topLevel = git(root, ["rev-parse", "--show-toplevel"]);
  if (!parsed || !branch || !topLevel) return undefined;
  const docsPath = pathInside(topLevel, root);
  return docsPath === undefined ? undefined : { ...parsed, branch, docsPath };
}

/**
 * A git remote as server and `owner/name`: `https://host/owner/name(.git)` (credentials in it are
 * dropped), `git@host:owner/name.git`, `ssh://git@host(:port)/owner/name.git`.
 */
export function parseRemoteUrl(remote: string): { serverUrl: string; slug: string } | undefined {
  const text = remote.trim();
  const scp = /^(?:[\w.-]+@)?([\w.-]+):(?!\/\/)\/?(.+?)(?:\.git)?\/?$/.exec(text);
  if (scp && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return withSlug(`https://${scp[1]}`, scp[2]!);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const repoPath = url.pathname
    .replace(/^\/+/, "")
    .replace(/\/+$/, "")
    .replace(/\.git$/, "");
  if (url.protocol === "https:" || url.protocol === "http:") return withSlug(`${url.protocol}//${url.host}`, repoPath);
  // ssh and git transports: the web pages are on https at the same host, on the default port.
  if (url.protocol === "ssh:" || url.protocol === "git:") return withSlug(`https://${url.hostname}`, repoPath);
  return undefined;
}

function withSlug(serverUrl: string, repoPath: string): { serverUrl: string; slug: string } | undefined {
  const slug = repoPath.replace(/\.git$/, "");
  return /^[\w.-]+(?:\/[\w.-]+)+$/.test(slug) ? { serverUrl, slug } : undefined;
}

/** The root's folder inside the checkout ("" at its top), POSIX; undefined when outside it. */
function pathInside(topLevel: string, root: string): string | undefined {
  const relative = path.relative(realPath(topLevel), realPath(root));
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep).join("/");
}

function realPath(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return path.resolve(folder);
  }
}

/** One git command, without a shell; undefined when git is missing or the folder is no checkout. */
function git(root: string, args: string[]): string | undefined {
  try {
    const output = execFileSync("git", ["-C", root, ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 10_000,
    }).trim();
    return output || undefined;
  } catch {
    return undefined;
  }
}
