import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { check } from "../../src/check.js";
import { runDocsgate } from "../../src/run/run-docsgate.js";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";

const project = () =>
  tempProject({
    "docs.json": v2DocsJson(["index"]),
    "index.mdx": `${page("Home")}\n[Setup](/setup) and [the guide](/guide).\n`,
    "guide.mdx": page("Guide"),
  });

test("without a site, a run is the check: the same diagnostics, nothing built", async () => {
  const root = project();
  const run = await runDocsgate({ root, fetchRemote: false });
  expect(run).not.toHaveProperty("failure");
  expect(run).not.toHaveProperty("built");
  expect(run.result.diagnostics).toEqual(check({ root }).diagnostics);
});

test("a site that cannot be written is a failure beside the check's own result, settled all the same", async () => {
  const root = project();
  const outDir = path.join(tempProject({}), "taken");
  writeFileSync(outDir, "a file where the site would go");
  const run = await runDocsgate({ root, fetchRemote: false, site: { basePath: "", outDir, links: true } });
  expect(run).toMatchObject({ failure: { internal: false } });
  expect(run.result.diagnostics).toEqual(check({ root }).diagnostics);
  expect(run.result.diagnostics.map((d) => d.ruleId)).toContain("page/broken-link");
});

test("the crawl's reports are settled with the check's: a broken link the check reports is not reported again", async () => {
  const root = project();
  const run = await runDocsgate({ root, fetchRemote: false, site: { basePath: "", links: true } });
  if ("failure" in run) throw new Error(run.failure.message);
  expect(run.built?.pages).toBe(2);
  expect(run.links).toMatchObject({ stats: { broken: 1, reportedByCheck: 1 } });
  expect(run.links?.summary).toMatch(/1 broken link, reported at its line \(by the check already\)$/);
  expect(run.result.diagnostics.filter((d) => d.ruleId.endsWith("broken-link")).map((d) => d.ruleId)).toEqual([
    "page/broken-link",
  ]);
});
