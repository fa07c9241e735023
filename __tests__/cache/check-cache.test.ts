import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { PAGE_CACHE_DIR } from "../../src/cache/page-cache.js";
import { page, tempProject } from "../helpers/temp-project.js";

// The check's caches: a check after a change lints only the pages (and specs) that changed, and reports exactly
// what a check without the cache reports.

const CONFIG = {
  name: "Gale",
  theme: "mint",
  colors: { primary: "#1F6FEB" },
  navigation: { groups: [{ group: "Start", pages: ["index", "setup", "wind"] }] },
};

function project(): string {
  return tempProject({
    "docs.json": `${JSON.stringify(CONFIG, null, 2)}\n`,
    "index.mdx": `${page("Home")}\nSee [setup](/setup) and [wind](/wind#gusts).\n`,
    "setup.mdx": `${page("Setup")}\n## Mount the vane\n\n![The vane](/images/vane.png)\n`,
    "wind.mdx": `${page("Wind")}\n## Gusts\n\nA gust is a [sudden rise](/nowhere) in speed.\n`,
  });
}

const seen = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.ruleId} ${d.message}`);

function run(root: string, cached = true) {
  return check({ root, ...(cached ? { cacheDir: path.join(root, PAGE_CACHE_DIR) } : {}) });
}

describe("the page cache", () => {
  test("a second check takes every page from the cache and reports the same", () => {
    const root = project();
    const first = run(root);
    expect(first.pagesFromCache).toBe(0);
    expect(readdirSync(path.join(root, PAGE_CACHE_DIR)).filter((f) => f.endsWith(".bin"))).toHaveLength(1);
    const second = run(root);
    expect(second.pagesFromCache).toBe(3);
    expect(seen(second.diagnostics)).toEqual(seen(first.diagnostics));
    expect(seen(second.diagnostics)).toEqual(seen(run(root, false).diagnostics));
  });

  test("an edited page is linted again, the others are not, and cross-page rules see its new facts", () => {
    const root = project();
    run(root);
    // The heading the index links to is renamed: the index, unchanged and cached, now has a broken fragment.
    writeFileSync(path.join(root, "wind.mdx"), `${page("Wind")}\n## Squalls\n\nA squall is longer than a gust.\n`);
    const after = run(root);
    expect(after.pagesFromCache).toBe(2);
    expect(seen(after.diagnostics)).toEqual(seen(run(root, false).diagnostics));
    expect(after.diagnostics.some((d) => d.file === "index.mdx" && d.message.includes("#gusts"))).toBe(true);
    expect(after.diagnostics.some((d) => d.message.includes("/nowhere"))).toBe(false);
  });

  test("a new file is checked against what each cached page asked of the project's files", () => {
    const root = project();
    const before = run(root);
    expect(before.diagnostics.some((d) => d.file === "setup.mdx" && d.ruleId === "page/missing-asset")).toBe(true);
    // The image the setup page shows now exists: its cached "missing" report must not come back.
    mkdirSync(path.join(root, "images"));
    writeFileSync(path.join(root, "images/vane.png"), "png");
    const added = run(root);
    // The setup page asked for the image (and for every file, for a "did you mean"); the others asked neither.
    expect(added.pagesFromCache).toBe(2);
    expect(added.diagnostics.some((d) => d.ruleId === "page/missing-asset")).toBe(false);
    expect(seen(added.diagnostics)).toEqual(seen(run(root, false).diagnostics));
    // A file no page asked about (nor about every file) leaves every entry valid.
    writeFileSync(path.join(root, "images/gauge.png"), "png");
    expect(run(root).pagesFromCache).toBe(3);
  });

  test("other settings, or another icon library in docs.json, start a new cache", () => {
    const root = tempProject({
      "docs.json": `${JSON.stringify(CONFIG, null, 2)}\n`,
      "index.mdx": `${page("Home")}\n<Card title="Wind" icon="wind-turbine" href="/wind">Gusts</Card>\n`,
      "wind.mdx": `${page("Wind")}\nCalm.\n`,
    });
    const icons = (result: ReturnType<typeof run>) =>
      result.diagnostics.filter((d) => d.ruleId === "page/unknown-icon").map((d) => d.message.slice(0, 40));
    const fontawesome = run(root);
    expect(icons(fontawesome)).toEqual([]);
    // "wind-turbine" is a Font Awesome icon, not a Lucide one: the cached page's silence must not be reused.
    writeFileSync(
      path.join(root, "docs.json"),
      `${JSON.stringify({ ...CONFIG, icons: { library: "lucide" }, navigation: { groups: [{ group: "Start", pages: ["index", "wind"] }] } })}\n`,
    );
    const lucide = run(root);
    expect(lucide.pagesFromCache).toBe(0);
    expect(icons(lucide)).toEqual(['The icon "wind-turbine" of this Card is ']);
    expect(seen(lucide.diagnostics)).toEqual(seen(run(root, false).diagnostics));
    writeFileSync(path.join(root, "docsgate.config.json"), JSON.stringify({ rules: { "page/unknown-icon": "off" } }));
    const settings = run(root);
    expect(settings.pagesFromCache).toBe(0);
    expect(icons(settings)).toEqual([]);
  });

  test("a check that builds the site fills the cache for a check that does not, with the same report", () => {
    const root = project();
    const cacheDir = path.join(root, PAGE_CACHE_DIR);
    const built = check({ root, cacheDir, render: { basePath: "" } });
    expect(built.pagesFromCache).toBe(0);
    expect(built.site?.rendered.size).toBe(3);
    // Rendering again reads nothing from the cache: a render depends on more than the page's bytes.
    expect(check({ root, cacheDir, render: { basePath: "" } }).pagesFromCache).toBe(0);
    const checked = run(root);
    expect(checked.pagesFromCache).toBe(3);
    expect(seen(checked.diagnostics)).toEqual(seen(run(root, false).diagnostics));
  });

  test("a cache file that cannot be read is started afresh; the cache folder is never read as docs", () => {
    const root = project();
    const first = run(root);
    const dir = path.join(root, PAGE_CACHE_DIR);
    for (const file of readdirSync(dir)) writeFileSync(path.join(dir, file), "not a cache");
    const again = run(root);
    expect(again.pagesFromCache).toBe(0);
    expect(seen(again.diagnostics)).toEqual(seen(first.diagnostics));
    expect(again.diagnostics.some((d) => d.file.startsWith(".docsgate"))).toBe(false);
    expect(run(root).pagesFromCache).toBe(3);
  });
});

describe("the OpenAPI stage's cache", () => {
  const spec = (summary: string) =>
    [
      "openapi: 3.1.0",
      "info: { title: Gale, version: 1.0.0 }",
      "servers: [{ url: https://api.gale.test }]",
      "paths:",
      "  /readings:",
      "    get:",
      `      summary: ${summary}`,
      "      responses: { '200': { description: The readings. } }",
      "",
    ].join("\n");

  function apiProject(): string {
    return tempProject({
      "docs.json": `${JSON.stringify({ ...CONFIG, openapi: "openapi.yaml", navigation: { groups: [{ group: "Start", pages: ["index", "readings"] }] } }, null, 2)}\n`,
      "openapi.yaml": spec("List readings"),
      "index.mdx": `${page("Home")}\nHello.\n`,
      "readings.mdx": `---\ntitle: "Readings"\ndescription: "Every reading."\nopenapi: "GET /readings"\n---\n`,
    });
  }

  test("an unchanged spec is not linted again; an edited one is, and the page naming a gone operation is reported", () => {
    const root = apiProject();
    const first = run(root);
    expect(first.specsFromCache).toBe(false);
    const second = run(root);
    expect(second.specsFromCache).toBe(true);
    expect(seen(second.diagnostics)).toEqual(seen(first.diagnostics));
    // The operation moves: the page's `openapi: GET /readings` now names nothing.
    writeFileSync(path.join(root, "openapi.yaml"), spec("List readings").replace("/readings:", "/samples:"));
    const edited = run(root);
    expect(edited.specsFromCache).toBe(false);
    expect(edited.pagesFromCache).toBe(2);
    expect(seen(edited.diagnostics)).toEqual(seen(run(root, false).diagnostics));
    expect(edited.diagnostics.some((d) => d.file === "readings.mdx" && d.message.includes("/readings"))).toBe(true);
  });
});
