import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";
import { ACTION, FIXTURES, parseOutputs, quietEnv, runNode } from "./spawn.js";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs dist/index.js the way the runner does: inputs as INPUT_<NAME> (upper case, dashes kept),
 * the repository in GITHUB_WORKSPACE, and fresh files for the summary and the outputs.
 */
function runAction(inputs: Record<string, string>, workspace = FIXTURES) {
  const temp = mkdtempSync(path.join(tmpdir(), "docsgate-action-"));
  temps.push(temp);
  const summaryFile = path.join(temp, "summary.md");
  const outputFile = path.join(temp, "output.txt");
  writeFileSync(summaryFile, "");
  writeFileSync(outputFile, "");
  const env: Record<string, string> = {
    GITHUB_WORKSPACE: workspace,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    RUNNER_TEMP: temp,
    GITHUB_ACTIONS: "true",
    CI: "true",
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const run = runNode(ACTION, [], quietEnv(env));
  return {
    ...run,
    temp,
    summary: readFileSync(summaryFile, "utf8"),
    outputs: parseOutputs(readFileSync(outputFile, "utf8")),
  };
}

describe("the action", () => {
  test("annotates with repository paths, writes the summary and the outputs, and fails on errors", () => {
    const run = runAction({ root: "broken-nav" });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^::error title=nav\/missing-page,file=broken-nav\/docs\.json,line=9,endLine=9,col=28,endColumn=44::The navigation entry/m,
    );
    expect(run.stdout).toMatch(/^::error title=config\/schema,file=broken-nav\/docs\.json,line=2,/m);
    expect(run.stdout).toMatch(/^::error::docsgate found 2 errors, 0 warnings, 0 notices \(fail-on: error\)\.$/m);
    expect(run.stderr).toBe("");

    expect(run.summary).toContain("## docsgate: ❌ failed");
    expect(run.summary).toContain(
      "2 errors, 0 warnings, 0 notices in <code>broken-nav</code> (docs.json). 2 errors fail the job (fail-on: error).",
    );
    expect(run.summary).toContain("<td>broken-nav/docs.json:9:28</td>");
    expect(run.summary).toContain("<code>nav/missing-page</code>");

    expect(run.outputs).toMatchObject({ errors: "2", warnings: "0" });
    expect(path.dirname(path.dirname(run.outputs.report!))).toBe(run.temp);
    const report = JSON.parse(readFileSync(run.outputs.report!, "utf8"));
    expect(report).toMatchObject({ version: 1, root: path.join(FIXTURES, "broken-nav"), summary: { errors: 2 } });
  });

  test("prints the console report to the log, with workflow commands switched off around it", () => {
    const run = runAction({ root: "broken-nav" });
    const token = run.stdout.match(/^::stop-commands::(\S+)$/m)?.[1];
    expect(token).toBeDefined();
    const log = run.stdout.slice(run.stdout.indexOf(`::stop-commands::${token}`), run.stdout.indexOf(`::${token}::`));
    expect(log).toContain("broken-nav/docs.json\n  2:");
    expect(log).toContain('  >  9 |         "pages": ["index", "guides/install"]');
    expect(log).not.toContain("\u001b[");
  });

  test("fail-on never: exit 0, with the annotations still there", () => {
    const run = runAction({ root: "broken-nav", "fail-on": "never" });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("::error title=nav/missing-page,file=broken-nav/docs.json");
    expect(run.outputs.errors).toBe("2");
  });

  test("invalid JSON in a subfolder of a subfolder", () => {
    const run = runAction({ root: "fixtures/broken-json" }, path.dirname(FIXTURES));
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error title=config\/invalid-json,file=fixtures\/broken-json\/docs\.json,line=7,/m);
  });

  test("a clean project: exit 0, zero counts and a one-line summary", () => {
    const run = runAction({ root: "clean" });
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(/^::(error|warning|notice)/m);
    expect(run.outputs).toMatchObject({ errors: "0", warnings: "0" });
    expect(run.summary).toBe("## docsgate: ✅ passed\n\nNo problems found in <code>clean</code> (docs.json).\n\n");
  });

  test("root defaults to the repository root", () => {
    const run = runAction({}, path.join(FIXTURES, "clean"));
    expect(run.status).toBe(0);
    expect(run.summary).toContain("No problems found in <code>.</code>");
  });

  test("the config input is relative to the repository root", () => {
    const run = runAction({ root: "broken-nav", config: "settings/no-missing-page.json" });
    expect(run.stdout).not.toContain("nav/missing-page");
    expect(run.stdout).toContain("::error title=config/schema,file=broken-nav/docs.json");
    const missing = runAction({ root: "broken-nav", config: "settings/absent.json" });
    expect(missing.stdout).toMatch(/^::error title=settings\/invalid,file=settings\/absent\.json[,:]/m);
  });

  test("max-warnings fails the step above that many warnings; the log ends with the verdict", () => {
    const workspace = tempProject({
      "docs/docs.json": v2DocsJson(["index", "index", "guide", "guide"]),
      "docs/index.mdx": page("Home"),
      "docs/guide.mdx": page("Guide"),
    });
    const over = runAction({ root: "docs", "max-warnings": "1" }, workspace);
    expect(over.status).toBe(1);
    expect(over.stdout).toContain("docsgate: failed, 2 warnings in docs (more than 1 warning allowed)\n");
    expect(over.stdout).toMatch(
      /^::error::docsgate found 0 errors, 2 warnings, 0 notices: more than the 1 warning max-warnings allows\.$/m,
    );
    expect(over.summary).toContain("2 warnings fail the job (more than 1 warning allowed).");
    expect(JSON.parse(readFileSync(over.outputs["run-report"]!, "utf8"))).toMatchObject({
      maxWarnings: 1,
      failed: true,
      failing: 2,
    });
    const within = runAction({ root: "docs", "max-warnings": "2" }, workspace);
    expect(within.status).toBe(0);
    expect(within.summary).toContain("Nothing fails the job (fail-on: error, max-warnings: 2).");
    const bad = runAction({ root: "docs", "max-warnings": "many" }, workspace);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(
      '::error::The max-warnings input must be a whole number of 0 or more, or empty for no limit; got "many".',
    );
  });

  test("a bad fail-on value or root fails with a clear message, not a stack trace", () => {
    const badFailOn = runAction({ root: "clean", "fail-on": "sometimes" });
    expect(badFailOn.status).toBe(1);
    expect(badFailOn.stdout).toContain(
      '::error::The fail-on input must be one of error, warning, new-error, new-warning, never; got "sometimes".',
    );
    const badRoot = runAction({ root: "nowhere" });
    expect(badRoot.status).toBe(1);
    expect(badRoot.stdout).toContain('::error::The root input "nowhere" is not a folder in the repository');
    for (const run of [badFailOn, badRoot]) expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
  });
});
