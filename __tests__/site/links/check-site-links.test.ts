import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import { linkSummary } from "../../../src/site/links/check-site-links.js";
import { runSite } from "../../helpers/site-run.js";
import { page, tempProject } from "../../helpers/temp-project.js";

const FIXTURE = path.resolve("__tests__/fixtures/broken-links");
const outs: string[] = [];
afterAll(() => {
  for (const dir of outs) rmSync(dir, { recursive: true, force: true });
});

async function crawl(root: string, basePath = "", siteUrl?: string) {
  const outDir = mkdtempSync(path.join(tmpdir(), "docsgate-links-"));
  outs.push(outDir);
  return runSite(root, {
    outDir,
    basePath,
    ...(siteUrl ? { siteUrl } : {}),
    links: true,
  });
}

const at = (diagnostic: Diagnostic) =>
  `${diagnostic.file}:${diagnostic.line}:${diagnostic.column} ${diagnostic.ruleId}`;
const linkProblems = (diagnostics: readonly Diagnostic[]) =>
  diagnostics
    .filter((d) =>
      ["site/broken-link", "page/broken-link", "page/missing-asset", "config/empty-section", "config/schema"].includes(
        d.ruleId,
      ),
    )
    .map(at);

describe("the crawl of a site built from the fixture", () => {
  test("reports a broken link only the built site shows at the snippet line that writes it, and every other broken link once, by the rule of its source", async () => {
    const { result, links } = await crawl(FIXTURE);
    expect(linkProblems(result.diagnostics)).toEqual([
      // A Card in a page: the source rule finds it; the crawl agrees and adds nothing.
      "guides/cards.mdx:14:5 page/broken-link",
      // A wrong fragment, same.
      "guides/setup.mdx:12:43 page/broken-link",
      // A missing image, same.
      "index.mdx:8:1 page/missing-asset",
      // A card in a snippet with a relative href: it resolves against the page that shows it (guides/alerts), so only
      // the site shows it is broken.
      "snippets/more-cards.mdx:1:22 site/broken-link",
      "snippets/more-cards.mdx:5:6 page/missing-asset",
    ]);
    const snippet = result.diagnostics.find((d) => d.ruleId === "site/broken-link")!;
    expect(snippet.message).toBe(
      "Broken link `alerts` (`/guides/alerts/` on the built site): the built site has no page or file at `/guides/alerts/`. Point the link at an existing page or file, or add it.",
    );
    expect(snippet.severity).toBe("error");
    // Four pages and the 404 page; the redirects of the folders `guides` and `reference` to their first pages are no
    // pages. The crawl found five broken links: the snippet's, and the four the check's rules report.
    expect(links!.stats).toMatchObject({ documents: 5, broken: 5, reportedByCheck: 4 });
    expect(linkSummary(links!)).toBe(
      "Checked the links of 5 pages (18 targets): 5 broken links, reported at their lines (4 by the check already)",
    );
  });

  test("under a base path, a root-relative link in an OpenAPI description breaks, and is reported at its line of the spec", async () => {
    const { result } = await crawl(FIXTURE, "/docs");
    const site = result.diagnostics.filter((d) => d.ruleId === "site/broken-link");
    expect(site.map(at)).toEqual([
      "openapi.yaml:16:20 site/broken-link",
      "snippets/more-cards.mdx:1:22 site/broken-link",
    ]);
    expect(site[0]!.message).toBe(
      "The OpenAPI description's link `/guides/setup` is broken: the site is served under `/docs`, and `/guides/setup` is outside it, so nothing is there. Write the path under the base path (`/docs/guides/setup`), or a path relative to the page.",
    );
  });

  test("a navigation link of docs.json to a missing page or a missing heading is reported at its docs.json line", async () => {
    const config = {
      theme: "mint",
      name: "Gale",
      colors: { primary: "#1F6FEB" },
      navigation: {
        global: {
          anchors: [
            { anchor: "Status", href: "/status" },
            { anchor: "Install", href: "/setup#install-the-vane" },
            { anchor: "Blog", href: "https://blog.gale.test" },
          ],
        },
        groups: [{ group: "Start", pages: ["index", "setup"] }],
      },
    };
    const root = tempProject({
      "docs.json": `${JSON.stringify(config, null, 2)}\n`,
      "index.mdx": page("Home"),
      "setup.mdx": `${page("Setup")}\n## Mount the vane\n`,
    });
    const { result, links } = await crawl(root);
    const site = result.diagnostics.filter((d) => d.ruleId === "site/broken-link");
    expect(site.map(at)).toEqual(["docs.json:12:19 site/broken-link", "docs.json:16:19 site/broken-link"]);
    expect(site[0]!.message).toBe(
      "The docs.json link `/status` is broken: the built site has no page or file at `/status`. Point the link at an existing page or file, or add it. (on 3 pages)",
    );
    expect(site[1]!.message).toMatch(
      /^The docs.json link `\/setup#install-the-vane` \(`\/setup\/#install-the-vane` on the built site\) is broken: `\/setup\/` has no element with the id `install-the-vane`\. Did you mean `#mount-the-vane`\?/,
    );
    // The external anchor is not requested without --external.
    expect(links!.stats.externalUrls).toBe(1);
  });

  test("a site published under a path (its canonical URL): a link under that path works when the page is there", async () => {
    const config = {
      theme: "mint",
      name: "Gale",
      colors: { primary: "#1F6FEB" },
      seo: { metatags: { canonical: "https://gale.test/docs" } },
      navigation: { groups: [{ group: "Start", pages: ["index", "setup", "reading"] }] },
    };
    const spec = [
      "openapi: 3.1.0",
      "info: { title: Gale, version: 1.0.0 }",
      "servers: [{ url: https://api.gale.test }]",
      "paths:",
      "  /readings:",
      "    get:",
      "      summary: List readings",
      "      description: Mount the vane first ([setup](/docs/setup)); see also [calibration](/docs/calibration).",
      "      responses: { '200': { description: The readings. } }",
      "",
    ].join("\n");
    const root = tempProject({
      "docs.json": `${JSON.stringify(config, null, 2)}\n`,
      "openapi.yaml": spec,
      "index.mdx": page("Home"),
      "setup.mdx": page("Setup"),
      "reading.mdx": `---\ntitle: "List readings"\ndescription: "Every reading."\nopenapi: "openapi.yaml GET /readings"\n---\n`,
    });
    const { result } = await crawl(root);
    const site = result.diagnostics.filter((d) => d.ruleId === "site/broken-link");
    // `/docs/setup` is the setup page on the published site; `/docs/calibration` is nowhere.
    expect(site.map((d) => d.message.match(/`[^`]+`/)![0])).toEqual(["`/docs/calibration`"]);
  });

  test("a docs.json redirect to a missing page, in a $ref'd file, is config/redirect-target's at its line; its redirect page adds nothing", async () => {
    const config = {
      theme: "mint",
      name: "Gale",
      colors: { primary: "#1F6FEB" },
      navigation: { groups: [{ group: "Start", pages: ["index"] }] },
      redirects: { $ref: "./redirects.json" },
    };
    const redirects = [
      { source: "/old-home", destination: "/index" },
      { source: "/old-setup", destination: "/guides/setup" },
    ];
    const root = tempProject({
      "docs.json": `${JSON.stringify(config, null, 2)}\n`,
      "redirects.json": `${JSON.stringify(redirects, null, 2)}\n`,
      "index.mdx": page("Home"),
    });
    const { result } = await crawl(root);
    const found = result.diagnostics
      .filter((d) => d.ruleId === "site/broken-link" || d.ruleId === "config/redirect-target")
      .map(at);
    // The crawl finds the redirect page's link broken too, and leaves it to the rule that reported its source line.
    expect(found).toEqual(["redirects.json:8:20 config/redirect-target"]);
  });

  test("a folder of the navigation is served as its first page: links to it work, their fragments are that page's, and a folder of hidden pages is reported once", async () => {
    const config = {
      theme: "mint",
      name: "Gale",
      colors: { primary: "#1F6FEB" },
      navigation: {
        global: {
          anchors: [
            { anchor: "Guides", href: "/guides" },
            { anchor: "Mount", href: "/guides#mount-the-vane" },
            { anchor: "Calibrate", href: "/guides#calibrate" },
          ],
        },
        groups: [{ group: "Start", pages: ["index", "guides/setup", "guides/tuning"] }],
      },
    };
    const root = tempProject({
      "docs.json": `${JSON.stringify(config, null, 2)}\n`,
      "index.mdx": `${page("Home")}\n[Guides](/guides) and [the hidden notes](/notes).\n`,
      "guides/setup.mdx": `${page("Setup")}\n## Mount the vane\n`,
      "guides/tuning.mdx": page("Tuning"),
      "notes/one.mdx": page("One"),
    });
    const { result } = await crawl(root);
    expect(linkProblems(result.diagnostics)).toEqual([
      "docs.json:20:19 site/broken-link",
      "index.mdx:8:23 page/broken-link",
    ]);
    const site = result.diagnostics.find((d) => d.ruleId === "site/broken-link")!;
    expect(site.message).toMatch(
      /^The docs.json link `\/guides#calibrate` is broken: `\/guides\/setup\/` has no element with the id `calibrate`\./,
    );
  });

  test("absolute links to the published site are links into the site", async () => {
    const root = tempProject({
      "docs.json": `${JSON.stringify({ name: "Gale", navigation: [{ group: "Start", pages: ["index"] }] }, null, 2)}\n`,
      "index.mdx": `${page("Home")}\nSee [the guide](https://docs.gale.test/docs/guide) and [home](https://docs.gale.test/docs/).\n`,
    });
    const { result, links } = await crawl(root, "/docs", "https://docs.gale.test/docs");
    expect(result.diagnostics.filter((d) => d.ruleId === "site/broken-link").map(at)).toEqual([
      "index.mdx:8:5 site/broken-link",
    ]);
    expect(links!.stats.externalUrls).toBe(0);
  });

  test("a docsgate-disable comment silences the crawl's report too, and is then not unused", async () => {
    const root = tempProject({
      "docs.json": `${JSON.stringify({ name: "Gale", navigation: [{ group: "Start", pages: ["index", "guides/cards"] }] }, null, 2)}\n`,
      "index.mdx": page("Home"),
      "guides/cards.mdx": `${page("Cards")}\nimport Cards from "/snippets/cards.mdx";\n\n<Cards />\n`,
      "snippets/cards.mdx": `{/* docsgate-disable-next-line site/broken-link */}\n<Card title="Alerts" href="alerts">Alerts.</Card>\n`,
    });
    const { result } = await crawl(root);
    expect(result.diagnostics.filter((d) => d.ruleId === "site/broken-link" || d.ruleId === "suppress/unused")).toEqual(
      [],
    );
  });
});

describe("external links to the machine or its network", () => {
  test("are a located notice, not checked; their credentials are not shown", async () => {
    const root = tempProject({
      "docs.json": `${JSON.stringify({ name: "Acme", navigation: [{ group: "Start", pages: ["index"] }] })}\n`,
      "index.mdx": `${page("Home")}\nSee [the status](http://reader:s3cret@127.0.0.1:9/status?token=t0k3n).\n`,
    });
    const outDir = mkdtempSync(path.join(tmpdir(), "docsgate-links-"));
    outs.push(outDir);
    const checked = await runSite(root, { outDir, basePath: "", links: true, external: {} });
    const found = checked.result.diagnostics.filter((d) => d.ruleId === "site/broken-external-link");
    expect(found.map((d) => `${at(d)} ${d.severity} ${d.message}`)).toEqual([
      "index.mdx:8:5 site/broken-external-link notice The link `http://***@127.0.0.1:9/status?token=***` is not checked: 127.0.0.1 is a loopback address; docsgate reaches loopback, link-local and private addresses only with --allow-private-addresses (action input `allow-private-addresses: true`).",
    ]);
    // Not checked is not broken.
    expect(checked.links!.stats).toMatchObject({ broken: 0, reportedByCheck: 0 });
  });
});

describe("the crawl's line", () => {
  const said = (broken: number, reportedByCheck: number) =>
    linkSummary({
      reports: [],
      notes: [],
      stats: { documents: 12, links: 60, internalUrls: 30, externalUrls: 10, broken, reportedByCheck },
      timings: { internal: 0, external: 0, report: 0 },
    });

  test("counts every broken link the crawl found, and says how many of them the check's rules already report", () => {
    expect(said(0, 0)).toBe("Checked the links of 12 pages (40 targets): none broken");
    expect(said(1, 0)).toBe("Checked the links of 12 pages (40 targets): 1 broken link, reported at its line");
    expect(said(1, 1)).toBe(
      "Checked the links of 12 pages (40 targets): 1 broken link, reported at its line (by the check already)",
    );
    expect(said(42, 42)).toBe(
      "Checked the links of 12 pages (40 targets): 42 broken links, reported at their lines (all 42 by the check already)",
    );
    expect(said(45, 42)).toBe(
      "Checked the links of 12 pages (40 targets): 45 broken links, reported at their lines (42 by the check already)",
    );
    expect(said(3, 0)).toBe("Checked the links of 12 pages (40 targets): 3 broken links, reported at their lines");
  });
});

describe("docs.json variables in the built site", () => {
  test("a link through a variable reaches its value, and one through an undefined name is reported once, by the check", async () => {
    const root = tempProject({
      "docs.json": JSON.stringify({
        theme: "mint",
        name: "Acme",
        colors: { primary: "#0D9373" },
        variables: { supportForm: "/help" },
        navigation: { groups: [{ group: "Start", pages: ["index", "help"] }] },
      }),
      "index.mdx": page("Start").replace("Text.", "See [the form]({{supportForm}}) and [the desk]({{helpDesk}})."),
      "help.mdx": page("Help"),
    });
    const { result, links } = await crawl(root);
    expect(result.diagnostics.filter((d) => /link|variable/.test(d.ruleId)).map(at)).toEqual([
      "index.mdx:6:37 page/undefined-variable",
    ]);
    expect(links!.stats).toMatchObject({ broken: 1, reportedByCheck: 1 });
  });
});
