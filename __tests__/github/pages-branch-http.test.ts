import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BranchTarget, publishFolder, removeFolder } from "../../src/github/pages-branch.js";
import { git } from "../helpers/git.js";
import { type GitHttpServer, type GitHttpServerOptions, startGitHttpServer } from "../helpers/git-http-server.js";

/**
 * Every command line git is started with, and the config it gets from the environment: a `git` first on PATH
 * logs both and runs the real one (a mock of node:child_process would miss a module another test file loaded
 * first, as the suite shares modules between files).
 */
function recordGit(dir: string): { lines: () => string[] } {
  const bin = path.join(dir, "bin");
  const log = path.join(dir, "git-calls.log");
  const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  mkdirSync(bin);
  writeFileSync(log, "");
  writeFileSync(
    path.join(bin, "git"),
    `#!/bin/sh\nprintf 'args %s\\nenv %s=%s\\n' "$*" "$GIT_CONFIG_KEY_0" "$GIT_CONFIG_VALUE_0" >> '${log}'\nexec '${real}' "$@"\n`,
  );
  chmodSync(path.join(bin, "git"), 0o755);
  const before = process.env.PATH;
  process.env.PATH = `${bin}${path.delimiter}${before}`;
  restorePath = () => (process.env.PATH = before);
  return { lines: () => readFileSync(log, "utf8").split("\n").filter(Boolean) };
}
let restorePath: (() => void) | undefined;

const TOKEN = "ghs_pagesBranchTestToken0123456789";
const HEADER = `basic ${Buffer.from(`x-access-token:${TOKEN}`).toString("base64")}`;
const SECRETS = [TOKEN, Buffer.from(`x-access-token:${TOKEN}`).toString("base64")];

let temp: string;
let origin: string;
let server: GitHttpServer | undefined;

beforeEach(() => {
  temp = mkdtempSync(path.join(os.tmpdir(), "docsgate-pages-http-"));
  origin = path.join(temp, "repos", "origin.git");
  mkdirSync(path.join(temp, "work"));
  git(temp, "init", "-q", "--bare", origin);
  moves = 0;
});

afterEach(async () => {
  restorePath?.();
  restorePath = undefined;
  await server?.close();
  server = undefined;
  rmSync(temp, { recursive: true, force: true });
});

async function serve(options: Partial<GitHttpServerOptions> = {}): Promise<GitHttpServer> {
  server = await startGitHttpServer({ projectRoot: path.join(temp, "repos"), authorization: HEADER, ...options });
  return server;
}

function target(remote: string): BranchTarget {
  return {
    remote,
    token: TOKEN,
    branch: "gh-pages",
    folder: "pr-preview/pr-1",
    workRoot: path.join(temp, "work"),
    author: { name: "docsgate", email: "docsgate@example.test" },
  };
}

function site(): string {
  const dir = path.join(temp, "site");
  mkdirSync(path.join(dir, "guide"), { recursive: true });
  writeFileSync(path.join(dir, "index.html"), "<h1>Home</h1>\n");
  writeFileSync(path.join(dir, "guide", "index.html"), "<h1>Guide</h1>\n");
  return dir;
}

const files = () => git(origin, "ls-tree", "-r", "--name-only", "gh-pages").split("\n").filter(Boolean);

let moves = 0;
/** Another pull request's preview lands on the branch (creating it when missing), straight into the bare repository. */
function moveBranch(): void {
  const env = { ...process.env, GIT_INDEX_FILE: path.join(temp, "mover-index") };
  const run = (args: string[], input = "") =>
    execFileSync("git", ["-C", origin, "-c", "user.name=Other", "-c", "user.email=other@example.test", ...args], {
      env,
      input,
      encoding: "utf8",
    }).trim();
  const tip = run(["for-each-ref", "--format=%(objectname)", "refs/heads/gh-pages"]);
  run(tip ? ["read-tree", tip] : ["read-tree", "--empty"]);
  const blob = run(["hash-object", "-w", "--stdin"], `<h1>Other ${++moves}</h1>\n`);
  run(["update-index", "--add", "--cacheinfo", `100644,${blob},pr-preview/other-${moves}/index.html`]);
  const commit = run(["commit-tree", run(["write-tree"]), ...(tip ? ["-p", tip] : []), "-m", `Other ${moves}`]);
  run(["update-ref", "refs/heads/gh-pages", commit]);
}

/** Every file under `dir`, read as bytes. */
function filesUnder(dir: string): { file: string; bytes: Buffer }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({
      file: path.join(entry.parentPath, entry.name),
      bytes: readFileSync(path.join(entry.parentPath, entry.name)),
    }));
}

describe("publishFolder over git's smart HTTP", () => {
  it("sends the token as an Authorization header, and puts it in no result, argument or file", async () => {
    const seen: { file: string; bytes: Buffer }[] = [];
    const calls = recordGit(temp);
    const http = await serve({ duringPush: () => void seen.push(...filesUnder(path.join(temp, "work"))) });
    const result = await publishFolder(target(http.url("origin.git")), site(), { message: "Preview", maxBytes: 1e6 });

    expect(result).toMatchObject({ status: "published", attempts: 1, files: 2 });
    expect(files()).toEqual([".nojekyll", "pr-preview/pr-1/guide/index.html", "pr-preview/pr-1/index.html"]);
    expect(http.requests.some((request) => request.path.endsWith("/git-receive-pack") && request.authorized)).toBe(
      true,
    );
    for (const secret of SECRETS) {
      expect(JSON.stringify(result)).not.toContain(secret);
      // The temporary repository, looked at while its push was on the way.
      expect(seen.map((entry) => entry.file)).toContainEqual(expect.stringMatching(/repo\.git\/config$/));
      for (const entry of seen) expect(entry.bytes.includes(secret), entry.file).toBe(false);
      for (const line of calls.lines().filter((line) => line.startsWith("args "))) expect(line).not.toContain(secret);
    }
    expect(calls.lines().some((line) => line.startsWith("args ") && line.includes("push"))).toBe(true);
    // Through git's config environment, as actions/checkout sends it.
    expect(calls.lines()).toContain(`env http.${new URL(http.url("")).origin}/.extraheader=AUTHORIZATION: ${HEADER}`);
  });

  it("fails with one line, without the token, when the token is missing or wrong", async () => {
    const http = await serve();
    for (const token of [undefined, "ghs_wrongToken987"]) {
      const result = await publishFolder({ ...target(http.url("origin.git")), token }, site(), {
        message: "Preview",
        maxBytes: 1e6,
      });
      expect(result).toEqual({
        status: "failed",
        problem: expect.stringContaining("could not publish the preview to gh-pages: git ls-remote:"),
      });
      const problem = result.status === "failed" ? result.problem : "";
      expect(problem).not.toContain("\n");
      expect(problem).not.toContain("ghs_");
    }
    expect(http.requests.every((request) => !request.authorized)).toBe(true);
  });

  it("publishes on the new tip when the branch moved between its fetch and its push", async () => {
    let calls = 0;
    // The branch is missing at the fetch; another preview creates it before the push.
    const http = await serve({ beforePushAdvertisement: () => void (calls++ === 0 && moveBranch()) });
    const result = await publishFolder(target(http.url("origin.git")), site(), { message: "Preview", maxBytes: 1e6 });
    expect(result).toMatchObject({ status: "published", attempts: 2 });
    expect(files()).toEqual([
      ".nojekyll",
      "pr-preview/other-1/index.html",
      "pr-preview/pr-1/guide/index.html",
      "pr-preview/pr-1/index.html",
    ]);
    expect(git(origin, "log", "--format=%s", "gh-pages")).toBe("Preview\nOther 1");
  });

  it("publishes on the new tip when another push landed while its own was received", async () => {
    let calls = 0;
    // The server takes the other push first: this one's old value is no longer the branch's ("failed to update ref").
    const http = await serve({ duringPush: () => void (calls++ === 0 && moveBranch()) });
    const result = await publishFolder(target(http.url("origin.git")), site(), { message: "Preview", maxBytes: 1e6 });
    expect(result).toMatchObject({ status: "published", attempts: 2 });
    expect(git(origin, "log", "--format=%s", "gh-pages")).toBe("Preview\nOther 1");
  });

  it("gives up with a clear line when every attempt was rejected", async () => {
    const http = await serve({ beforePushAdvertisement: moveBranch });
    const result = await publishFolder(target(http.url("origin.git")), site(), {
      message: "Preview",
      maxBytes: 1e6,
      maxAttempts: 3,
    });
    expect(result).toEqual({
      status: "failed",
      problem:
        "the push to gh-pages was rejected 3 times (fetch first): other pushes kept moving the branch; run the job again",
    });
    expect(files()).toEqual([
      "pr-preview/other-1/index.html",
      "pr-preview/other-2/index.html",
      "pr-preview/other-3/index.html",
    ]);
  });

  it("removes the folder on the new tip when the branch moved", async () => {
    const http = await serve();
    await publishFolder(target(http.url("origin.git")), site(), { message: "Preview", maxBytes: 1e6 });
    let calls = 0;
    await http.close();
    const moving = await serve({ beforePushAdvertisement: () => void (calls++ === 0 && moveBranch()) });
    const result = await removeFolder(target(moving.url("origin.git")), { message: "Remove" });
    expect(result).toMatchObject({ status: "removed", attempts: 2 });
    expect(files()).toEqual([".nojekyll", "pr-preview/other-1/index.html"]);
  });
});
