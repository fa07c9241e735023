import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { PAGE_CACHE_DIR, type CacheFolder } from "../../src/cache/cache-folder.js";
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

/** One machine's key: the folder's files are sealed with it. */
const KEY = Buffer.alloc(32, 7);

function folder(root: string): CacheFolder {
  return { dir: path.join(root, PAGE_CACHE_DIR), key: KEY };
}

function run(root: string, cached = true) {
  return check({ root, ...(cached ? { cache: folder(root) } : {}) });
}

describe("the page cache", () => {
  test("a second check takes every page from the cache and reports the same", () => {
    const root = project();
    const first = run(root);
    expect(first.pagesFromCache).toBe(0);
    expect(readdirSync(path.join(root, PAGE_CACHE_DIR)).filter((f) => f.startsWith("pages-"))).toHaveLength(1);
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

  test("an edited snippet is linted again; the pages that show it only when it now needs them rendered", () => {
    const shows = (title: string) =>
      `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\nimport Gusts from "/snippets/gusts.mdx";\n\n<Gusts />\n`;
    const root = tempProject({
      "docs.json": `${JSON.stringify({ ...CONFIG, navigation: { groups: [{ group: "Start", pages: ["index", "setup"] }] } }, null, 2)}\n`,
      "index.mdx": shows("Home"),
      "setup.mdx": shows("Setup"),
      "snippets/gusts.mdx": "A gust is a sudden rise in speed.\n",
    });
    run(root);
    writeFileSync(path.join(root, "snippets/gusts.mdx"), "A gust lasts a few seconds.\n");
    const plain = run(root);
    expect(plain.pagesFromCache).toBe(2);
    expect(seen(plain.diagnostics)).toEqual(seen(run(root, false).diagnostics));
    // Now the snippet holds an expression the site cannot show: the pages that show it are rendered to find it.
    writeFileSync(path.join(root, "snippets/gusts.mdx"), "A gust lasts {window.gustSeconds} seconds.\n");
    const expression = run(root);
    expect(expression.pagesFromCache).toBe(0);
    expect(expression.diagnostics.map((d) => `${d.file} ${d.ruleId}`)).toContain(
      "snippets/gusts.mdx site/unrendered-expression",
    );
    expect(seen(expression.diagnostics)).toEqual(seen(run(root, false).diagnostics));
    // And back: a third edit that leaves nothing to render takes the pages from the cache again.
    writeFileSync(path.join(root, "snippets/gusts.mdx"), "A gust lasts a moment.\n");
    run(root);
    writeFileSync(path.join(root, "snippets/gusts.mdx"), "A gust lasts a short moment.\n");
    const again = run(root);
    expect(again.pagesFromCache).toBe(2);
    expect(seen(again.diagnostics)).toEqual(seen(run(root, false).diagnostics));
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

  test("an example key's pages are counted across cached and edited pages alike", () => {
    // A Stripe live key in its format (made up, split for scanners): an error on one or two pages, a documented
    // example (a warning) on three.
    const key = "sk_" + "live_51Hq8ZtK2mXv7RpL9cW3nYb4D";
    const shows = (title: string) => `${page(title)}\n\`\`\`bash\ncurl -u ${key}: https://api.stripe.com\n\`\`\`\n`;
    const root = tempProject({
      "docs.json": `${JSON.stringify(CONFIG, null, 2)}\n`,
      "index.mdx": shows("Home"),
      "setup.mdx": shows("Setup"),
      "wind.mdx": shows("Wind"),
    });
    const severities = (result: ReturnType<typeof run>) =>
      result.diagnostics.filter((d) => d.ruleId === "page/secret").map((d) => `${d.file} ${d.severity}`);
    expect(severities(run(root))).toEqual(["index.mdx warning", "setup.mdx warning", "wind.mdx warning"]);
    writeFileSync(path.join(root, "wind.mdx"), `${page("Wind")}\nCalm.\n`);
    const after = run(root);
    expect(after.pagesFromCache).toBe(2);
    expect(severities(after)).toEqual(["index.mdx error", "setup.mdx error"]);
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
    // A Pro name: the notice that the preview draws a free stand-in.
    expect(icons(fontawesome)).toEqual(["`wind-turbine` is a Font Awesome Pro ico"]);
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
    const cache = folder(root);
    const built = check({ root, cache, render: { basePath: "" } });
    expect(built.pagesFromCache).toBe(0);
    expect(built.site?.rendered.size).toBe(3);
    // Rendering again reads nothing from the cache: a render depends on more than the page's bytes.
    expect(check({ root, cache, render: { basePath: "" } }).pagesFromCache).toBe(0);
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

  test("git leaves the cache folder out of a commit; a .gitignore the user put there is kept", () => {
    const root = project();
    execFileSync("git", ["init", "-q"], { cwd: root });
    run(root);
    const status = execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(status).not.toContain(".docsgate");
    expect(status).toContain("index.mdx");
    const own = path.join(root, PAGE_CACHE_DIR, ".gitignore");
    writeFileSync(own, "# mine\n");
    run(root, true);
    writeFileSync(path.join(root, "index.mdx"), `${page("Home")}\nEdited.\n`);
    run(root);
    expect(readFileSync(own, "utf8")).toBe("# mine\n");
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

  test("a page's edit keeps the specs' lint; an edit of a Markdown file a `$ref` reads does not", () => {
    const root = apiProject();
    writeFileSync(
      path.join(root, "openapi.yaml"),
      spec("List readings").replace(
        "      summary: List readings",
        "      summary: List readings\n      description: { $ref: './readings-description.md' }",
      ),
    );
    writeFileSync(path.join(root, "readings-description.md"), "Every reading of the vane.\n");
    expect(run(root).specsFromCache).toBe(false);
    expect(run(root).specsFromCache).toBe(true);
    writeFileSync(path.join(root, "index.mdx"), `${page("Home")}\nHello again, with more words.\n`);
    const edited = run(root);
    expect(edited.specsFromCache).toBe(true);
    expect(seen(edited.diagnostics)).toEqual(seen(run(root, false).diagnostics));
    writeFileSync(path.join(root, "readings-description.md"), "Every reading of the vane, hourly.\n");
    expect(run(root).specsFromCache).toBe(false);
    expect(run(root).specsFromCache).toBe(true);
  });
});

describe("the config and navigation rules' cache", () => {
  const navRules = (result: ReturnType<typeof run>) =>
    seen(result.diagnostics.filter((d) => d.ruleId.startsWith("nav/") || d.ruleId.startsWith("config/")));

  test("kept while only pages' texts change; docs.json, a $ref'd file or the file list start it again", () => {
    const root = tempProject({
      "docs.json": `${JSON.stringify({ ...CONFIG, navigation: { groups: [{ $ref: "start.json" }] } }, null, 2)}\n`,
      "start.json": `${JSON.stringify({ group: "Start", pages: ["index", "setup", "gone"] })}\n`,
      "index.mdx": `${page("Home")}\nHello.\n`,
      "setup.mdx": `${page("Setup")}\nSet up.\n`,
    });
    const first = run(root);
    expect(first.projectRulesFromCache).toBe(false);
    expect(navRules(first).some((line) => line.includes("nav/missing-page"))).toBe(true);
    const second = run(root);
    expect(second.projectRulesFromCache).toBe(true);
    expect(seen(second.diagnostics)).toEqual(seen(first.diagnostics));
    // A page's text is not what these rules read.
    writeFileSync(path.join(root, "setup.mdx"), `${page("Setup")}\nSet up the vane.\n`);
    expect(run(root).projectRulesFromCache).toBe(true);
    // The missing page is written: a new file.
    writeFileSync(path.join(root, "gone.mdx"), `${page("Gone")}\nBack.\n`);
    const added = run(root);
    expect(added.projectRulesFromCache).toBe(false);
    expect(navRules(added).some((line) => line.includes("nav/missing-page"))).toBe(false);
    expect(seen(added.diagnostics)).toEqual(seen(run(root, false).diagnostics));
    // The $ref'd file drops a page from the navigation: it is an orphan now.
    writeFileSync(path.join(root, "start.json"), `${JSON.stringify({ group: "Start", pages: ["index", "gone"] })}\n`);
    const referenced = run(root);
    expect(referenced.projectRulesFromCache).toBe(false);
    expect(navRules(referenced).some((line) => line.includes("nav/orphan-page") && line.includes("setup.mdx"))).toBe(
      true,
    );
    expect(seen(referenced.diagnostics)).toEqual(seen(run(root, false).diagnostics));
    // docs.json itself: another name.
    writeFileSync(
      path.join(root, "docs.json"),
      `${JSON.stringify({ ...CONFIG, name: "Gale 2", navigation: { groups: [{ $ref: "start.json" }] } })}\n`,
    );
    expect(run(root).projectRulesFromCache).toBe(false);
    expect(run(root).projectRulesFromCache).toBe(true);
  });

  test("the ignore settings the rules asked about, and the rules' severities, are part of what is kept", () => {
    const root = project();
    writeFileSync(path.join(root, "draft.mdx"), `${page("Draft")}\nNot listed.\n`);
    const orphan = (result: ReturnType<typeof run>) =>
      navRules(result).some((line) => line.includes("nav/orphan-page") && line.includes("draft.mdx"));
    // The settings file is there from the start, so the file list stays as it is when it changes.
    writeFileSync(path.join(root, "docsgate.config.json"), JSON.stringify({ ignore: ["notes/**"] }));
    expect(orphan(run(root))).toBe(true);
    expect(run(root).projectRulesFromCache).toBe(true);
    writeFileSync(path.join(root, "docsgate.config.json"), JSON.stringify({ ignore: ["notes/**", "draft.mdx"] }));
    const ignored = run(root);
    expect(ignored.projectRulesFromCache).toBe(false);
    expect(orphan(ignored)).toBe(false);
    expect(run(root).projectRulesFromCache).toBe(true);
    writeFileSync(path.join(root, "docsgate.config.json"), JSON.stringify({ rules: { "nav/orphan-page": "off" } }));
    const off = run(root);
    expect(off.projectRulesFromCache).toBe(false);
    expect(seen(off.diagnostics)).toEqual(seen(run(root, false).diagnostics));
  });

  test("the pages generated from a spec are part of what is kept", () => {
    const spec = (path: string) =>
      `openapi: 3.1.0\ninfo: { title: Gale, version: 1.0.0 }\npaths:\n  ${path}:\n    get:\n      summary: Get readings\n      responses: { "200": { description: ok } }\n`;
    const root = tempProject({
      "docs.json": `${JSON.stringify({
        ...CONFIG,
        navigation: {
          groups: [
            { group: "Start", pages: ["index", "api-reference/get-readings"] },
            { group: "API", openapi: "openapi.yaml" },
          ],
        },
      })}\n`,
      "openapi.yaml": spec("/readings"),
      "index.mdx": `${page("Home")}\nHello.\n`,
    });
    const missing = (result: ReturnType<typeof run>) =>
      navRules(result).some((line) => line.includes("nav/missing-page"));
    expect(missing(run(root))).toBe(false);
    expect(run(root).projectRulesFromCache).toBe(true);
    // Now the operation goes: the navigation entry names a page nothing generates.
    writeFileSync(path.join(root, "openapi.yaml"), spec("/readings").replace("summary: Get readings", "summary: List"));
    const gone = run(root);
    expect(gone.projectRulesFromCache).toBe(false);
    expect(missing(gone)).toBe(true);
    expect(seen(gone.diagnostics)).toEqual(seen(run(root, false).diagnostics));
  });

  test("two projects sharing a cache folder (a pull request's base and head) each keep their entry", () => {
    const head = project();
    const base = project();
    writeFileSync(path.join(base, "wind.mdx"), `${page("Wind")}\nCalm.\n`);
    const cache = folder(head);
    const both = () => [head, base].map((root) => check({ root, cache }).projectRulesFromCache);
    expect(both()).toEqual([false, false]);
    expect(both()).toEqual([true, true]);
  });

  test("a damaged cache file is read as none", () => {
    const root = project();
    const first = run(root);
    const dir = path.join(root, PAGE_CACHE_DIR);
    const files = readdirSync(dir).filter((file) => file.startsWith("project-rules-"));
    expect(files).toHaveLength(1);
    for (const file of files) writeFileSync(path.join(dir, file), "not a cache");
    const again = run(root);
    expect(again.projectRulesFromCache).toBe(false);
    expect(seen(again.diagnostics)).toEqual(seen(first.diagnostics));
    expect(run(root).projectRulesFromCache).toBe(true);
  });
});
