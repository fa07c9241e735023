import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  objectAt
} from "./chunk-YY2LY7KT.js";
import "./chunk-LOFROOWK.js";

// src/github/github-stars.ts
var STARS_TIMEOUT_MS = 5e3;
function githubButtonRepository(config) {
  const primary = objectAt(objectAt(config, "navbar"), "primary");
  return primary?.type === "github" && typeof primary.href === "string" ? githubSlug(primary.href) : void 0;
}
function githubSlug(link) {
  let url;
  try {
    url = new URL(link);
  } catch {
    return void 0;
  }
  if (url.hostname !== "github.com" && url.hostname !== "www.github.com") return void 0;
  const [owner, name] = url.pathname.split("/").filter(Boolean);
  return owner && name && /^[\w.-]+$/.test(owner) && /^[\w.-]+$/.test(name) ? `${owner}/${name.replace(/\.git$/, "")}` : void 0;
}
async function fetchGithubStars(slug, env = process.env, timeoutMs = STARS_TIMEOUT_MS) {
  const api = (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
  try {
    const response = await fetch(`${api}/repos/${slug}`, {
      headers: { accept: "application/vnd.github+json", "user-agent": "docsgate" },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "follow"
    });
    if (!response.ok) return void 0;
    const { stargazers_count: stars } = await response.json();
    return typeof stars === "number" && Number.isInteger(stars) && stars >= 0 ? stars : void 0;
  } catch {
    return void 0;
  }
}

// src/github/repository.ts
import { execFileSync } from "node:child_process";
import { realpathSync } from "node:fs";
import path from "node:path";
function detectRepository(root, env = process.env) {
  return repositoryFromActions(root, env) ?? repositoryFromGit(root);
}
function repositoryFromActions(root, env) {
  const slug = env.GITHUB_REPOSITORY;
  const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME;
  if (env.GITHUB_ACTIONS !== "true" || !slug || !/^[\w.-]+\/[\w.-]+$/.test(slug) || !branch) return void 0;
  const serverUrl = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  const workspace = env.GITHUB_WORKSPACE ? path.resolve(env.GITHUB_WORKSPACE) : void 0;
  const docsPath = workspace ? pathInside(workspace, root) : "";
  return docsPath === void 0 ? void 0 : { slug, serverUrl, branch, docsPath };
}
function repositoryFromGit(root) {
  const remote = git(root, ["remote", "get-url", "origin"]);
  const parsed = remote ? parseRemoteUrl(remote) : void 0;
  const branch = git(root, ["symbolic-ref", "--quiet", "--short", "HEAD"]);
  const topLevel = git(root, ["rev-parse", "--show-toplevel"]);
  if (!parsed || !branch || !topLevel) return void 0;
  const docsPath = pathInside(topLevel, root);
  return docsPath === void 0 ? void 0 : { ...parsed, branch, docsPath };
}
function parseRemoteUrl(remote) {
  const text = remote.trim();
  const scp = /^(?:[\w.-]+@)?([\w.-]+):(?!\/\/)\/?(.+?)(?:\.git)?\/?$/.exec(text);
  if (scp && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return withSlug(`https://${scp[1]}`, scp[2]);
  let url;
  try {
    url = new URL(text);
  } catch {
    return void 0;
  }
  const repoPath = url.pathname.replace(/^\/+/, "").replace(/\/+$/, "").replace(/\.git$/, "");
  if (url.protocol === "https:" || url.protocol === "http:") return withSlug(`${url.protocol}//${url.host}`, repoPath);
  if (url.protocol === "ssh:" || url.protocol === "git:") return withSlug(`https://${url.hostname}`, repoPath);
  return void 0;
}
function withSlug(serverUrl, repoPath) {
  const slug = repoPath.replace(/\.git$/, "");
  return /^[\w.-]+(?:\/[\w.-]+)+$/.test(slug) ? { serverUrl, slug } : void 0;
}
function pathInside(topLevel, root) {
  const relative = path.relative(realPath(topLevel), realPath(root));
  if (relative.startsWith("..") || path.isAbsolute(relative)) return void 0;
  return relative.split(path.sep).join("/");
}
function realPath(folder) {
  try {
    return realpathSync(folder);
  } catch {
    return path.resolve(folder);
  }
}
function git(root, args) {
  try {
    const output = execFileSync("git", ["-C", root, ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 1e4
    }).trim();
    return output || void 0;
  } catch {
    return void 0;
  }
}

// src/github/repository-facts.ts
async function repositoryFacts(project, fetchRemote) {
  const button = fetchRemote ? githubButtonRepository(project.docs?.value) : void 0;
  const githubStars = button ? await fetchGithubStars(button) : void 0;
  const repository = detectRepository(project.root);
  return { ...repository ? { repository } : {}, ...githubStars === void 0 ? {} : { githubStars } };
}
export {
  repositoryFacts
};
