import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";

interface Job {
  env?: Record<string, string>;
  steps: { run?: string }[];
}

test("CI installs Chromium before the tests and requires it, so the browser tests are never skipped there", () => {
  const workflow = parse(readFileSync(path.resolve(import.meta.dirname, "../.github/workflows/ci.yml"), "utf8"));
  const [job] = Object.values(workflow.jobs as Record<string, Job>).filter((job) =>
    job.steps.some((step) => /\bnpm test\b/.test(step.run ?? "")),
  );
  expect(job?.env).toMatchObject({ DOCSGATE_REQUIRE_BROWSER: "1" });
  const runs = job!.steps.map((step) => step.run ?? "");
  const chromium = runs.findIndex((run) => /apt-get install .*\bchromium\b/.test(run));
  expect(chromium).toBeGreaterThanOrEqual(0);
  expect(chromium).toBeLessThan(runs.findIndex((run) => /\bnpm test\b/.test(run)));
});

test("CI installs Neovim before the tests, so the test that drives its LSP client runs there", () => {
  const workflow = parse(readFileSync(path.resolve(import.meta.dirname, "../.github/workflows/ci.yml"), "utf8"));
  const [job] = Object.values(workflow.jobs as Record<string, Job>).filter((job) =>
    job.steps.some((step) => /\bnpm test\b/.test(step.run ?? "")),
  );
  const runs = job!.steps.map((step) => step.run ?? "");
  const neovim = runs.findIndex((run) => /apt-get install .*\bneovim\b/.test(run));
  expect(neovim).toBeGreaterThanOrEqual(0);
  expect(neovim).toBeLessThan(runs.findIndex((run) => /\bnpm test\b/.test(run)));
});

interface ReleaseStep {
  name?: string;
  if?: string;
  env?: Record<string, string>;
  run?: string;
}

interface ReleaseJob {
  needs?: string | string[];
  env?: Record<string, string>;
  permissions?: Record<string, string>;
  steps: ReleaseStep[];
}

/** The vsce version the package script runs with npx. */
const { VSCE } = (await import(
  pathToFileURL(path.resolve(import.meta.dirname, "../scripts/package-vscode.mjs")).href
)) as {
  VSCE: string;
};

describe("the release workflow's VS Code extension", () => {
  const workflow = parse(readFileSync(path.resolve(import.meta.dirname, "../.github/workflows/release.yml"), "utf8"));
  const jobs = workflow.jobs as Record<string, ReleaseJob>;
  const [name, job] = Object.entries(jobs).find(([, job]) =>
    job.steps.some((step) => /scripts\/package-vscode\.mjs/.test(step.run ?? "")),
  )!;
  const runs = job.steps.map((step) => step.run ?? "");
  const at = (pattern: RegExp) => runs.findIndex((run) => pattern.test(run));

  test("is built after the GitHub release exists, from a dist/ built in the job, and attached to that release", () => {
    expect(name).toBeDefined();
    expect([job.needs].flat()).toContain("release");
    expect(job.permissions).toMatchObject({ contents: "write" });
    expect(at(/\bnpm ci\b/)).toBeGreaterThanOrEqual(0);
    expect(at(/\bnpm ci\b/)).toBeLessThan(at(/\bnpm run build\b/));
    expect(at(/\bnpm run build\b/)).toBeLessThan(at(/package-vscode\.mjs/));
    expect(at(/package-vscode\.mjs/)).toBeLessThan(at(/gh release upload\b.*\.vsix/));
  });

  test("publishes the packaged .vsix to the Marketplace with the vsce the package script runs, and to Open VSX", () => {
    const marketplace = job.steps[at(/\bvsce@.* publish --packagePath\b/)];
    const openVsx = job.steps[at(/\bovsx@[\d.]+ publish\b/)];
    expect(marketplace?.run).toContain(`npx --yes ${VSCE} publish`);
    expect(marketplace?.env).toEqual({ VSCE_PAT: "${{ secrets.VSCE_PAT }}" });
    expect(openVsx?.env).toEqual({ OVSX_PAT: "${{ secrets.OVSX_PAT }}" });
    expect(at(/gh release upload\b/)).toBeLessThan(at(/\bvsce@.* publish\b/));
  });

  test("skips each publication when its token is not set, and hands a token to no other step", () => {
    for (const [secret, step] of [
      ["VSCE_PAT", job.steps[at(/\bvsce@.* publish\b/)]],
      ["OVSX_PAT", job.steps[at(/\bovsx@[\d.]+ publish\b/)]],
    ] as const) {
      const flag = Object.entries(job.env ?? {}).find(([, value]) => value === `\${{ secrets.${secret} != '' }}`)?.[0];
      expect(flag, secret).toBeDefined();
      expect(step?.if).toBe(`env.${flag} == 'true'`);
    }
    const tokenSteps = job.steps.filter((step) => /secrets\./.test(JSON.stringify(step)));
    expect(tokenSteps.map((step) => step.name)).toEqual(["Publish to the VS Code Marketplace", "Publish to Open VSX"]);
  });
});
