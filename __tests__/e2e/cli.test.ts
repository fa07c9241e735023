import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { readCacheFile, writeCacheFile } from "../../src/cache/cache-files.js";
import type { PageLintResult } from "../../src/page-pass/lint-page.js";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";
import { CLI, FIXTURES, quietEnv, REPO, runNode } from "./spawn.js";

const cli = (...args: string[]) => runNode(CLI, args);
const fixture = (name: string) => path.relative(REPO, path.join(FIXTURES, name));

describe("docsgate check", () => {
  test("a clean project: exit 0 and only the report on stdout", () => {
    const run = cli("check", fixture("clean"));
    expect(run).toEqual({
      status: 0,
      stdout: "docsgate: passed, no problems in __tests__/fixtures/clean\n",
      stderr: "",
    });
  });

  test("invalid JSON: exit 1 with the error at its line and column", () => {
    const run = cli("check", fixture("broken-json"));
    expect(run.status).toBe(1);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("__tests__/fixtures/broken-json/docs.json\n  7:6  error ");
    expect(run.stdout).toContain("config/invalid-json");
    expect(run.stdout).toMatch(/> 7 \| {5}},\n\s+\| {6}\^/);
  });

  test("a missing page and a schema error: exit 1 with both", () => {
    const run = cli("check", fixture("broken-nav"));
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/ {2}2:\d+ +error +.*config\/schema/);
    expect(run.stdout).toMatch(/ {2}9:28 +error +.*"guides\/install".*nav\/missing-page/);
    expect(run.stdout).toMatch(
      /\nProblems by rule:\n {2}error +1 {2}config\/schema\n {2}error +1 {2}nav\/missing-page\n/,
    );
    expect(run.stdout.endsWith("\ndocsgate: failed, 2 errors in __tests__/fixtures/broken-nav\n")).toBe(true);
  });

  test("no docs.json: one error naming the folder", () => {
    const root = tempProject({ "index.mdx": page("Home") });
    const run = cli("check", root);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("config/missing");
    expect(run.stdout).toContain(root);
  });

  test("--format json prints one JSON document and nothing else", () => {
    const run = cli("check", fixture("broken-nav"), "--format", "json");
    expect(run.status).toBe(1);
    expect(run.stderr).toBe("");
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({
      version: 1,
      tool: { name: "docsgate", version: packageJson.version },
      root: path.join(FIXTURES, "broken-nav"),
      configFile: "docs.json",
    });
    expect(report.summary.errors).toBe(2);
    expect(report.diagnostics.map((d: { ruleId: string }) => d.ruleId)).toEqual(
      expect.arrayContaining(["config/schema", "nav/missing-page"]),
    );
  });

  test("--format json reports a missing config like any other diagnostic", () => {
    const run = cli("check", tempProject({ "index.mdx": page("Home") }), "--format", "json");
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({
      configFile: null,
      diagnostics: [{ ruleId: "config/missing", severity: "error" }],
    });
  });

  test("--fail-on decides the exit status", () => {
    expect(cli("check", fixture("broken-nav"), "--fail-on", "never").status).toBe(0);
    const warningsOnly = tempProject({ "docs.json": v2DocsJson(["index", "index"]), "index.mdx": page("Home") });
    expect(cli("check", warningsOnly).status).toBe(0);
    const run = cli("check", warningsOnly, "--fail-on", "warning");
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("nav/duplicate");
  });

  test("--fail-on new-error with --baseline counts only the problems the base branch's JSON report lacks", () => {
    const base = tempProject({
      "docs.json": v2DocsJson(["index"]),
      "index.mdx": `${page("Home")}\nSee [a](/gone-a).\n`,
    });
    const baseReport = path.join(base, "base.json");
    writeFileSync(baseReport, cli("check", base, "--format", "json").stdout);
    // The same broken link, two lines lower, is not new.
    writeFileSync(path.join(base, "index.mdx"), `${page("Home")}\nIntro.\n\nSee [a](/gone-a).\n`);
    expect(cli("check", base, "--fail-on", "new-error", "--baseline", baseReport).status).toBe(0);
    expect(cli("check", base, "--fail-on", "error").status).toBe(1);
    writeFileSync(path.join(base, "index.mdx"), `${page("Home")}\nSee [a](/gone-a).\n\nSee [b](/gone-b).\n`);
    expect(cli("check", base, "--fail-on", "new-error", "--baseline", baseReport).status).toBe(1);
    // Without a baseline every problem is new.
    expect(cli("check", base, "--fail-on", "new-error").status).toBe(1);
  });

  test("--max-warnings fails the run above that many warnings, as ESLint's does", () => {
    const warnings = tempProject({
      "docs.json": v2DocsJson(["index", "index", "guide", "guide"]),
      "index.mdx": page("Home"),
      "guide.mdx": page("Guide"),
    });
    const over = cli("check", warnings, "--max-warnings", "1");
    expect(over.status).toBe(1);
    expect(
      over.stdout.endsWith(
        `docsgate: failed, 2 warnings in ${path.relative(REPO, warnings)} (more than 1 warning allowed)\n`,
      ),
    ).toBe(true);
    expect(cli("check", warnings, "--max-warnings", "2").status).toBe(0);
    expect(
      cli("check", warnings).stdout.endsWith(`docsgate: passed, 2 warnings in ${path.relative(REPO, warnings)}\n`),
    ).toBe(true);
    expect(cli("check", warnings, "--max-warnings", "0", "--format", "json").status).toBe(1);
  });

  test("warnings are listed without a code frame, notices only counted; --verbose lists them, --quiet lists errors only", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["index", "index", "missing"]),
      "index.mdx": page("Home"),
      "drafts/old.mdx": page("Old"),
    });
    const normal = cli("check", root).stdout;
    expect(normal).toMatch(/ {2}warning {2}.*nav\/duplicate\n {2}\d+:\d+ {2}error/);
    expect(normal).toMatch(/ {2}error {4}.*"missing".*nav\/missing-page\n\n +\d+ \|/);
    expect(normal).not.toMatch(/notice +\d+ page file/);
    expect(normal).toMatch(/ {2}notice {3}1 {2}nav\/orphan-page\n/);
    expect(normal).toContain("The notice is counted, not listed: --verbose lists it.");
    expect(cli("check", root, "--verbose").stdout).toMatch(/ {2}notice {3}.*drafts\/old\.mdx.*nav\/orphan-page\n/);
    const quiet = cli("check", root, "--quiet");
    expect(quiet.status).toBe(1);
    expect(quiet.stdout).not.toContain("nav/duplicate");
    expect(quiet.stdout).not.toContain("nav/orphan-page");
    expect(quiet.stdout.endsWith(`docsgate: failed, 1 error in ${path.relative(REPO, root)}\n`)).toBe(true);
  });

  test("--config names docsgate's config file, relative to the working folder", () => {
    const run = cli("check", fixture("broken-nav"), "--config", fixture("settings/no-missing-page.json"));
    expect(run.stdout).not.toContain("nav/missing-page");
    expect(run.stdout).toContain("config/schema");
  });

  test("no colour when stdout is not a terminal", () => {
    expect(cli("check", fixture("broken-nav")).stdout).not.toContain("\u001b[");
  });

  // `script` (util-linux) runs the CLI on a pseudo-terminal, as a person would.
  const hasScript = spawnSync("script", ["--version"]).status === 0;
  test.skipIf(!hasScript)("on a terminal: colour and progress, but never with NO_COLOR", () => {
    const onTerminal = (env: NodeJS.ProcessEnv) =>
      spawnSync("script", ["-qec", `"${process.execPath}" "${CLI}" check "${fixture("broken-nav")}"`, "/dev/null"], {
        cwd: REPO,
        env,
        encoding: "utf8",
      });
    const coloured = onTerminal(quietEnv());
    expect(coloured.stdout).toContain("\u001b[31merror");
    expect(coloured.stdout).toContain("Checking docs.json and navigation in __tests__/fixtures/broken-nav…");
    const plain = onTerminal(quietEnv({ NO_COLOR: "1" }));
    expect(plain.stdout).toContain("nav/missing-page");
    expect(plain.stdout).not.toContain("\u001b[31m");
    expect(onTerminal(quietEnv({ CI: "true" })).stdout).not.toContain("Checking docs.json");
  });
});

describe("the page cache", () => {
  // The test run turns the cache off (DOCSGATE_NO_CACHE); a user's CLI has it on. Its key goes in a cache home of the
  // test's, not the user's.
  const cacheHome = tempProject({});
  const withCache = (home = cacheHome) => quietEnv({ DOCSGATE_NO_CACHE: "", XDG_CACHE_HOME: home });

  test("check keeps it in <root>/.docsgate/cache and reports the same from it; --no-cache neither reads nor writes it", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["index", "setup"]),
      "index.mdx": `${page("Home")}\nSee [setup](/setup#install) and [nothing](/nothing).\n`,
      "setup.mdx": `${page("Setup")}\n## Mount\n`,
    });
    const plain = runNode(CLI, ["check", root, "--no-cache", "--format", "json"], withCache());
    expect(existsSync(path.join(root, ".docsgate"))).toBe(false);
    const first = runNode(CLI, ["check", root, "--format", "json"], withCache());
    const cache = path.join(root, ".docsgate", "cache");
    expect(readdirSync(cache).filter((file) => /^pages-\w+\.bin$/.test(file))).toHaveLength(1);
    const second = runNode(CLI, ["check", root, "--format", "json"], withCache());
    expect(first.status).toBe(1);
    expect([second.status, second.stdout]).toEqual([first.status, first.stdout]);
    expect(second.stdout).toBe(plain.stdout);
  });

  test("a copy of docsgate unpacked again (new file times, same files) keeps using the cache", () => {
    // As on a runner, which unpacks the action for every job and restores the cache of an earlier job.
    const copy = mkdtempSync(path.join(os.tmpdir(), "docsgate-dist-"));
    try {
      cpSync(path.dirname(CLI), copy, { recursive: true });
      const root = tempProject({ "docs.json": v2DocsJson(["index"]), "index.mdx": `${page("Home")}\nHello.\n` });
      const cache = path.join(root, ".docsgate", "cache");
      runNode(path.join(copy, "cli.js"), ["check", root, "--format", "json"], withCache());
      const later = new Date(Date.now() + 60_000);
      for (const file of readdirSync(copy)) utimesSync(path.join(copy, file), later, later);
      runNode(path.join(copy, "cli.js"), ["check", root, "--format", "json"], withCache());
      // A changed fingerprint would have started a second cache file beside the first.
      expect(readdirSync(cache).filter((file) => file.startsWith("pages-"))).toHaveLength(1);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  test("cache files sealed with another machine's key are not believed", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["index"]),
      "index.mdx": `${page("Home")}\nSee [nothing](/nothing).\n`,
    });
    const theirs = tempProject({});
    const failed = runNode(CLI, ["check", root, "--format", "compact"], withCache(theirs));
    expect(failed.stdout).toContain("page/broken-link");
    // Their machine empties the page's entry and seals it again with its own key, then commits the cache folder.
    const folder = {
      dir: path.join(root, ".docsgate", "cache"),
      key: readFileSync(path.join(theirs, "docsgate", "cache-key")),
    };
    const [name] = readdirSync(folder.dir).filter((file) => file.startsWith("pages-"));
    const entries = readCacheFile(folder, name!) as Map<string, PageLintResult>;
    for (const [key, entry] of entries)
      entries.set(key, { ...entry, reports: [], facts: { ...entry.facts!, links: [] } });
    writeCacheFile(folder, name!, entries, "pages-", ".bin", 4);
    expect(runNode(CLI, ["check", root, "--format", "compact"], withCache(theirs)).status).toBe(0);
    // Another machine checks the pull request.
    const ours = runNode(CLI, ["check", root, "--format", "compact"], withCache());
    expect([ours.status, ours.stdout, ours.stderr]).toEqual([1, failed.stdout, ""]);
  });

  test.skipIf(process.platform === "win32")(
    "a .docsgate that is a symbolic link: one line on standard error, the full report, nothing written outside",
    () => {
      const root = tempProject({
        "docs.json": v2DocsJson(["index"]),
        "index.mdx": `${page("Home")}\nSee [nothing](/nothing).\n`,
      });
      const elsewhere = tempProject({ "cache/pages-old.bin": "theirs" });
      symlinkSync(elsewhere, path.join(root, ".docsgate"));
      const run = runNode(CLI, ["check", root, "--format", "compact"], withCache());
      expect(run.status).toBe(1);
      expect(run.stdout).toContain("page/broken-link");
      expect(run.stderr).toBe(
        `docsgate: the cache folder ${path.relative(REPO, path.join(root, ".docsgate", "cache"))} leads through a symbolic link (.docsgate), and docsgate never writes outside the docs root: remove the link, so this check runs without its cache.\n`,
      );
      expect(readdirSync(path.join(elsewhere, "cache"))).toEqual(["pages-old.bin"]);
    },
  );

  test("--no-cache is check's: build refuses it", () => {
    const run = cli("build", fixture("clean"), "--no-cache");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--no-cache applies to `check` without --links only.");
  });
});

describe("usage", () => {
  test.each([
    [[], "No command given."],
    [["lint"], "Unknown command `lint`."],
    [["check", "--bogus"], "Unknown option --bogus."],
    [["check", "--fromat", "json"], "Unknown option --fromat; did you mean --format?"],
    [["check", "--no-colour"], "Unknown option --no-colour; did you mean --no-color?"],
    [["check", "--format", "xml"], "--format must be one of console, compact, github,"],
    [["check", "--fail-on", "sometimes"], "--fail-on must be one of error, warning, new-error, new-warning, never"],
    [
      ["check", "--baseline", "base.json"],
      "--baseline tells which problems are new: give it with --fail-on new-error or new-warning.",
    ],
    [["check", "--fail-on", "new-error", "--baseline", "does/not/exist.json"], "does/not/exist.json"],
    [["build", "a", "b"], "`build` takes one folder"],
    [["build", "does/not/exist"], "The docs folder `does/not/exist` does not exist"],
    [["check", "does/not/exist"], "`does/not/exist` does not exist."],
    [["help", "lint"], "No command `lint`; the commands are check, build, serve, upgrade, rules, lsp."],
    [["rules", "--output-file", "x.txt"], "--output-file applies to `check` and `build` only."],
    [["check", "--color", "--no-color"], "--color and --no-color: give one of them."],
    [["check", "--color", "--format", "json"], "--color and --no-color shape the console report"],
    [["build", "--changed-since", "main"], "--changed-since applies to `check` only."],
    [["rules", "--fail-on", "never"], "--fail-on applies to `check` and `build` only."],
    [
      ["rules", "--config", "x.json", "--fix"],
      "--config applies to `check`, `build`, `rules export` and `lsp` only. --fix applies to `check` only.",
    ],
    [["build", "--fix", "--changed-since", "main"], "--fix and --changed-since apply to `check` only."],
    [["check", "--links", "--no-cache"], "--no-cache applies to `check` without --links only."],
    [["lint", "--quiet"], "Unknown command `lint`."],
    [["check", "--max-warnings", "some"], "--max-warnings must be a whole number of 0 or more; got `some`."],
    [["check", "--max-warnings=-1"], "--max-warnings must be a whole number of 0 or more; got `-1`."],
    [["check", "--quiet", "--verbose"], "--quiet lists errors only and --verbose every problem: give one of them."],
    [
      ["check", "--quiet", "--format", "json"],
      "--quiet and --verbose shape the console report; --format json holds every problem.",
    ],
    [["rules", "--max-warnings", "3"], "--max-warnings applies to `check` and `build` only."],
    [["serve", "--verbose"], "--verbose applies to `check` and `build` only."],
  ])("docsgate %j: exit 2 with a message on stderr", (args, message) => {
    const run = cli(...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain("docsgate --help");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  test("--help and --version", () => {
    const help = cli("--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: docsgate <command>/);
    expect(help.stdout).toContain("--fail-on <error|warning|new-error|new-warning|never>");
    expect(cli("--version")).toEqual({ status: 0, stdout: `${packageJson.version}\n`, stderr: "" });
  });
});

describe("docsgate rules", () => {
  test("lists every rule with its default severity and description", () => {
    const run = cli("rules");
    expect(run.status).toBe(0);
    for (const id of [
      "config/invalid-json",
      "config/schema",
      "config/missing",
      "nav/missing-page",
      "settings/invalid",
    ]) {
      expect(run.stdout).toMatch(new RegExp(`^${id} +error +\\S`, "m"));
    }
  });

  test("--format json", () => {
    const rules = JSON.parse(cli("rules", "--format", "json").stdout);
    expect(rules).toContainEqual(
      expect.objectContaining({ id: "nav/missing-page", category: "nav", defaultSeverity: "error" }),
    );
  });
});
