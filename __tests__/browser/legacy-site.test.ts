import type { Page } from "playwright-core";
import { expect } from "vitest";
import {
  describe,
  test,
  LEGACY_STARTER,
  useStarterTab,
  type BuiltStarter,
  type PageProblems,
} from "../helpers/browser.js";

// The legacy layout's site in real Chromium, on the example as it was before v2: what only that
// layout has (topbarLinks, topbarCtaButton, topAnchor, anchors with colours, gradients, versions
// and isDefaultHidden, group versions, feedback) still renders and works.

let site: BuiltStarter;
let page: Page;
let problems: PageProblems;
const open = useStarterTab((tab) => ({ site, page, problems } = tab), LEGACY_STARTER);

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

describe("the legacy layout's site in Chromium", () => {
  test("the build gives only the error that Mintlify refuses this shape under the name docs.json, and every page loads without errors", async () => {
    expect(site.diagnostics.map((diagnostic) => diagnostic.ruleId)).toEqual(["config/legacy-shape"]);
    expect(site.pages).toContain("beta/air-quality/");
    for (const route of site.pages.filter((route) => route !== "")) await open(route);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("the top bar shows topbarLinks, the topbarCtaButton's repository, the tab and the logo's link", async () => {
    await open("introduction/");
    expect(await page.getByRole("link", { name: "Status" }).getAttribute("href")).toBe("https://status.skycast.test");
    // Built offline: the github button is a plain link to the repository.
    expect(
      await page.locator('a[href="https://github.com/skycast-example/skycast-sdk"]').filter({ visible: true }).count(),
    ).toBe(1);
    const tab = page.getByRole("link", { name: "Weather alerts", exact: true }).filter({ visible: true }).first();
    expect(await tab.getAttribute("href")).toMatch(/\/guides\/alerts\/subscribe\/$/);
    expect(
      await page
        .locator('a[href="https://skycast.test"]')
        .filter({ has: page.locator("img") })
        .count(),
    ).toBe(1);
  });

  test("feedback.thumbsRating asks whether the page helped; an answer is pressed and thanked", async () => {
    await open("quickstart/");
    const rating = page.getByRole("group", { name: "Page feedback" });
    expect(await rating.getByText("Was this page helpful?").isVisible()).toBe(true);
    const yes = rating.getByRole("button", { name: "Yes" });
    const no = rating.getByRole("button", { name: "No" });
    expect(await yes.locator("svg").count()).toBe(1);
    await yes.click();
    expect(await yes.getAttribute("aria-pressed")).toBe("true");
    expect(await rating.getByRole("status").innerText()).toBe("Thanks for your feedback.");
    await no.click();
    expect([await yes.getAttribute("aria-pressed"), await no.getAttribute("aria-pressed")]).toEqual(["false", "true"]);
  });

  test("the feedback links point at the repository", async () => {
    await open("guides/authentication/");
    const hrefs = await page
      .locator("a[href*='github.com/skycast-example/docs/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toContain("https://github.com/skycast-example/docs/edit/main/guides/authentication.mdx");
    expect(hrefs.some((href) => href?.startsWith("https://github.com/skycast-example/docs/issues/new?title="))).toBe(
      true,
    );
  });

  test("switching the version changes the sidebar and is remembered; the anchor tied to v1 shows with it, in its colour", async () => {
    await open("introduction/");
    const version = page.getByRole("combobox", { name: "Version" });
    expect(await version.inputValue()).toBe("v2");
    expect(await visibleSidebarLink("Authenticate with API keys").count()).toBe(1);
    expect(await visibleSidebarLink("Authenticate v1 requests with a query key").count()).toBe(0);
    expect(await anchor("Version 1").count()).toBe(0);

    await version.selectOption("v1");
    await expect.poll(() => visibleSidebarLink("Authenticate v1 requests with a query key").count()).toBe(1);
    expect(await visibleSidebarLink("Authenticate with API keys").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("docsgate-version"))).toBe("v1");
    expect(await anchor("Version 1").count()).toBe(1);
    expect(
      await anchor("Version 1").evaluate((element) =>
        [element, ...element.querySelectorAll("*")].some(
          (node) => getComputedStyle(node).backgroundColor === "rgb(107, 122, 144)",
        ),
      ),
    ).toBe(true);

    await open("quickstart/");
    expect(await page.getByRole("combobox", { name: "Version" }).inputValue()).toBe("v1");
    expect(await visibleSidebarLink("Authenticate v1 requests with a query key").count()).toBe(1);
    await page.getByRole("combobox", { name: "Version" }).selectOption("v2");
    await expect.poll(() => visibleSidebarLink("Authenticate with API keys").count()).toBe(1);
    expect(await anchor("Version 1").count()).toBe(0);
  });

  test("the anchors show with their icons and gradient; the one hidden by default appears only on its own pages", async () => {
    await open("introduction/");
    expect(await anchor("API reference").count()).toBe(1);
    expect(await anchor("API reference").locator("svg").count()).toBeGreaterThan(0);
    expect(
      await anchor("API reference").evaluate((element) =>
        [element, ...element.querySelectorAll("*")].some((node) =>
          getComputedStyle(node).backgroundImage.includes("linear-gradient"),
        ),
      ),
    ).toBe(true);
    expect(await anchor("Air quality beta").count()).toBe(0);

    await open("beta/air-quality/");
    expect(await anchor("Air quality beta").count()).toBe(1);
    expect(await visibleSidebarLink("Share beta feedback").count()).toBe(1);

    await open("api-reference/overview/");
    expect(await anchor("Air quality beta").count()).toBe(0);
    expect(await visibleSidebarLink("PATCH Update an alert subscription").count()).toBe(1);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
