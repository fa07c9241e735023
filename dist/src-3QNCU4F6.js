import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  FAIL_ON_VALUES,
  REPORT_FORMATS,
  baselineFromGit,
  baselineFromReport,
  compareWithBaseline,
  countDiagnostics,
  describeTotals,
  failsGate,
  fingerprintDiagnostics,
  format,
  judge,
  parseFailOn,
  parseMaxWarnings,
  pathInRepository,
  runDocsgate,
  warningsOver,
  writeReportFile
} from "./chunk-COKAX7GH.js";
import {
  TOOL,
  actionCacheDir,
  actionCacheFolder
} from "./chunk-U57H3RQW.js";
import {
  checkOutDir,
  normalizeBasePath,
  normalizeSiteUrl
} from "./chunk-E76PVF7O.js";
import {
  plural
} from "./chunk-7WXVLMGA.js";
import "./chunk-D3TY4MDE.js";
import {
  error,
  getInput,
  info,
  notice,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunk-UJKSYK3E.js";
import "./chunk-X3HJBWIJ.js";
import {
  RULES_URL
} from "./chunk-JPMMXNPL.js";
import "./chunk-CJ7NE5UA.js";
import "./chunk-X2Q7XYNA.js";
import "./chunk-YY2LY7KT.js";
import "./chunk-MQPAYS26.js";
import "./chunk-ARJOCTAC.js";
import {
  pageUrl,
  withBase
} from "./chunk-BSD27DMV.js";
import {
  escapeAttribute,
  escapeHtml
} from "./chunk-UUUGY4MQ.js";
import "./chunk-DN6EFJKH.js";
import {
  require_ajv
} from "./chunk-BPU2NOSW.js";
import "./chunk-2AY3GXWT.js";
import "./chunk-3GTHPOSM.js";
import "./chunk-FTXZLPLP.js";
import "./chunk-W7KGNAZE.js";
import "./chunk-UWRAYTU5.js";
import "./chunk-6XB3XLVW.js";
import "./chunk-34R7G3LF.js";
import "./chunk-OWQ6OZWF.js";
import {
  GIT_TIMEOUT_MS,
  GitFailure,
  git
} from "./chunk-HGCY65AU.js";
import {
  __toESM
} from "./chunk-LOFROOWK.js";

// src/index.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { mkdtempSync as mkdtempSync2 } from "node:fs";
import os from "node:os";
import path7 from "node:path";

// src/action/inputs.ts
import { statSync } from "node:fs";
import path2 from "node:path";

// src/github/event-context.ts
import { readFileSync } from "node:fs";
var PULL_REQUEST_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target"]);
function isPullRequestEvent(eventName) {
  return PULL_REQUEST_EVENTS.has(eventName);
}
function readEventContext(env) {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const [owner, name] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const context = {
    eventName,
    ...owner && name ? { repository: { owner, name } } : {},
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    serverUrl: (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, ""),
    ...env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {},
    ...env.GITHUB_SHA ? { headSha: env.GITHUB_SHA } : {}
  };
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  if (text(payload.action)) context.action = text(payload.action);
  if (text(record(payload.repository).clone_url)) context.cloneUrl = text(record(payload.repository).clone_url);
  const pr = record(payload.pull_request);
  const number = pr.number;
  const headSha = text(record(pr.head).sha);
  if (isPullRequestEvent(eventName) && typeof number === "number" && Number.isInteger(number) && headSha) {
    const base = record(pr.base);
    const headRepo = text(record(record(pr.head).repo).full_name);
    const baseRepo = text(record(base.repo).full_name);
    context.pullRequest = {
      number,
      headSha,
      ...text(base.sha) ? { baseSha: text(base.sha) } : {},
      ...text(base.ref) ? { baseRef: text(base.ref) } : {},
      fromFork: Boolean(headRepo && baseRepo && headRepo !== baseRepo)
    };
    context.headSha = headSha;
    if (text(base.sha)) context.baseSha = text(base.sha);
  }
  const group = record(payload.merge_group);
  if (eventName === "merge_group" && text(group.head_sha)) {
    context.headSha = text(group.head_sha);
    if (text(group.base_sha)) context.baseSha = text(group.base_sha);
  }
  const run2 = record(payload.workflow_run);
  if (eventName === "workflow_run" && typeof run2.id === "number" && text(run2.head_sha)) {
    const numbers = Array.isArray(run2.pull_requests) ? run2.pull_requests.map((entry) => record(entry).number).filter((n) => typeof n === "number") : [];
    context.workflowRun = {
      id: run2.id,
      headSha: text(run2.head_sha),
      pullRequestNumbers: numbers,
      event: text(run2.event) ?? ""
    };
    context.headSha = text(run2.head_sha);
  }
  return context;
}
function cloneUrl(context) {
  const repository = repositoryUrl(context);
  return context.cloneUrl ?? (repository ? `${repository}.git` : void 0);
}
function repositoryUrl(context) {
  return context.repository ? `${context.serverUrl}/${context.repository.owner}/${context.repository.name}` : void 0;
}
function readPayload(file) {
  if (!file) return {};
  try {
    return record(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return {};
  }
}
function record(value) {
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}
function text(value) {
  return typeof value === "string" && value ? value : void 0;
}

// src/github/pages-branch.ts
import { spawn } from "node:child_process";
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
var DEFAULT_PREVIEW_MAX_BYTES = 100 * 1024 * 1024;
var DEFAULT_MAX_ATTEMPTS = 5;
async function publishFolder(target, siteDir, options) {
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
async function removeFolder(target, options) {
  const folderWrong = folderProblem(target.folder);
  if (folderWrong) return { status: "failed", problem: folderWrong };
  return withRepository(
    target,
    "remove",
    async (repo) => retryRejected(options.maxAttempts, target, async (attempt) => {
      const tip = await repo.fetchTip();
      if (!tip) return { status: "absent" };
      const tree = await repo.treeWith(tip, { [target.folder]: void 0 });
      if (tree === tip.tree) return { status: "absent" };
      const commit = await repo.commit(tree, tip, options.message);
      const pushed = await repo.push(commit);
      if (pushed !== "ok") return pushed;
      return { status: "removed", commit, attempts: attempt };
    })
  );
}
function inspectSiteFolder(dir, maxBytes) {
  const problems = [];
  let files = 0;
  let bytes = 0;
  let top;
  try {
    top = lstatSync(dir);
  } catch {
    return { files, bytes, problems: [`the site folder ${dir} is not there`] };
  }
  if (!top.isDirectory()) return { files, bytes, problems: [`the site folder ${dir} is not a folder`] };
  const walk = (relative) => {
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
function folderProblem(folder) {
  const segments = folder.split("/");
  if (folder === "" || !segments.every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment)))
    return `the preview folder ${JSON.stringify(folder)} is not a relative path of names made of letters, digits, ".", "_" and "-" (not starting with ".") separated by "/", such as "pr-preview/pr-12"`;
  return void 0;
}
function entryNameProblem(name) {
  if (name.includes("\\")) return "a name with a backslash";
  if (/[\u0000-\u001f\u007f]/.test(name)) return "a name with a control character";
  if (name === "..") return 'a name ".."';
  if (name.toLowerCase() === ".git") return 'a ".git" entry, which git cannot publish';
  return void 0;
}
function size(bytes) {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
async function retryRejected(maxAttempts, target, attemptOnce) {
  const attempts = maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new Error(`maxAttempts must be a whole number of at least 1, not ${attempts}`);
  let last = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(Math.min(4e3, 250 * 2 ** (attempt - 2)) * (0.5 + Math.random()));
    const result = await attemptOnce(attempt);
    if (result.status !== "rejected") return result;
    last = result.reason;
  }
  return {
    status: "failed",
    problem: `the push to ${target.branch} was rejected ${attempts} time${attempts === 1 ? "" : "s"} (${last}): other pushes kept moving the branch; run the job again`
  };
}
async function withRepository(target, verb, work) {
  const dir = mkdtempSync(path.join(target.workRoot, "docsgate-pages-"));
  try {
    const repo = new TemporaryRepository(target, dir);
    await repo.init();
    return await work(repo);
  } catch (error2) {
    if (!(error2 instanceof GitFailure)) throw error2;
    const what = verb === "publish" ? "publish the preview to" : "remove the preview from";
    return { status: "failed", problem: redact(`could not ${what} ${target.branch}: ${error2.message}`, target.token) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
function redact(text3, token) {
  if (!token) return text3;
  return [basicCredentials(token), token].reduce((out, secret) => out.split(secret).join("***"), text3);
}
function basicCredentials(token) {
  return Buffer.from(`x-access-token:${token}`).toString("base64");
}
var TemporaryRepository = class {
  constructor(target, dir) {
    this.target = target;
    this.dir = dir;
    this.gitDir = path.join(dir, "repo.git");
    const config = [];
    if (target.token && /^https?:\/\//i.test(target.remote))
      config.push([
        `http.${new URL(target.remote).origin}/.extraheader`,
        `AUTHORIZATION: basic ${basicCredentials(target.token)}`
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
          [`GIT_CONFIG_VALUE_${index}`, value]
        ])
      )
    };
  }
  target;
  dir;
  gitDir;
  env;
  git(args, options = {}) {
    return git(options.cwd ?? this.dir, args, { input: options.input, env: { ...this.env, ...options.env } });
  }
  async init() {
    mkdirSync(this.env.GIT_WORK_TREE);
    await this.git(["init", "-q", "--template="]);
  }
  /** The site's files as one tree object, written once for every attempt. */
  siteTree(siteDir) {
    const env = { GIT_INDEX_FILE: path.join(this.dir, "site-index"), GIT_WORK_TREE: siteDir };
    return this.git(["add", "--all", "--force", "--", "."], { env, cwd: siteDir }).then(
      () => this.git(["write-tree"], { env })
    );
  }
  /** The branch's tip, fetched alone (depth 1), or undefined when the branch is missing. */
  async fetchTip() {
    const ref = `refs/heads/${this.target.branch}`;
    const listed = await this.git(["ls-remote", "--heads", "--", this.target.remote, ref]);
    if (!listed.split("\n").some((line) => line.endsWith(`	${ref}`))) return void 0;
    await this.git(["fetch", "-q", "--depth=1", "--no-tags", "--", this.target.remote, `+${ref}:refs/docsgate/tip`]);
    const [commit, tree] = (await this.git(["rev-parse", "refs/docsgate/tip", "refs/docsgate/tip^{tree}"])).split("\n");
    return { commit, tree };
  }
  /** The tip's tree with each folder replaced by a tree (or removed: undefined), and `.nojekyll` at the root. */
  async treeWith(tip, folders) {
    await this.git(tip ? ["read-tree", tip.tree] : ["read-tree", "--empty"]);
    for (const [folder, tree] of Object.entries(folders)) {
      await this.git(["rm", "--cached", "-r", "-q", "--ignore-unmatch", "--", folder]);
      if (tree) await this.git(["read-tree", `--prefix=${folder}/`, tree]);
    }
    if (!await this.git(["ls-files", "--", ".nojekyll"])) {
      const empty = await this.git(["hash-object", "-w", "--stdin"]);
      await this.git(["update-index", "--add", "--cacheinfo", `100644,${empty},.nojekyll`]);
    }
    return this.git(["write-tree"]);
  }
  commit(tree, tip, message) {
    return this.git(["commit-tree", tree, ...tip ? ["-p", tip.commit] : [], "-F", "-"], { input: message });
  }
  /**
   * The size of the pack the push sends: the objects the tip does not have, thin (deltas against the tip's objects),
   * as `git push` packs them. The pack is kept (made whole by index-pack), so the push reuses its deltas and compressed
   * objects instead of packing them all a second time.
   */
  async packBytes(commit, tip) {
    const pack = this.spawnGit(["pack-objects", "--revs", "--thin", "--stdout", "-q"]);
    const index = this.spawnGit(["index-pack", "--stdin", "--fix-thin"]);
    let bytes = 0;
    pack.child.stdout.on("data", (chunk) => bytes += chunk.length);
    pack.child.stdout.pipe(index.child.stdin);
    index.child.stdout.resume();
    pack.child.stdin.end(`${commit}
${tip ? `^${tip.commit}
` : ""}`);
    await Promise.all([pack.done, index.done]);
    return bytes;
  }
  /** A git command whose standard streams the caller connects; `done` settles when it exits. */
  spawnGit(args) {
    const child = spawn("git", args, { cwd: this.dir, timeout: GIT_TIMEOUT_MS, env: { ...process.env, ...this.env } });
    let stderr = "";
    child.stderr.on("data", (chunk) => stderr += chunk.toString("utf8"));
    child.stdin.on("error", () => void 0);
    const done = new Promise((resolve, reject) => {
      child.on("error", (error2) => reject(new GitFailure(`git ${args[0]}: ${error2.message}`)));
      child.on(
        "close",
        (code) => code === 0 ? resolve() : reject(new GitFailure(`git ${args[0]}: ${stderr.trim().split("\n").at(-1) ?? `exit code ${code}`}`))
      );
    });
    return { child, done };
  }
  /** Pushes without force: "ok", or rejected when the branch moved since the fetch. */
  async push(commit) {
    const ref = `refs/heads/${this.target.branch}`;
    try {
      await this.git(["push", "--porcelain", "--", this.target.remote, `${commit}:${ref}`]);
      return "ok";
    } catch (error2) {
      if (!(error2 instanceof GitFailure)) throw error2;
      const line = error2.stdout.split("\n").find((status) => status.startsWith("!	"));
      const summary2 = line?.split("	")[2];
      const reason = summary2?.replace(/^\[(?:remote )?rejected\] \((.*)\)$/, "$1");
      if (summary2?.startsWith("[rejected]") || /failed to update ref|cannot lock ref|incorrect old value/.test(reason ?? ""))
        return { status: "rejected", reason };
      if (summary2)
        return {
          status: "failed",
          problem: redact(`could not push to ${this.target.branch}: ${summary2}`, this.target.token)
        };
      throw error2;
    }
  }
};

// src/github/rest-client.ts
var GitHubApiError = class extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
    this.name = "GitHubApiError";
  }
  status;
};
var BACKOFF_MS = [1e3, 2e3, 4e3, 8e3];
function createRestClient(options) {
  const apiUrl = options.apiUrl.replace(/\/+$/, "");
  const sleep2 = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const redact2 = (text3) => options.token ? text3.split(options.token).join("***") : text3;
  async function attempt(method, url, body) {
    return fetch(url, {
      method,
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${options.token}`,
        "user-agent": "docsgate",
        "x-github-api-version": "2022-11-28",
        ...body === void 0 ? {} : { "content-type": "application/json" }
      },
      ...body === void 0 ? {} : { body: JSON.stringify(body) },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: "follow"
    });
  }
  async function request(method, path8, body, requestOptions = {}) {
    const url = path8.startsWith("http") ? path8 : `${apiUrl}${path8}`;
    const what = `${method} ${new URL(url).pathname}`;
    const createsSomething = !(requestOptions.repeatable ?? method.toUpperCase() !== "POST");
    async function alreadyDone() {
      const found = await requestOptions.findExisting();
      return found === void 0 ? void 0 : { status: 200, data: found, headers: new Headers() };
    }
    for (let tries = 0; ; tries++) {
      let response;
      try {
        response = await attempt(method, url, body);
      } catch (error2) {
        const reason2 = redact2(describeFetchError(error2, options.timeoutMs));
        if (tries >= options.retries || createsSomething && !requestOptions.findExisting)
          throw new GitHubApiError(`${what}: ${reason2}`);
        const done = createsSomething ? await alreadyDone() : void 0;
        if (done) return done;
        const wait2 = BACKOFF_MS[Math.min(tries, BACKOFF_MS.length - 1)];
        options.onRetry?.(`${what}: ${reason2}; trying again in ${seconds(wait2)}.`);
        await sleep2(wait2);
        continue;
      }
      const text3 = await response.text().catch(() => "");
      if (response.ok)
        return { status: response.status, data: text3 ? parseJson(text3) : void 0, headers: response.headers };
      const reason = redact2(`GitHub answered ${response.status}${apiMessage(text3)}`);
      const wait = retryWait(response, tries);
      if (wait === void 0 || tries >= options.retries)
        throw new GitHubApiError(`${what}: ${reason}`, response.status);
      if (createsSomething && response.status >= 500) {
        if (!requestOptions.findExisting) throw new GitHubApiError(`${what}: ${reason}`, response.status);
        const done = await alreadyDone();
        if (done) return done;
      }
      if (wait > options.maxWaitMs)
        throw new GitHubApiError(
          `${what}: ${reason}, and asks to wait ${seconds(wait)}, longer than docsgate waits`,
          response.status
        );
      options.onRetry?.(`${what}: ${reason}; trying again in ${seconds(wait)}.`);
      await sleep2(wait);
    }
  }
  async function paginate(path8, maxPages = 30) {
    const items = [];
    let next = path8;
    for (let page = 0; next && page < maxPages; page++) {
      const response = await request("GET", next);
      if (!Array.isArray(response.data))
        throw new GitHubApiError(
          `GET ${new URL(next, apiUrl).pathname}: GitHub answered with something other than a list`
        );
      items.push(...response.data);
      next = nextLink(response.headers.get("link"));
    }
    return items;
  }
  return { request, paginate };
}
function retryWait(response, tries, now = Date.now()) {
  const { status, headers } = response;
  const retryAfter = Number(headers.get("retry-after"));
  if (headers.has("retry-after") && Number.isFinite(retryAfter) && retryAfter >= 0) return retryAfter * 1e3;
  if (status === 403 || status === 429) {
    if (headers.get("x-ratelimit-remaining") === "0") {
      const reset = Number(headers.get("x-ratelimit-reset")) * 1e3;
      return Number.isFinite(reset) ? Math.max(0, reset - now) + 1e3 : void 0;
    }
    return status === 429 ? 6e4 : void 0;
  }
  if (status >= 500) return BACKOFF_MS[Math.min(tries, BACKOFF_MS.length - 1)];
  return void 0;
}
function nextLink(link) {
  return link?.split(",").map((part) => /<([^>]+)>\s*;\s*rel="next"/.exec(part)?.[1]).find(Boolean);
}
function apiMessage(text3) {
  const message = parseJson(text3)?.message;
  return typeof message === "string" && message ? `: ${message.slice(0, 300)}` : "";
}
function parseJson(text3) {
  try {
    return JSON.parse(text3);
  } catch {
    return void 0;
  }
}
function describeFetchError(error2, timeoutMs) {
  if (error2 instanceof Error && (error2.name === "TimeoutError" || error2.name === "AbortError"))
    return `no answer within ${seconds(timeoutMs)}`;
  const cause = error2.cause;
  return cause?.code ?? cause?.message ?? (error2 instanceof Error ? error2.message : String(error2));
}
function seconds(ms) {
  return `${Math.round(ms / 100) / 10} s`;
}

// src/github/pages-address.ts
function pagesSiteUrl(raw) {
  let url;
  try {
    url = new URL(raw.trim());
  } catch {
    return void 0;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:" || url.username || url.password || url.search || url.hash)
    return void 0;
  if (normalizeBasePath(url.pathname) === void 0) return void 0;
  return `${url.origin}${url.pathname.replace(/\/*$/, "/")}`;
}
function previewAddress(siteUrl, folder, number) {
  const url = new URL(`${folder}/pr-${number}/`, siteUrl);
  return { url: url.href, basePath: url.pathname.replace(/\/$/, ""), siteUrl: url.origin };
}
async function readPagesSite(client, repository, serverUrl, branch) {
  const turnOn = `turn GitHub Pages on in the repository's Settings → Pages: Build and deployment, Source "Deploy from a branch", branch ${branch}, folder / (root)`;
  let reason;
  if (client) {
    try {
      const answer = await client.request(
        "GET",
        `/repos/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.name)}/pages`
      );
      const url2 = typeof answer.data?.html_url === "string" ? pagesSiteUrl(answer.data.html_url) : void 0;
      if (url2) return { url: url2 };
      reason = "GitHub's API gave no address for the repository's Pages site";
    } catch (error2) {
      reason = error2 instanceof GitHubApiError && error2.status === 404 ? "GitHub Pages is not turned on for this repository" : `docsgate could not read the repository's Pages address (${error2.message})`;
    }
  } else reason = "docsgate has no token to read the repository's Pages address with";
  if (serverUrl !== "https://github.com")
    return { problem: `${reason}; give its address in the preview-url input, or ${turnOn}.` };
  const owner = repository.owner.toLowerCase();
  const url = repository.name.toLowerCase() === `${owner}.github.io` ? `https://${owner}.github.io/` : `https://${owner}.github.io/${encodeURIComponent(repository.name)}/`;
  return {
    url,
    notice: `${reason}: the preview's address assumes ${url}, which answers once you ${turnOn} (or give the site's address in the preview-url input).`
  };
}

// src/action/inputs.ts
function readInputs(env) {
  const failOnInput = input("fail-on", "error");
  const failOn = parseFailOn(failOnInput);
  if (!failOn) return `The fail-on input must be one of ${FAIL_ON_VALUES.join(", ")}; got "${failOnInput}".`;
  const maxWarningsInput = getInput("max-warnings");
  const maxWarnings = maxWarningsInput ? parseMaxWarnings(maxWarningsInput) : void 0;
  if (maxWarningsInput && maxWarnings === void 0)
    return `The max-warnings input must be a whole number of 0 or more, or empty for no limit; got "${maxWarningsInput}".`;
  const workspace = path2.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const rootInput = input("root", ".");
  const root = path2.resolve(workspace, rootInput);
  if (!isDirectory(root))
    return `The root input "${rootInput}" is not a folder in the repository (looked for ${root}).`;
  const fetchRemoteInput = input("fetch-remote", "auto");
  if (!["auto", "true", "false"].includes(fetchRemoteInput))
    return `The fetch-remote input must be auto, true or false; got "${fetchRemoteInput}".`;
  const allowPrivateAddresses = boolean("allow-private-addresses", "false");
  if (typeof allowPrivateAddresses === "string") return allowPrivateAddresses;
  const basePathInput = getInput("base-path");
  const basePath = normalizeBasePath(basePathInput);
  if (basePath === void 0) return `The base-path input must be a URL path such as /docs; got "${basePathInput}".`;
  const site = siteInputs(workspace, root, basePath, env.GITHUB_EVENT_NAME ?? "");
  if (typeof site === "string") return site;
  const links = linkInputs(workspace, site);
  if (typeof links === "string") return links;
  const fetchRemote = fetchRemoteInput === "true" || fetchRemoteInput === "auto" && site !== void 0;
  const comment2 = boolean("comment", "true");
  if (typeof comment2 === "string") return comment2;
  const checkRun = input("check-run", "auto");
  if (checkRun !== "auto" && checkRun !== "false")
    return `The check-run input must be auto or false; got "${checkRun}".`;
  const preview = previewInputs();
  if (typeof preview === "string") return preview;
  const baselineInput = input("baseline", "auto");
  const baseline = baselineInput === "auto" ? { from: "auto" } : baselineInput === "false" ? { from: "none" } : { from: "report", file: path2.resolve(workspace, baselineInput) };
  const cache = boolean("cache", "true");
  if (typeof cache === "string") return cache;
  const timeoutInput = input("api-timeout", "20");
  const apiTimeout = Number(timeoutInput);
  if (!(apiTimeout > 0 && apiTimeout <= 600))
    return `The api-timeout input must be a number of seconds from 0 to 600; got "${timeoutInput}".`;
  const configInput = getInput("config");
  const publishInput = getInput("publish");
  const publishSiteInput = getInput("publish-site");
  return {
    workspace,
    root,
    ...configInput ? { config: configInput } : {},
    failOn,
    ...maxWarnings === void 0 ? {} : { maxWarnings },
    fetchRemote,
    allowPrivateAddresses,
    basePath,
    ...site ? { site } : {},
    links,
    token: getInput("github-token"),
    comment: comment2,
    checkRun,
    checkName: input("check-name", "docsgate"),
    preview,
    baseline,
    cache,
    apiTimeoutMs: apiTimeout * 1e3,
    ...publishInput ? { publish: path2.resolve(workspace, publishInput) } : {},
    ...publishSiteInput ? { publishSite: path2.resolve(workspace, publishSiteInput) } : {}
  };
}
function input(name, fallback) {
  return getInput(name) || fallback;
}
function boolean(name, fallback) {
  const value = input(name, fallback);
  if (value !== "true" && value !== "false") return `The ${name} input must be true or false; got "${value}".`;
  return value === "true";
}
function siteInputs(workspace, root, basePath, eventName) {
  const buildInput = input("build", "auto");
  if (!["auto", "true", "false"].includes(buildInput))
    return `The build input must be auto, true or false; got "${buildInput}".`;
  const wanted = buildInput === "true" || buildInput === "auto" && isPullRequestEvent(eventName);
  if (!wanted) return void 0;
  const siteUrlInput = getInput("site-url");
  const siteUrl = siteUrlInput ? normalizeSiteUrl(siteUrlInput, basePath) : void 0;
  if (siteUrlInput && !siteUrl)
    return `The site-url input must be an http(s) address such as https://docs.acme.dev; got "${siteUrlInput}".`;
  const out = checkOutDir(path2.resolve(workspace, input("site-dir", "_site")), root);
  if (!out.ok) return `The site-dir input: ${out.problem}`;
  return { outDir: out.outDir, ...siteUrl ? { siteUrl } : {} };
}
function linkInputs(workspace, site) {
  const linksInput = input("links", "auto");
  if (!["auto", "true", "false"].includes(linksInput))
    return `The links input must be auto, true or false; got "${linksInput}".`;
  const external = boolean("external-links", "false");
  if (typeof external === "string") return external;
  const crawl = linksInput === "true" || linksInput === "auto" && site !== void 0;
  if (external && !crawl)
    return "The external-links input checks the links the crawl finds; set links to true (or build the site) as well.";
  const cacheInput = getInput("link-cache");
  return { crawl, external, ...cacheInput ? { cacheFile: path2.resolve(workspace, cacheInput) } : {} };
}
function previewInputs() {
  const modeInput = input("preview", "artifact");
  const mode = modeInput === "true" ? "artifact" : modeInput;
  if (mode !== "artifact" && mode !== "pages" && mode !== "false")
    return `The preview input must be artifact, pages or false; got "${modeInput}".`;
  const pages = pagesInputs();
  if (typeof pages === "string") return pages;
  const retentionInput = getInput("preview-retention-days");
  const retentionDays = retentionInput ? Number(retentionInput) : void 0;
  if (retentionDays !== void 0 && !(Number.isInteger(retentionDays) && retentionDays >= 1 && retentionDays <= 90)) {
    return `The preview-retention-days input must be a whole number of days from 1 to 90; got "${retentionInput}".`;
  }
  const name = input("preview-name", "docs-preview");
  if (/["<>|*?:\\/\r\n]/.test(name))
    return `The preview-name input may not hold any of " : < > | * ? \\ / or a line break; got "${name}".`;
  return { mode, name, ...retentionDays !== void 0 ? { retentionDays } : {}, pages };
}
function pagesInputs() {
  const branch = input("preview-branch", "gh-pages");
  if (!/^[\w.][\w./-]*$/.test(branch) || branch.includes("..") || branch.endsWith(".lock") || branch.endsWith("/"))
    return `The preview-branch input must be a branch name such as gh-pages; got "${branch}".`;
  const folderInput = input("preview-folder", "pr-preview");
  const folder = folderInput.replace(/^\/+|\/+$/g, "");
  const segments = folder.split("/");
  if (!folder || segments.some((segment) => !segment || segment === "." || segment === ".." || segment === ".git") || !/^[\w.\/-]+$/.test(folder))
    return `The preview-folder input must be a folder of the branch such as pr-preview (letters, digits, . _ - and /, no ..); got "${folderInput}".`;
  const urlInput = getInput("preview-url");
  const siteUrl = urlInput ? pagesSiteUrl(urlInput) : void 0;
  if (urlInput && !siteUrl)
    return `The preview-url input must be the https address of the repository's GitHub Pages site, such as https://acme.github.io/docs/; got "${urlInput}".`;
  const maxInput = getInput("preview-max-mb");
  const maxMb = maxInput ? Number(maxInput) : DEFAULT_PREVIEW_MAX_BYTES / MB;
  if (!(maxMb > 0 && maxMb <= 1e5))
    return `The preview-max-mb input must be a number of megabytes above 0; got "${maxInput}".`;
  const forkLabel = getInput("fork-preview-label").trim();
  return {
    branch,
    folder,
    ...siteUrl ? { siteUrl } : {},
    environment: input("preview-environment", "docs-preview"),
    maxBytes: Math.round(maxMb * MB),
    ...forkLabel ? { forkLabel } : {}
  };
}
var MB = 1024 * 1024;
function isDirectory(folder) {
  try {
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}

// src/github/check-run.ts
import { randomUUID } from "node:crypto";

// src/report/run-report.ts
import path3 from "node:path";

// src/report/change-rank.ts
function changeRank(changed, file, line) {
  const lines = file === void 0 ? void 0 : changed?.get(file);
  if (!lines) return 2;
  if (lines === "whole" || lines.has(line)) return 0;
  return 1;
}

// src/report/run-report.ts
var SEVERITY_RANK = { error: 0, warning: 1, notice: 2 };
function buildRunReport(input2) {
  const { result, workspace } = input2;
  const root = repositoryPath(workspace, result.root) ?? ".";
  const comparison2 = input2.comparison && "isNew" in input2.comparison ? input2.comparison : void 0;
  const diagnostics = result.diagnostics.map((d, index) => {
    const file = repositoryPath(workspace, path3.resolve(result.root, d.file));
    return {
      file: file ?? path3.resolve(result.root, d.file),
      inRepository: file !== void 0,
      line: d.line,
      column: d.column,
      endLine: d.endLine ?? null,
      endColumn: d.endColumn ?? null,
      severity: d.severity,
      ruleId: d.ruleId,
      message: d.message,
      docsUrl: d.docsUrl,
      fingerprint: input2.fingerprints[index] ?? "",
      isNew: comparison2 ? comparison2.isNew[index] ?? true : null,
      change: changeRank(input2.changed, file, d.line)
    };
  });
  diagnostics.sort((a, b) => a.change - b.change || SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
  const gate = {
    failOn: input2.failOn,
    ...input2.maxWarnings === void 0 ? {} : { maxWarnings: input2.maxWarnings }
  };
  const verdict = judge(diagnostics, gate);
  return {
    version: 1,
    kind: "docsgate-run-report",
    root,
    configFile: result.configFile ?? null,
    commit: { sha: input2.commit?.sha ?? null, blobUrl: input2.commit?.blobUrl ?? null },
    pullRequest: input2.pullRequest ?? null,
    ...gate,
    failed: verdict.failed,
    failing: verdict.failing,
    totals: countDiagnostics(diagnostics),
    diagnostics,
    baseline: !input2.comparison ? null : "problem" in input2.comparison ? { problem: input2.comparison.problem } : {
      source: input2.comparison.source,
      fixed: input2.comparison.fixed.map((d) => ({
        ruleId: d.ruleId,
        severity: d.severity,
        message: d.message,
        line: d.line,
        file: joinRoot(root, d.file)
      }))
    },
    changedPages: changedPages(input2, root),
    preview: null
  };
}
function gateOf(report) {
  return { failOn: report.failOn, ...report.maxWarnings === void 0 ? {} : { maxWarnings: report.maxWarnings } };
}
function failingDiagnostics(report) {
  const gate = gateOf(report);
  const over = warningsOver(report.totals, gate);
  return report.diagnostics.filter((d) => failsGate(d, gate, over));
}
function isListed(d) {
  return d.severity !== "notice" || d.change === 0;
}
function changedPages(input2, root) {
  const { changed, pageFiles, basePath } = input2;
  if (!changed) return [];
  const prefix = root === "." ? "" : `${root}/`;
  const pages = [];
  for (const file of [...changed.keys()].sort()) {
    if (!file.startsWith(prefix)) continue;
    const page = file.slice(prefix.length);
    if (pageFiles.has(page))
      pages.push({
        file,
        url: withBase(basePath, pageUrl(page)),
        status: input2.added?.has(file) ? "added" : "changed"
      });
  }
  for (const file of [...input2.removed ?? []].sort()) {
    const page = file.slice(prefix.length);
    if (file.startsWith(prefix) && /\.mdx?$/i.test(page) && !pageFiles.has(page))
      pages.push({ file, url: withBase(basePath, pageUrl(page)), status: "removed" });
  }
  return pages;
}
function joinRoot(root, file) {
  return root === "." ? file : path3.posix.join(root, file);
}
function repositoryPath(workspace, file) {
  return path3.relative(workspace, file) === "" ? "." : pathInRepository(workspace, file);
}

// src/report/annotations.ts
var STEP_ANNOTATIONS_PER_SEVERITY = 10;
function selectAnnotations(diagnostics, perSeverity = STEP_ANNOTATIONS_PER_SEVERITY) {
  const used = { error: 0, warning: 0, notice: 0 };
  const annotated = diagnostics.filter(isListed);
  const shown = annotated.filter((d) => used[d.severity]++ < perSeverity);
  return { shown, notShown: annotated.length - shown.length };
}
var LEVEL = {
  error: "failure",
  warning: "warning",
  notice: "notice"
};
function checkRunAnnotations(diagnostics) {
  return diagnostics.filter((d) => d.inRepository && isListed(d)).map((d) => {
    const line = Math.max(1, d.line);
    const endLine = Math.max(line, d.endLine ?? line);
    const columns = d.line > 0 && endLine === line ? { start_column: d.column, ...d.endColumn !== null ? { end_column: d.endColumn } : {} } : {};
    return {
      path: d.file,
      start_line: line,
      end_line: endLine,
      ...columns,
      annotation_level: LEVEL[d.severity],
      title: d.ruleId,
      message: d.message.slice(0, 6e4)
    };
  });
}

// src/github/check-run.ts
var CHECK_RUN_BATCH = 50;
async function publishCheckRun(client, report, target) {
  const repo = `/repos/${encodeURIComponent(target.owner)}/${encodeURIComponent(target.repo)}`;
  const base = `${repo}/check-runs`;
  const externalId = randomUUID();
  const title = report.diagnostics.length === 0 ? "No problems" : describeTotals(report.totals);
  const summary2 = target.summary.length > 65e3 ? `${target.summary.slice(0, 65e3)}

…` : target.summary;
  const findOurs = async () => {
    const query = new URLSearchParams({ check_name: target.name, filter: "all", per_page: "100" });
    const listed = await client.request(
      "GET",
      `${repo}/commits/${encodeURIComponent(target.headSha)}/check-runs?${query}`
    );
    return listed.data?.check_runs?.find((run2) => run2.external_id === externalId);
  };
  const created = await client.request(
    "POST",
    base,
    {
      name: target.name,
      head_sha: target.headSha,
      external_id: externalId,
      status: "in_progress",
      ...target.detailsUrl ? { details_url: target.detailsUrl } : {},
      output: { title, summary: summary2 }
    },
    { findExisting: findOurs }
  );
  const id = created.data?.id;
  if (typeof id !== "number") throw new Error("GitHub created the check run but sent no id");
  const annotations = checkRunAnnotations(report.diagnostics);
  for (let start = 0; start < annotations.length; start += CHECK_RUN_BATCH) {
    const batch = annotations.slice(start, start + CHECK_RUN_BATCH);
    const batchArrived = async () => {
      const run2 = await client.request("GET", `${base}/${id}`);
      const count2 = run2.data?.output?.annotations_count;
      return typeof count2 === "number" && count2 >= start + batch.length ? { id } : void 0;
    };
    await client.request(
      "PATCH",
      `${base}/${id}`,
      { output: { title, summary: summary2, annotations: batch } },
      { repeatable: false, findExisting: batchArrived }
    );
  }
  await client.request("PATCH", `${base}/${id}`, {
    status: "completed",
    conclusion: report.failed ? "failure" : report.diagnostics.length > 0 ? "neutral" : "success",
    output: { title, summary: summary2 }
  });
  return {
    id,
    url: typeof created.data.html_url === "string" ? created.data.html_url : void 0,
    annotations: annotations.length
  };
}

// src/github/sticky-comment.ts
async function upsertComment(client, target, marker, body) {
  const repo = `/repos/${encodeURIComponent(target.owner)}/${encodeURIComponent(target.repo)}`;
  const findMarked = async () => {
    const comments = await client.paginate(`${repo}/issues/${target.number}/comments?per_page=100`, 50);
    return comments.find(
      (comment2) => typeof comment2.body === "string" && comment2.body.includes(marker) && comment2.user?.type === "Bot" && typeof comment2.id === "number"
    );
  };
  const existing = await findMarked();
  const response = existing ? await client.request("PATCH", `${repo}/issues/comments/${existing.id}`, { body }) : await client.request(
    "POST",
    `${repo}/issues/${target.number}/comments`,
    { body },
    { findExisting: findMarked }
  );
  const id = typeof response.data?.id === "number" ? response.data.id : existing?.id;
  if (id === void 0) throw new Error("GitHub saved the comment but sent no id");
  return {
    id,
    ...typeof response.data?.html_url === "string" ? { url: response.data.html_url } : {},
    created: !existing
  };
}

// src/action/emit-annotations.ts
function emitAnnotations(diagnostics) {
  for (const d of diagnostics) {
    const properties = { title: d.ruleId };
    let message = d.message;
    if (!d.inRepository) message = `${d.file}: ${message}`;
    else {
      properties.file = d.file;
      if (d.line > 0) {
        properties.startLine = d.line;
        properties.endLine = d.endLine ?? d.line;
        if (properties.endLine === d.line) {
          properties.startColumn = d.column;
          if (d.endColumn !== null) properties.endColumn = d.endColumn;
        }
      }
    }
    if (d.severity === "error") error(message, properties);
    else if (d.severity === "warning") warning(message, properties);
    else notice(message, properties);
  }
}

// src/action/step-files.ts
var outputsFailed = false;
function setOutputs(values) {
  for (const [name, value] of Object.entries(values)) {
    try {
      setOutput(name, value);
    } catch (error2) {
      if (!outputsFailed) warning(`docsgate could not set its outputs: ${error2.message}`);
      outputsFailed = true;
    }
  }
}
async function writeSummary(markdown) {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await summary.addRaw(markdown).write();
  } catch (error2) {
    warning(`docsgate could not write the job summary: ${error2.message}`);
  }
}

// src/report/html-text.ts
function escapeHtml2(text3) {
  return escapeAttribute(text3).replace(/'/g, "&#39;").replace(/@/g, "&#64;");
}
function messageHtml(message) {
  return escapeHtml2(message).replace(/`([^`\n]+)`/g, "<code>$1</code>").replace(/\r?\n/g, "<br>");
}
function locationHtml(report, d) {
  const label = escapeHtml2(d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file);
  const href = fileUrl(report, d);
  return href ? `<a href="${escapeHtml2(href)}">${label}</a>` : label;
}
function fileUrl(report, d) {
  if (!report.commit.blobUrl || !d.inRepository) return void 0;
  return `${report.commit.blobUrl}/${d.file.split("/").map(encodeURIComponent).join("/")}${d.line > 0 ? `#L${d.line}` : ""}`;
}
function ruleHtml(d) {
  return `<a href="${escapeHtml2(d.docsUrl)}"><code>${escapeHtml2(d.ruleId)}</code></a>`;
}
var SEVERITY_ICON = { error: "❌", warning: "⚠️", notice: "ℹ️" };
function categoryOf(ruleId) {
  const slash = ruleId.indexOf("/");
  return slash > 0 ? ruleId.slice(0, slash) : ruleId;
}
function rowsWithin(rows, budget) {
  const kept = [];
  let size2 = 0;
  for (const row of rows) {
    const bytes = Buffer.byteLength(row, "utf8") + 1;
    if (size2 + bytes > budget) break;
    kept.push(row);
    size2 += bytes;
  }
  return kept;
}

// src/report/preview-html.ts
function pagesPreviewHtml(preview) {
  const lines = [];
  const link = `<a href="${escapeHtml2(preview.url)}">${escapeHtml2(preview.url)}</a>`;
  if (preview.status === "published" || preview.status === "unchanged")
    lines.push(
      `🔎 **Preview:** ${link} (<code>${escapeHtml2((preview.commit ?? "").slice(0, 7))}</code> on the Pages branch${preview.status === "unchanged" ? ", unchanged since the last push" : ""}).`
    );
  else if (preview.status === "waiting") lines.push(`⏳ **Preview:** ${escapeHtml2(preview.problem ?? "")}`);
  else if (preview.status === "removed")
    lines.push(`🧹 **Preview removed:** the pull request is closed, so ${link} no longer answers.`);
  else lines.push(`⚠️ **No preview:** ${escapeHtml2(preview.problem ?? "")}`);
  if (preview.notice) lines.push(`ℹ️ ${escapeHtml2(preview.notice)}`);
  return lines;
}
function changedPageItems(report) {
  const preview = report.preview && "kind" in report.preview ? report.preview : void 0;
  const live = preview && (preview.status === "published" || preview.status === "unchanged") ? preview : void 0;
  return report.changedPages.map((page) => {
    const status = page.status ?? "changed";
    const label = status === "added" ? "new" : status;
    const file = `<code>${escapeHtml2(page.file)}</code>`;
    if (status === "removed")
      return `<li>${label}: ${file} (was <code>${escapeHtml2(page.url)}</code>; removed, so there is no page to link to)</li>`;
    const href = live ? pageHref(live.url, page) : void 0;
    const where = href ? `<a href="${escapeHtml2(href)}">${escapeHtml2(href)}</a>` : `<code>${escapeHtml2(page.url)}</code>`;
    return `<li>${label}: ${file} → ${where}</li>`;
  });
}
function pageHref(previewUrl, page) {
  const preview = new URL(previewUrl);
  if (!page.url.startsWith(preview.pathname)) return void 0;
  const href = new URL(page.url, preview.origin);
  return href.origin === preview.origin && href.pathname.startsWith(preview.pathname) ? href.href : void 0;
}

// src/report/pr-comment.ts
var COMMENT_LIMIT = 6e4;
var LISTED = 15;
function commentMarker(root) {
  return `<!-- docsgate:comment root=${encodeURIComponent(root)} -->`;
}
function pullRequestComment(report, extras = {}) {
  const parts = [commentMarker(report.root), `### ${report.failed ? "❌" : "✅"} docsgate: ${headline(report)}`];
  const limit = report.maxWarnings === void 0 ? "" : `, max-warnings: ${report.maxWarnings}`;
  parts.push(
    `${escapeHtml2(describeTotals(report.totals))} in <code>${escapeHtml2(report.root)}</code> at ${commitLabel(report)}${report.failOn === "never" && !limit ? "." : ` (fail-on: ${report.failOn}${limit}).`}`
  );
  const budget = { left: COMMENT_LIMIT };
  const failing = failingDiagnostics(report);
  if (failing.length > 0) parts.push(problemList("Fails the gate", failing, report, budget, true));
  if (report.baseline && "problem" in report.baseline) {
    parts.push(
      `⚠️ The base branch's problems could not be had, so every problem counts as new: ${escapeHtml2(report.baseline.problem)}`
    );
  }
  const compared = report.baseline && !("problem" in report.baseline);
  const others = report.diagnostics.filter((d) => (!compared || d.isNew) && isListed(d) && !failing.includes(d));
  const title = compared ? failing.length > 0 ? "Other new problems" : "New in this pull request" : failing.length > 0 ? "Other problems" : "Problems";
  if (others.length > 0) parts.push(problemList(title, others, report, budget, false));
  if (report.baseline && !("problem" in report.baseline) && report.baseline.fixed.length > 0)
    parts.push(fixedList(report.baseline.fixed, budget));
  const pages = report.preview && "kind" in report.preview ? report.preview : void 0;
  if (pages) parts.push(...pagesPreviewHtml(pages));
  if (report.changedPages.length > 0) {
    const items = changedPageItems(report);
    parts.push(
      `<details${pages?.commit ? " open" : ""}><summary>Changed pages (${report.changedPages.length})</summary>

<ul>
${rowsWithin(items, budget.left).join("\n")}
</ul>
</details>`
    );
  }
  if (pages?.artifact)
    parts.push(
      `📦 <a href="${escapeHtml2(pages.artifact.url)}">The site as an artifact</a>: download it, unzip it and open <code>index.html</code>.`
    );
  else if (report.preview && "id" in report.preview)
    parts.push(
      `📦 <a href="${escapeHtml2(report.preview.url)}">Preview of the site</a>: download the artifact, unzip it and open <code>index.html</code>; the changed pages come first.`
    );
  else if (report.preview && !("kind" in report.preview) && "problem" in report.preview)
    parts.push(`⚠️ No preview: ${escapeHtml2(report.preview.problem)}`);
  if (extras.runUrl)
    parts.push(
      `<sub><a href="${escapeHtml2(extras.runUrl)}">The whole report</a> is in the job summary. This comment is updated on every push.</sub>`
    );
  return `${parts.join("\n\n")}
`;
}
function previewRemovedComment(root, line) {
  return `${commentMarker(root)}

### docsgate: pull request closed

${escapeHtml2(line)}
`;
}
function headline(report) {
  const baseline = report.baseline && !("problem" in report.baseline) ? report.baseline : void 0;
  if (baseline) {
    const added = report.diagnostics.filter((d) => d.isNew);
    const errors = added.filter((d) => d.severity === "error").length;
    if (added.length === 0)
      return baseline.fixed.length > 0 ? `no new problems, ${plural(baseline.fixed.length, "problem")} fixed` : "no new problems";
    return errors > 0 ? `this pull request adds ${plural(errors, "error")}` : `this pull request adds ${plural(added.length, "problem")}, no errors`;
  }
  if (report.diagnostics.length === 0) return "no problems";
  return report.failed ? `${plural(report.failing, "problem")} to fix` : "nothing that blocks the merge";
}
function commitLabel(report) {
  const sha = report.pullRequest?.headSha ?? report.commit.sha;
  return sha ? `<code>${escapeHtml2(sha.slice(0, 7))}</code>` : "the head commit";
}
function problemList(title, problems, report, budget, open) {
  const rows = problems.slice(0, LISTED).map(
    (d) => `<li>${SEVERITY_ICON[d.severity]} ${locationHtml(report, d)}: ${messageHtml(d.message)} ${ruleHtml(d)}</li>`
  );
  return list(`${title} (${problems.length})`, rows, problems.length, budget, open);
}
function fixedList(fixed, budget) {
  const rows = fixed.slice(0, LISTED).map(
    (d) => `<li>✔️ <code>${escapeHtml2(d.line > 0 ? `${d.file}:${d.line}` : d.file)}</code>: ${messageHtml(d.message)} <code>${escapeHtml2(d.ruleId)}</code></li>`
  );
  return list(`Fixed by this pull request (${fixed.length})`, rows, fixed.length, budget, false);
}
function list(title, rows, total, budget, open) {
  const kept = rowsWithin(rows, budget.left - 1e3);
  budget.left -= kept.reduce((size2, row) => size2 + row.length + 1, 0);
  const rest = total - kept.length;
  const more = rest > 0 ? `
<p>…and ${rest} more, in the job summary.</p>` : "";
  return `<details${open ? " open" : ""}><summary>${escapeHtml2(title)}</summary>

<ul>
${kept.join("\n")}
</ul>${more}
</details>`;
}

// src/action/github-results.ts
async function annotate(report, target, checkRunSummary, notes) {
  const { client, context } = target;
  const headSha = report.pullRequest?.headSha ?? context.headSha;
  if (client && context.repository && headSha && target.checkRun === "auto" && report.diagnostics.length > 0) {
    try {
      const run2 = await publishCheckRun(client, report, {
        owner: context.repository.owner,
        repo: context.repository.name,
        headSha,
        name: target.checkName,
        summary: checkRunSummary,
        ...runUrl(context) ? { detailsUrl: runUrl(context) } : {}
      });
      info(
        `Sent ${run2.annotations} annotations in the "${target.checkName}" check run${run2.url ? `: ${run2.url}` : "."}`
      );
      const outside = report.diagnostics.filter((d) => !d.inRepository);
      emitAnnotations(selectAnnotations(outside).shown);
      return {
        shown: report.diagnostics.filter(isListed).length,
        notShown: 0,
        ...run2.url ? { checkRunUrl: run2.url } : {}
      };
    } catch (error2) {
      note(
        notes,
        `docsgate could not create a check run, so it annotates through the step instead (at most 10 of each severity): ${error2.message}`
      );
    }
  }
  const { shown, notShown } = selectAnnotations(report.diagnostics);
  emitAnnotations(shown);
  return { shown: shown.length, notShown };
}
async function comment(report, target, notes) {
  const { client, context } = target;
  if (!report.pullRequest || !context.repository) return;
  if (!client) return note(notes, "No github-token, so docsgate did not comment on the pull request.");
  try {
    const body = pullRequestComment(report, runUrl(context) ? { runUrl: runUrl(context) } : {});
    const saved = await upsertComment(
      client,
      { owner: context.repository.owner, repo: context.repository.name, number: report.pullRequest.number },
      commentMarker(report.root),
      body
    );
    info(
      `${saved.created ? "Commented on" : "Updated the comment on"} pull request #${report.pullRequest.number}${saved.url ? `: ${saved.url}` : "."}`
    );
    setOutputs({ "comment-id": saved.id });
  } catch (error2) {
    note(notes, `docsgate could not comment on the pull request: ${error2.message}`);
  }
}
function runUrl(context) {
  const repository = repositoryUrl(context);
  return repository && context.runId ? `${repository}/actions/runs/${context.runId}` : void 0;
}
function note(notes, message) {
  notes.push(message);
  warning(message);
}

// src/action/publish-report.ts
import { readFileSync as readFileSync2, statSync as statSync2 } from "node:fs";
import path5 from "node:path";

// src/report/job-summary.ts
var SUMMARY_LIMIT_BYTES = 1e6;
function jobSummary(report, extras = {}, limit = SUMMARY_LIMIT_BYTES) {
  const where = `<code>${escapeHtml2(report.root)}</code>${report.configFile ? ` (${escapeHtml2(report.configFile)})` : ""}`;
  const heading = `## docsgate: ${report.failed ? "❌ failed" : "✅ passed"}`;
  if (report.diagnostics.length === 0)
    return `${[`${heading}

No problems found in ${where}.`, ...previewBlocks(report).filter(Boolean)].join("\n\n")}

`;
  const lead = `${heading}

${escapeHtml2(describeTotals(report.totals))} in ${where}. ${verdictSentence(report)}

`;
  const blocks = [];
  const baseline = baselineLine(report);
  if (baseline) blocks.push(baseline);
  const [preview, changed] = previewBlocks(report);
  if (preview) blocks.push(preview);
  if (extras.annotations) blocks.push(annotationLine(extras.annotations, report.diagnostics.filter(isListed).length));
  for (const note2 of extras.notes ?? []) blocks.push(`⚠️ ${escapeHtml2(note2)}`);
  if (changed) blocks.push(changed);
  blocks.push(
    `### By category

${countTable(
      "Category",
      report.diagnostics,
      (d) => categoryOf(d.ruleId),
      (key) => `<code>${escapeHtml2(key)}</code>`
    )}`
  );
  blocks.push(
    `### By rule

${countTable(
      "Rule",
      report.diagnostics,
      (d) => d.ruleId,
      (key) => ruleHtml(report.diagnostics.find((d) => d.ruleId === key))
    )}`
  );
  const middle = `${blocks.join("\n\n")}

`;
  const failing = failingDiagnostics(report);
  const others = report.diagnostics.filter((d) => isListed(d) && !failing.includes(d));
  const unlisted = report.diagnostics.filter((d) => !isListed(d)).length;
  let budget = limit - Buffer.byteLength(lead + middle, "utf8") - 1e3;
  const failingTable = failing.length > 0 ? problemTable(`Fails the gate (${failing.length})`, failing, report, budget) : "";
  budget -= Buffer.byteLength(failingTable, "utf8");
  const othersTable = others.length > 0 ? problemTable(`${failing.length > 0 ? "Other problems" : "Problems"} (${others.length})`, others, report, budget) : "";
  const counted = unlisted > 0 ? `${plural(unlisted, "notice")}${report.pullRequest ? " on lines this pull request does not change" : ""} ${unlisted === 1 ? "is" : "are"} counted above, not listed.` : "";
  return [
    lead,
    failingTable && `${failingTable}

`,
    middle,
    othersTable && `${othersTable}

`,
    counted && `${counted}

`
  ].join("");
}
function previewBlocks(report) {
  const pages = report.preview && "kind" in report.preview ? report.preview : void 0;
  const preview = pages ? pagesPreviewHtml(pages).join("\n\n") : report.preview && "id" in report.preview ? `Preview of the site: <a href="${escapeHtml2(report.preview.url)}">the <code>${report.preview.id}</code> artifact</a> (download it, unzip, open <code>index.html</code>).` : "";
  const changed = report.changedPages.length > 0 ? `### Changed pages

<ul>
${changedPageItems(report).join("\n")}
</ul>` : "";
  return [preview, changed];
}
function verdictSentence(report) {
  const verdict = judge(report.diagnostics, gateOf(report));
  const limit = report.maxWarnings === void 0 ? "" : `, max-warnings: ${report.maxWarnings}`;
  if (!verdict.failed) return `Nothing fails the job (fail-on: ${report.failOn}${limit}).`;
  return `${escapeHtml2(verdict.counts)} fail${verdict.failing === 1 ? "s" : ""} the job (${verdict.note ?? `fail-on: ${report.failOn}`}).`;
}
function baselineLine(report) {
  if (!report.baseline) return void 0;
  if ("problem" in report.baseline)
    return `⚠️ The base commit's problems are unknown, so every problem counts as new: ${escapeHtml2(report.baseline.problem)}`;
  const added = report.diagnostics.filter((d) => d.isNew).length;
  return `Against the base commit: ${plural(added, "new problem")}, ${plural(report.baseline.fixed.length, "problem")} fixed.`;
}
function annotationLine(annotations, listed) {
  if (annotations.checkRunUrl)
    return `Every error and warning, and every notice on a changed line, is annotated on the diff by the <a href="${escapeHtml2(annotations.checkRunUrl)}">docsgate check run</a>.`;
  if (annotations.notShown === 0) return `${plural(annotations.shown, "problem")} annotated on the diff.`;
  return `${annotations.shown} of ${plural(listed, "problem")} annotated on the diff (GitHub shows 10 errors, 10 warnings and 10 notices a step; those on changed lines first); the other ${annotations.notShown} are listed below.`;
}
function countTable(title, diagnostics, keyOf, label) {
  const counts = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    const key = keyOf(d);
    const entry = counts.get(key) ?? { error: 0, warning: 0, notice: 0 };
    entry[d.severity]++;
    counts.set(key, entry);
  }
  const rows = [...counts].sort(([a], [b]) => a < b ? -1 : 1).map(([key, c]) => `<tr><td>${label(key)}</td><td>${c.error}</td><td>${c.warning}</td><td>${c.notice}</td></tr>`);
  return [
    "<table>",
    `<thead><tr><th>${title}</th><th>Errors</th><th>Warnings</th><th>Notices</th></tr></thead>`,
    "<tbody>",
    ...rows,
    "</tbody>",
    "</table>"
  ].join("\n");
}
function problemTable(title, problems, report, budget) {
  const withBaseline = report.baseline !== null && !("problem" in report.baseline);
  const rows = problems.map((d) => {
    const cells = [
      `${SEVERITY_ICON[d.severity]} ${d.severity}${withBaseline && d.isNew ? " (new)" : ""}`,
      locationHtml(report, d),
      messageHtml(d.message),
      ruleHtml(d)
    ];
    return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;
  });
  const open = [
    `### ${escapeHtml2(title)}`,
    "",
    "<table>",
    "<thead><tr><th>Severity</th><th>Location</th><th>Message</th><th>Rule</th></tr></thead>",
    "<tbody>"
  ].join("\n");
  const close = "</tbody>\n</table>";
  const kept = rowsWithin(rows, budget - Buffer.byteLength(open + close, "utf8") - 400);
  const table = [open, ...kept, close].join("\n");
  const rest = rows.length - kept.length;
  return rest > 0 ? `${table}

…and ${plural(rest, "more problem")} not listed, to keep this summary under GitHub's 1 MiB: the job log and the JSON report (the <code>report</code> output) hold them all.` : table;
}

// src/report/read-run-report.ts
var import_ajv = __toESM(require_ajv(), 1);
var MAX_TEXT = 2e4;
var text2 = { type: "string", maxLength: MAX_TEXT };
var path4 = { type: "string", maxLength: 4096 };
var count = { type: "integer", minimum: 0, maximum: 1e7 };
var nullable = (schema) => ({ anyOf: [schema, { type: "null" }] });
var severity = { enum: ["error", "warning", "notice"] };
var httpsUrl = { type: "string", maxLength: 4096, pattern: "^https?://" };
var SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: [
    "version",
    "kind",
    "root",
    "configFile",
    "commit",
    "pullRequest",
    "failOn",
    "failed",
    "failing",
    "totals",
    "diagnostics",
    "baseline",
    "changedPages",
    "preview"
  ],
  properties: {
    version: { const: 1 },
    kind: { const: "docsgate-run-report" },
    root: path4,
    configFile: nullable(path4),
    commit: {
      type: "object",
      additionalProperties: false,
      required: ["sha", "blobUrl"],
      properties: { sha: nullable({ type: "string", pattern: "^[0-9a-f]{40,64}$" }), blobUrl: nullable(httpsUrl) }
    },
    pullRequest: nullable({
      type: "object",
      additionalProperties: false,
      required: ["number", "headSha"],
      properties: {
        number: { type: "integer", minimum: 1 },
        headSha: { type: "string", pattern: "^[0-9a-f]{40,64}$" }
      }
    }),
    failOn: { enum: ["error", "warning", "new-error", "new-warning", "never"] },
    maxWarnings: count,
    failed: { type: "boolean" },
    failing: count,
    totals: {
      type: "object",
      additionalProperties: false,
      required: ["errors", "warnings", "notices"],
      properties: { errors: count, warnings: count, notices: count }
    },
    diagnostics: {
      type: "array",
      maxItems: 2e5,
      items: {
        type: "object",
        additionalProperties: false,
        required: [
          "file",
          "inRepository",
          "line",
          "column",
          "endLine",
          "endColumn",
          "severity",
          "ruleId",
          "message",
          "docsUrl",
          "fingerprint",
          "isNew",
          "change"
        ],
        properties: {
          file: path4,
          inRepository: { type: "boolean" },
          line: count,
          column: count,
          endLine: nullable(count),
          endColumn: nullable(count),
          severity,
          ruleId: { type: "string", maxLength: 200 },
          message: text2,
          docsUrl: httpsUrl,
          fingerprint: { type: "string", maxLength: 200 },
          isNew: { type: ["boolean", "null"] },
          change: { enum: [0, 1, 2] }
        }
      }
    },
    baseline: {
      anyOf: [
        { type: "null" },
        { type: "object", additionalProperties: false, required: ["problem"], properties: { problem: text2 } },
        {
          type: "object",
          additionalProperties: false,
          required: ["source", "fixed"],
          properties: {
            source: { enum: ["git", "report"] },
            fixed: {
              type: "array",
              maxItems: 2e5,
              items: {
                type: "object",
                additionalProperties: false,
                required: ["ruleId", "severity", "message", "line", "file"],
                properties: {
                  ruleId: { type: "string", maxLength: 200 },
                  severity,
                  message: text2,
                  line: count,
                  file: path4
                }
              }
            }
          }
        }
      ]
    },
    changedPages: {
      type: "array",
      maxItems: 3e3,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["file", "url"],
        properties: { file: path4, url: path4, status: { enum: ["added", "changed", "removed"] } }
      }
    },
    preview: {
      anyOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: ["id", "url"],
          properties: { id: { type: "integer", minimum: 0 }, url: httpsUrl }
        },
        { type: "object", additionalProperties: false, required: ["problem"], properties: { problem: text2 } },
        {
          type: "object",
          additionalProperties: false,
          required: ["kind", "url", "status", "commit", "problem", "notice", "artifact"],
          properties: {
            kind: { const: "pages" },
            url: httpsUrl,
            status: { enum: ["published", "unchanged", "waiting", "not-published", "removed"] },
            commit: nullable({ type: "string", pattern: "^[0-9a-f]{40,64}$" }),
            problem: nullable(text2),
            notice: nullable(text2),
            artifact: nullable({
              type: "object",
              additionalProperties: false,
              required: ["id", "url"],
              properties: { id: { type: "integer", minimum: 0 }, url: httpsUrl }
            })
          }
        }
      ]
    }
  }
};
var validate = new import_ajv.Ajv({ allErrors: false, strict: true }).compile(SCHEMA);
function readRunReport(json) {
  let value;
  try {
    value = JSON.parse(json);
  } catch (error2) {
    return `it is not JSON (${error2.message})`;
  }
  if (!validate(value)) {
    const [first] = validate.errors ?? [];
    return `it is not a docsgate run report: ${first?.instancePath || "the document"} ${first?.message ?? "is malformed"}`;
  }
  return value;
}

// src/github/deployments.ts
async function createPreviewDeployment(client, target, options) {
  const repo = repoPath(target);
  const created = await client.request("POST", `${repo}/deployments`, {
    ref: options.sha,
    environment: target.environment,
    transient_environment: true,
    production_environment: false,
    auto_merge: false,
    required_contexts: [],
    payload: { docsgate: { pullRequest: target.pullRequest } },
    description: `Docs preview of pull request #${target.pullRequest}`
  });
  if (typeof created.data?.id !== "number")
    throw new Error(`GitHub answered ${created.status} without a deployment (a merge conflict or a missing ref).`);
  await client.request("POST", `${repo}/deployments/${created.data.id}/statuses`, {
    state: "success",
    environment_url: options.url,
    ...options.logUrl ? { log_url: options.logUrl } : {},
    auto_inactive: false,
    description: "The preview is published"
  });
  return created.data.id;
}
async function deactivatePreviewDeployments(client, target) {
  const repo = repoPath(target);
  const deployments = await client.paginate(
    `${repo}/deployments?environment=${encodeURIComponent(target.environment)}&per_page=100`,
    10
  );
  const ours = deployments.filter(
    (deployment) => typeof deployment.id === "number" && deployment.payload?.docsgate?.pullRequest === target.pullRequest
  );
  for (const deployment of ours)
    await client.request(
      "POST",
      `${repo}/deployments/${deployment.id}/statuses`,
      { state: "inactive", description: "The pull request is closed: its preview is removed" },
      // An inactive status twice is the same as once.
      { repeatable: true }
    );
  return ours.length;
}
function repoPath(target) {
  return `/repos/${encodeURIComponent(target.owner)}/${encodeURIComponent(target.repo)}`;
}

// src/action/pages-preview.ts
async function planPreview(step, number) {
  const { pages, context } = step;
  const site = pages.siteUrl ? { url: pages.siteUrl } : context.repository ? await readPagesSite(step.client, context.repository, context.serverUrl, pages.branch) : { problem: "the repository is unknown (GITHUB_REPOSITORY is not set)" };
  if ("problem" in site) return site;
  return { address: previewAddress(site.url, pages.folder, number), ...site.notice ? { notice: site.notice } : {} };
}
async function publishPreview(step, siteDir, pullRequest, planned) {
  const { address } = planned;
  const preview = {
    kind: "pages",
    url: address.url,
    status: "not-published",
    commit: null,
    problem: null,
    notice: planned.notice ?? null,
    artifact: null
  };
  const target = branchTarget(step, pullRequest.number);
  if (typeof target === "string") return { ...preview, problem: target };
  const result = await publishFolder(target, siteDir, {
    message: `Preview of pull request #${pullRequest.number} at ${pullRequest.headSha}`,
    maxBytes: step.pages.maxBytes
  });
  if (result.status === "too-large")
    return {
      ...preview,
      problem: `the built site is ${megabytes(result.bytes)}, more than the ${megabytes(result.limit)} preview-max-mb allows, so it was not published.`
    };
  if (result.status === "failed") return { ...preview, problem: `docsgate did not publish it: ${result.problem}` };
  info(
    result.status === "published" ? `Published the preview (${plural(result.files, "file")}, ${megabytes(result.bytesPushed)} pushed) to ${step.pages.branch} as ${result.commit}: ${address.url}` : `The preview on ${step.pages.branch} (${result.commit}) is this site already: nothing pushed. ${address.url}`
  );
  setOutputs({ "preview-url": address.url });
  await deploy(step, pullRequest, address.url);
  return { ...preview, status: result.status, commit: result.commit };
}
async function removePreview(step, number) {
  const target = branchTarget(step, number);
  if (typeof target === "string") return `⚠️ docsgate could not remove the preview: ${target}`;
  const removed = await removeFolder(target, { message: `Remove the preview of pull request #${number}, closed` });
  if (removed.status === "failed") return `⚠️ docsgate did not remove the preview: ${removed.problem}`;
  info(
    removed.status === "removed" ? `Removed ${target.folder} from ${step.pages.branch} (${removed.commit}).` : `${step.pages.branch} holds no ${target.folder}: nothing to remove.`
  );
  const { context, client } = step;
  if (client && context.repository) {
    try {
      const count2 = await deactivatePreviewDeployments(client, {
        owner: context.repository.owner,
        repo: context.repository.name,
        environment: step.pages.environment,
        pullRequest: number
      });
      info(`Marked ${plural(count2, "deployment")} of pull request #${number} inactive.`);
    } catch (error2) {
      note(
        step.notes,
        `docsgate could not mark the preview's deployments inactive (the job needs deployments: write): ${error2.message}`
      );
    }
  }
  return removed.status === "removed" ? `🧹 The pull request is closed, so its preview was removed from ${step.pages.branch} (${target.folder}).` : `🧹 The pull request is closed; ${step.pages.branch} held no preview of it (${target.folder}).`;
}
async function deploy(step, pullRequest, url) {
  const { context, client } = step;
  if (!client || !context.repository) return;
  try {
    await createPreviewDeployment(
      client,
      {
        owner: context.repository.owner,
        repo: context.repository.name,
        environment: step.pages.environment,
        pullRequest: pullRequest.number
      },
      { sha: pullRequest.headSha, url, ...runUrl(context) ? { logUrl: runUrl(context) } : {} }
    );
  } catch (error2) {
    note(
      step.notes,
      `docsgate published the preview but could not show it as a deployment (the job needs deployments: write): ${error2.message}`
    );
  }
}
function branchTarget(step, number) {
  const remote = cloneUrl(step.context);
  if (!remote) return "the repository is unknown (GITHUB_REPOSITORY is not set)";
  return {
    remote,
    ...step.token ? { token: step.token } : {},
    branch: step.pages.branch,
    folder: `${step.pages.folder}/pr-${number}`,
    workRoot: step.tempRoot,
    author: { name: "github-actions[bot]", email: "41898282+github-actions[bot]@users.noreply.github.com" }
  };
}
function megabytes(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// src/action/publish-report.ts
var MAX_REPORT_BYTES = 200 * 1024 * 1024;
async function publishReport(inputs, context, client, tempRoot) {
  const file = inputs.publish;
  const run2 = context.workflowRun;
  if (!run2)
    return setFailed(
      `The publish input posts the report of a finished workflow run, so it works in a workflow triggered by workflow_run; this one was triggered by ${context.eventName || "no event"}.`
    );
  if (!client || !context.repository)
    return setFailed("The publish input needs a github-token that may write pull request comments and checks.");
  let text3;
  try {
    if (statSync2(file).size > MAX_REPORT_BYTES)
      return setFailed(`${file} is larger than a docsgate run report can be.`);
    text3 = readFileSync2(file, "utf8");
  } catch (error2) {
    return setFailed(
      `docsgate could not read the run report to publish (${error2.message}). Download the report artifact of the finished run first.`
    );
  }
  const parsed = readRunReport(text3);
  if (typeof parsed === "string") return setFailed(`${file}: ${parsed}`);
  if (parsed.commit.sha !== null && parsed.commit.sha !== run2.headSha) {
    return setFailed(
      `The run report is about commit ${parsed.commit.sha}, but the finished run checked ${run2.headSha}: docsgate publishes nothing.`
    );
  }
  const trusted = await trustedReport(parsed, context, run2.headSha, client);
  if (typeof trusted === "string") return setFailed(trusted);
  const { report, pull } = trusted;
  const notes = [];
  if (inputs.preview.mode === "pages" && inputs.publishSite && report.pullRequest && pull)
    report.preview = await publishSite(
      { pages: inputs.preview.pages, context, client, token: inputs.token, tempRoot, notes },
      inputs.publishSite,
      report,
      pull
    );
  const target = {
    client,
    context: { ...context, runId: String(run2.id) },
    checkName: inputs.checkName,
    checkRun: inputs.checkRun
  };
  const annotations = await annotate(report, target, jobSummary(report, {}, 6e4), notes);
  if (inputs.comment) await comment(report, target, notes);
  await writeSummary(jobSummary(report, { annotations, notes }));
  setOutputs({ errors: report.totals.errors, warnings: report.totals.warnings, notices: report.totals.notices });
}
async function trustedReport(report, context, headSha, client) {
  const { owner, name } = context.repository;
  const repository = repositoryUrl(context);
  let pullRequest = report.pullRequest;
  let facts;
  if (pullRequest) {
    const number = pullRequest.number;
    try {
      const pull = await client.request(
        "GET",
        `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/pulls/${number}`
      );
      if (pull.data?.head?.sha !== headSha)
        return `Pull request #${number} does not have the finished run's commit ${headSha} as its head (a newer push, or a report about another pull request): docsgate publishes nothing.`;
      facts = pullFacts(pull.data, `${owner}/${name}`);
    } catch (error2) {
      return `docsgate could not look up pull request #${number}: ${error2.message}`;
    }
    pullRequest = { number, headSha };
  }
  const artifact = report.preview && "id" in report.preview ? report.preview : void 0;
  const uploaded = artifact ?? (report.preview && "kind" in report.preview && report.preview.artifact ? report.preview.artifact : void 0);
  const preview = uploaded ? { id: uploaded.id, url: `${repository}/actions/runs/${context.workflowRun.id}/artifacts/${uploaded.id}` } : report.preview && "kind" in report.preview ? null : report.preview;
  const trusted = {
    ...report,
    pullRequest,
    commit: { sha: headSha, blobUrl: `${repository}/blob/${headSha}` },
    preview,
    diagnostics: report.diagnostics.map((d) => ({
      ...d,
      docsUrl: d.docsUrl.startsWith("https://") ? d.docsUrl : RULES_URL
    }))
  };
  return { report: trusted, ...facts ? { pull: facts } : {} };
}
function pullFacts(pull, repository) {
  const head = pull.head?.repo?.full_name;
  return {
    // A deleted fork has no head repository: a fork all the same.
    fromFork: typeof head !== "string" || head.toLowerCase() !== repository.toLowerCase(),
    labels: Array.isArray(pull.labels) ? pull.labels.map((label) => label?.name).filter((n) => typeof n === "string") : []
  };
}
async function publishSite(step, siteDir, report, pull) {
  const { number, headSha } = report.pullRequest;
  const planned = await planPreview(step, number);
  if ("problem" in planned) return { problem: `docsgate could not tell the preview's address: ${planned.problem}` };
  const artifact = report.preview && "id" in report.preview ? report.preview : null;
  const withheld = (problem) => ({
    kind: "pages",
    url: planned.address.url,
    status: "not-published",
    commit: null,
    problem,
    notice: planned.notice ?? null,
    artifact
  });
  const label = step.pages.forkLabel;
  if (pull.fromFork && !label)
    return withheld(
      "this pull request comes from a fork, and this repository publishes no preview of a fork (its publishing workflow sets no fork-preview-label). The artifact below holds the site."
    );
  if (pull.fromFork && !pull.labels.includes(label))
    return withheld(
      `this pull request comes from a fork: its preview would run the fork's pages on this repository's Pages site, so it is published only when a maintainer, having read the change, adds the "${label}" label (the next run then publishes it).`
    );
  const inspected = inspectSiteFolder(siteDir, step.pages.maxBytes);
  if (inspected.problems.length > 0)
    return withheld(
      `the site folder ${path5.basename(siteDir)} was not published: ${inspected.problems.slice(0, 3).join("; ")}${inspected.problems.length > 3 ? ` (and ${inspected.problems.length - 3} more)` : ""}.`
    );
  return { ...await publishPreview(step, siteDir, { number, headSha }, planned), artifact };
}

// src/github/changed-files.ts
var MAX_PAGES = 30;
async function listChangedFiles(client, owner, repo, number) {
  const files = await client.paginate(
    `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/pulls/${number}/files?per_page=100`,
    MAX_PAGES
  );
  const changed = /* @__PURE__ */ new Map();
  const added = /* @__PURE__ */ new Set();
  const removed = [];
  for (const file of files) {
    if (typeof file.filename !== "string") continue;
    if (file.status === "removed") {
      removed.push(file.filename);
      continue;
    }
    if (file.status === "added") added.add(file.filename);
    if (file.status === "renamed" && typeof file.previous_filename === "string") removed.push(file.previous_filename);
    changed.set(file.filename, typeof file.patch === "string" ? addedLines(file.patch) : "whole");
  }
  return { changed, added, removed };
}
function addedLines(patch) {
  const lines = /* @__PURE__ */ new Set();
  let line = 0;
  for (const row of patch.split("\n")) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(row);
    if (hunk) {
      line = Number(hunk[1]);
      continue;
    }
    if (row.startsWith("+")) lines.add(line++);
    else if (row.startsWith(" ") || row === "") line++;
  }
  return lines;
}

// src/report/report-format.ts
var ACTION_REPORT_OUTPUTS = ["report", "sarif", "junit"];

// src/github/page-cache-key.ts
import { createHash } from "node:crypto";
import path6 from "node:path";
function pageCacheKeys(options) {
  const rootRelative = path6.relative(options.workspace, options.root).split(path6.sep).join("/") || ".";
  const rootHash = createHash("sha256").update(rootRelative).digest("hex").slice(0, 12);
  const prefix = `docsgate-pages-${TOOL.version}-${options.env.RUNNER_OS || process.platform}-${rootHash}-`;
  const { GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: attempt } = options.env;
  return { prefix, key: `${prefix}${runId ? `${runId}-${attempt || "1"}` : Date.now().toString(36)}` };
}

// src/index.ts
async function run() {
  const inputs = readInputs(process.env);
  if (typeof inputs === "string") return setFailed(inputs);
  if (inputs.token) setSecret(inputs.token);
  const context = readEventContext(process.env);
  const client = inputs.token && context.repository ? createRestClient({
    apiUrl: context.apiUrl,
    token: inputs.token,
    timeoutMs: inputs.apiTimeoutMs,
    retries: 3,
    maxWaitMs: 6e4,
    onRetry: (message) => info(message)
  }) : void 0;
  const tempRoot = process.env.RUNNER_TEMP || os.tmpdir();
  if (inputs.publish) return publishReport(inputs, context, client, tempRoot);
  const pullRequest = context.pullRequest;
  const notes = [];
  const pagesStep = { pages: inputs.preview.pages, context, client, token: inputs.token, tempRoot, notes };
  if (inputs.preview.mode === "pages" && pullRequest && context.action === "closed")
    return closePreview(inputs, pagesStep, pullRequest.number);
  const planned = inputs.preview.mode === "pages" && inputs.site && pullRequest ? await planPreview(pagesStep, pullRequest.number) : void 0;
  const built = planned && "address" in planned ? servedAt(inputs, planned.address) : inputs;
  const savePageCache = await restorePageCache(inputs, tempRoot);
  const cache = inputs.cache || inputs.baseline.from === "auto" ? openPageCache(tempRoot) : void 0;
  const { result, siteBuilt, done } = await checkAndBuild(built, tempRoot, cache);
  if (pullRequest?.fromFork)
    notice(
      "This pull request comes from a fork, so the workflow's token may only read: docsgate writes no comment and no check run. The README's fork-safe pair of workflows gives forks both."
    );
  const writer = pullRequest?.fromFork ? void 0 : client;
  const files = pullRequest && client && context.repository ? await changedFiles(client, context, pullRequest.number, notes) : void 0;
  const fingerprints = fingerprintDiagnostics(result.root, result.diagnostics);
  const report = buildRunReport({
    result,
    workspace: inputs.workspace,
    fingerprints,
    failOn: inputs.failOn,
    ...inputs.maxWarnings === void 0 ? {} : { maxWarnings: inputs.maxWarnings },
    commit: {
      ...context.headSha ? { sha: context.headSha } : {},
      ...blobUrl(context) ? { blobUrl: blobUrl(context) } : {}
    },
    ...pullRequest ? { pullRequest: { number: pullRequest.number, headSha: pullRequest.headSha } } : {},
    ...files ? { changed: files.changed, added: files.added, removed: files.removed } : {},
    ...await comparison(inputs, context, result, fingerprints, tempRoot, cache),
    basePath: built.basePath,
    pageFiles: new Set(result.pageFiles ?? [])
  });
  const reportContext = {
    cwd: inputs.workspace,
    repositoryRoot: inputs.workspace,
    // What was built and what the crawl found, just above the verdict, as the CLI prints them.
    console: { verdict: judge(report.diagnostics, gateOf(report)), notes: done, color: false, detail: "normal" }
  };
  printUntrusted([...format.render(result, reportContext)].join(""));
  const reportFiles = writeReports(result, report, reportContext, tempRoot);
  setOutputs({
    errors: report.totals.errors,
    warnings: report.totals.warnings,
    notices: report.totals.notices,
    ...reportFiles
  });
  if (siteBuilt && inputs.site && planned && pullRequest) {
    if ("problem" in planned)
      report.preview = { problem: `docsgate could not tell the preview's address: ${planned.problem}` };
    else if (pullRequest.fromFork) {
      await uploadSitePreview(report, inputs.site.outDir, built, context, tempRoot, notes);
      report.preview = forkWaiting(planned.address.url, report.preview, inputs.preview.pages.forkLabel);
    } else report.preview = await publishPreview(pagesStep, inputs.site.outDir, pullRequest, planned);
  } else if (siteBuilt && inputs.site && inputs.preview.mode === "artifact")
    await uploadSitePreview(report, inputs.site.outDir, inputs, context, tempRoot, notes);
  const target = { client: writer, context, checkName: inputs.checkName, checkRun: inputs.checkRun };
  const annotations = await annotate(report, target, jobSummary(report, {}, 6e4), notes);
  if (inputs.comment) await comment(report, target, notes);
  await writeSummary(jobSummary(report, { annotations, notes }));
  if (reportFiles["run-report"]) writeReportOrWarn(reportFiles["run-report"], [`${JSON.stringify(report)}
`]);
  await savePageCache?.();
  if (report.failed) setFailed(failure(report));
}
function servedAt(inputs, address) {
  return {
    ...inputs,
    basePath: address.basePath,
    ...inputs.site ? { site: { ...inputs.site, siteUrl: address.siteUrl } } : {}
  };
}
function forkWaiting(url, uploaded, label) {
  const artifact = uploaded && "id" in uploaded ? uploaded : null;
  const when = label ? `once a maintainer adds the "${label}" label` : "if the repository publishes previews of forks";
  return {
    kind: "pages",
    url,
    status: "waiting",
    commit: null,
    problem: artifact ? `this pull request comes from a fork, whose run may not push: the publishing workflow publishes its preview from the site artifact ${when}.` : `this pull request comes from a fork, whose run may not push, and the site artifact could not be uploaded${uploaded && "problem" in uploaded ? ` (${uploaded.problem})` : ""}: there is nothing to publish.`,
    notice: null,
    artifact
  };
}
async function closePreview(inputs, step, number) {
  const line = await removePreview(step, number);
  const { context, client } = step;
  const root = path7.relative(inputs.workspace, inputs.root).split(path7.sep).join("/") || ".";
  if (inputs.comment && client && context.repository) {
    try {
      await upsertComment(
        client,
        { owner: context.repository.owner, repo: context.repository.name, number },
        commentMarker(root),
        previewRemovedComment(root, line)
      );
    } catch (error2) {
      note(step.notes, `docsgate could not update the pull request's comment: ${error2.message}`);
    }
  }
  await writeSummary(
    `## docsgate: preview

${[line, ...step.notes.map((n) => `⚠️ ${n}`)].map(escapeHtml).join("\n\n")}

`
  );
  if (line.startsWith("⚠️")) warning(line);
}
async function restorePageCache(inputs, tempRoot) {
  if (!inputs.cache) return void 0;
  const store = await import("./page-cache-store-RUV5NG56.js");
  if (!store.isCacheServiceAvailable()) {
    info("GitHub's cache service is not available to this step, so docsgate's page cache lasts this job only.");
    return void 0;
  }
  const dir = actionCacheDir(tempRoot);
  const keys = pageCacheKeys({ workspace: inputs.workspace, root: inputs.root, env: process.env });
  const restored = await store.restorePageCache(dir, keys);
  logLine(restored.line);
  if (restored.failed) return void 0;
  return async () => logLine(await store.savePageCache(dir, keys));
}
function logLine(line) {
  if (line.level === "warning") warning(line.text);
  else info(line.text);
}
function failure(report) {
  if (warningsOver(report.totals, gateOf(report)))
    return `docsgate found ${describeTotals(report.totals)}: more than the ${plural(report.maxWarnings, "warning")} max-warnings allows.`;
  return `docsgate found ${describeTotals(report.totals)}${report.failOn.startsWith("new-") ? `, ${report.failing} of them new` : ""} (fail-on: ${report.failOn}).`;
}
async function checkAndBuild(inputs, tempRoot, cache) {
  const { site, links, basePath } = inputs;
  const done = [];
  const run2 = await runDocsgate({
    root: inputs.root,
    settingsPath: inputs.config ? path7.resolve(inputs.workspace, inputs.config) : void 0,
    fetchRemote: inputs.fetchRemote,
    ...inputs.allowPrivateAddresses ? { allowPrivateAddresses: true } : {},
    ...cache ? { cache } : {},
    // The link check without the site input crawls a site built in a temporary folder.
    ...site !== void 0 || links.crawl ? {
      site: {
        basePath,
        ...site ? { outDir: site.outDir } : {},
        tempRoot,
        ...site?.siteUrl ? { siteUrl: site.siteUrl } : {},
        links: links.crawl,
        ...links.external ? { external: links.cacheFile ? { cacheFile: links.cacheFile } : {} } : {},
        repositoryFacts: true
      }
    } : {}
  });
  const { result } = run2;
  if (result.pagesFromCache)
    info(
      `The check took ${result.pagesFromCache} of its ${plural(result.pageFiles?.length ?? 0, "page")} unchanged from an earlier run's cache.`
    );
  for (const note2 of run2.notes) warning(note2);
  if ("failure" in run2) {
    const { message, internal } = run2.failure;
    setFailed(`docsgate could not build the site${internal ? " (an internal error)" : ""}: ${message}`);
    return { result, siteBuilt: false, done };
  }
  if (!run2.built) return { result, siteBuilt: false, done };
  if (site && run2.built.pages === 0) {
    done.push(
      `Nothing to build: no page in ${path7.relative(inputs.workspace, inputs.root) || "."}, so no site was written.`
    );
    return { result, siteBuilt: false, done };
  }
  if (site) {
    done.push(`Built ${plural(run2.built.pages, "page")} into ${path7.relative(inputs.workspace, site.outDir) || "."}.`);
    setOutputs({ "site-dir": site.outDir });
  }
  if (run2.links) {
    for (const message of run2.links.notes) warning(message);
    done.push(`${run2.links.summary}.`);
  }
  return { result, siteBuilt: site !== void 0, done };
}
async function changedFiles(client, context, number, notes) {
  try {
    return await listChangedFiles(client, context.repository.owner, context.repository.name, number);
  } catch (error2) {
    note(
      notes,
      `docsgate could not list the pull request's files, so annotations are not ordered by the change: ${error2.message}`
    );
    return void 0;
  }
}
async function comparison(inputs, context, result, fingerprints, tempRoot, cache) {
  if (inputs.baseline.from === "none") return {};
  let baseline;
  if (inputs.baseline.from === "report") baseline = baselineFromReport(inputs.baseline.file);
  else if (context.baseSha) {
    baseline = await baselineFromGit({
      workspace: inputs.workspace,
      rootRelative: path7.relative(inputs.workspace, inputs.root),
      ...inputs.config ? { configRelative: inputs.config } : {},
      baseSha: context.baseSha,
      tempRoot,
      fetchRemote: inputs.fetchRemote,
      ...inputs.allowPrivateAddresses ? { allowPrivateAddresses: true } : {},
      ...cache ? { cache } : {}
    });
  } else return {};
  if ("problem" in baseline) {
    warning(baseline.problem);
    return { comparison: { problem: baseline.problem } };
  }
  const { isNew, fixed } = compareWithBaseline({ diagnostics: result.diagnostics, fingerprints }, baseline);
  if (baseline.pages)
    info(
      `The base commit's check took ${baseline.pages.fromCache} of its ${plural(baseline.pages.checked, "page")} unchanged from the head's check.`
    );
  info(
    `Against the base: ${plural(isNew.filter(Boolean).length, "new problem")}, ${plural(fixed.length, "problem")} fixed.`
  );
  return { comparison: { isNew, fixed, source: baseline.source } };
}
async function uploadSitePreview(report, siteDir, inputs, context, tempRoot, notes) {
  if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL || !context.repository || !context.runId) {
    report.preview = {
      problem: "the artifact service is not available to this step (it runs outside GitHub Actions)."
    };
    return;
  }
  try {
    const { uploadPreview } = await import("./preview-artifact-WP4QEWPR.js");
    const uploaded = await uploadPreview({
      siteDir,
      basePath: inputs.basePath,
      // The preview's index links into the built folder, which does not hold the base path.
      changedPages: report.changedPages.map((page) => ({
        file: page.file,
        url: page.url.slice(inputs.basePath.length) || "/"
      })),
      name: inputs.preview.name,
      ...inputs.preview.retentionDays ? { retentionDays: inputs.preview.retentionDays } : {},
      stagingRoot: tempRoot,
      serverUrl: context.serverUrl,
      repository: `${context.repository.owner}/${context.repository.name}`,
      runId: context.runId
    });
    report.preview = { id: uploaded.id, url: uploaded.url };
    setOutputs({ "preview-artifact-id": uploaded.id, "preview-artifact-url": uploaded.url });
    info(`Uploaded the site's preview: ${uploaded.url}`);
  } catch (error2) {
    const message = `docsgate could not upload the preview artifact: ${error2.message}`;
    report.preview = { problem: message };
    note(notes, message);
  }
}
function writeReports(result, report, context, tempRoot) {
  let folder;
  try {
    folder = mkdtempSync2(path7.join(tempRoot, "docsgate-"));
  } catch (error2) {
    warning(`docsgate could not write its report files: ${error2.message}`);
    return {};
  }
  const files = [
    ...ACTION_REPORT_OUTPUTS.flatMap(
      (output) => REPORT_FORMATS.flatMap(
        ({ actionFile, render }) => actionFile?.output === output ? [{ ...actionFile, pieces: render(result, context) }] : []
      )
    ),
    { output: "run-report", name: "run-report.json", pieces: [`${JSON.stringify(report)}
`] }
  ];
  const written = {};
  for (const { output, name, pieces } of files) {
    const file = path7.join(folder, name);
    if (writeReportOrWarn(file, pieces)) written[output] = file;
  }
  return written;
}
function writeReportOrWarn(file, pieces) {
  const problem = writeReportFile(file, pieces);
  if (problem !== void 0) warning(`docsgate: ${problem}.`);
  return problem === void 0;
}
function blobUrl(context) {
  const repository = repositoryUrl(context);
  return repository && context.headSha ? `${repository}/blob/${context.headSha}` : void 0;
}
function printUntrusted(text3) {
  const token = randomUUID2();
  process.stdout.write(`::stop-commands::${token}
${text3}::${token}::
`);
}
run().catch((error2) => {
  setFailed(`docsgate could not run: ${error2 instanceof Error ? error2.message : String(error2)}`);
});
function openPageCache(tempRoot) {
  const opened = actionCacheFolder(tempRoot);
  if ("folder" in opened) return opened.folder;
  notice(opened.refused);
  return void 0;
}
