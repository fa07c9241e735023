import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
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
