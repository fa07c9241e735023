import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { tempProject } from "../helpers/temp-project.js";
import { runSite } from "../helpers/site-run.js";
import {
  buildAndServe,
  describe,
  launchBrowser,
  test,
  type BrowserSession,
  type BuiltStarter,
  type PageProblems,
} from "../helpers/browser.js";

// Pages and files whose names hold `#`, `?`, `%`, spaces and a backslash, built and opened in Chromium: every link
// the site makes to them (sidebar, next and previous, search, sitemap, a page's own links and images) reaches them.

/** Page files (without `.mdx`) and their titles, in navigation order. */
const PAGES: Record<string, string> = {
  index: "Home",
  "guides/a b": "Spaced",
  "guides/c#d": "Hashed",
  "guides/e?f": "Questioned",
  "guides/g%h": "Percent",
  "guides/k%20l": "Escaped",
};
/** Built and in the sitemap, though no navigation entry can name it (docsgate reads a backslash there as a slash). */
const BACKSLASH_PAGE = "guides/i\\j";
/** A 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

function mdx(title: string, body = "Text."): string {
  return `---\ntitle: "${title}"\ndescription: The ${title.toLowerCase()} page.\n---\n\n${body}\n`;
}

let root: string;
let site: BuiltStarter;
let browser: BrowserSession;
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  root = tempProject({
    "docs.json": JSON.stringify({
      theme: "mint",
      name: "Odd names",
      colors: { primary: "#1D6FD8" },
      navigation: { groups: [{ group: "Start", pages: Object.keys(PAGES) }] },
    }),
    ...Object.fromEntries(
      Object.entries(PAGES).map(([file, title]) => [
        `${file}.mdx`,
        file === "index"
          ? mdx(
              title,
              [
                "<Frame>",
                '  <img src="/images/chart%20%231%3F%25.png" alt="A chart" />',
                "</Frame>",
                "",
                "[Hashed](/guides/c%23d), [questioned](guides/e%3Ff#top), [the data](/files/data%20%2350%25.csv).",
              ].join("\n"),
            )
          : mdx(title),
      ]),
    ),
    [`${BACKSLASH_PAGE}.mdx`]: mdx("Backslashed"),
    "images/chart #1?%.png": "",
    "files/data #50%.csv": "a,b\n1,2\n",
  });
  writeFileSync(path.join(root, "images/chart #1?%.png"), PNG);
  site = await buildAndServe(root);
  browser = await launchBrowser();
  ({ page, problems } = await browser.newPage());
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe("pages and files with #, ?, %, spaces and backslashes in their names", () => {
  test("the build and its link check report no broken link: only Mintlify's trouble with the names, at their entries", async () => {
    const { result } = await runSite(root, { basePath: "", links: true });
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => `${d.ruleId} ${d.file}:${d.line}`)).toEqual([
      "nav/page-name docs.json:1",
      "nav/page-name docs.json:1",
      "nav/page-name docs.json:1",
      "nav/page-name docs.json:1",
    ]);
  });

  test("every sidebar link, followed by a click, opens its page; next and previous lead on", async () => {
    const entries = Object.entries(PAGES);
    for (const [i, [, title]] of entries.entries()) {
      await page.goto(site.url, { waitUntil: "load" });
      await page.locator(".sidebar a.nav-link").nth(i).click();
      await expect.poll(() => page.locator("h1").first().innerText()).toBe(title);
      const next = entries[i + 1];
      if (next) {
        await page.locator(".pager-next").click();
        await expect.poll(() => page.locator("h1").first().innerText()).toBe(next[1]);
      }
    }
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("a page's links, its image and a download reach the files; the sitemap's URLs open every page", async () => {
    await page.goto(site.url, { waitUntil: "load" });
    const image = page.getByRole("img", { name: "A chart" });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const download = await page.getByRole("link", { name: "the data" }).getAttribute("href");
    expect((await page.request.get(new URL(download!, site.url).href)).status()).toBe(200);
    await page.getByRole("main").getByRole("link", { name: "Hashed", exact: true }).click();
    await expect.poll(() => page.locator("h1").first().innerText()).toBe("Hashed");

    const sitemap = readFileSync(path.join(site.dir, "sitemap.xml"), "utf8");
    const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    const titles: string[] = [];
    for (const location of locations) {
      await page.goto(new URL(location, site.url).href, { waitUntil: "load" });
      titles.push(await page.locator("h1").first().innerText());
    }
    expect(titles.sort()).toEqual([...Object.values(PAGES), "Backslashed"].sort());
  });

  test("search finds a page by its title and its result opens it", async () => {
    await page.goto(site.url, { waitUntil: "load" });
    await page.keyboard.press("Control+k");
    await page.getByRole("searchbox", { name: "Search the docs" }).fill("Questioned");
    const result = page.getByRole("dialog").getByRole("link").filter({ hasText: "Questioned" }).first();
    await expect.poll(() => result.count()).toBe(1);
    await result.click();
    await expect.poll(() => page.locator("h1").first().innerText()).toBe("Questioned");
  });
});
