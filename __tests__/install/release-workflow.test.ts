import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { git } from "../helpers/git.js";

// The release workflow is run by GitHub alone: these tests hold the pieces a release depends on.

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}

const REPO = path.resolve(import.meta.dirname, "../..");
const workflow = parse(readFileSync(path.join(REPO, ".github/workflows/release.yml"), "utf8"));
const jobs: Record<string, Job> = workflow.jobs;

/** The job holding the step whose command matches, and that step's index in it. */
function findStep(command: RegExp): { job: string; index: number; step: Step } {
  for (const [job, { steps }] of Object.entries(jobs)) {
    const index = steps.findIndex((step) => command.test(step.run ?? ""));
    if (index !== -1) return { job, index, step: steps[index]! };
  }
  throw new Error(`no step runs ${command}`);
}

/** Whether job `later` runs after job `earlier` has passed, directly or through others. */
function after(later: string, earlier: string): boolean {
  const needs = [jobs[later]?.needs ?? []].flat();
  return needs.includes(earlier) || needs.some((job) => after(job, earlier));
}

const temp: string[] = [];
afterAll(() => temp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the release workflow", () => {
  test("runs on a pushed version tag, and on nothing else", () => {
    expect(workflow.on).toEqual({ push: { tags: ["v*.*.*"] } });
  });

  test("checks that dist/ is built from the tagged sources, after npm ci", () => {
    const fresh = findStep(/npm run build\n(.*\n)*git diff --exit-code -- dist/);
    const install = findStep(/^npm ci$/m);
    expect(install.job).toBe(fresh.job);
    expect(install.index).toBeLessThan(fresh.index);
  });

  test("runs the tests with Chromium installed and required", () => {
    const tests = findStep(/^npm test$/m);
    const chromium = findStep(/apt-get install .*\bchromium\b/);
    expect(chromium.job).toBe(tests.job);
    expect(chromium.index).toBeLessThan(tests.index);
    expect({ ...jobs[tests.job]!.env, ...tests.step.env }).toMatchObject({ DOCSGATE_REQUIRE_BROWSER: "1" });
  });

  test("releases only after the tests and the dist/ check have passed", () => {
    const tests = findStep(/^npm test$/m).job;
    for (const command of [/gh release create/, /git push/, /npm publish/]) {
      const { job } = findStep(command);
      expect(job === tests ? false : after(job, tests), `${command}`).toBe(true);
    }
  });

  test("creates the GitHub release of the tag with generated notes", () => {
    const { step } = findStep(/gh release create/);
    expect(step.run).toMatch(/gh release create "\$GITHUB_REF_NAME" .*--generate-notes/);
    expect(step.env).toMatchObject({ GH_TOKEN: "${{ github.token }}" });
  });

  test("moves the major tag to the released commit and pushes it", () => {
    const { step } = findStep(/git push/);
    // The step's own script, run against a local "origin" that already has an older v1.
    const dir = mkdtempSync(path.join(os.tmpdir(), "docsgate-release-"));
    temp.push(dir);
    const origin = path.join(dir, "origin.git");
    const clone = path.join(dir, "clone");
    git(dir, "init", "--quiet", "--bare", origin);
    git(dir, "clone", "--quiet", origin, clone);
    const commit = (message: string) => {
      writeFileSync(path.join(clone, "file.txt"), message);
      git(clone, "add", "file.txt");
      git(clone, "commit", "--quiet", "-m", message);
      return git(clone, "rev-parse", "HEAD");
    };
    const old = commit("1.0.0");
    git(clone, "tag", "v1", old);
    git(clone, "push", "--quiet", "origin", "HEAD", "refs/tags/v1");
    const released = commit("1.2.3");
    execFileSync("bash", ["-e", "-c", step.run!], {
      cwd: clone,
      env: { ...process.env, GITHUB_REF_NAME: "v1.2.3", GITHUB_SHA: released },
      stdio: "ignore",
    });
    expect(git(origin, "rev-parse", "refs/tags/v1^{commit}")).toBe(released);
  });

  test("publishes to npm with provenance, on Node 24, with the NPM_TOKEN secret", () => {
    const { job, index, step } = findStep(/npm publish/);
    expect(step.run).toBe("npm publish --provenance --access public");
    expect(step.env).toEqual({ NODE_AUTH_TOKEN: "${{ secrets.NPM_TOKEN }}" });
    const setupNode = jobs[job]!.steps.findIndex((s) => s.uses?.startsWith("actions/setup-node@"));
    expect(setupNode).toBeGreaterThanOrEqual(0);
    expect(setupNode).toBeLessThan(index);
    expect(jobs[job]!.steps[setupNode]!.with).toEqual({
      "node-version": 24,
      "registry-url": "https://registry.npmjs.org",
    });
  });

  test("may write the repository's contents and sign provenance only in the releasing job", () => {
    expect(workflow.permissions).toEqual({ contents: "read" });
    const { job } = findStep(/npm publish/);
    expect(findStep(/gh release create/).job).toBe(job);
    expect(jobs[job]!.permissions).toEqual({ contents: "write", "id-token": "write" });
  });
});
