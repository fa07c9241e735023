import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { tempProject } from "../helpers/temp-project.js";
import {
  buildAndServe,
  describe,
  launchBrowser,
  test,
  type BrowserSession,
  type BuiltStarter,
} from "../helpers/browser.js";

// The site's Content-Security-Policy and its active files, in Chromium. Each planted script would set `window.ran`
// or the document's title; none may. The policy works from the page's own <meta> (a static host sends no headers)
// and from `docsgate serve`'s header.

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

let site: BuiltStarter;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  const root = tempProject({
    "docs.json": JSON.stringify({
      theme: "mint",
      name: "Planted",
      colors: { primary: "#1D6FD8" },
      navigation: { groups: [{ group: "Start", pages: ["index"] }] },
      redirects: [{ source: "/old-home", destination: "/" }],
    }),
    "index.mdx": [
      "---",
      "title: Home",
      "description: A page with scripts planted in it.",
      "---",
      "",
      "<script>window.ran = 'script'</script>",
      "",
      '<img src="/missing.png" onerror="window.ran = \'onerror\'" alt="Missing" />',
      "",
      "[Run](javascript:window.ran='link') the [demo](/files/demo.html) and look at [the flow](/images/flow.svg).",
      "",
      "Subscribe to [the feed](/files/feed.xml).",
      "",
    ].join("\n"),
    "files/demo.html":
      "<!doctype html><html><head><title>demo</title></head><body><p>Demo</p><script>document.title = 'ran'</script>" +
      '<img src="data:," onerror="document.title = \'ran\'"></body></html>',
    "files/feed.xml":
      '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>feed</title></head><body><p>Feed</p><script>document.title = "ran"</script></body></html>',
    "images/flow.svg": `<svg ${SVG} onload="document.title = 'ran'"><title>flow</title><script>document.title = 'ran'</script><circle r="4"/></svg>`,
  });
  site = await buildAndServe(root);
  browser = await launchBrowser();
  page = (await browser.newPage()).page;
  // Set before any of the page's own scripts: what the policy refused, as the page's document saw it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(event.effectiveDirective));
  });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Opens `route`; with `headers: false` the response's Content-Security-Policy header is dropped, as on a static host. */
async function open(route: string, headers = true): Promise<void> {
  // A handler of the last test may still hold a request the page gave up (a navigation moved on).
  await page.unrouteAll({ behavior: "ignoreErrors" });
  if (!headers)
    await page.route("**/*", async (route) => {
      const response = await route.fetch();
      const { "content-security-policy": _dropped, ...rest } = response.headers();
      await route.fulfill({ response, headers: rest });
    });
  await page.goto(new URL(route, site.url).href, { waitUntil: "load" });
}

const ran = () => page.evaluate(() => (window as unknown as { ran?: string }).ran);
const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

describe("the Content-Security-Policy of the built site", () => {
  test("what a page's Markdown holds never reaches the page as a script", async () => {
    await open("");
    const html = readFileSync(path.join(site.dir, "index.html"), "utf8");
    expect(html).not.toMatch(/window\.ran|onerror|javascript:/);
    expect(await ran()).toBeUndefined();
  });

  for (const headers of [true, false]) {
    test(`an inline script and an event attribute that reach a page are blocked (${headers ? "the server's header" : "the page's <meta> alone"})`, async () => {
      // As if the renderer had let them through.
      const file = path.join(site.dir, "index.html");
      const built = readFileSync(file, "utf8");
      writeFileSync(
        file,
        built.replace(
          "</body>",
          `<script>window.ran = "inline"</script><img src="data:," alt="" onerror="window.ran = 'attribute'"><a id="planted" href="javascript:window.ran='link'">x</a></body>`,
        ),
      );
      try {
        await open("", headers);
        await page.locator("#planted").click();
        await expect.poll(violations).toEqual(expect.arrayContaining(["script-src-elem", "script-src-attr"]));
        expect(await ran()).toBeUndefined();
        // The site's own scripts ran: the early script set the theme, the client script made the search box work.
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/);
        await page.keyboard.press("Control+k");
        await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
      } finally {
        writeFileSync(file, built);
      }
    });
  }

  for (const headers of [true, false])
    test(`a redirect document's own script runs: the fragment goes on with the reader (${headers ? "header" : "<meta>"})`, async () => {
      await open("old-home/#top", headers);
      await page.waitForURL(new URL("#top", site.url).href);
      expect(await violations()).toEqual([]);
    });
});

describe("active files of the docs, published", () => {
  for (const headers of [true, false]) {
    test(`an HTML file opened on its own runs no script (${headers ? "served with a sandbox" : "its own policy alone"})`, async () => {
      await open("files/demo.html", headers);
      expect(await page.locator("p").innerText()).toBe("Demo");
      expect(await page.title()).toBe("demo");
      // In the sandbox no script runs at all, and nothing is reported; the policy alone reports what it refused.
      if (!headers) expect(await violations()).toEqual(expect.arrayContaining(["script-src-elem", "script-src-attr"]));
    });

    test(`an SVG opened on its own runs no script (${headers ? "served with a sandbox" : "no header"})`, async () => {
      await open("images/flow.svg", headers);
      expect(await page.locator("circle").count()).toBe(1);
      expect(await page.title()).toBe("flow");
    });

    test(`an XML file with an XHTML script, opened on its own, runs none (${headers ? "served with a sandbox" : "no header"})`, async () => {
      await open("files/feed.xml", headers);
      expect(await page.locator("p").innerText()).toBe("Feed");
      expect(await page.title()).toBe("feed");
    });
  }

  test("the published files say what they were and are found by the check, at the page's links", async () => {
    expect(readFileSync(path.join(site.dir, "images/flow.svg"), "utf8")).toBe(
      `<svg ${SVG}><title>flow</title><circle r="4"/></svg>`,
    );
    expect(readFileSync(path.join(site.dir, "files/demo.html"), "utf8")).toMatch(
      /^<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'none';/,
    );
    expect(
      site.diagnostics.filter((d) => d.ruleId === "page/active-file").map((d) => `${d.file}:${d.line}:${d.column}`),
    ).toEqual(["index.mdx:10:41", "index.mdx:10:78", "index.mdx:12:14"]);
  });
});
