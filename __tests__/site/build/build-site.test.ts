import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import MiniSearch from "minisearch";
import { beforeAll, describe, expect, test } from "vitest";
import { loadProject } from "../../../src/project/project.js";
import { buildSite, type BuiltSite } from "../../../src/site/build-site.js";
import { BUILD_MARKER } from "../../../src/project/built-site.js";
import {
  FULL_SEARCH_OPTIONS,
  QUICK_SEARCH_OPTIONS,
  SEARCH_INDEX_PATH,
  fullIndexPath,
  type FullSearchFile,
} from "../../../src/site/search/search-options.js";
import type { RenderedPage } from "../../../src/render/types.js";
import { tempProject } from "../../helpers/temp-project.js";

/**
 * The build's own part, from rendered pages made by hand: which files land where, the search
 * index, sitemap.xml and llms.txt, the copies, and byte-identical repeats. The rendering itself
 * (check with `render`) is exercised end to end in __tests__/e2e/build.test.ts.
 */
function project() {
  const root = tempProject({
    "docs.json": JSON.stringify({
      name: "Acme Alerts",
      description: "Weather alerts for teams.",
      logo: "/logo.svg",
      favicon: "/favicon.png",
      navigation: {
        groups: [
          { group: "Start", pages: ["index", "guides/setup"] },
          { group: "Reference", pages: ["reference/limits"] },
        ],
      },
    }),
    "index.mdx": "",
    "guides/setup.mdx": "",
    "reference/limits.mdx": "",
    "orphan.mdx": "",
    "logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "favicon.png": "png",
    "images/diagram.png": "diagram bytes",
    "files/terms.pdf": "%PDF",
  });
  const outside = tempProject({ "secret.png": "secret bytes" });
  symlinkSync(path.join(outside, "secret.png"), path.join(root, "images", "leak.png"));
  return { root, project: loadProject(root) };
}

function rendered(file: string, title: string, extra: Partial<RenderedPage> = {}): [string, RenderedPage] {
  return [
    file,
    {
      file,
      title,
      description: `About ${title.toLowerCase()}.`,
      html: `<p>${title}</p>`,
      toc: [],
      text: title,
      assets: [],
      links: [],
      ...extra,
    },
  ];
}

const PAGES = new Map([
  rendered("index.mdx", "Welcome"),
  rendered("guides/setup.mdx", "Set up alerts", {
    html: '<p>Connect the <a href="/docs/reference/limits/">limits</a>.</p><img src="/docs/images/diagram.png" alt="Diagram">',
    toc: [{ depth: 2, id: "connect-a-channel", text: "Connect a channel" }],
    text: "Connect the anemometer to your channel.",
    assets: ["images/diagram.png", "files/terms.pdf", "images/leak.png", "images/missing.png"],
  }),
  rendered("reference/limits.mdx", "Limits"),
  rendered("orphan.mdx", "Orphan"),
]);

function build(outDir: string, siteUrl?: string) {
  const { project: p } = project();
  return buildSite({ project: p, rendered: PAGES, outDir, basePath: "/docs", ...(siteUrl ? { siteUrl } : {}) });
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

describe("buildSite", () => {
  const out = path.join(tempProject({}), "site");
  let built: BuiltSite;
  beforeAll(async () => {
    built = await build(out, "https://acme.dev");
  });
  const read = (file: string) => readFileSync(path.join(out, file), "utf8");

  test("every page at its clean URL, the 404 page, the index files, the assets under the root", () => {
    expect(built.pages).toBe(4);
    expect(listFiles(out)).toEqual([
      "404.html",
      "_docsgate/client.js",
      BUILD_MARKER,
      "_docsgate/icons-LICENSE.txt",
      "_docsgate/search-full.json",
      "_docsgate/search.js",
      "_docsgate/search.json",
      "_docsgate/theme.css",
      "favicon.png",
      "files/terms.pdf",
      "guides/index.html",
      "guides/setup.md",
      "guides/setup/index.html",
      "images/diagram.png",
      "index.html",
      "index.md",
      "llms-full.txt",
      "llms.txt",
      "logo.svg",
      "orphan.md",
      "orphan/index.html",
      "reference/index.html",
      "reference/limits.md",
      "reference/limits/index.html",
      "sitemap.xml",
    ]);
    expect(built.files).toEqual(listFiles(out));
    expect(read("guides/setup/index.html")).toContain("<p>Connect the ");
    expect(read("images/diagram.png")).toBe("diagram bytes");
  });

  test("a symlink out of the root is never copied, nor a file the root lacks", () => {
    expect(existsSync(path.join(out, "images", "leak.png"))).toBe(false);
    expect(existsSync(path.join(out, "images", "missing.png"))).toBe(false);
  });

  test("the search indexes load with the client's options: a page by its title, a section by a word of its body", () => {
    const quick = MiniSearch.loadJSON(read(SEARCH_INDEX_PATH), {
      ...QUICK_SEARCH_OPTIONS,
      fields: [...QUICK_SEARCH_OPTIONS.fields],
      storeFields: [...QUICK_SEARCH_OPTIONS.storeFields],
    });
    expect(quick.search("set up alerts")[0]).toMatchObject({ title: "Set up alerts", url: "/docs/guides/setup/" });
    expect(quick.search("anemometer")).toEqual([]);
    const full = JSON.parse(read(fullIndexPath(SEARCH_INDEX_PATH))) as FullSearchFile;
    const index = MiniSearch.loadJS(full.index as Parameters<typeof MiniSearch.loadJS>[0], {
      ...FULL_SEARCH_OPTIONS,
      fields: [...FULL_SEARCH_OPTIONS.fields],
      storeFields: [],
    });
    const [hit] = index.search("anemometer");
    expect(quick.getStoredFields(hit!.id)).toMatchObject({ title: "Set up alerts", section: "Start" });
    expect(String(quick.getStoredFields(hit!.id)!.url)).toMatch(/^\/docs\/guides\/setup\//);
    expect(full.texts[hit!.id]).toContain("anemometer");
    expect(String(quick.getStoredFields(index.search("channel")[0]!.id)!.url)).toMatch(/^\/docs\/guides\/setup\//);
  });

  test("sitemap.xml: every page, absolute, in the navigation's order", () => {
    expect(read("sitemap.xml")).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        ["/docs/", "/docs/guides/setup/", "/docs/reference/limits/", "/docs/orphan/"]
          .map((href) => `  <url><loc>https://acme.dev${href}</loc></url>\n`)
          .join("") +
        "</urlset>\n",
    );
  });

  test("llms.txt: name, description, then title, URL and description of each page", () => {
    const text = read("llms.txt");
    expect(text.startsWith("# Acme Alerts\n\n> Weather alerts for teams.\n\n## ")).toBe(true);
    expect(text).toContain("- [Set up alerts](https://acme.dev/docs/guides/setup/): About set up alerts.\n");
    expect(text).toContain("- [Limits](https://acme.dev/docs/reference/limits/): About limits.\n");
  });

  test("every local href and src of every page starts with the base path", () => {
    const htmlFiles = listFiles(out).filter((file) => file.endsWith(".html"));
    for (const file of htmlFiles) {
      const links = [...read(file).matchAll(/\s(?:href|src|action|poster)="([^"]*)"/g)].map((match) => match[1]!);
      expect(links.length, file).toBeGreaterThan(0);
      for (const link of links.filter((value) => value.startsWith("/")))
        expect(link, `${file}: ${link}`).toMatch(/^\/docs\//);
    }
  });

  test("without a site URL, sitemap.xml and llms.txt hold paths from the server's root", async () => {
    const plain = path.join(tempProject({}), "site");
    await build(plain);
    expect(readFileSync(path.join(plain, "sitemap.xml"), "utf8")).toContain("<loc>/docs/guides/setup/</loc>");
    expect(readFileSync(path.join(plain, "llms.txt"), "utf8")).toContain(
      "- [Set up alerts](/docs/guides/setup/): About set up alerts.",
    );
  });

  test("without a root page, the root leads to the first page of the navigation", async () => {
    const root = tempProject({
      "docs.json": JSON.stringify({ name: "Acme <Alerts>", navigation: [{ group: "Start", pages: ["intro"] }] }),
      "intro.mdx": "",
    });
    const site = path.join(tempProject({}), "site");
    await buildSite({
      project: loadProject(root),
      rendered: new Map([rendered("intro.mdx", "Intro")]),
      outDir: site,
      basePath: "/docs",
    });
    const html = readFileSync(path.join(site, "index.html"), "utf8");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro/">');
    expect(html).toContain("<title>Acme &lt;Alerts&gt;</title>");
    expect(read("index.html")).not.toContain('http-equiv="refresh"');
  });

  test("a folder of the navigation without a page leads to its first page there, as on Mintlify; a folder's own page stays", async () => {
    const config = {
      name: "Acme",
      navigation: [
        { group: "Start", pages: ["index", "guides/setup", "guides/alerts/email", "guides/alerts/sms", "orphans/a"] },
        { group: "API", pages: ["api/index", "api/users"] },
      ],
    };
    const files = [
      "index",
      "guides/setup",
      "guides/alerts/email",
      "guides/alerts/sms",
      "api/index",
      "api/users",
      "drafts/plan",
    ];
    const root = tempProject({
      "docs.json": JSON.stringify(config),
      ...Object.fromEntries(files.map((file) => [`${file}.mdx`, ""])),
    });
    const site = path.join(tempProject({}), "site");
    const pages = new Map(files.map((file) => rendered(`${file}.mdx`, file)));
    const { files: written } = await buildSite({
      project: loadProject(root),
      rendered: pages,
      outDir: site,
      basePath: "/docs",
    });
    expect(written.filter((file) => file.endsWith("index.html"))).toEqual([
      "api/index.html",
      "api/users/index.html",
      "drafts/plan/index.html",
      "guides/alerts/email/index.html",
      "guides/alerts/index.html",
      "guides/alerts/sms/index.html",
      "guides/index.html",
      "guides/setup/index.html",
      "index.html",
    ]);
    expect(readFileSync(path.join(site, "guides", "index.html"), "utf8")).toContain(
      '<meta http-equiv="refresh" content="0; url=/docs/guides/setup/">',
    );
    expect(readFileSync(path.join(site, "guides", "alerts", "index.html"), "utf8")).toContain(
      '<meta http-equiv="refresh" content="0; url=/docs/guides/alerts/email/">',
    );
    expect(readFileSync(path.join(site, "api", "index.html"), "utf8")).toContain("<p>api/index</p>");
  });

  test("two pages with one URL: the first in the navigation is built, and listed once", async () => {
    const root = tempProject({
      "docs.json": JSON.stringify({
        name: "Acme",
        navigation: [{ group: "Start", pages: ["index", "guide/index", "guide"] }],
      }),
      "index.mdx": "",
      "guide.mdx": "",
      "guide/index.mdx": "",
    });
    const site = path.join(tempProject({}), "site");
    const pages = new Map([
      rendered("index.mdx", "Home"),
      rendered("guide/index.mdx", "Guide folder"),
      rendered("guide.mdx", "Guide file"),
    ]);
    expect((await buildSite({ project: loadProject(root), rendered: pages, outDir: site, basePath: "" })).pages).toBe(
      2,
    );
    expect(readFileSync(path.join(site, "guide", "index.html"), "utf8")).toContain("<p>Guide folder</p>");
    expect(readFileSync(path.join(site, "sitemap.xml"), "utf8").match(/<loc>\/guide\/<\/loc>/g)).toHaveLength(1);
  });

  test("two builds of the same input are byte-identical; a rebuild replaces the old files", async () => {
    const again = path.join(tempProject({}), "site");
    mkdirSync(path.join(again, "_docsgate"), { recursive: true });
    writeFileSync(path.join(again, BUILD_MARKER), "earlier build");
    writeFileSync(path.join(again, "stale.html"), "from an earlier build");
    await build(again, "https://acme.dev");
    const hashes = (dir: string) =>
      Object.fromEntries(
        listFiles(dir).map((file) => [
          file,
          createHash("sha256")
            .update(readFileSync(path.join(dir, file)))
            .digest("hex"),
        ]),
      );
    expect(hashes(again)).toEqual(hashes(out));
  });
});

test("a site whose docs.json picks Lucide or Tabler carries that library's licence beside Font Awesome's", async () => {
  for (const [library, notice] of [
    ["lucide", "ISC License"],
    ["tabler", "MIT License"],
  ] as const) {
    const root = tempProject({
      "docs.json": JSON.stringify({
        name: "Acme",
        icons: { library },
        navigation: { groups: [{ group: "Start", pages: ["index"] }] },
      }),
      "index.mdx": "",
    });
    const out = path.join(tempProject({}), "site");
    await buildSite({
      project: loadProject(root),
      rendered: new Map([rendered("index.mdx", "Welcome")]),
      outDir: out,
      basePath: "",
    });
    const licences = listFiles(out).filter((file) => file.endsWith("LICENSE.txt"));
    expect(licences).toEqual(["_docsgate/icons-LICENSE.txt", `_docsgate/icons-${library}-LICENSE.txt`]);
    expect(readFileSync(path.join(out, `_docsgate/icons-${library}-LICENSE.txt`), "utf8")).toContain(notice);
  }
});

test("a v2 site with versions: a page of v2 searches v2's index, which holds v2's pages and not v1's", async () => {
  const root = tempProject({
    "docs.json": JSON.stringify({
      name: "Acme",
      navigation: {
        versions: [
          { version: "v1", groups: [{ group: "Then", pages: ["v1/alerts"] }] },
          { version: "v2", groups: [{ group: "Now", pages: ["v2/alerts"] }] },
        ],
      },
    }),
    "v1/alerts.mdx": "",
    "v2/alerts.mdx": "",
  });
  const out = path.join(tempProject({}), "site");
  await buildSite({
    project: loadProject(root),
    rendered: new Map([rendered("v1/alerts.mdx", "Old alerts"), rendered("v2/alerts.mdx", "New alerts")]),
    outDir: out,
    basePath: "/docs",
  });
  const read = (file: string) => readFileSync(path.join(out, file), "utf8");
  expect(listFiles(out).filter((file) => file.includes("/search"))).toEqual([
    "_docsgate/search-full.json",
    "_docsgate/search.js",
    "_docsgate/search.json",
    "_docsgate/search.v2-full.json",
    "_docsgate/search.v2.json",
  ]);
  expect(read("v2/alerts/index.html")).toContain('data-search-index="/docs/_docsgate/search.v2.json"');
  // The default version's pages search the site's one index, as a site without versions does.
  expect(read("v1/alerts/index.html")).not.toContain("data-search-index");
  const urls = (quick: string) =>
    Object.values((JSON.parse(read(quick)) as { storedFields: Record<string, { url: string }> }).storedFields).map(
      (fields) => fields.url,
    );
  expect(urls("_docsgate/search.v2.json")).toEqual(["/docs/v2/alerts/"]);
  expect(urls(SEARCH_INDEX_PATH)).toEqual(["/docs/v1/alerts/"]);
  const full = JSON.parse(read(fullIndexPath("_docsgate/search.v2.json"))) as FullSearchFile;
  expect(full.texts).toEqual(["New alerts"]);
});
