import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import {
  describe,
  test,
  useStarterTab,
  type BrowserSession,
  type BuiltStarter,
  type PageProblems,
} from "../helpers/browser.js";

// The v2 docs.json fields that change what a reader sees, in real Chromium: the banner, the
// navbar, the footer's socials and link columns, SEO meta tags, appearance, background
// decoration and colour, fonts, the code block theme, redirects and the 404 page.

const ROOT = fileURLToPath(new URL("../fixtures/config-fields/", import.meta.url));

let site: BuiltStarter;
let browser: BrowserSession;
let page: Page;
let problems: PageProblems;
const open = useStarterTab((tab) => ({ site, browser, page, problems } = tab), ROOT);

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's serious and critical violations on the page as it is now (the banner, the footer's columns and all). */
async function seriousViolations(): Promise<string[]> {
  // Run as the test's own script, which the site's Content-Security-Policy does not govern (a script tag it would).
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
      };
    };
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${JSON.stringify(node.target)}`));
  });
}

function banner() {
  return page.getByRole("region", { name: "Announcement" });
}

function meta(name: string): Promise<string | null> {
  return page.evaluate(
    (key) =>
      document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? null,
    name,
  );
}

describe("docs.json fields a reader sees", () => {
  test("the fixture builds without diagnostics", () => {
    expect(site.diagnostics).toEqual([]);
    expect(site.pages).toEqual(expect.arrayContaining(["guides/install/"]));
  });

  test("the banner shows its inline Markdown above the top bar, and once closed stays closed on every page", async () => {
    await open("");
    await expect.poll(() => banner().isVisible()).toBe(true);
    expect(await banner().locator("strong").innerText()).toBe("Breeze 2.0");
    expect(await banner().locator("em").innerText()).toBe("try it");
    expect(await banner().getByRole("link", { name: "install guide" }).getAttribute("href")).toBe("/guides/install/");
    const bannerBox = await banner().boundingBox();
    const topBarBox = await page.locator(".topbar").boundingBox();
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(topBarBox!.y + 1);
    await banner().getByRole("button", { name: "Close banner" }).click();
    await expect.poll(() => banner().isVisible()).toBe(false);
    await open("guides/install/");
    expect(await banner().isVisible()).toBe(false);
    await page.evaluate(() => localStorage.removeItem("docsgate-banner"));
    await open("guides/install/");
    expect(await banner().isVisible()).toBe(true);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("the banner, top bar and footer have no serious accessibility violation, in dark and light mode", async () => {
    await open("guides/install/");
    expect(await seriousViolations()).toEqual([]);
    await page.evaluate(() => (document.documentElement.dataset.theme = "light"));
    expect(await seriousViolations()).toEqual([]);
  });

  test("the navbar has its links and primary button", async () => {
    await open("");
    const topBar = page.locator(".topbar");
    expect(await topBar.getByRole("link", { name: "Support" }).getAttribute("href")).toBe("mailto:help@breeze.test");
    expect(await topBar.getByRole("link", { name: "Get a key" }).getAttribute("href")).toBe("https://breeze.test/keys");
  });

  test("every page's footer has the social icons and the link columns", async () => {
    for (const route of ["", "guides/install/"]) {
      await open(route);
      const footer = page.locator("footer.site-footer");
      expect(await footer.getByRole("link", { name: "GitHub" }).getAttribute("href")).toBe(
        "https://github.com/breeze-test/breeze",
      );
      expect(await footer.getByRole("link", { name: "X" }).getAttribute("href")).toBe("https://x.com/breeze");
      const columns = footer.getByRole("navigation", { name: "Footer" });
      expect(await columns.getByRole("list", { name: "Company" }).getByRole("link").allInnerTexts()).toEqual([
        "Blog",
        "Install",
      ]);
      expect(await columns.getByRole("list", { name: "Legal" }).getByRole("link").allInnerTexts()).toEqual(["Privacy"]);
    }
    await page.locator("footer.site-footer").getByRole("link", { name: "Install" }).click();
    await page.waitForURL(/\/guides\/install\/$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Install");
  });

  test("seo.metatags are on every page, and a folder's own tags win under it", async () => {
    await open("");
    expect(await meta("og:image")).toBe("https://breeze.test/card.png");
    expect(await meta("twitter:card")).toBe("summary_large_image");
    await open("guides/install/");
    expect(await meta("og:image")).toBe("https://breeze.test/card.png");
    expect(await meta("twitter:card")).toBe("summary");
  });

  test("appearance: dark by default, and strict leaves no toggle", async () => {
    await open("");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await page.getByRole("button", { name: "Toggle dark mode" }).count()).toBe(0);
  });

  test("background colour and grid decoration, and the fonts with a system fallback", async () => {
    await open("");
    const look = await page.evaluate(async () => {
      await document.fonts.ready;
      const heading = document.querySelector("h1")!;
      return {
        background: getComputedStyle(document.body).backgroundColor,
        decoration: getComputedStyle(document.body, "::before").backgroundImage,
        heading: getComputedStyle(heading).fontFamily,
        body: getComputedStyle(document.body).fontFamily,
        loaded: [...document.fonts].some(
          (font) => font.family.replace(/"/g, "") === "Breeze Display" && font.status === "loaded",
        ),
      };
    });
    expect(look.background).toBe("rgb(11, 17, 32)");
    expect(look.decoration).toContain("linear-gradient");
    expect(look.heading).toMatch(/^"Breeze Display", .*sans-serif$/);
    expect(look.body).toMatch(/^Inter, .*system-ui/);
    expect(look.loaded).toBe(true);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('styling.codeblocks "dark" keeps code blocks dark in light mode', async () => {
    await open("");
    const colours = await page.evaluate(() => {
      document.documentElement.dataset.theme = "light";
      return {
        page: getComputedStyle(document.body).backgroundColor,
        code: getComputedStyle(document.querySelector(".code-block")!).backgroundColor,
      };
    });
    expect(colours).toEqual({ page: "rgb(248, 250, 252)", code: "rgb(18, 21, 25)" });
  });

  test("a redirect is a page that sends the reader on; a wildcard one needs a server and is left out", async () => {
    await open("setup/");
    await page.waitForURL(/\/guides\/install\/$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Install");
  });

  test("the 404 page shows errors.404's title and text, and with redirect false stays put", async () => {
    const tab = await browser.newPage();
    try {
      const response = await tab.page.goto(`${site.url}no/such/page`);
      expect(response?.status()).toBe(404);
      expect(await tab.page.getByRole("heading", { level: 1 }).innerText()).toBe("Lost in the wind");
      expect(await tab.page.getByText("This page blew away.").isVisible()).toBe(true);
      expect(tab.page.url()).toBe(`${site.url}no/such/page`);
    } finally {
      await tab.page.close();
    }
  });
});
