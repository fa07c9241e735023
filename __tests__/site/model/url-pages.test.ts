import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { check } from "../../../src/check.js";
import { buildSite } from "../../../src/site/build-site.js";
import { page, tempProject, v2DocsJson } from "../../helpers/temp-project.js";

const outs: string[] = [];
afterAll(() => outs.forEach((out) => rmSync(out, { recursive: true, force: true })));

test("a page with front matter url: its navigation entry links out, and the page says where it leads", async () => {
  const root = tempProject({
    "docs.json": v2DocsJson(["intro", "sdk", "odd"]),
    "intro.mdx": page("Intro"),
    "sdk.mdx": '---\ntitle: "SDK reference"\nurl: "https://sdk.acme.test/python/"\n---\n',
    "odd.mdx": '---\ntitle: "Odd"\nurl: "javascript:alert(1)"\n---\n\nBody.\n',
  });
  const result = check({ root, render: { basePath: "" } });
  const out = mkdtempSync(path.join(tmpdir(), "docsgate-url-pages-"));
  outs.push(out);
  await buildSite({ ...result.site!, outDir: out, basePath: "" });
  const intro = readFileSync(path.join(out, "intro", "index.html"), "utf8");
  expect(intro).toMatch(
    /<a class="nav-link" href="https:\/\/sdk\.acme\.test\/python\/"[^>]*><span>SDK reference<\/span>/,
  );
  // Only a web address links out: anything else keeps the page's own.
  expect(intro).toMatch(/<a class="nav-link" href="\/odd\/"/);
  const sdk = readFileSync(path.join(out, "sdk", "index.html"), "utf8");
  expect(sdk).toContain(
    '<p class="page-url-note">This page\'s entry in the navigation opens <a href="https://sdk.acme.test/python/" rel="noopener">https://sdk.acme.test/python/</a>.</p>',
  );
  expect(readFileSync(path.join(out, "odd", "index.html"), "utf8")).not.toContain("page-url-note");
});
