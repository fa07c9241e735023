import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import {
  describe,
  test,
  buildAndServe,
  launchBrowser,
  type BrowserSession,
  type BuiltStarter,
  type PageProblems,
} from "../helpers/browser.js";

// Every v2 division in real Chromium, on a fixture with two languages, two versions, tabs with a
// menu, dropdowns, a group with root/tag/icon/expanded, a hidden group and a global anchor.

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/v2-site");
const SCREENSHOTS = path.resolve(import.meta.dirname, "../../node_modules/.cache/docsgate/screenshots");

let site: BuiltStarter;
let browser: BrowserSession;
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  site = await buildAndServe(FIXTURE);
  browser = await launchBrowser();
  ({ page, problems } = await browser.newPage());
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(route: string): Promise<void> {
  await page.goto(`${site.url}${route}`, { waitUntil: "load" });
}

function sidebar() {
  return page.getByRole("navigation", { name: "Sidebar" });
}

/** The texts of the sidebar's page links a reader can see. */
function sidebarPages(): Promise<string[]> {
  return sidebar().locator(".nav-groups a.nav-link").filter({ visible: true }).allInnerTexts();
}

function tabs() {
  return page.getByRole("navigation", { name: "Sections" });
}

describe("a v2 site with languages, versions, tabs, menus and dropdowns", () => {
  test("the build gives no error and one warning, and every page loads without console errors or failed requests", async () => {
    // The French part translates a few pages only, on purpose: nav/language-pages names the rest.
    expect(site.diagnostics.filter((d) => d.severity !== "notice").map((d) => d.ruleId)).toEqual([
      "nav/language-pages",
    ]);
    for (const route of site.pages.filter((route) => route !== "")) await open(route);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("the default language's and version's sidebar and tabs, with no tab of the site's own beside the navigation's", async () => {
    await open("");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Welcome to Orbit");
    expect(await tabs().locator(".tab-link").allInnerTexts()).toEqual(["Guides", "Tools"]);
    expect(await tabs().getByText("Documentation").count()).toBe(0);
    expect(await sidebarPages()).toEqual(["Welcome to Orbit", "Quickstart", "Schedule a launch", "Retries"]);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });

  test("a group's title opens its root page, with its tag; a nested group with expanded is open; a hidden group is not shown but its page is built", async () => {
    await open("quickstart/");
    const title = sidebar().locator("a.nav-group-title").filter({ hasText: "Launches" });
    expect(await title.locator(".badge").innerText()).toBe("New");
    expect(await title.locator("svg").count()).toBe(1);
    expect(await sidebar().locator("details", { hasText: "Advanced" }).getAttribute("open")).toBe("");
    expect(await sidebar().getByText("Internal").count()).toBe(0);
    await title.click();
    await page.waitForURL(/\/launches\/overview\/$/);
    expect(await title.getAttribute("aria-current")).toBe("page");
    await open("launches/internal/");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Internal checklist");
    expect(await tabs().locator(".tab-link.is-active").innerText()).toBe("Guides");
  });

  test("the global anchor shows beside every section", async () => {
    for (const route of ["", "tools/cli/", "v1/setup/", "fr/demarrage/"]) {
      await open(route);
      expect(await sidebar().locator('[data-anchor="Status"]').getAttribute("href"), route).toBe(
        "https://status.orbit.test",
      );
    }
  });

  test("a tab's menu opens and lists its items; an item has its own sidebar", async () => {
    await open("");
    const menu = tabs().locator("details.tab-menu");
    expect(await menu.locator(".switcher-menu").isVisible()).toBe(false);
    await menu.locator("summary").click();
    const items = menu.locator(".switcher-item");
    await expect.poll(() => items.first().isVisible()).toBe(true);
    expect(await items.locator(".switcher-name").allInnerTexts()).toEqual(["Command line", "Libraries"]);
    await items.filter({ hasText: "Libraries" }).click();
    await page.waitForURL(/\/tools\/sdk\/$/);
    expect(await sidebarPages()).toEqual(["Libraries"]);
    expect(await tabs().locator("summary.tab-link").getAttribute("class")).toContain("is-active");
    await tabs().locator("details.tab-menu summary").click();
    await page.keyboard.press("Escape");
    await expect.poll(() => tabs().locator("details.tab-menu").getAttribute("open")).toBe(null);
  });

  test("switching the version shows that version's sidebar, and its dropdowns switch between their sidebars", async () => {
    await open("quickstart/");
    const versions = page.locator('[data-switcher="version"]');
    expect(await versions.locator("summary").innerText()).toBe("v2");
    await versions.locator("summary").click();
    expect(await versions.locator(".switcher-item .badge").innerText()).toBe("Latest");
    // v1 has no quickstart: the switcher leads to the page at its place in v1's navigation (the first dropdown's first
    // group, second page), whose chrome is v1's.
    await versions.locator(".switcher-item", { hasText: "v1" }).click();
    await page.waitForURL(/\/v1\/intro\/$/);
    expect(await page.locator('[data-switcher="version"] summary').innerText()).toBe("v1");
    expect(await sidebarPages()).toEqual(["Welcome to Orbit", "Classic introduction", "Classic setup"]);
    expect(await tabs().count()).toBe(0);

    const dropdown = sidebar().locator('[data-switcher="section"]');
    expect(await dropdown.locator("summary").innerText()).toBe("Classic guides");
    await dropdown.locator("summary").click();
    expect(await dropdown.locator(".switcher-description").innerText()).toBe("How the first release worked");
    await dropdown.locator(".switcher-item", { hasText: "Classic reference" }).click();
    await page.waitForURL(/\/v1\/reference\/$/);
    expect(await sidebarPages()).toEqual(["Classic reference"]);
  });

  test("switching the language shows that language's sidebar and tabs, and search there finds its pages", async () => {
    // A page French does not translate, nor has at its place: the French home.
    await open("launches/schedule/");
    const languages = page.locator('[data-switcher="language"]');
    await languages.locator("summary").click();
    await languages.locator(".switcher-item", { hasText: "Français" }).click();
    await page.waitForURL(/\/fr\/$/);
    // The quickstart's translation sits at its place in French (fr/demarrage): the switcher leads there.
    await open("quickstart/");
    expect(await languages.locator("summary").innerText()).toBe("English");
    await languages.locator("summary").click();
    await languages.locator(".switcher-item", { hasText: "Français" }).click();
    await page.waitForURL(/\/fr\/demarrage\/$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await sidebarPages()).toEqual(["Bienvenue sur Orbit", "Démarrage rapide"]);
    expect(await tabs().locator(".tab-link").allInnerTexts()).toEqual(["Guides"]);
    expect(await page.locator('[data-switcher="version"]').count()).toBe(0);

    // The French index holds the French pages, and only those.
    await page.getByRole("button", { name: "Search" }).click();
    const input = page.getByRole("searchbox", { name: "Search the docs" });
    await input.fill("lanceur");
    const result = page.getByRole("dialog").getByRole("link").filter({ hasText: "Démarrage rapide" });
    await expect.poll(() => result.count()).toBe(1);
    await input.fill("quickstart");
    await expect.poll(() => page.getByRole("dialog").locator(".search-status").innerText()).toMatch(/^No results/);
    await page.keyboard.press("Escape");

    // And the English pages search the English index.
    await open("quickstart/");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("searchbox", { name: "Search the docs" }).fill("lanceur");
    await expect.poll(() => page.getByRole("dialog").locator(".search-status").innerText()).toMatch(/^No results/);
    await page.getByRole("searchbox", { name: "Search the docs" }).fill("payload");
    await expect
      .poll(() => page.getByRole("dialog").getByRole("link").filter({ hasText: "Schedule a launch" }).count())
      .toBe(1);
    await page.keyboard.press("Escape");
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("each version searches its own index: a v1 page finds v1's pages and not v2's, a v2 page not v1's", async () => {
    const status = () => page.getByRole("dialog").locator(".search-status").innerText();
    await open("v1/setup/");
    expect(await page.locator("html").getAttribute("data-search-index")).toMatch(/\/_docsgate\/search\.v1\.json$/);
    await page.getByRole("button", { name: "Search" }).click();
    const input = page.getByRole("searchbox", { name: "Search the docs" });
    await input.fill("classic");
    const results = page.getByRole("dialog").getByRole("link");
    await expect.poll(() => results.filter({ hasText: "Classic setup" }).count()).toBe(1);
    await input.fill("payload");
    await expect.poll(status).toMatch(/^No results/);
    await page.keyboard.press("Escape");

    await open("quickstart/");
    expect(await page.locator("html").getAttribute("data-search-index")).toBe(null);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("searchbox", { name: "Search the docs" }).fill("classic");
    await expect.poll(status).toMatch(/^No results/);
    await page.keyboard.press("Escape");
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("screenshots: a page with its open menu, version and language switchers", async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await open("launches/schedule/");
    await tabs().locator("details.tab-menu summary").click();
    await page.screenshot({ path: path.join(SCREENSHOTS, "v2-menu.png") });
    await page.keyboard.press("Escape");
    await page.locator('[data-switcher="language"] summary').click();
    await page.screenshot({ path: path.join(SCREENSHOTS, "v2-language.png") });
    await open("v1/setup/");
    await sidebar().locator('[data-switcher="section"] summary').click();
    await page.screenshot({ path: path.join(SCREENSHOTS, "v2-dropdown.png") });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
