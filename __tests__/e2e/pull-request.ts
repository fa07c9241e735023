import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ACTION, FIXTURES, parseOutputs, quietEnv } from "./spawn.js";

export const TOKEN = "ghs_e2eSecretToken0123456789abcdef";
export const RUN_ID = "4242";

export interface ActionRun {
  status: number | null;
  stdout: string;
  stderr: string;
  summary: string;
  outputs: Record<string, string>;
  /** Milliseconds the step took. */
  took: number;
}

/**
 * Runs dist/index.js as the runner would on `event` with `payload`, without blocking this process
 * (the fake GitHub it talks to lives here). The step's files go to a fresh folder under `temp`.
 */
export function runActionAsync(options: {
  workspace: string;
  temp: string;
  event: string;
  payload: unknown;
  inputs: Record<string, string>;
  env?: Record<string, string>;
}): Promise<ActionRun> {
  const dir = mkdtempSync(path.join(options.temp, "step-"));
  const files = {
    summary: path.join(dir, "summary.md"),
    output: path.join(dir, "output.txt"),
    event: path.join(dir, "event.json"),
  };
  writeFileSync(files.summary, "");
  writeFileSync(files.output, "");
  writeFileSync(files.event, JSON.stringify(options.payload));
  const runnerTemp = path.join(dir, "runner-temp");
  mkdirSync(runnerTemp);
  const env: Record<string, string> = {
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_OUTPUT: files.output,
    GITHUB_EVENT_NAME: options.event,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: "acme/docs",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: RUN_ID,
    RUNNER_TEMP: runnerTemp,
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ACTION], { cwd: options.workspace, env: quietEnv(env) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) =>
      resolve({
        status,
        stdout,
        stderr,
        summary: readFileSync(files.summary, "utf8"),
        outputs: parseOutputs(readFileSync(files.output, "utf8")),
        took: Date.now() - started,
      }),
    );
  });
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    "git",
    ["-c", "user.name=Docs Writer", "-c", "user.email=writer@example.test", "-c", "commit.gpgsign=false", ...args],
    { cwd, encoding: "utf8" },
  ).trim();
}

/** A line that is a problem (a link to a page that does not exist) on each of `count` lines. */
export function brokenLinks(count: number, from = 0): string {
  return Array.from({ length: count }, (_, i) => `See [page ${from + i}](/missing-${from + i}).`).join("\n\n");
}

/**
 * A repository whose `docs/` folder holds the clean fixture: a base commit with one broken link in
 * guides/setup.mdx and `inherited` more in index.mdx, and a head commit that fixes the setup page's
 * link and adds `added` broken links to it. Returns the workspace, both commits and the patch GitHub
 * would send for the setup page.
 */
export function pullRequestRepository(temp: string, options: { inherited: number; added: number }) {
  const workspace = path.join(temp, "repo");
  mkdirSync(workspace);
  git(workspace, "init", "-q", "-b", "main");
  cpSync(path.join(FIXTURES, "clean"), path.join(workspace, "docs"), { recursive: true });
  const setup = path.join(workspace, "docs", "guides", "setup.mdx");
  const index = path.join(workspace, "docs", "index.mdx");
  const setupBase = readFileSync(setup, "utf8");
  writeFileSync(setup, `${setupBase.trimEnd()}\n\nOld [link](/gone).\n`);
  writeFileSync(index, `${readFileSync(index, "utf8").trimEnd()}\n\n${brokenLinks(options.inherited, 1000)}\n`);
  git(workspace, "add", "-A");
  git(workspace, "commit", "-q", "-m", "base");
  const baseSha = git(workspace, "rev-parse", "HEAD");
  const headText = `${setupBase.trimEnd()}\n\n${brokenLinks(options.added)}\n`;
  writeFileSync(setup, headText);
  git(workspace, "commit", "-q", "-am", "head");
  const headSha = git(workspace, "rev-parse", "HEAD");
  const baseLines = setupBase.trimEnd().split("\n").length;
  const addedLines = headText.trimEnd().split("\n").slice(baseLines);
  const patch = [
    `@@ -${baseLines},3 +${baseLines},${addedLines.length + 1} @@`,
    ` ${setupBase.trimEnd().split("\n").at(-1)}`,
    "-",
    "-Old [link](/gone).",
    ...addedLines.map((line) => `+${line}`),
  ].join("\n");
  return { workspace, baseSha, headSha, patch };
}

export function pullRequestEvent(number: number, baseSha: string, headSha: string, headRepository = "acme/docs") {
  return {
    action: "synchronize",
    number,
    pull_request: {
      number,
      head: { sha: headSha, ref: "feature", repo: { full_name: headRepository } },
      base: { sha: baseSha, ref: "main", repo: { full_name: "acme/docs" } },
    },
    repository: { full_name: "acme/docs" },
  };
}

export function newTemp(): string {
  return mkdtempSync(path.join(tmpdir(), "docsgate-pr-"));
}
