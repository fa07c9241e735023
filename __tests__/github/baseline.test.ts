import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { baselineFromGit, baselineFromReport, type Baseline } from "../../src/github/baseline.js";
import { compareWithBaseline } from "../../src/report/baseline-compare.js";
import { fingerprintDiagnostics } from "../../src/report/fingerprint.js";
import type { BaselineDiagnostic } from "../../src/report/read-json-report.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { git } from "../helpers/git.js";
import { tempProject, v2DocsJson } from "../helpers/temp-project.js";

function commit(repo: string, files: Record<string, string>, message: string): string {
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(repo, file), text);
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", message);
  return git(repo, "rev-parse", "HEAD");
}

const frontMatter = (title: string) =>
  `---\ntitle: ${title}\ndescription: Everything a reader needs to know about ${title.toLowerCase()}.\n---\n`;
const DOCS_JSON = v2DocsJson(["index", "guide"], { name: "Baseline Docs" });

/** Three commits: no docs yet; docs with two problems; one fixed, one moved down, one new. */
function makeRepository() {
  const repo = tempProject({ "README.md": "# Project\n" });
  git(repo, "init", "-q", "-b", "main");
  const empty = commit(repo, {}, "No docs yet");
  mkdirSync(path.join(repo, "docs"));
  const base = commit(
    repo,
    {
      "docs/docs.json": DOCS_JSON,
      "docs/index.mdx": `${frontMatter("Home")}\n# Old heading\n\nText.\n`,
      "docs/guide.mdx": `${frontMatter("Guide")}\nText.\n\n<Unknownthing />\n`,
    },
    "Docs",
  );
  const head = commit(
    repo,
    {
      "docs/index.mdx": `${frontMatter("Home")}\n## Old heading\n\nText.\n`,
      "docs/guide.mdx": `${frontMatter("Guide")}\nText.\n\nMore text,\n\nand more.\n\n<Unknownthing />\n\n<Otherthing />\n`,
    },
    "Fix one, add one",
  );
  return { repo, empty, base, head };
}

const worktrees = (repo: string) =>
  git(repo, "worktree", "list", "--porcelain")
    .split("\n")
    .filter((line) => line.startsWith("worktree "));

function baselineOf(baseline: Baseline | { problem: string }): Baseline {
  if ("problem" in baseline) throw new Error(baseline.problem);
  return baseline;
}

describe("baselineFromGit", () => {
  let fixture: ReturnType<typeof makeRepository>;
  beforeAll(() => {
    fixture = makeRepository();
  });

  test("the base commit's problems; only the head's new problem is new, the fixed one is listed", async () => {
    const tempRoot = tempProject({});
    const baseline = baselineOf(
      await baselineFromGit({ workspace: fixture.repo, rootRelative: "docs", baseSha: fixture.base, tempRoot }),
    );
    expect(baseline.source).toBe("git");
    expect(baseline.diagnostics.map(({ ruleId, file, line }) => ({ ruleId, file, line }))).toEqual([
      { ruleId: "page/unknown-component", file: "guide.mdx", line: 8 },
      { ruleId: "page/heading-h1", file: "index.mdx", line: 6 },
    ]);
    expect(baseline.diagnostics.every((d) => /^[0-9a-f]{32}$/.test(d.fingerprint))).toBe(true);

    const head = check({ root: path.join(fixture.repo, "docs") });
    const comparison = compareWithBaseline(
      { diagnostics: head.diagnostics, fingerprints: fingerprintDiagnostics(head.root, head.diagnostics) },
      baseline,
    );
    const labelled = head.diagnostics.map((d, index) => [
      d.message.match(/<\w+>/)?.[0],
      d.line,
      comparison.isNew[index],
    ]);
    expect(labelled).toEqual([
      ["<Unknownthing>", 12, false],
      ["<Otherthing>", 14, true],
    ]);
    expect(comparison.fixed.map((d) => d.ruleId)).toEqual(["page/heading-h1"]);

    expect(readdirSync(tempRoot)).toEqual([]);
    expect(worktrees(fixture.repo)).toHaveLength(1);
  });

  test("docs that do not exist at the base commit: an empty baseline", async () => {
    const baseline = await baselineFromGit({
      workspace: fixture.repo,
      rootRelative: "docs",
      baseSha: fixture.empty,
      tempRoot: tempProject({}),
    });
    expect(baseline).toEqual({ source: "git", diagnostics: [] });
  });

  test("the config file as it was at the base commit", async () => {
    const repo = tempProject({});
    git(repo, "clone", "-q", fixture.repo, ".");
    const settings = (rules: Record<string, string>) => JSON.stringify({ rules });
    git(repo, "checkout", "-q", fixture.base);
    const base = commit(repo, { "docsgate.config.json": settings({ "page/heading-h1": "off" }) }, "Settings");
    commit(
      repo,
      { "docsgate.config.json": settings({ "page/heading-h1": "off", "page/unknown-component": "off" }) },
      "More settings",
    );
    const baseline = baselineOf(
      await baselineFromGit({
        workspace: repo,
        rootRelative: "docs",
        configRelative: "docsgate.config.json",
        baseSha: base,
        tempRoot: tempProject({}),
      }),
    );
    expect(baseline.diagnostics.map((d) => d.ruleId)).toEqual(["page/unknown-component"]);
  });

  test("a shallow checkout lacking the base commit fetches it from origin", async () => {
    const clone = tempProject({});
    git(clone, "clone", "-q", "--depth", "1", `file://${fixture.repo}`, ".");
    expect(() => git(clone, "cat-file", "-e", `${fixture.base}^{commit}`)).toThrow();
    const baseline = baselineOf(
      await baselineFromGit({
        workspace: clone,
        rootRelative: "docs",
        baseSha: fixture.base,
        tempRoot: tempProject({}),
      }),
    );
    expect(baseline.diagnostics).toHaveLength(2);
    expect(git(clone, "rev-parse", "--is-shallow-repository")).toBe("true");
    expect(worktrees(clone)).toHaveLength(1);
  });

  test("a base commit that exists nowhere is a problem, not an exception", async () => {
    const clone = tempProject({});
    git(clone, "clone", "-q", "--depth", "1", `file://${fixture.repo}`, ".");
    const tempRoot = tempProject({});
    const result = await baselineFromGit({
      workspace: clone,
      rootRelative: "docs",
      baseSha: "0123456789abcdef0123456789abcdef01234567",
      tempRoot,
    });
    expect(result).toEqual({ problem: expect.stringContaining("fetch-depth: 0") });
    expect(readdirSync(tempRoot)).toEqual([]);
  });

  test("what is not a commit id, and a folder outside any checkout, are problems", async () => {
    const options = { workspace: fixture.repo, rootRelative: "docs", tempRoot: tempProject({}) };
    expect(await baselineFromGit({ ...options, baseSha: "--output=/tmp/x" })).toEqual({
      problem: expect.stringContaining("not a commit id"),
    });
    const outside = await baselineFromGit({
      ...options,
      workspace: tempProject({ "docs/docs.json": DOCS_JSON }),
      baseSha: fixture.base,
    });
    expect(outside).toEqual({ problem: expect.stringContaining("not in a git checkout") });
  });

  test("no hook of the repository runs", async () => {
    const repo = tempProject({});
    git(repo, "clone", "-q", fixture.repo, ".");
    const marker = path.join(tempProject({}), "hook-ran");
    const hook = path.join(repo, ".git", "hooks", "post-checkout");
    writeFileSync(hook, `#!/bin/sh\ntouch '${marker}'\n`);
    chmodSync(hook, 0o755);
    // The hook works: a plain worktree runs it.
    const plain = path.join(tempProject({}), "plain");
    git(repo, "worktree", "add", "-q", "--detach", plain, fixture.base);
    expect(existsSync(marker)).toBe(true);
    git(repo, "worktree", "remove", "--force", plain);
    rmSync(marker);

    baselineOf(
      await baselineFromGit({
        workspace: repo,
        rootRelative: "docs",
        baseSha: fixture.base,
        tempRoot: tempProject({}),
      }),
    );
    expect(existsSync(marker)).toBe(false);
  });
});

describe("baselineFromReport", () => {
  const report = (diagnostics: unknown) => JSON.stringify({ version: 1, diagnostics });
  const good = {
    ruleId: "page/heading-h1",
    severity: "error",
    message: "A heading.",
    file: "index.mdx",
    line: 6,
    column: 1,
    docsUrl: "https://example.com",
    fingerprint: "f1",
  };

  test("a report of the base branch", () => {
    const folder = tempProject({ "report.json": report([good]) });
    expect(baselineFromReport(path.join(folder, "report.json"))).toEqual({
      source: "report",
      diagnostics: [
        {
          ruleId: "page/heading-h1",
          severity: "error",
          message: "A heading.",
          file: "index.mdx",
          line: 6,
          fingerprint: "f1",
        },
      ],
    });
  });

  test("bad JSON, the wrong shape and no file are problems", () => {
    const folder = tempProject({ "bad.json": "{", "shape.json": report([{ ...good, fingerprint: 7 }]) });
    expect(baselineFromReport(path.join(folder, "bad.json"))).toEqual({
      problem: expect.stringContaining("not valid JSON"),
    });
    expect(baselineFromReport(path.join(folder, "shape.json"))).toEqual({
      problem: expect.stringContaining("`fingerprint`"),
    });
    expect(baselineFromReport(path.join(folder, "missing.json"))).toEqual({
      problem: expect.stringContaining("no such file"),
    });
    expect(baselineFromReport(folder)).toEqual({ problem: expect.stringContaining("not a file") });
  });
});

describe("compareWithBaseline", () => {
  const base = (fingerprint: string, line: number): BaselineDiagnostic => ({
    ruleId: "page/heading-h1",
    severity: "error",
    message: "A heading.",
    file: "index.mdx",
    line,
    fingerprint,
  });
  const current = (count: number) => Array.from({ length: count }, () => ({}) as Diagnostic);

  test("matches as a multiset: of two identical base problems with one left, one is fixed", () => {
    const comparison = compareWithBaseline(
      { diagnostics: current(3), fingerprints: ["a", "c", "a"] },
      { diagnostics: [base("a", 1), base("a", 2), base("b", 3)] },
    );
    expect(comparison.isNew).toEqual([false, true, false]);
    expect(comparison.fixed).toEqual([base("b", 3)]);

    const fewer = compareWithBaseline(
      { diagnostics: current(1), fingerprints: ["a"] },
      { diagnostics: [base("a", 1), base("a", 2)] },
    );
    expect(fewer).toEqual({ isNew: [false], fixed: [base("a", 2)] });
  });
});
