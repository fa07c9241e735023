import { spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";
import { bundleSources, type SourceBundle } from "./source-bundle.js";
import { parseOutputs, quietEnv } from "./spawn.js";

/*
 * Never lose the report: whatever output cannot be written (the site's folder, --output-file, standard output, the
 * action's files), the check's report still comes out, and the failure is one line. And a build with nothing to build
 * says so plainly.
 */
let bundle: SourceBundle;
beforeAll(async () => {
  bundle = await bundleSources();
});
const temps: string[] = [];
afterAll(() => {
  bundle?.remove();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "docsgate-survives-"));
  temps.push(dir);
  return dir;
}

/** Two pages, one with a broken link: a report with an error in it. */
function project(extra: Record<string, string> = {}): string {
  return tempProject({
    "docs.json": v2DocsJson(["index", "guides/setup"]),
    "index.mdx": `${page("Home")}\nSee [the setup](/guides/setup) and [gone](/nowhere-at-all).\n`,
    "guides/setup.mdx": `${page("Set up")}\nConnect the anemometer to your channel.\n`,
    ...extra,
  });
}

/**
 * The bundled CLI run from `cwd`. A `timeout` guards against a hang (the build once looped forever under /proc): a
 * killed run has no status, and fails the test's status check.
 */
function cli(args: string[], options: { cwd?: string; env?: Record<string, string>; shell?: string } = {}) {
  const command = options.shell ?? process.execPath;
  const argv = options.shell ? [] : [bundle.cli, ...args];
  const { status, stdout, stderr } = spawnSync(command, argv, {
    cwd: options.cwd ?? tempDir(),
    env: quietEnv({ DOCSGATE_NO_CACHE: "1", ...options.env }),
    encoding: "utf8",
    shell: options.shell !== undefined,
    timeout: 240_000,
    maxBuffer: 1024 ** 3,
  });
  return { status, stdout, stderr };
}

function ruleIds(stdout: string): string[] {
  return (JSON.parse(stdout) as { diagnostics: { ruleId: string }[] }).diagnostics.map((d) => d.ruleId);
}

describe("build into a folder that cannot be made", () => {
  /** Output folders the system refuses, each made here: as root, permissions refuse nothing. */
  const unwritable: Record<string, (base: string) => string> = {
    "under a file": (base) => {
      writeFileSync(path.join(base, "a-file"), "not a folder");
      return path.join(base, "a-file", "site");
    },
    "through a link to nothing": (base) => {
      symlinkSync(path.join(base, "missing"), path.join(base, "link"));
      return path.join(base, "link", "site");
    },
    "a link to nothing itself": (base) => {
      symlinkSync(path.join(base, "missing"), path.join(base, "link"));
      return path.join(base, "link");
    },
    // The system answers ENOENT for a new folder in /proc, whose parent exists: mkdirSync's recursive mode loops forever.
    "under /proc": () => "/proc/docsgate-site",
    "under a process's folder in /proc": () => `/proc/${process.pid}/docsgate-site`,
  };

  test.each(Object.keys(unwritable))("%s: the whole report, then one line saying so, exit 2", (name) => {
    const root = project();
    const out = unwritable[name]!(tempDir());
    const json = cli(["build", root, "--out", out, "--format", "json"]);
    expect(json.status, json.stderr).toBe(2);
    expect(ruleIds(json.stdout)).toContain("page/broken-link");
    expect(json.stderr).toMatch(/^docsgate: Could not write the site: E[A-Z]+: [^\n]*\n$/);
    const console = cli(["build", root, "--out", out]);
    expect(console.status).toBe(2);
    expect(console.stdout).toMatch(/docsgate: failed, 1 error in .*\n$/);
    expect(console.stderr).toBe(json.stderr);
  });

  test("check --links with a temporary folder that cannot be made: the report, then one line, exit 2", () => {
    const base = tempDir();
    writeFileSync(path.join(base, "a-file"), "not a folder");
    const run = cli(["check", project(), "--links", "--format", "json"], {
      env: { TMPDIR: path.join(base, "a-file", "tmp") },
    });
    expect(run.status).toBe(2);
    expect(ruleIds(run.stdout)).toContain("page/broken-link");
    expect(run.stderr).toMatch(/^docsgate: Could not write the site: ENOTDIR: [^\n]*\n$/);
  });

  test("a current folder that was removed is one line, not an internal error", () => {
    const gone = path.join(tempDir(), "gone");
    mkdirSync(gone);
    const run = cli([], {
      shell: `cd '${gone}' && rmdir '${gone}' && exec '${process.execPath}' '${bundle.cli}' check .`,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^docsgate: The current folder no longer exists \(.*\): run docsgate from a folder/);
    expect(run.stderr).not.toContain("internal error");
  });
});

test("an empty folder: check and build report the missing docs.json; build says there is nothing to build", () => {
  const cwd = tempDir();
  mkdirSync(path.join(cwd, "empty"));
  const checked = cli(["check", "empty"], { cwd });
  expect(checked.status).toBe(1);
  expect(checked.stdout).toContain("No docs.json in empty");
  const built = cli(["build", "empty", "--out", "site"], { cwd });
  expect(built.status).toBe(1);
  expect(built.stdout).toContain("No docs.json in empty");
  expect(built.stdout).not.toContain("docsgate bug");
  expect(built.stdout).toMatch(
    /\nNothing to build: no page in empty, so no site was written\.\n\ndocsgate: failed, 1 error in empty\n$/,
  );
  expect(existsSync(path.join(cwd, "site"))).toBe(false);
});

describe("--output-file that cannot be written", () => {
  test("missing folders on its way are made", () => {
    const cwd = tempDir();
    const run = cli(["check", project(), "--format", "sarif", "--output-file", "reports/docs/docsgate.sarif"], {
      cwd,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(JSON.parse(readFileSync(path.join(cwd, "reports/docs/docsgate.sarif"), "utf8")).version).toBe("2.1.0");
  });

  test.each([
    ["under a file", (cwd: string) => (writeFileSync(path.join(cwd, "a-file"), "x"), "a-file/report.json"), "ENOTDIR"],
    ["a folder", (cwd: string) => (mkdirSync(path.join(cwd, "reports")), "reports"), "EISDIR"],
    [
      "through a link to nothing",
      (cwd: string) => (symlinkSync(path.join(cwd, "missing"), path.join(cwd, "link")), "link/report.json"),
      "ENOENT",
    ],
  ])("%s: the report on stdout instead, one line on stderr, exit 2, no file", (_, make, code) => {
    const cwd = tempDir();
    const file = make(cwd);
    const before = readdirSync(cwd, { recursive: true }).sort();
    const run = cli(["check", project(), "--format", "json", "--output-file", file], { cwd });
    expect(run.status).toBe(2);
    expect(ruleIds(run.stdout)).toContain("page/broken-link");
    expect(run.stderr).toBe(
      `docsgate: Could not write the report to ${file}: ${code}: ${run.stderr.split(`${code}: `)[1]!.split(";")[0]}; the report is on standard output instead.\n`,
    );
    expect(readdirSync(cwd, { recursive: true }).sort()).toEqual(before);
  });

  test("a disk that fills midway: the unfinished file is removed and the whole report is on stdout", () => {
    const cwd = tempDir();
    // `ulimit -f 2` (512-byte blocks) lets a file grow to 1 KB: the JSON report of 30 broken links (15 KB) fails
    // midway with EFBIG.
    const longReport = project({
      "guides/setup.mdx": `${page("Set up")}\n${Array.from({ length: 30 }, (_, i) => `See [gone](/gone-${i}).`).join("\n\n")}\n`,
    });
    const run = cli([], {
      cwd,
      shell: `ulimit -f 2 && exec '${process.execPath}' '${bundle.cli}' check '${longReport}' --format json --output-file report.json`,
    });
    expect(run.status).toBe(2);
    expect(ruleIds(run.stdout)).toContain("page/broken-link");
    expect(run.stderr).toMatch(
      /^docsgate: Could not write the report to report\.json: EFBIG: [^\n]*; the unfinished file was removed; the report is on standard output instead\.\n$/,
    );
    expect(existsSync(path.join(cwd, "report.json"))).toBe(false);
  });

  test("a device that refuses the bytes (/dev/full) is left as it is, and the report is on stdout", () => {
    for (const format of ["junit", "console"]) {
      const run = cli(["check", project(), "--format", format, "--output-file", "/dev/full"]);
      expect(run.status).toBe(2);
      expect(run.stdout).toContain(format === "junit" ? "<testsuites" : "docsgate: failed, 1 error");
      expect(run.stderr).toMatch(
        /^docsgate: Could not write the report to \/dev\/full: ENOSPC: [^\n]*; the report is on standard output instead\.\n$/,
      );
    }
    expect(existsSync("/dev/full")).toBe(true);
  });

  test("standard output that cannot be written: one line on stderr, exit 2, no stack trace", () => {
    const full = openSync("/dev/full", "w");
    try {
      const run = spawnSync(process.execPath, [bundle.cli, "check", project(), "--format", "json"], {
        env: quietEnv({ DOCSGATE_NO_CACHE: "1" }),
        stdio: ["ignore", full, "pipe"],
        encoding: "utf8",
        timeout: 240_000,
      });
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^docsgate: Could not write the report to standard output: ENOSPC: [^\n]*\n$/);
    } finally {
      closeSync(full);
    }
  });
});

describe("the action", () => {
  /**
   * The bundled action on a push in the project's folder; `files` names the runner's files, each
   * fresh unless a test gives its own (one that cannot be written).
   */
  function runAction(inputs: Record<string, string>, files: { output?: string; summary?: string; temp?: string } = {}) {
    const workspace = project();
    const step = tempDir();
    const output = files.output ?? path.join(step, "output.txt");
    const summary = files.summary ?? path.join(step, "summary.md");
    const temp = files.temp ?? path.join(step, "runner-temp");
    if (!files.output) writeFileSync(output, "");
    if (!files.summary) writeFileSync(summary, "");
    if (!files.temp) mkdirSync(temp);
    const env: Record<string, string> = {
      GITHUB_ACTIONS: "true",
      CI: "true",
      GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_EVENT_NAME: "push",
      RUNNER_TEMP: temp,
    };
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    const { status, stdout, stderr } = spawnSync(process.execPath, [bundle.action], {
      cwd: workspace,
      env: quietEnv(env),
      encoding: "utf8",
      timeout: 240_000,
    });
    const read = (file: string) => (files.output === file || files.summary === file ? "" : readFileSync(file, "utf8"));
    return { status, stdout, stderr, workspace, outputs: parseOutputs(read(output)), summary: read(summary) };
  }

  const annotated = (stdout: string) => /^::error title=page\/broken-link,file=index\.mdx,/m.test(stdout);
  const warnings = (stdout: string) => stdout.split("\n").filter((line) => line.startsWith("::warning::"));

  test("a site-dir that cannot be made: the step fails saying so, and the report is published all the same", () => {
    const base = tempDir();
    writeFileSync(path.join(base, "a-file"), "not a folder");
    const run = runAction({ build: "true", "site-dir": path.join(base, "a-file", "site") });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error::docsgate could not build the site: Could not write the site: ENOTDIR: /m);
    expect(annotated(run.stdout)).toBe(true);
    expect(run.summary).toContain("## docsgate: ❌ failed");
    expect(run.outputs).toMatchObject({ errors: "1" });
    expect(ruleIds(readFileSync(run.outputs.report!, "utf8"))).toContain("page/broken-link");
    expect(run.outputs["site-dir"]).toBeUndefined();
  });

  test("a RUNNER_TEMP that cannot be written: one warning; annotations, summary and counts still out", () => {
    const base = tempDir();
    writeFileSync(path.join(base, "a-file"), "not a folder");
    const run = runAction({ links: "false" }, { temp: path.join(base, "a-file", "temp") });
    expect(run.status).toBe(1);
    expect(warnings(run.stdout)).toEqual([
      expect.stringMatching(/^::warning::docsgate could not write its report files: ENOTDIR: /),
    ]);
    expect(annotated(run.stdout)).toBe(true);
    expect(run.summary).toContain("## docsgate: ❌ failed");
    expect(run.outputs).toEqual({ errors: "1", warnings: "0", notices: "0" });
  });

  test("a GITHUB_OUTPUT that cannot be written: one warning; annotations, summary and the verdict still out", () => {
    const base = tempDir();
    writeFileSync(path.join(base, "a-file"), "not a folder");
    const run = runAction({}, { output: path.join(base, "a-file", "output.txt") });
    expect(run.status).toBe(1);
    expect(warnings(run.stdout)).toEqual([expect.stringMatching(/^::warning::docsgate could not set its outputs: /)]);
    expect(annotated(run.stdout)).toBe(true);
    expect(run.summary).toContain("## docsgate: ❌ failed");
    expect(run.stdout).toMatch(/^::error::docsgate found 1 error, /m);
  });

  test("a GITHUB_STEP_SUMMARY that cannot be written: one warning; annotations and outputs still out", () => {
    const base = tempDir();
    writeFileSync(path.join(base, "a-file"), "not a folder");
    const run = runAction({}, { summary: path.join(base, "a-file", "summary.md") });
    expect(run.status).toBe(1);
    expect(warnings(run.stdout)).toEqual([
      expect.stringMatching(/^::warning::docsgate could not write the job summary: Unable to access summary file/),
    ]);
    expect(annotated(run.stdout)).toBe(true);
    expect(run.outputs).toMatchObject({ errors: "1" });
  });
});
