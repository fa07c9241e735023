import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { fakeRuntimeToken } from "../helpers/fake-artifact-service.js";
import { startFakeCacheService, type FakeCacheService } from "../helpers/fake-cache-service.js";
import { page, v2DocsJson } from "../helpers/temp-project.js";
import { newTemp, runActionAsync, type ActionRun } from "./pull-request.js";

/**
 * The action keeps its page cache between workflow runs in GitHub's cache service: dist/index.js
 * run after run on one project, against a fake of the service on 127.0.0.1.
 */
const temp = newTemp();
const workspace = path.join(temp, "repo");
// The runner's temporary folder has the same path in every job, and starts empty.
const runnerTemp = path.join(temp, "runner-temp");
const PAGES = ["index", "quickstart", "guides/setup", "guides/deploy", "reference/api", "reference/cli"];
const PREFIX = `docsgate-pages-${packageJson.version}-Linux-${createHash("sha256").update("docs").digest("hex").slice(0, 12)}-`;

beforeAll(() => {
  for (const name of PAGES) {
    mkdirSync(path.dirname(path.join(workspace, "docs", `${name}.mdx`)), { recursive: true });
    writeFileSync(path.join(workspace, "docs", `${name}.mdx`), page(name));
  }
  // One problem, so that the report holds a diagnostic: a link to a page that does not exist.
  writeFileSync(
    path.join(workspace, "docs", "quickstart.mdx"),
    `${page("Quickstart")}\nSee [the missing page](/gone).\n`,
  );
  writeFileSync(path.join(workspace, "docs", "docs.json"), v2DocsJson(PAGES));
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** One job: a fresh runner temporary folder, the service's settings as the runner gives them, run `runId`. */
async function runJob(
  service: FakeCacheService | undefined,
  runId: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<ActionRun & { report?: unknown }> {
  rmSync(runnerTemp, { recursive: true, force: true });
  mkdirSync(runnerTemp);
  const run = await runActionAsync({
    workspace,
    temp,
    event: "push",
    payload: {},
    inputs: { root: "docs", "github-token": "", ...inputs },
    env: {
      RUNNER_TEMP: runnerTemp,
      RUNNER_OS: "Linux",
      GITHUB_RUN_ID: runId,
      GITHUB_RUN_ATTEMPT: "1",
      ...(service
        ? {
            ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(),
            ACTIONS_RESULTS_URL: service.url,
            ACTIONS_CACHE_SERVICE_V2: "true",
          }
        : {}),
      ...env,
    },
  });
  // The JSON report, read before the next job empties the runner's folder.
  return { ...run, ...(run.outputs.report ? { report: JSON.parse(readFileSync(run.outputs.report, "utf8")) } : {}) };
}

/** The lines of the step's log about the page cache, without the debug log. */
const cacheLines = (run: ActionRun) =>
  run.stdout.split("\n").filter((line) => /page cache|from an earlier run/.test(line) && !line.startsWith("::debug::"));

describe("the page cache between runs", () => {
  let service: FakeCacheService;
  let first: Awaited<ReturnType<typeof runJob>>;
  let second: Awaited<ReturnType<typeof runJob>>;
  beforeAll(async () => {
    service = await startFakeCacheService();
    first = await runJob(service, "101");
    second = await runJob(service, "102");
  });
  afterAll(() => service.close());

  test("the first run finds no entry, checks every page, and saves the cache under a key of the documented prefix", () => {
    expect(first.status).toBe(1);
    expect(first.report).toMatchObject({ summary: { errors: 1 } });
    expect(cacheLines(first)).toEqual([
      `No earlier run's page cache matched ${PREFIX}: this run checks every page.`,
      `Saved docsgate's page cache as the cache entry ${PREFIX}101-1.`,
    ]);
    expect(service.entries[0]).toMatchObject({ key: `${PREFIX}101-1`, finalized: true });
    expect(service.entries[0]!.archive!.length).toBeGreaterThan(0);
  });

  test("the next run restores it, takes every unchanged page from it, and reports the same", () => {
    expect(cacheLines(second)).toEqual([
      `Restored docsgate's page cache from the cache entry ${PREFIX}101-1.`,
      "The check took 6 of its 6 pages unchanged from an earlier run's cache.",
      `Saved docsgate's page cache as the cache entry ${PREFIX}102-1.`,
    ]);
    expect(second.status).toBe(first.status);
    expect(second.report).toEqual(first.report);
    expect(second.stdout).not.toMatch(/^::(warning|error)::.*cache/im);
  });

  test("after one page is edited, the run checks that page alone again, and reports as a run without the cache", async () => {
    const setup = path.join(workspace, "docs", "guides", "setup.mdx");
    const before = readFileSync(setup, "utf8");
    writeFileSync(setup, `${before}\nSee [another missing page](/also-gone).\n`);
    try {
      const edited = await runJob(service, "103");
      expect(cacheLines(edited)).toContain("The check took 5 of its 6 pages unchanged from an earlier run's cache.");
      expect(cacheLines(edited)[0]).toBe(`Restored docsgate's page cache from the cache entry ${PREFIX}102-1.`);
      const uncached = await runJob(undefined, "104", { cache: "false" });
      expect(edited.report).toEqual(uncached.report);
      expect(edited.report).toMatchObject({ summary: { errors: 2 } });
    } finally {
      writeFileSync(setup, before);
    }
  });

  test("a key another job saved already is one line of the log; the step goes on as before", async () => {
    const again = await runJob(service, "101");
    expect(again.status).toBe(first.status);
    expect(again.report).toEqual(first.report);
    expect(cacheLines(again).at(-1)).toBe(
      `docsgate saved no page cache: Unable to reserve cache with key ${PREFIX}101-1, another job may be creating this cache.`,
    );
    expect(again.stdout).not.toMatch(/^::(warning|error)::.*cache/im);
  });

  test("a runner whose cache mode allows reads only: the cache is restored, and the line says why none is saved", async () => {
    const saved = service.entries.length;
    const readOnly = await runJob(service, "105", {}, { ACTIONS_CACHE_MODE: "read" });
    expect(cacheLines(readOnly)).toContainEqual(
      expect.stringMatching(/^The check took [1-6] of its 6 pages unchanged/),
    );
    expect(cacheLines(readOnly).at(-1)).toBe(
      "docsgate saved no page cache: Cache save skipped: the effective cache-mode 'read' does not permit writes.",
    );
    expect(service.entries).toHaveLength(saved);
  });
});

test("a cache service that answers 500 to everything: one warning, and the step's outcome and report as without a cache", async () => {
  const failing = await startFakeCacheService({ failStatus: 500 });
  try {
    const run = await runJob(failing, "201");
    const uncached = await runJob(undefined, "202", { cache: "false" });
    expect(run.status).toBe(uncached.status);
    expect(uncached.report).toMatchObject({ summary: { errors: 1 } });
    expect(run.report).toEqual(uncached.report);
    expect(cacheLines(run)).toEqual([
      expect.stringMatching(
        /^::warning::docsgate could not restore its page cache from GitHub's cache service, so this run checks every page and saves no cache: .*500/,
      ),
    ]);
    // The library's own failure annotations are held back: the verdict is the step's only error.
    expect(run.stdout.match(/^::error::/gm)).toHaveLength(1);
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
    // The library tries 5 times; the save is not tried after the restore failed.
    expect(failing.requests).toEqual(Array(5).fill("POST GetCacheEntryDownloadURL"));
  } finally {
    await failing.close();
  }
}, 120_000);

test("cache: false makes no request to the cache service; a wrong value is a clear message", async () => {
  const service = await startFakeCacheService();
  try {
    const run = await runJob(service, "301", { cache: "false" });
    expect(run.status).toBe(1);
    expect(service.requests).toEqual([]);
    expect(cacheLines(run)).toEqual([]);
    const wrong = await runJob(service, "302", { cache: "yes" });
    expect(wrong.status).toBe(1);
    expect(wrong.stdout).toContain('::error::The cache input must be true or false; got "yes".');
    expect(wrong.stdout + wrong.stderr).not.toMatch(/\n\s+at /);
    expect(service.requests).toEqual([]);
  } finally {
    await service.close();
  }
});
