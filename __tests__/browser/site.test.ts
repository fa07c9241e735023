import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import {
  describe,
  test,
  buildAndServeStarter,
  useStarterTab,
  type BrowserSession,
  type BuiltStarter,
  type PageProblems,
} from "../helpers/browser.js";

// The site around the pages, in real Chromium: what docs.json asks for is there and works
// (mode, versions, tabs, groups, global anchors, search), on every page of the example, offline
// and without errors. The legacy layout's own chrome is tested in legacy-site.test.ts.

/** Test output: the example in light and dark mode, for a person to look at. */
const SCREENSHOTS = path.resolve(import.meta.dirname, "../../node_modules/.cache/docsgate/screenshots");

let site: BuiltStarter;
let browser: BrowserSession;
let page: Page;
let problems: PageProblems;
const open = useStarterTab((tab) => ({ site, browser, page, problems } = tab));

function theme(): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute("data-theme"));
}

function sidebar() {
  return page.getByRole("navigation", { name: "Sidebar" });
}

/** A sidebar link by its text that a reader can see. */
function visibleSidebarLink(text: string) {
  return sidebar().getByRole("link", { name: text, exact: true }).filter({ visible: true });
}

function anchor(name: string) {
  return page.locator(`[data-anchor="${name}"]`).filter({ visible: true });
}

function tabs() {
  return page.getByRole("navigation", { name: "Sections" });
}

function versions() {
  return page.locator('[data-switcher="version"]');
}

describe("the example site in Chromium", () => {
  test("the build of the example gives no diagnostic", () => {
    expect(site.diagnostics).toEqual([]);
    expect(site.pages).toContain("introduction/");
    expect(site.pages).toContain("beta/air-quality/");
  });

  test("every page loads without console errors or failed requests, and the site asks nothing of the network but its embed", async () => {
    // The root only forwards to the first page; the next test follows it.
    for (const route of site.pages.filter((route) => route !== "")) {
      await open(route);
      expect(await page.title(), route).toMatch(/ - Skycast$/);
    }
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    expect([...new Set(browser.externalRequests)]).toEqual(["https://player.skycast.test/embed/dashboard-tour"]);
  });

  test("the site's root leads to the first page of the navigation", async () => {
    // A tab of its own, so that a 404 here leaves the other tests' problem lists alone.
    const tab = await browser.newPage();
    try {
      const response = await tab.page.goto(site.url);
      expect(response?.status()).toBe(200);
      expect(await tab.page.getByRole("heading", { level: 1 }).innerText()).toBe("Skycast weather API");
      expect(tab.problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await tab.page.close();
    }
  });

  test("a folder without an index page leads to its first page in the navigation, keeping the fragment", async () => {
    const tab = await browser.newPage();
    try {
      await tab.page.goto(`${site.url}api-reference/#top`);
      await tab.page.waitForURL(/\/api-reference\/overview\/#top$/);
      expect(tab.problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await tab.page.close();
    }
  });

  test("a missing page answers with the site's 404 page", async () => {
    const missing = `${site.url}no-such-page/`;
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toMatch(/Skycast/);
    expect(await page.getByRole("link").count()).toBeGreaterThan(0);
    // The 404 of the page itself is the point here; whatever it loads must load.
    problems.failedRequests = problems.failedRequests.filter((failure) => failure !== `${missing}: HTTP 404`);
    problems.consoleErrors = problems.consoleErrors.filter(
      (error) => !(error.startsWith(`${missing}: `) && error.includes("404")),
    );
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("the head carries the page's title and description, and the favicon", async () => {
    await open("quickstart/");
    expect(await page.title()).toBe("Quickstart: your first forecast - Skycast");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
      "Create an API key, request the forecast for one location, and read the hourly values it returns.",
    );
    const favicon = await page.locator('link[rel~="icon"]').getAttribute("href");
    expect(favicon).toMatch(/favicon\.svg$/);
    expect((await page.request.get(new URL(favicon!, page.url()).href)).status()).toBe(200);
  });

  test("the top bar shows the navbar's link and repository button, the tabs and the logo's link", async () => {
    await open("introduction/");
    const status = page.getByRole("navigation", { name: "Links" }).getByRole("link", { name: "Status" });
    expect(await status.getAttribute("href")).toBe("https://status.skycast.test");
    // navbar.links[].icon, from icons.library (Font Awesome): drawn before the label.
    expect(await status.locator("svg.icon").count()).toBe(1);
    // Built offline: the github button is a plain link to the repository.
    expect(
      await page.locator('a[href="https://github.com/skycast-example/skycast-sdk"]').filter({ visible: true }).count(),
    ).toBe(1);
    expect(await tabs().locator(".tab-link").allInnerTexts()).toEqual(["Guides", "Weather alerts", "API reference"]);
    expect(await tabs().locator(".tab-link svg").count()).toBe(3);
    // The tab opens its first group's root page.
    expect(await tabs().getByRole("link", { name: "Weather alerts" }).getAttribute("href")).toMatch(
      /\/guides\/alerts\/subscribe\/$/,
    );
    expect(
      await page
        .locator('a[href="https://skycast.test"]')
        .filter({ has: page.locator("img") })
        .count(),
    ).toBe(1);
  });

  test('the endpoint entry "GET /forecast" opens the API page generated from the spec, with the playground', async () => {
    await open("api-reference/overview/");
    const group = sidebar().locator(".nav-group", { hasText: "Generated from the spec" });
    // The entry's name starts with its method, from the badge before its label.
    const entry = group.getByRole("link", { name: "GET Get an hourly forecast", exact: true });
    expect(await entry.count()).toBe(1);
    await entry.click();
    await page.waitForURL(/\/api-reference\/forecast\/get-an-hourly-forecast\/$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Get an hourly forecast");
    const playground = page.locator("[data-playground]");
    expect(await playground.count()).toBe(1);
    expect(await playground.getAttribute("aria-label")).toBe("Try it: GET /forecast");
    expect(await page.locator(".playground-field", { hasText: "lat" }).count()).toBeGreaterThan(0);
    expect(await sidebar().locator('[aria-current="page"]').innerText()).toContain("Get an hourly forecast");
    expect(await tabs().locator(".tab-link.is-active").innerText()).toBe("API reference");
  });

  test("only API pages load the API stylesheet and the playground script", async () => {
    const loaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((file) => /\/_docsgate\/(?:api\.css|playground\.js)$/.test(file)),
      );
    await open("api-reference/overview/");
    expect(await loaded()).toEqual([]);
    await open("api-reference/forecast/get-an-hourly-forecast/");
    expect((await loaded()).sort()).toEqual(["/_docsgate/api.css", "/_docsgate/playground.js"]);
    // Drawn by api.css: the playground is a bordered box.
    expect(await page.locator("[data-playground]").evaluate((box) => getComputedStyle(box).borderTopStyle)).toBe(
      "solid",
    );
  });

  test("API pages carry their method as a coloured badge in the sidebar; an API page with no title takes its operation's summary", async () => {
    await open("api-reference/overview/");
    const badges = sidebar().locator(".nav-link .method-badge");
    expect(await badges.allInnerTexts()).toEqual(["GET", "PATCH", "GET"]);
    const colours = await badges.evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
    expect(colours[0]).toBe(colours[2]);
    expect(colours[0]).not.toBe(colours[1]);
    expect(await sidebar().locator(".nav-link:not(:has(.method-badge))").first().innerText()).toBe(
      "Skycast API reference",
    );
    // update-subscription.mdx names "PATCH /subscriptions/{subscriptionId}" and has no title of its own.
    const entry = sidebar().getByRole("link", { name: "PATCH Update an alert subscription", exact: true });
    await entry.click();
    await page.waitForURL(/\/api-reference\/update-subscription\/$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Update an alert subscription");
    expect(await page.title()).toBe("Update an alert subscription - Skycast");
  });

  test("an API page with its own ResponseFields shows one response section; the examples column stays inside the window", async () => {
    await open("api-reference/forecast/");
    expect(await page.locator("#api-responses").count()).toBe(0);
    expect(await page.locator("h2", { hasText: /^Response/ }).count()).toBe(1);
    await open("api-reference/forecast/get-an-hourly-forecast/");
    expect(await page.locator("#api-responses").count()).toBe(1);
    const before = page.viewportSize()!;
    for (const width of [1280, 1024, 768]) {
      await page.setViewportSize({ width, height: 800 });
      const box = await page.locator(".api-examples").boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize(before);
  });

  test("the playground's JSON body is one input per field, kept in step with the Raw JSON view both ways", async () => {
    await open("api-reference/update-subscription/");
    const playground = page.locator("[data-playground]");
    const fields = playground.locator("[data-body-fields]");
    const raw = playground.locator("textarea[data-body]");
    const rawSwitch = playground.getByLabel("Raw JSON");
    await fields.waitFor();
    // The spec's example fills the inputs: a select for the enum, text for the string.
    expect(await playground.getByLabel(/^webhookUrl/).inputValue()).toBe("https://example.com/hooks/skycast");
    expect(
      await playground
        .getByLabel(/^minSeverity/)
        .locator("option:checked")
        .innerText(),
    ).toBe("severe");
    expect(await raw.isVisible()).toBe(false);
    await playground.getByLabel(/^paused/).selectOption({ label: "true" });
    await playground.getByLabel(/^maxCallsPerHour/).fill("12");
    await playground
      .locator(".playground-body-object", { hasText: "quietHours" })
      .getByLabel(/^start/)
      .fill("22:00");
    await rawSwitch.check();
    expect(await raw.isVisible()).toBe(true);
    expect(JSON.parse(await raw.inputValue())).toEqual({
      webhookUrl: "https://example.com/hooks/skycast",
      minSeverity: "severe",
      paused: true,
      maxCallsPerHour: 12,
      quietHours: { start: "22:00" },
    });
    // Edited as a whole, the JSON fills the inputs again; a key no input covers is kept.
    await raw.fill(JSON.stringify({ minSeverity: "extreme", quietHours: { start: "23:00", end: "06:00" }, extra: 1 }));
    await rawSwitch.uncheck();
    expect(await fields.isVisible()).toBe(true);
    expect(
      await playground
        .getByLabel(/^minSeverity/)
        .locator("option:checked")
        .innerText(),
    ).toBe("extreme");
    expect(await playground.getByLabel(/^webhookUrl/).inputValue()).toBe("");
    await playground.getByLabel(/^maxCallsPerHour/).fill("3");
    expect(JSON.parse(await raw.inputValue())).toEqual({
      minSeverity: "extreme",
      quietHours: { start: "23:00", end: "06:00" },
      extra: 1,
      maxCallsPerHour: 3,
    });
    // JSON that does not parse keeps the raw view, marked invalid.
    await rawSwitch.check();
    await raw.fill("{ not json");
    await rawSwitch.click();
    expect(await rawSwitch.isChecked()).toBe(true);
    expect(await raw.getAttribute("aria-invalid")).toBe("true");
    // A required field of an object that is sent must be filled before sending.
    await raw.fill(JSON.stringify({ quietHours: { start: "22:00" } }));
    await rawSwitch.uncheck();
    await playground.getByRole("button", { name: /Send/ }).click();
    expect(await playground.locator(".playground-message").innerText()).toContain("end");
  });

  test("the sidebar marks the current page; the table of contents and the previous/next links lead on", async () => {
    await open("quickstart/");
    const current = sidebar().locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.innerText()).toContain("Quickstart");
    const toc = page.getByRole("navigation", { name: "On this page" });
    expect(await toc.getByRole("link", { name: "Request a forecast" }).getAttribute("href")).toBe(
      "#request-a-forecast",
    );
    expect(await page.locator("#request-a-forecast").count()).toBe(1);
    const pager = page.getByRole("navigation", { name: "Previous and next pages" });
    expect(await pager.getByRole("link").first().getAttribute("href")).toMatch(/\/$/);
    expect(await pager.innerText()).toContain("Skycast weather API");
  });

  test("the footer links the nine social accounts", async () => {
    await open("guides/authentication/");
    const socials = [
      "https://skycast.test",
      "https://x.com/skycast_example",
      "https://github.com/skycast-example",
      "https://discord.gg/skycast-example",
      "https://skycast-example.slack.com",
      "https://www.linkedin.com/company/skycast-example",
      "https://www.facebook.com/skycast.example",
      "https://www.instagram.com/skycast.example",
      "https://news.ycombinator.com/user?id=skycast_example",
    ];
    const footer = page.locator("footer");
    for (const href of socials) {
      const link = footer.locator(`a[href="${href}"]`);
      expect(await link.count(), href).toBe(1);
      expect(await link.locator("svg").count(), href).toBe(1);
      expect(await link.getAttribute("aria-label"), href).toBeTruthy();
    }
  });

  test("the mode follows appearance.default, and the reader's choice persists across pages and reloads", async () => {
    await open("introduction/");
    expect(await theme()).toBe("light");
    const light = page.locator('img[src$="/logo/light.svg"]');
    const dark = page.locator('img[src$="/logo/dark.svg"]');
    expect(await light.isVisible()).toBe(true);
    expect(await dark.isVisible()).toBe(false);
    const lightBackground = await page.evaluate(() => [
      getComputedStyle(document.documentElement).backgroundColor,
      getComputedStyle(document.body).backgroundColor,
    ]);
    expect(lightBackground).toContain("rgb(247, 250, 253)");

    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    expect(await theme()).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("docsgate-theme"))).toBe("dark");
    expect(await light.isVisible()).toBe(false);
    expect(await dark.isVisible()).toBe(true);
    const darkBackground = await page.evaluate(() => [
      getComputedStyle(document.documentElement).backgroundColor,
      getComputedStyle(document.body).backgroundColor,
    ]);
    expect(darkBackground).toContain("rgb(11, 22, 36)");

    await open("guides/authentication/");
    expect(await theme()).toBe("dark");
    await page.reload({ waitUntil: "load" });
    expect(await theme()).toBe("dark");
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    expect(await theme()).toBe("light");
    await open("quickstart/");
    expect(await theme()).toBe("light");
  });

  test("the background image is behind the page", async () => {
    await open("introduction/");
    const backgrounds = await page.evaluate(() =>
      [...document.querySelectorAll("*")]
        .map((element) => getComputedStyle(element).backgroundImage)
        .filter((image) => image.includes("background.svg")),
    );
    expect(backgrounds.length).toBeGreaterThan(0);
  });

  test("the version switcher leads to the other version's first page, whose sidebar is that version's", async () => {
    await open("introduction/");
    expect(await versions().locator("summary").innerText()).toBe("v2");
    expect(await visibleSidebarLink("Authenticate with API keys").count()).toBe(1);
    expect(await visibleSidebarLink("Authenticate v1 requests with a query key").count()).toBe(0);
    await versions().locator("summary").click();
    expect(await versions().locator(".switcher-item .badge").allInnerTexts()).toEqual(["Latest", "Deprecated"]);
    await versions().locator(".switcher-item", { hasText: "v1" }).click();
    await page.waitForURL(/\/v1\/migrate-to-v2\/$/);
    expect(await versions().locator("summary").innerText()).toBe("v1");
    expect(await visibleSidebarLink("Authenticate v1 requests with a query key").count()).toBe(1);
    expect(await visibleSidebarLink("Authenticate with API keys").count()).toBe(0);
    const group = sidebar().locator(".nav-group-title").filter({ hasText: "Version 1" });
    expect(await group.locator(".badge").innerText()).toBe("Ends January 2026");
  });

  test("a group's title opens its root page; the nested group is open with its tag; the hidden group's pages are built but not listed", async () => {
    await open("guides/alerts/severity-levels/");
    const title = sidebar().locator("a.nav-group-title").filter({ hasText: "Weather alerts" });
    expect(await title.locator("svg").count()).toBe(1);
    const nested = sidebar().locator("details", { hasText: "Reference" });
    expect(await nested.getAttribute("open")).toBe("");
    expect(await nested.locator(".badge").innerText()).toBe("New");
    await title.click();
    await page.waitForURL(/\/guides\/alerts\/subscribe\/$/);
    expect(await title.getAttribute("aria-current")).toBe("page");

    await open("beta/air-quality/");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Air quality forecasts (beta)");
    expect(await visibleSidebarLink("Share beta feedback").count()).toBe(0);
    expect(await tabs().locator(".tab-link.is-active").innerText()).toBe("Guides");
  });

  test("the global anchors show beside every tab and version", async () => {
    for (const route of ["introduction/", "guides/alerts/subscribe/", "api-reference/overview/", "v1/migrate-to-v2/"]) {
      await open(route);
      expect(await anchor("Blog").getAttribute("href"), route).toBe("https://skycast.test/blog");
      expect(await anchor("Community").getAttribute("href"), route).toBe("https://discord.gg/skycast-example");
      expect(await anchor("Community").locator("svg").count(), route).toBe(1);
    }
  });

  test("a noindex page is built and in the sidebar, but asks search engines to skip it and is in no sitemap, llms.txt or search", async () => {
    await open("beta/feedback/");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(readFileSync(path.join(site.dir, "sitemap.xml"), "utf8")).not.toContain("/beta/feedback/");
    expect(readFileSync(path.join(site.dir, "llms.txt"), "utf8")).not.toContain("/beta/feedback/");
    expect(readFileSync(path.join(site.dir, "sitemap.xml"), "utf8")).toContain("/beta/air-quality/");
    await open("beta/air-quality/");
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    await page.keyboard.press("Control+k");
    const input = page.getByRole("dialog").getByRole("searchbox", { name: "Search the docs" });
    // "credits" is in the noindex page's body alone; "pollutants" in its indexed neighbour's.
    await input.fill("pollutants");
    await expect.poll(() => page.getByRole("dialog").getByRole("link").count()).toBeGreaterThan(0);
    await input.fill("credits");
    await expect.poll(() => page.getByRole("dialog").getByText("No results", { exact: false }).count()).toBe(1);
    expect(await page.getByRole("dialog").getByRole("link").filter({ hasText: "Share beta feedback" }).count()).toBe(0);
  });

  test("search finds a page by a word only its body holds, from the button and from Ctrl+K", async () => {
    await open("introduction/");
    await page.getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.isVisible()).toBe(true);
    const input = dialog.getByRole("searchbox", { name: "Search the docs" });
    await input.fill("hurricane");
    // The word is in a section: the result is that section, "Page › Section", quoting the words around the match.
    const result = dialog.getByRole("link").filter({ hasText: "Alert severity levels" });
    await expect.poll(() => result.count()).toBe(1);
    expect(await result.getAttribute("href")).toMatch(/\/guides\/alerts\/severity-levels\/#levels$/);
    expect((await result.locator(".search-result-heading").innerText()).trim()).toBe("› Levels");
    await expect.poll(() => result.locator(".search-result-snippet mark").allInnerTexts()).toContain("hurricane");
    expect(await result.locator(".search-result-snippet").innerText()).toMatch(/\S+ \S+ hurricane/i);
    await result.click();
    await page.waitForURL(/\/guides\/alerts\/severity-levels\/#levels$/);

    await page.keyboard.press("Control+k");
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    await page.getByRole("searchbox", { name: "Search the docs" }).fill("pollutants");
    await expect
      .poll(() =>
        page.getByRole("dialog").getByRole("link").filter({ hasText: "Air quality forecasts (beta)" }).count(),
      )
      // The word is in the page's opening words and in one of its sections: both are results.
      .toBe(2);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(false);
  });

  test("the search engine and its indexes load only once a reader points at the search button", async () => {
    const searchFiles = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((file) => /\/_docsgate\/search[^/]*$/.test(file))
          .sort(),
      );
    await open("quickstart/");
    expect(await searchFiles()).toEqual([]);
    await page.getByRole("button", { name: "Search" }).hover();
    await expect
      .poll(searchFiles)
      .toEqual(["/_docsgate/search-full.json", "/_docsgate/search.js", "/_docsgate/search.json"]);
    expect(await page.getByRole("dialog").isVisible()).toBe(false);
  });

  test("under a base path every page still loads whole, and its links stay under it", async () => {
    const underBase = await buildAndServeStarter("/docs");
    const tab = await browser.newPage();
    try {
      expect(underBase.url).toMatch(/\/docs\/$/);
      for (const route of underBase.pages) await tab.page.goto(`${underBase.url}${route}`, { waitUntil: "load" });
      expect(tab.problems).toEqual({ consoleErrors: [], failedRequests: [] });
      const localLinks = await tab.page
        .locator("a[href^='/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      expect(localLinks.length).toBeGreaterThan(0);
      expect(localLinks.filter((href) => !href.startsWith("/docs/"))).toEqual([]);
      await tab.page.goto(`${underBase.url}introduction/`);
      await tab.page
        .getByRole("navigation", { name: "Sidebar" })
        .getByRole("link", { name: "Quickstart: your first forecast" })
        .click();
      await tab.page.waitForURL(`${underBase.url}quickstart/`);
      // The search engine is found beside client.js, under the base path.
      await tab.page.getByRole("button", { name: "Search" }).click();
      await tab.page.getByRole("searchbox", { name: "Search the docs" }).fill("hurricane");
      await tab.page.getByRole("dialog").getByRole("link").first().waitFor();
      const result = await tab.page.getByRole("dialog").getByRole("link").first().getAttribute("href");
      expect(new URL(result!, underBase.url).pathname).toMatch(/^\/docs\//);
      expect(tab.problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await tab.page.close();
      await underBase.close();
    }
  });

  test("screenshots of a rich page in light and dark mode", async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await open("quickstart/");
    await page.evaluate(() => localStorage.setItem("docsgate-theme", "light"));
    await page.reload({ waitUntil: "load" });
    const light = await page.screenshot({ path: path.join(SCREENSHOTS, "starter-light.png") });
    await page.evaluate(() => localStorage.setItem("docsgate-theme", "dark"));
    await page.reload({ waitUntil: "load" });
    expect(await theme()).toBe("dark");
    const dark = await page.screenshot({ path: path.join(SCREENSHOTS, "starter-dark.png") });
    expect(light.equals(dark)).toBe(false);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
