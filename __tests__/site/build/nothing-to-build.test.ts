import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { runSite } from "../../helpers/site-run.js";
import { tempProject, v2DocsJson } from "../../helpers/temp-project.js";

/**
 * A project without pages builds nothing: a site of the 404 page alone would link home to nowhere, which the crawl
 * once reported as a docsgate bug.
 */
test.each([
  ["an empty folder", {}, ["config/missing"]],
  ["a docs.json whose navigation lists no page", { "docs.json": v2DocsJson([]) }, []],
])("%s: no site, no folder, and the check's findings alone", async (_, files, expected) => {
  const root = tempProject(files);
  const outDir = path.join(tempProject({}), "site");
  const { built, links, result: after } = await runSite(root, { outDir, basePath: "", links: true });
  expect(built).toMatchObject({ pages: 0, files: [] });
  expect(links).toBeUndefined();
  expect(existsSync(outDir)).toBe(false);
  expect(after.diagnostics.map((d) => d.ruleId)).toEqual(expected);
});
