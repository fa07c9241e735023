import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  artifactServiceHandler,
  fakeRuntimeToken,
  zipEntries,
  zipEntryText,
} from "../helpers/fake-artifact-service.js";
import { startFakeGitHub, type FakeGitHub } from "../helpers/fake-github.js";
import {
  newTemp,
  pullRequestEvent,
  pullRequestRepository,
  RUN_ID,
  runActionAsync,
  TOKEN,
  type ActionRun,
} from "./pull-request.js";

/**
 * The action on a pull request, end to end: dist/index.js with a pull_request payload, talking to a
 * fake GitHub on 127.0.0.1 that records what it was sent.
 */
const temp = newTemp();
const SAMPLES = path.resolve(import.meta.dirname, "../../node_modules/.cache/docsgate/pull-request");
// 8 broken links on the base's index page, the setup page's one fixed and 60 added on changed lines.
const repo = pullRequestRepository(temp, { inherited: 8, added: 60 });
const event = pullRequestEvent(7, repo.baseSha, repo.headSha);
const files = [{ filename: "docs/guides/setup.mdx", status: "modified", patch: repo.patch }];
const allOutput = (run: ActionRun) =>
  run.stdout +
  run.stderr +
  run.summary +
  JSON.stringify(run.outputs) +
  (run.outputs["run-report"] ? readFileSync(run.outputs["run-report"], "utf8") : "");

afterAll(() => rmSync(temp, { recursive: true, force: true }));

function run(
  github: FakeGitHub,
  inputs: Record<string, string> = {},
  options: { event?: string; payload?: unknown; env?: Record<string, string> } = {},
) {
  return runActionAsync({
    workspace: repo.workspace,
    temp,
    event: options.event ?? "pull_request",
    payload: options.payload ?? event,
    inputs: { root: "docs", build: "false", "github-token": TOKEN, "api-timeout": "1", ...inputs },
    env: { GITHUB_API_URL: github.url, GITHUB_SHA: repo.headSha, ...options.env },
  });
}

describe("on a pull request", () => {
  let github: FakeGitHub;
  let first: ActionRun;
  let second: ActionRun;
  beforeAll(async () => {
    github = await startFakeGitHub({ files });
    first = await run(github, { "fail-on": "new-error" });
    second = await run(github, { "fail-on": "new-error" });
  });
  afterAll(() => github.close());

  test("comments once, then updates that comment in place", () => {
    // The README's pictures of the summary and the comment are rendered from these (scripts/pr-screenshots.mjs).
    mkdirSync(SAMPLES, { recursive: true });
    writeFileSync(path.join(SAMPLES, "summary.md"), second.summary);
    writeFileSync(path.join(SAMPLES, "comment.md"), github.comments[0]?.body ?? "");
    expect(github.calls("create-comment")).toHaveLength(1);
    expect(github.calls("update-comment")).toHaveLength(1);
    expect(github.comments).toHaveLength(1);
    const body = github.comments[0]!.body;
    expect(body).toContain("<!-- docsgate:comment root=docs -->");
    expect(body).toContain("### ❌ docsgate: this pull request adds 60 errors");
    expect(body).toContain("<details open><summary>Fails the gate (60)</summary>");
    expect(body).toContain("<summary>Fixed by this pull request (1)</summary>");
    expect(body).toContain("<code>docs/guides/setup.mdx</code> → <code>/guides/setup/</code>");
    expect(body).not.toContain("missing-1000");
    expect(github.calls("update-comment")[0]!.path).toBe(`/repos/acme/docs/issues/comments/${github.comments[0]!.id}`);
  });

  test("sends every problem to one check run per run, 50 annotations a request, on the head commit", () => {
    expect(github.checkRuns.size).toBe(2);
    for (const checkRun of github.checkRuns.values()) {
      expect(checkRun.created).toMatchObject({ name: "docsgate", head_sha: repo.headSha, status: "in_progress" });
      const batches = checkRun.updates
        .filter((update) => update.output?.annotations)
        .map((update) => update.output.annotations.length);
      expect(batches).toEqual([50, 18]);
      const annotations = checkRun.updates.flatMap((update) => update.output?.annotations ?? []);
      expect(annotations[0]).toMatchObject({
        path: "docs/guides/setup.mdx",
        annotation_level: "failure",
        title: "page/broken-link",
      });
      expect(checkRun.updates.at(-1)).toMatchObject({ status: "completed", conclusion: "failure" });
    }
    // With a check run, the step prints no annotations of its own.
    expect(first.stdout).not.toMatch(/^::error file=/m);
  });

  test("fails on the new errors only, with the baseline from the base commit", () => {
    expect(first.status).toBe(1);
    expect(first.stdout).toMatch(
      /^::error::docsgate found 68 errors, 0 warnings, 0 notices, 60 of them new \(fail-on: new-error\)\.$/m,
    );
    expect(first.outputs).toMatchObject({ errors: "68", warnings: "0", notices: "0" });
    const report = JSON.parse(readFileSync(first.outputs["run-report"]!, "utf8"));
    expect(report.diagnostics.filter((d: { isNew: boolean }) => d.isNew)).toHaveLength(60);
    expect(report.baseline.fixed).toEqual([
      expect.objectContaining({ file: "docs/guides/setup.mdx", ruleId: "page/broken-link" }),
    ]);
    // The base's pages the pull request left alone came from the head's check (setup.mdx changed).
    const pages = /The base commit's check took (\d+) of its (\d+) pages unchanged from the head's check\./.exec(
      first.stdout,
    );
    expect(pages, first.stdout).not.toBeNull();
    expect(Number(pages![1])).toBe(Number(pages![2]) - 1);
  });

  test("writes the job summary, the SARIF and JUnit files, and their paths as outputs", () => {
    expect(first.summary).toContain("## docsgate: ❌ failed");
    expect(first.summary).toContain("Against the base commit: 60 new problems, 1 problem fixed.");
    expect(first.summary).toContain("https://github.test/check-runs/");
    expect(first.summary).toContain(
      `<a href="https://github.com/acme/docs/blob/${repo.headSha}/docs/guides/setup.mdx#L`,
    );
    const sarif = JSON.parse(readFileSync(first.outputs.sarif!, "utf8"));
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.runs[0].results).toHaveLength(68);
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toMatch(/^docs\//);
    expect(readFileSync(first.outputs.junit!, "utf8")).toContain('<testsuites name="docsgate"');
  });

  test("the token is sent to GitHub and masked, and appears in no output", () => {
    expect(github.received.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(first.stdout).toContain(`::add-mask::${TOKEN}`);
    expect(allOutput(first).replace(`::add-mask::${TOKEN}`, "")).not.toContain(TOKEN);
  });
});

describe("annotations through the step", () => {
  test("when check runs are off: 10 errors, those on the changed lines first, and the summary counts the rest", async () => {
    const github = await startFakeGitHub({ files });
    try {
      const result = await run(github, { "check-run": "false", comment: "false" });
      expect(github.checkRuns.size).toBe(0);
      expect(github.calls("create-comment")).toHaveLength(0);
      const errors = [...result.stdout.matchAll(/^::error title=([^,]+),file=([^,]+),line=(\d+)/gm)];
      expect(errors).toHaveLength(10);
      expect(errors.every((match) => match[2] === "docs/guides/setup.mdx")).toBe(true);
      expect(result.summary).toContain("10 of 68 problems annotated on the diff");
      expect(result.summary).toContain("the other 58 are listed below");
      expect(result.status).toBe(1);
    } finally {
      await github.close();
    }
  });

  test("when GitHub refuses the check run (a read-only token), the step annotates instead and nothing fails for it", async () => {
    const github = await startFakeGitHub({ files });
    github.fault("create-check-run", { status: 403, body: { message: "Resource not accessible by integration" } });
    github.fault("create-comment", { status: 403, body: { message: "Resource not accessible by integration" } });
    try {
      const result = await run(github, { "fail-on": "never" });
      expect(result.status).toBe(0);
      expect([...result.stdout.matchAll(/^::error title=/gm)]).toHaveLength(10);
      expect(result.stdout).toContain("::warning::docsgate could not create a check run");
      expect(result.summary).toContain(
        "⚠️ docsgate could not comment on the pull request: POST /repos/acme/docs/issues/7/comments: GitHub answered 403: Resource not accessible by integration",
      );
      expect(github.calls("create-check-run")).toHaveLength(1);
    } finally {
      await github.close();
    }
  });
});

describe("a fork's pull request", () => {
  test("writes no comment and no check run, and annotates through the step", async () => {
    const github = await startFakeGitHub({ files });
    try {
      const result = await run(
        github,
        {},
        { payload: pullRequestEvent(7, repo.baseSha, repo.headSha, "someone/docs-fork") },
      );
      expect(github.received.map((request) => request.method)).toEqual(["GET"]);
      expect(result.stdout).toContain("::notice::This pull request comes from a fork");
      expect([...result.stdout.matchAll(/^::error title=/gm)].length).toBeGreaterThan(1);
      expect(result.status).toBe(1);
      expect(result.outputs["run-report"]).toBeDefined();
    } finally {
      await github.close();
    }
  });
});

describe("outside a pull request", () => {
  test("a push gets the check run and the summary, and no comment", async () => {
    const github = await startFakeGitHub();
    try {
      const result = await run(github, {}, { event: "push", payload: { after: repo.headSha } });
      expect(github.calls("create-comment")).toHaveLength(0);
      expect(github.calls("files")).toHaveLength(0);
      expect([...github.checkRuns.values()][0]!.created.head_sha).toBe(repo.headSha);
      expect(result.summary).toContain("## docsgate: ❌ failed");
      expect(result.summary).not.toContain("Against the base commit");
      expect(result.status).toBe(1);
    } finally {
      await github.close();
    }
  });

  test("merge_group and workflow_dispatch run too", async () => {
    const github = await startFakeGitHub();
    try {
      const queued = await run(
        github,
        { "fail-on": "new-error" },
        { event: "merge_group", payload: { merge_group: { head_sha: repo.headSha, base_sha: repo.baseSha } } },
      );
      expect(queued.summary).toContain("Against the base commit: 60 new problems, 1 problem fixed.");
      expect(queued.status).toBe(1);
      const dispatched = await run(github, { "fail-on": "never" }, { event: "workflow_dispatch", payload: {} });
      expect(dispatched.status).toBe(0);
      expect(github.calls("create-comment")).toHaveLength(0);
    } finally {
      await github.close();
    }
  });
});

describe("when GitHub's API misbehaves", () => {
  test("server errors are retried, and a lasting outage loses neither the summary, the outputs nor the exit status", async () => {
    const github = await startFakeGitHub({ files });
    github.fault("files", { status: 502 });
    github.fault("create-check-run", ...Array.from({ length: 4 }, () => ({ status: 500 })));
    github.fault("list-comments", ...Array.from({ length: 4 }, () => ({ status: 503 })));
    try {
      const result = await run(github);
      expect(github.calls("files")).toHaveLength(2);
      expect(github.calls("create-check-run")).toHaveLength(4);
      expect(github.calls("list-comments")).toHaveLength(4);
      expect(result.status).toBe(1);
      expect(result.summary).toContain("## docsgate: ❌ failed");
      expect(result.summary).toContain(
        "docsgate could not comment on the pull request: GET /repos/acme/docs/issues/7/comments: GitHub answered 503",
      );
      expect(result.outputs).toMatchObject({ errors: "68" });
      expect(existsSync(result.outputs.sarif!)).toBe(true);
      // The files answer after the retry, so the annotations still start on the changed lines.
      expect(result.stdout).toMatch(/^::error title=page\/broken-link,file=docs\/guides\/setup\.mdx/m);
    } finally {
      await github.close();
    }
  });

  test("a spent rate limit is waited out until its reset, then the call goes through", async () => {
    const github = await startFakeGitHub({ files });
    const reset = String(Math.floor(Date.now() / 1000) + 1);
    github.fault("list-comments", {
      status: 403,
      headers: { "x-ratelimit-limit": "1000", "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset },
      body: { message: "API rate limit exceeded" },
    });
    try {
      const result = await run(github, { "check-run": "false" });
      expect(github.calls("list-comments")).toHaveLength(2);
      expect(github.calls("create-comment")).toHaveLength(1);
      expect(result.stdout).toContain("GitHub answered 403: API rate limit exceeded; trying again in");
      expect(result.status).toBe(1);
    } finally {
      await github.close();
    }
  });

  test("a server that never answers costs the timeout, and the step still finishes with its summary and status", async () => {
    const github = await startFakeGitHub({ files });
    github.fault("files", "hang", "hang", "hang", "hang");
    try {
      const result = await run(github, { comment: "false", "check-run": "false", "fail-on": "never" });
      expect(result.status).toBe(0);
      expect(result.summary).toContain("docsgate could not list the pull request&#39;s files");
      expect(result.summary).toContain("no answer within 1 s");
      expect(result.outputs).toMatchObject({ errors: "68" });
    } finally {
      await github.close();
    }
  });

  test("an error message that quotes the token does not print it", async () => {
    const github = await startFakeGitHub({ files });
    github.fault("create-check-run", { status: 401, body: { message: `Bad credentials: ${TOKEN}` } });
    try {
      const result = await run(github);
      expect(result.stdout).toContain("Bad credentials: ***");
      expect(allOutput(result).replace(`::add-mask::${TOKEN}`, "")).not.toContain(TOKEN);
    } finally {
      await github.close();
    }
  });
});

describe("the preview artifact", () => {
  test("holds the built site and an index of the changed pages; its id and URL are outputs and in the comment", async () => {
    const artifacts = artifactServiceHandler();
    const github = await startFakeGitHub({ files, extra: artifacts });
    try {
      const result = await run(
        github,
        { build: "true", "preview-retention-days": "5", "site-dir": "_site" },
        { env: { ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(), ACTIONS_RESULTS_URL: `${github.url}/` } },
      );
      expect(artifacts.artifacts).toHaveLength(1);
      const [artifact] = artifacts.artifacts;
      expect(artifact!.name).toBe("docs-preview");
      expect(artifact!.expiresAt).toBeDefined();
      const entries = zipEntries(artifact!.zip);
      expect(entries).toContain("index.html");
      expect(entries).toContain("site/guides/setup/index.html");
      const index = zipEntryText(artifact!.zip, "index.html");
      expect(index).toContain("site/guides/setup/index.html");
      expect(result.outputs["preview-artifact-id"]).toBe(String(artifact!.id));
      expect(result.outputs["preview-artifact-url"]).toBe(
        `https://github.com/acme/docs/actions/runs/${RUN_ID}/artifacts/${artifact!.id}`,
      );
      expect(github.comments[0]!.body).toContain(
        `<a href="https://github.com/acme/docs/actions/runs/${RUN_ID}/artifacts/${artifact!.id}">Preview of the site</a>`,
      );
      expect(result.summary).toContain("Preview of the site");
    } finally {
      await github.close();
    }
  });

  test("a refused upload is a warning; the rest of the step goes on", async () => {
    const artifacts = artifactServiceHandler({ fail: "create", failStatus: 403 });
    const github = await startFakeGitHub({ files, extra: artifacts });
    try {
      const result = await run(
        github,
        { build: "true", "site-dir": "_site2", "fail-on": "never" },
        { env: { ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(), ACTIONS_RESULTS_URL: `${github.url}/` } },
      );
      expect(result.status).toBe(0);
      expect(result.stdout).toContain("::warning::docsgate could not upload the preview artifact");
      expect(result.outputs["preview-artifact-id"]).toBeUndefined();
      expect(github.comments[0]!.body).toContain("⚠️ No preview");
    } finally {
      await github.close();
    }
  });
});

describe("the fork-safe pair of workflows", () => {
  test("a workflow_run step posts the comment and check run of the pull request's run report, after checking it", async () => {
    const fork = await startFakeGitHub({ files });
    const checked = await run(
      fork,
      { "fail-on": "never" },
      { payload: pullRequestEvent(7, repo.baseSha, repo.headSha, "someone/docs-fork") },
    );
    await fork.close();
    const reportFile = checked.outputs["run-report"]!;

    const github = await startFakeGitHub({ pulls: { 7: { head: { sha: repo.headSha } } } });
    const workflowRun = (headSha: string, pullRequests: unknown[] = []) => ({
      workflow_run: { id: 555, head_sha: headSha, event: "pull_request", pull_requests: pullRequests },
    });
    try {
      const published = await run(
        github,
        { publish: reportFile },
        { event: "workflow_run", payload: workflowRun(repo.headSha) },
      );
      expect(published.status).toBe(0);
      expect(github.calls("pull")).toHaveLength(1);
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]!.body).toContain("this pull request adds 60 errors");
      const [checkRun] = github.checkRuns.values();
      expect(checkRun!.created.head_sha).toBe(repo.headSha);
      expect(checkRun!.updates.at(-1)).toMatchObject({ conclusion: "neutral" });

      // A report about another commit than the finished run's is refused.
      const stale = await run(
        github,
        { publish: reportFile },
        { event: "workflow_run", payload: workflowRun("b".repeat(40)) },
      );
      expect(stale.status).toBe(1);
      expect(stale.stdout).toContain("but the finished run checked");
      // So is a pull request whose head has moved on.
      const moved = await startFakeGitHub({ pulls: { 7: { head: { sha: "c".repeat(40) } } } });
      const refused = await run(
        moved,
        { publish: reportFile },
        { event: "workflow_run", payload: workflowRun(repo.headSha) },
      );
      await moved.close();
      expect(refused.status).toBe(1);
      expect(refused.stdout).toContain("does not have the finished run's commit");
      expect(github.comments).toHaveLength(1);
    } finally {
      await github.close();
    }
  });
});
