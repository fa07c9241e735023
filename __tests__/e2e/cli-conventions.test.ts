import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";
import { CLI, quietEnv } from "./spawn.js";

/** The CLI run from `cwd` (paths on its command line are relative to it), without the page cache. */
function cliIn(cwd: string, args: string[], env: Record<string, string> = {}) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    env: quietEnv({ DOCSGATE_NO_CACHE: "1", ...env }),
    encoding: "utf8",
  });
  return { status, stdout, stderr };
}

interface JsonDiagnostic {
  file: string;
  ruleId: string;
  line: number;
}

function diagnosticsOf(stdout: string): JsonDiagnostic[] {
  return (JSON.parse(stdout) as { diagnostics: JsonDiagnostic[] }).diagnostics;
}

/**
 * A project in docs/ of a folder (a repository, in the git tests): three pages with a broken link
 * each, and a guide that links to a heading of another page, which only resolves with the whole
 * project read.
 */
function docsProject(): string {
  return tempProject({
    "docs/docs.json": v2DocsJson(["index", "guides/setup", "guides/deploy", "reference/api"]),
    "docs/index.mdx": `${page("Home")}\nSee [gone](/nowhere-home).\n`,
    "docs/guides/setup.mdx": `${page("Setup")}\nSee [deploying](/guides/deploy#roll-out) and [gone](/nowhere-setup).\n`,
    "docs/guides/deploy.mdx": `${page("Deploy")}\n## Roll out\n\nSee [gone](/nowhere-deploy).\n`,
    "docs/reference/api.mdx": `${page("API")}\nSee [gone](/nowhere-api).\n`,
  });
}

describe("check [PATH...]", () => {
  test("the project's folder reports every page; a folder, files or a glob inside it only theirs, links still resolved", () => {
    const repo = docsProject();
    const all = diagnosticsOf(cliIn(repo, ["check", "docs", "--format", "json"]).stdout);
    expect(all.filter((d) => d.ruleId === "page/broken-link").map((d) => d.file)).toEqual([
      "guides/deploy.mdx",
      "guides/setup.mdx",
      "index.mdx",
      "reference/api.mdx",
    ]);
    const reported = (...paths: string[]) => {
      const run = cliIn(repo, ["check", ...paths, "--format", "json"]);
      expect(run.stderr).toBe("");
      return [...new Set(diagnosticsOf(run.stdout).map((d) => d.file))].sort();
    };
    expect(reported("docs/guides")).toEqual(["guides/deploy.mdx", "guides/setup.mdx"]);
    expect(reported("docs/guides/setup.mdx", "docs/index.mdx")).toEqual(["guides/setup.mdx", "index.mdx"]);
    expect(reported("docs/**/a*.mdx")).toEqual(["reference/api.mdx"]);
    // Setup's link to deploy's heading resolves: only its broken link is reported, as in the whole check.
    const setup = diagnosticsOf(cliIn(repo, ["check", "docs/guides/setup.mdx", "--format", "json"]).stdout);
    expect(setup).toEqual(all.filter((d) => d.file === "guides/setup.mdx"));
    // From inside the project, the paths are relative to where docsgate runs.
    expect(
      diagnosticsOf(cliIn(path.join(repo, "docs", "guides"), ["check", "deploy.mdx", "--format", "json"]).stdout).map(
        (d) => d.file,
      ),
    ).toEqual(["guides/deploy.mdx"]);
  });

  test("the console names the project and counts only the selected files' problems", () => {
    const repo = docsProject();
    const run = cliIn(repo, ["check", "docs/index.mdx"]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("docs/index.mdx\n");
    expect(run.stdout).not.toContain("setup.mdx");
    expect(run.stdout.endsWith("docsgate: failed, 1 error in docs\n")).toBe(true);
  });

  test("paths in two projects, outside any project, or missing are usage errors", () => {
    const repo = docsProject();
    const other = tempProject({ "docs.json": v2DocsJson(["index"]), "index.mdx": page("Home") });
    const cases: [string[], string][] = [
      [["docs/index.mdx", path.join(other, "index.mdx")], "belong to different docs projects"],
      [["docs/missing.mdx"], "`docs/missing.mdx` does not exist."],
    ];
    for (const [paths, message] of cases) {
      const run = cliIn(repo, ["check", ...paths]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(message);
    }
  });

  test("a file in no docs project (a README beside docs/, as a pre-commit hook passes it) is set aside with a note", () => {
    const repo = docsProject();
    writeFileSync(path.join(repo, "README.md"), "# The repository\n");
    const run = cliIn(repo, ["check", "README.md", "docs/index.mdx", "--format", "json"]);
    expect(run.stderr).toBe(
      "docsgate: `README.md` is not inside a docs project (no docs.json or mint.json in its folder or above): not checked.\n",
    );
    expect([...new Set(diagnosticsOf(run.stdout).map((d) => d.file))]).toEqual(["index.mdx"]);
    const alone = cliIn(repo, ["check", "README.md"]);
    expect(alone).toEqual({
      status: 0,
      stdout: "",
      stderr:
        "docsgate: `README.md` is not inside a docs project (no docs.json or mint.json in its folder or above): not checked.\ndocsgate: none of the paths is inside a docs project; nothing to check.\n",
    });
  });

  test("from a repository's root whose docs are in docs/, check and build name that folder and write nothing", () => {
    const repo = tempProject({
      "README.md": "# Acme\n",
      "docs/docs.json": v2DocsJson(["index"]),
      "docs/index.mdx": page("Home"),
      "node_modules/theme/docs.json": "{}",
    });
    const usage = "Run `docsgate --help` for usage.\n";
    for (const args of [["check"], ["check", "."], ["check", "--format", "json"]])
      expect(cliIn(repo, args), args.join(" ")).toEqual({
        status: 2,
        stdout: "",
        stderr: `docsgate: No docs.json or mint.json in the current folder; docs/ holds one: run \`docsgate check docs\`.\n${usage}`,
      });
    expect(cliIn(repo, ["build"])).toEqual({
      status: 2,
      stdout: "",
      stderr: `docsgate: No docs.json or mint.json in the current folder; docs/ holds one: run \`docsgate build docs\`.\n${usage}`,
    });
    expect(existsSync(path.join(repo, "_site"))).toBe(false);
    writeFileSync(path.join(repo, "mint.json"), "{}");
    expect(cliIn(path.dirname(repo), ["check", path.basename(repo), "--format", "json"]).stderr).toBe("");
    rmSync(path.join(repo, "mint.json"));
    mkdirSync(path.join(repo, "site"));
    writeFileSync(path.join(repo, "site", "docs.json"), v2DocsJson(["index"]));
    expect(cliIn(path.dirname(repo), ["check", path.basename(repo)]).stderr).toBe(
      `docsgate: No docs.json or mint.json in \`${path.basename(repo)}\`; docs/ and site/ each hold one: run \`docsgate check ${path.join(path.basename(repo), "docs")}\` or \`docsgate check ${path.join(path.basename(repo), "site")}\`.\n${usage}`,
    );
    expect(cliIn(repo, ["check", "docs"]).status).toBe(0);
  });
});

describe("--changed-since", () => {
  function git(cwd: string, ...args: string[]): void {
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd, stdio: "ignore" });
  }

  test("reports the pages that differ from the ref and the untracked ones, and nothing else", () => {
    const repo = docsProject();
    git(repo, "init", "-q", "-b", "main");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "base");
    git(repo, "checkout", "-q", "-b", "topic");
    writeFileSync(
      path.join(repo, "docs/guides/deploy.mdx"),
      `${page("Deploy")}\n## Roll out\n\nSee [x](/still-gone).\n`,
    );
    git(repo, "commit", "-q", "-am", "edit deploy");
    // Edited after the commit (not staged), and a new untracked page.
    writeFileSync(path.join(repo, "docs/index.mdx"), `${page("Home")}\nSee [gone](/nowhere-home-2).\n`);
    writeFileSync(path.join(repo, "docs/new.mdx"), `${page("New")}\nSee [gone](/nowhere-new).\n`);
    const run = cliIn(repo, ["check", "docs", "--changed-since", "main", "--format", "json"]);
    expect(run.stderr).toBe("");
    expect([...new Set(diagnosticsOf(run.stdout).map((d) => d.file))].sort()).toEqual([
      "guides/deploy.mdx",
      "index.mdx",
      "new.mdx",
    ]);
    // With paths, both must hold.
    const guides = cliIn(repo, ["check", "docs/guides", "--changed-since", "main", "--format", "json"]);
    expect([...new Set(diagnosticsOf(guides.stdout).map((d) => d.file))]).toEqual(["guides/deploy.mdx"]);
    // Nothing changed since the branch's own head but the uncommitted edits.
    const head = cliIn(repo, ["check", "docs", "--changed-since", "HEAD", "--format", "json"]);
    expect([...new Set(diagnosticsOf(head.stdout).map((d) => d.file))].sort()).toEqual(["index.mdx", "new.mdx"]);
  });

  test("a ref git does not know is a usage error naming it", () => {
    const repo = docsProject();
    git(repo, "init", "-q");
    const run = cliIn(repo, ["check", "docs", "--changed-since", "no-such-branch"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^docsgate: --changed-since no-such-branch: git diff: .+ Give a branch, tag or commit/);
  });
});

describe("report options", () => {
  const project = () =>
    tempProject({
      "docs.json": v2DocsJson(["index"]),
      "index.mdx": `${page("Home")}\nSee [gone](/nowhere-really).\n\n# A title again\n`,
    });

  test("--output-file writes the report there and nothing to stdout; the console report has no colour there", () => {
    const root = project();
    const json = cliIn(root, ["check", ".", "--format", "json", "--output-file", "report.json"]);
    expect(json.status).toBe(1);
    expect(json.stdout).toBe("");
    expect(diagnosticsOf(readFileSync(path.join(root, "report.json"), "utf8")).length).toBeGreaterThan(0);
    const console = cliIn(root, ["check", ".", "--output-file", "report.txt"], { FORCE_COLOR: "1" });
    expect(console.stdout).toBe("");
    const text = readFileSync(path.join(root, "report.txt"), "utf8");
    expect(text).toContain("docsgate: failed");
    expect(text).not.toContain("\x1b[");
    // More of what cannot be written in report-survives.test.ts.
    const unwritable = cliIn(root, ["check", ".", "--output-file", path.join(root, "index.mdx/r.txt")]);
    expect(unwritable.status).toBe(2);
    expect(unwritable.stderr).toMatch(/^docsgate: Could not write the report to .*r\.txt: ENOTDIR/);
  });

  test("--color paints the console report off a terminal and despite NO_COLOR; --no-color never paints", () => {
    const root = project();
    expect(cliIn(root, ["check", "."]).stdout).not.toContain("\x1b[");
    expect(cliIn(root, ["check", ".", "--color"]).stdout).toContain("\x1b[");
    expect(cliIn(root, ["check", ".", "--color"], { NO_COLOR: "1" }).stdout).toContain("\x1b[");
    expect(cliIn(root, ["check", ".", "--no-color"], { FORCE_COLOR: "1" }).stdout).not.toContain("\x1b[");
  });

  test("--format compact: one line per problem, file:line:col: severity message [rule]", () => {
    const root = project();
    const run = cliIn(root, ["check", ".", "--format", "compact"]);
    expect(run.status).toBe(1);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines.length).toBe(diagnosticsOf(cliIn(root, ["check", ".", "--format", "json"]).stdout).length);
    expect(lines).toEqual([
      "index.mdx:8:5: error Broken link `/nowhere-really`: no page or file `nowhere-really` exists under the docs root (looked for `nowhere-really.mdx`, `.md` and `nowhere-really/index.mdx`). Point the link at an existing page or file, or add a redirect for the old path. [page/broken-link]",
      "index.mdx:10:1: warning A level-1 heading in the page body: Mintlify already shows the page's title as its level-1 heading, so the page has two. Use `##` here. [page/heading-h1]",
    ]);
    for (const line of lines)
      expect(line).toMatch(/^[^:\s]+:\d+:\d+: (error|warning|notice) .+ \[[a-z0-9-]+\/[a-z0-9-]+\]$/);
  });

  test("--format github: workflow commands with the file relative to the workspace, values escaped", () => {
    const repo = docsProject();
    writeFileSync(path.join(repo, "docs/index.mdx"), `${page("Home")}\nSee [gone](/a,b:c%d).\n`);
    writeFileSync(path.join(repo, "docs/odd,name.mdx"), `${page("Odd")}\n# Title again\n`);
    const run = cliIn(repo, ["check", "docs/index.mdx", "docs/odd,name.mdx", "--format", "github"], {
      GITHUB_WORKSPACE: repo,
    });
    expect(run.status).toBe(1);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines).toContain(
      "::error file=docs/index.mdx,line=8,endLine=8,col=5,endColumn=21,title=page/broken-link::Broken link `/a,b:c%25d`: no page or file `a,b:c%25d` exists under the docs root (looked for `a,b:c%25d.mdx`, `.md` and `a,b:c%25d/index.mdx`). Point the link at an existing page or file, or add a redirect for the old path.",
    );
    // No navigation lists the page, so its guidance is a notice.
    expect(lines).toContainEqual(
      expect.stringMatching(/^::notice file=docs\/odd%2Cname\.mdx,line=8,.*title=page\/heading-h1::/),
    );
    // Outside the workspace, the file goes into the message.
    const outside = cliIn(repo, ["check", "docs/index.mdx", "--format", "github"], {
      GITHUB_WORKSPACE: tempProject({}),
    });
    expect(outside.stdout).toMatch(/^::error title=page\/broken-link::index\.mdx: Broken link/);
  });
});

describe("help", () => {
  test("help COMMAND and COMMAND --help print that command's usage and only its options", () => {
    const check = cliIn(tempProject({}), ["help", "check"]);
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/^Usage: docsgate check \[PATH\.\.\.\] \[options\]\n\n {2}check \[PATH\.\.\.\] Check/);
    expect(check.stdout).toContain("  --changed-since <ref>");
    expect(check.stdout).not.toContain("--port");
    expect(cliIn(tempProject({}), ["check", "--help"]).stdout).toBe(check.stdout);
    const serve = cliIn(tempProject({}), ["serve", "-h"]).stdout;
    expect(serve).toMatch(/^Usage: docsgate serve \[dir\] \[options\]/);
    expect(serve.match(/^ {2}-.*$/gm)).toEqual([
      expect.stringMatching(/^ {2}--base-path <path>/),
      expect.stringMatching(/^ {2}--port <number>/),
      expect.stringMatching(/^ {2}-h, --help/),
    ]);
    expect(cliIn(tempProject({}), ["help"]).stdout).toMatch(/^Usage: docsgate <command> \[options\]\n\nCommands:/);
    for (const command of ["build", "upgrade", "rules"]) {
      const run = cliIn(tempProject({}), ["help", command]);
      expect(run.status, command).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`^Usage: docsgate ${command}.*\\n\\n {2}${command}`));
    }
    expect(cliIn(tempProject({}), ["help", "build"]).stdout).toContain("  --out <dir>");
    expect(cliIn(tempProject({}), ["help", "rules"]).stdout).toContain("  rules export --editor <name> [root]");
  });
});

describe("gate messages", () => {
  test("--fail-on new-error without a baseline says every problem counts as new; with one, how many are new", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["index"]),
      "index.mdx": `${page("Home")}\nSee [a](/gone-a).\n`,
    });
    const alone = cliIn(root, ["check", ".", "--fail-on", "new-error", "--format", "json"]);
    expect(alone.stderr).toBe(
      "docsgate: --fail-on new-error without --baseline: every problem counts as new. Give --baseline with the base branch's JSON report to count only the problems it lacks.\n",
    );
    writeFileSync(path.join(root, "base.json"), cliIn(root, ["check", ".", "--format", "json"]).stdout);
    writeFileSync(
      path.join(root, "index.mdx"),
      `${page("Home")}\nSee [a](/gone-a).\n\nSee [b](/gone-b) and [c](/gone-c).\n`,
    );
    const run = cliIn(root, ["check", ".", "--fail-on", "new-error", "--baseline", "base.json"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain(
      "\n2 of 3 problems are new against the baseline (base.json).\n\ndocsgate: failed, 2 new errors",
    );
  });

  test("the console counts the problems --fix can fix; `rules` marks the fixable rules", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["index", "guide"]),
      "index.mdx": `${page("Home")}\nSee [the guide](/guide.mdx) and [again](/guide.md).\n`,
      "guide.mdx": page("Guide"),
    });
    const run = cliIn(root, ["check", "."]);
    expect(run.stdout).toContain("\n2 problems can be fixed with --fix.\n");
    expect(cliIn(root, ["build", ".", "--no-links", "--out", "site"]).stdout).toContain(
      "\n2 problems can be fixed with `docsgate check --fix`.\n",
    );
    cliIn(root, ["check", ".", "--fix"]);
    expect(cliIn(root, ["check", "."]).stdout).not.toContain("can be fixed");
    const rules = cliIn(root, ["rules"]).stdout.split("\n");
    expect(rules.find((line) => line.startsWith("page/link-extension "))).toMatch(/ fixable {2}/);
    expect(rules.find((line) => line.startsWith("page/broken-link "))).toMatch(/ fixable {2}/);
    expect(rules.find((line) => line.startsWith("nav/missing-page "))).not.toContain("fixable");
  });
});
