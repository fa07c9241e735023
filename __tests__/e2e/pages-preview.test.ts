import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "../helpers/fake-github.js";
import { startGitHttpServer, type GitHttpServer } from "../helpers/git-http-server.js";
import {
  newTemp,
  pullRequestEvent,
  pullRequestRepository,
  runActionAsync,
  TOKEN,
  type ActionRun,
} from "./pull-request.js";

/**
 * preview: pages, end to end: dist/index.js on pull_request events publishes the built site to
 * pr-preview/pr-7/ of gh-pages on a bare repository served by git's smart HTTP on 127.0.0.1 (the
 * event's clone_url), against a fake GitHub that answers the Pages address and records
 * deployments and the comment.
 */
const temp = newTemp();
const SAMPLES = path.resolve(import.meta.dirname, "../../node_modules/.cache/docsgate/pages-preview");
const repo = pullRequestRepository(temp, { inherited: 0, added: 0 });
const PAGES = "https://acme.github.io/docs/";
const PREVIEW = `${PAGES}pr-preview/pr-7/`;
const files = [
  { filename: "docs/guides/setup.mdx", status: "modified", patch: repo.patch },
  { filename: "docs/guides/old.mdx", status: "removed" },
];
const origins = path.join(temp, "origins");
mkdirSync(origins);
let server: GitHttpServer;

beforeAll(async () => {
  server = await startGitHttpServer({
    projectRoot: origins,
    // The header actions/checkout gives git, which GitHub takes.
    authorization: `basic ${Buffer.from(`x-access-token:${TOKEN}`).toString("base64")}`,
  });
});
afterAll(async () => {
  await server.close();
  rmSync(temp, { recursive: true, force: true });
});

/** A new bare repository as origin; its clone URL on the git server. */
function newOrigin(name: string): { dir: string; url: string } {
  const dir = path.join(origins, `${name}.git`);
  execFileSync("git", ["init", "-q", "--bare", dir]);
  return { dir, url: server.url(`${name}.git`) };
}

const bare = (dir: string, ...args: string[]) =>
  execFileSync("git", ["--git-dir", dir, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
const commits = (dir: string) => Number(bare(dir, "rev-list", "--count", "gh-pages"));
const show = (dir: string, file: string) => bare(dir, "show", `gh-pages:${file}`);
const has = (dir: string, file: string) => {
  try {
    bare(dir, "cat-file", "-e", `gh-pages:${file}`);
    return true;
  } catch {
    return false;
  }
};

function event(cloneUrl: string, options: { action?: string; fork?: boolean } = {}) {
  const payload = pullRequestEvent(7, repo.baseSha, repo.headSha, options.fork ? "someone/docs-fork" : "acme/docs");
  return {
    ...payload,
    action: options.action ?? "synchronize",
    repository: { full_name: "acme/docs", clone_url: cloneUrl },
  };
}

function run(github: FakeGitHub, payload: unknown, inputs: Record<string, string> = {}, eventName = "pull_request") {
  return runActionAsync({
    workspace: repo.workspace,
    temp,
    event: eventName,
    payload,
    inputs: {
      root: "docs",
      "github-token": TOKEN,
      "api-timeout": "2",
      preview: "pages",
      links: "false",
      baseline: "false",
      cache: "false",
      "fail-on": "never",
      ...inputs,
    },
    env: { GITHUB_API_URL: github.url, GITHUB_SHA: repo.headSha },
  });
}

/** Everything a run wrote where a person or a later step reads it. */
function everything(run: ActionRun, github: FakeGitHub): string {
  return [
    // The step masks the token in the runner's log by naming it once, to the runner alone.
    run.stdout.replace(`::add-mask::${TOKEN}`, ""),
    run.stderr,
    run.summary,
    JSON.stringify(run.outputs),
    run.outputs["run-report"] && existsSync(run.outputs["run-report"])
      ? readFileSync(run.outputs["run-report"], "utf8")
      : "",
    ...github.comments.map((c) => c.body),
    ...github.received.map((r) => JSON.stringify(r.body ?? "")),
  ].join("\n");
}

function expectNoToken(text: string): void {
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(Buffer.from(`x-access-token:${TOKEN}`).toString("base64"));
}

describe("a pull request of the repository", () => {
  let github: FakeGitHub;
  let origin: { dir: string; url: string };
  const runs: ActionRun[] = [];
  beforeAll(async () => {
    github = await startFakeGitHub({ files, pagesUrl: PAGES });
    origin = newOrigin("same");
    runs.push(await run(github, event(origin.url)));
  });
  afterAll(() => github.close());

  test("publishes the site built for its address, with .nojekyll, and says where in the comment, summary and output", () => {
    const [first] = runs;
    expect(first!.status, first!.stdout + first!.stderr).toBe(0);
    expect(first!.outputs["preview-url"]).toBe(PREVIEW);
    expect(has(origin.dir, ".nojekyll")).toBe(true);
    const setup = show(origin.dir, "pr-preview/pr-7/guides/setup/index.html");
    // Built for where it is served: every address starts with the Pages path and the pull request's folder.
    expect(setup).toContain('href="/docs/pr-preview/pr-7/_docsgate/');
    expect(setup).not.toMatch(/(?:href|src)="\/_docsgate\//);
    const body = github.comments[0]!.body;
    mkdirSync(SAMPLES, { recursive: true });
    writeFileSync(path.join(SAMPLES, "comment.md"), body);
    for (const text of [body, first!.summary]) {
      expect(text).toContain(`<a href="${PREVIEW}">${PREVIEW}</a>`);
      expect(text).toContain(
        `changed: <code>docs/guides/setup.mdx</code> → <a href="${PREVIEW}guides/setup/">${PREVIEW}guides/setup/</a>`,
      );
      expect(text).toContain("removed: <code>docs/guides/old.mdx</code>");
      expect(text).toContain("removed, so there is no page to link to");
    }
  });

  test("shows the preview as a deployment of the head commit whose URL is the preview", () => {
    expect(github.deployments).toHaveLength(1);
    const [deployment] = github.deployments;
    expect(deployment!.created).toMatchObject({
      ref: repo.headSha,
      environment: "docs-preview",
      transient_environment: true,
      auto_merge: false,
      required_contexts: [],
    });
    expect(deployment!.statuses).toEqual([
      expect.objectContaining({
        state: "success",
        environment_url: PREVIEW,
        log_url: expect.stringContaining("/actions/runs/"),
      }),
    ]);
  });

  test("re-publishing the same site adds no commit", async () => {
    const before = commits(origin.dir);
    const again = await run(github, event(origin.url));
    runs.push(again);
    expect(again.status).toBe(0);
    expect(commits(origin.dir)).toBe(before);
    expect(again.outputs["preview-url"]).toBe(PREVIEW);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]!.body).toContain("unchanged since the last push");
  });

  test("a site over preview-max-mb is not published; the comment and summary say why, the verdict is the check's", async () => {
    const other = newOrigin("small");
    const big = await run(github, event(other.url), { "preview-max-mb": "0.01" });
    runs.push(big);
    expect(big.status).toBe(0);
    expect(big.outputs["preview-url"]).toBeUndefined();
    expect(() => bare(other.dir, "rev-parse", "gh-pages")).toThrow();
    for (const text of [big.summary, github.comments[0]!.body])
      expect(text).toMatch(/No preview:<\/strong>|No preview:\*\* the built site is [\d.]+ MB, more than the 0\.0 MB/);
  });

  test("closing the pull request removes its folder, marks its deployments inactive and says so in the comment", async () => {
    const closed = await run(github, event(origin.url, { action: "closed" }));
    runs.push(closed);
    expect(closed.status, closed.stdout).toBe(0);
    expect(has(origin.dir, "pr-preview/pr-7/index.html")).toBe(false);
    expect(has(origin.dir, ".nojekyll")).toBe(true);
    expect(github.deployments.every((d) => d.statuses.at(-1)?.state === "inactive")).toBe(true);
    expect(github.comments).toHaveLength(1);
    const body = github.comments[0]!.body;
    expect(body).toContain("<!-- docsgate:comment root=docs -->");
    expect(body).toContain("its preview was removed from gh-pages (pr-preview/pr-7)");
    expect(closed.summary).toContain("its preview was removed");
    // Nothing was checked.
    expect(closed.outputs.errors).toBeUndefined();
  });

  test("the token is in no output, summary, comment or report, and reached git only as a header", () => {
    for (const done of runs) expectNoToken(everything(done, github));
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.every((r) => r.authorized)).toBe(true);
  });
});

describe("a pull request from a fork", () => {
  test("its run pushes nothing; the publishing workflow publishes it only with the maintainer's label", async () => {
    const origin = newOrigin("fork");
    const checkGitHub = await startFakeGitHub({ files, pagesUrl: PAGES });
    const checked = await run(checkGitHub, event(origin.url, { fork: true }));
    await checkGitHub.close();
    expect(checked.status).toBe(0);
    expect(() => bare(origin.dir, "rev-parse", "gh-pages")).toThrow();
    expect(checked.outputs["preview-url"]).toBeUndefined();
    const report = JSON.parse(readFileSync(checked.outputs["run-report"]!, "utf8"));
    expect(report.preview).toMatchObject({ kind: "pages", status: "waiting", url: PREVIEW });
    const site = checked.outputs["site-dir"]!;

    const publish = async (labels: string[]) => {
      const github = await startFakeGitHub({
        pagesUrl: PAGES,
        pulls: {
          7: {
            head: { sha: repo.headSha, repo: { full_name: "someone/docs-fork" } },
            labels: labels.map((name) => ({ name })),
          },
        },
      });
      const published = await run(
        github,
        {
          workflow_run: { id: 555, head_sha: repo.headSha, event: "pull_request", pull_requests: [] },
          repository: { full_name: "acme/docs", clone_url: origin.url },
        },
        { publish: checked.outputs["run-report"]!, "publish-site": site, "fork-preview-label": "preview-fork" },
        "workflow_run",
      );
      await github.close();
      return { published, github };
    };

    const without = await publish(["docs"]);
    expect(without.published.status, without.published.stdout).toBe(0);
    expect(() => bare(origin.dir, "rev-parse", "gh-pages")).toThrow();
    expect(without.github.deployments).toHaveLength(0);
    const withoutBody = without.github.comments[0]!.body;
    expect(withoutBody).toContain("No preview:");
    expect(withoutBody).toContain("this pull request comes from a fork");
    expect(withoutBody).toContain("adds the &quot;preview-fork&quot; label");
    expect(withoutBody).not.toContain(`<a href="${PREVIEW}guides/setup/">`);

    const labelled = await publish(["preview-fork"]);
    expect(labelled.published.status, labelled.published.stdout).toBe(0);
    expect(labelled.published.outputs["preview-url"]).toBe(PREVIEW);
    expect(show(origin.dir, "pr-preview/pr-7/guides/setup/index.html")).toContain('href="/docs/pr-preview/pr-7/');
    expect(labelled.github.deployments[0]!.statuses[0]).toMatchObject({ state: "success", environment_url: PREVIEW });
    expect(labelled.github.comments[0]!.body).toContain(`<a href="${PREVIEW}guides/setup/">`);
    for (const done of [
      [checked, checkGitHub],
      [without.published, without.github],
      [labelled.published, labelled.github],
    ] as const)
      expectNoToken(everything(done[0], done[1]));
  });
});
