import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { describe, test, useStarterTab, type PageProblems } from "../helpers/browser.js";

// Every component of the format, on the example's pages, in real Chromium: shown, and working
// where it does something (tabs, accordions, copy buttons, tooltips).

let page: Page;
let problems: PageProblems;
const open = useStarterTab((tab) => ({ page, problems } = tab));

/** The page's main column: what the page's MDX rendered to, without the chrome around it. */
function main(): Locator {
  return page.locator("main");
}

describe("the example's components in Chromium", () => {
  test("the five callouts show with their kind", async () => {
    await open("guides/authentication/");
    for (const kind of ["note", "warning", "info"])
      expect(await page.locator(`.callout.callout-${kind}[role=note]`).first().isVisible(), kind).toBe(true);
    await open("quickstart/");
    for (const kind of ["tip", "check"])
      expect(await page.locator(`.callout.callout-${kind}[role=note]`).first().isVisible(), kind).toBe(true);
    expect(await page.locator(".callout-check").innerText()).toContain("You now have a working key");
  });

  test("steps are a numbered list with a title per step", async () => {
    await open("quickstart/");
    const steps = page.locator("ol.steps > li.step");
    expect(await steps.count()).toBe(3);
    const titles = await steps.evaluateAll((items) =>
      items.map((item) => item.querySelector(".step-title")?.textContent?.trim()),
    );
    expect(titles).toEqual(["Create an API key", "Send the request", "Read the result"]);
    expect(await steps.first().isVisible()).toBe(true);
  });

  test("a CodeGroup is one tab per block, titled by the block, and switches on click", async () => {
    await open("quickstart/");
    const group = main().getByRole("tablist").first();
    const tabs = group.getByRole("tab");
    expect(await tabs.allInnerTexts()).toEqual(["cURL", "Python", "Node.js"]);
    expect(await tabs.first().getAttribute("aria-selected")).toBe("true");
    await tabs.nth(2).click();
    expect(await tabs.nth(2).getAttribute("aria-selected")).toBe("true");
    expect(await tabs.first().getAttribute("aria-selected")).toBe("false");
    const visibleCode = await main().getByRole("tabpanel").filter({ visible: true }).first().innerText();
    expect(visibleCode).toContain("await fetch(url");
    expect(await main().getByText("import requests").isVisible()).toBe(false);
  });

  test("Tabs switch on click, and only the selected panel shows", async () => {
    await open("guides/authentication/");
    const windows = main().getByRole("tab", { name: "Windows" }).first();
    const unix = main().getByRole("tab", { name: "macOS and Linux" }).first();
    expect(await unix.getAttribute("aria-selected")).toBe("true");
    expect(await main().getByText("SetEnvironmentVariable").isVisible()).toBe(false);
    await windows.click();
    expect(await windows.getAttribute("aria-selected")).toBe("true");
    expect(await unix.getAttribute("aria-selected")).toBe("false");
    // The page's second group of the same titles follows (Tabs sync by default).
    expect(await main().getByRole("tab", { name: "Windows" }).nth(1).getAttribute("aria-selected")).toBe("true");
    expect(await main().getByText("SetEnvironmentVariable").isVisible()).toBe(true);
    expect(await main().getByText("~/.profile").isVisible()).toBe(false);
  });

  test("icons keep their size: a tab's and a card's beside their text, an Icon at its size", async () => {
    const size = (locator: Locator) =>
      locator.evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        return { width: Math.round(box.width), height: Math.round(box.height) };
      });
    await open("guides/authentication/");
    const tab = main().getByRole("tab", { name: "Windows" }).first();
    const fontSize = await tab.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await size(tab.locator("svg"))).toEqual({ width: Math.round(fontSize), height: Math.round(fontSize) });
    expect(await size(main().locator("span.inline-icon svg").first())).toEqual({ width: 32, height: 32 });
    await open("introduction/");
    const card = main().locator("a").filter({ hasText: "Quickstart" }).locator("svg").first();
    const { width } = await size(card);
    expect(width).toBeGreaterThan(10);
    expect(width).toBeLessThan(24);
  });

  test("badges show their colour, size, shape and icon; a Callout takes its colour, and Danger is red", async () => {
    await open("guides/alerts/severity-levels/");
    const styleOf = (locator: Locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return { color: style.color, radius: parseFloat(style.borderRadius), fontSize: parseFloat(style.fontSize) };
      });
    const fresh = main().locator(".badge").filter({ hasText: "New" });
    const push = main().locator(".badge").filter({ hasText: "Push only" });
    const [freshStyle, pushStyle] = [await styleOf(fresh), await styleOf(push)];
    // Green and red, in the shades that read at 4.5:1 on their tint.
    expect(freshStyle.color).toBe("rgb(19, 116, 56)");
    expect(pushStyle.color).toBe("rgb(191, 33, 33)");
    // A pill is round at its ends; the default shape is not.
    expect(freshStyle.radius).toBeGreaterThan(100);
    expect(pushStyle.radius).toBeLessThan(10);
    expect(pushStyle.fontSize).toBeLessThan(freshStyle.fontSize);
    const icon = await fresh.locator("svg").boundingBox();
    expect(Math.round(icon!.height)).toBe(Math.round(freshStyle.fontSize));
    const iconColor = (callout: Locator) =>
      callout
        .locator("svg")
        .first()
        .evaluate((svg) => getComputedStyle(svg).color);
    expect(await iconColor(main().locator(".callout").filter({ hasText: "repeats every hour" }))).toBe(
      "rgb(124, 58, 237)",
    );
    expect(await iconColor(main().locator(".callout-danger"))).toBe("rgb(220, 38, 38)");
  });

  test("an accordion opens on click and from the keyboard", async () => {
    await open("guides/alerts/subscribe/");
    const accordions = main().locator("details:not(.page-menu)");
    expect(await accordions.count()).toBe(3);
    const retries = accordions.filter({ has: page.locator("summary", { hasText: "Retries" }) });
    expect(await retries.getAttribute("open")).toBeNull();
    expect(await retries.getByText("tries again three times").isVisible()).toBe(false);
    await retries.locator("summary").click();
    expect(await retries.getAttribute("open")).not.toBeNull();
    expect(await retries.getByText("tries again three times").isVisible()).toBe(true);

    const duplicates = accordions.filter({ has: page.locator("summary", { hasText: "Duplicate calls" }) });
    await duplicates.locator("summary").focus();
    await page.keyboard.press("Enter");
    expect(await duplicates.getAttribute("open")).not.toBeNull();
    await page.keyboard.press("Space");
    expect(await duplicates.getAttribute("open")).toBeNull();
  });

  test("a code block's copy button puts its code on the clipboard", async () => {
    await open("beta/air-quality/");
    const block = main().locator("pre").filter({ hasText: "export function band" });
    const copy = main().getByRole("button", { name: "Copy code" });
    expect(await copy.count()).toBe(await main().locator("pre").count());
    // The button that belongs to the TypeScript block: the nearest one after it in the page.
    const index = await main()
      .locator("pre")
      .evaluateAll((blocks) => blocks.findIndex((pre) => pre.textContent?.includes("export function band")));
    await copy.nth(index).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await block.innerText()).trimEnd());
    expect(copied).toContain('type Band = "good" | "fair" | "moderate" | "poor" | "very poor";');
  });

  test("code is highlighted at build time in each language", async () => {
    await open("beta/air-quality/");
    for (const text of ["curl", "pollutants", "export function band"]) {
      const tokens = await main()
        .locator("pre")
        .filter({ hasText: text })
        .locator("[class^=hljs-], [class*=' hljs-']")
        .count();
      expect(tokens, text).toBeGreaterThan(0);
    }
  });

  test("cards link to their pages with their icon, in the grid's columns", async () => {
    await open("introduction/");
    const cards = main().locator("a").filter({ hasText: "Send your first forecast request" });
    expect(await cards.getAttribute("href")).toMatch(/\/quickstart\/?$/);
    expect(await cards.locator("svg").count()).toBeGreaterThan(0);
    const boxes = await Promise.all(
      ["Quickstart", "Authentication", "Weather alerts"].map((title) =>
        main()
          .locator("a")
          .filter({ hasText: title })
          .filter({ has: page.locator("svg") })
          .first()
          .boundingBox(),
      ),
    );
    // cols={2}: the first two cards share a row, the third starts the next one.
    expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(2);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height / 2);
    expect(Math.abs(boxes[2]!.x - boxes[0]!.x)).toBeLessThan(2);
  });

  test("a framed image loads and shows its caption; the tooltip explains its term on hover", async () => {
    await open("introduction/");
    const image = main().getByRole("img", { name: "Map with a red marker at latitude 52.52, longitude 13.40" });
    expect(await image.isVisible()).toBe(true);
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await main().getByText("A forecast point on the Skycast map").isVisible()).toBe(true);

    const term = main().locator("[aria-describedby]").filter({ hasText: "grid cell" });
    const tip = main()
      .getByRole("tooltip", { includeHidden: true })
      .filter({ hasText: "A square of one kilometre by one kilometre" });
    expect(await tip.getAttribute("id")).toBe(await term.getAttribute("aria-describedby"));
    expect(await tip.isVisible()).toBe(false);
    await term.hover();
    await expect.poll(() => tip.isVisible()).toBe(true);
  });

  test("the video and the embedded player are there", async () => {
    await open("guides/alerts/subscribe/");
    const video = main().locator("video");
    expect(await video.isVisible()).toBe(true);
    expect(await video.evaluate((element) => (element as HTMLVideoElement).controls)).toBe(true);
    // The file is copied into the site and Chromium can decode it.
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).readyState))
      .toBeGreaterThanOrEqual(1);
    await open("introduction/");
    const player = main().locator("iframe[title='Skycast dashboard tour']");
    expect(await player.isVisible()).toBe(true);
    expect(await player.getAttribute("src")).toBe("https://player.skycast.test/embed/dashboard-tour");
  });

  test("an API page shows its fields, and its request and response examples in the right-hand column", async () => {
    await open("api-reference/update-subscription/");
    for (const field of ["subscriptionId", "Idempotency-Key", "webhookUrl", "minSeverity", "locations"]) {
      expect(await main().getByText(field, { exact: true }).first().isVisible(), field).toBe(true);
    }
    const heading = main().getByRole("heading", { name: "Path parameters" });
    const request = page.locator("pre").filter({ hasText: "curl -X PATCH" }).first();
    const response = page.locator("pre").filter({ hasText: '"id": "sub_8f2k1"' }).first();
    expect(await request.isVisible()).toBe(true);
    expect(await response.isVisible()).toBe(true);
    const [headingBox, requestBox, responseBox] = await Promise.all([
      heading.boundingBox(),
      request.boundingBox(),
      response.boundingBox(),
    ]);
    expect(requestBox!.x).toBeGreaterThan(headingBox!.x + headingBox!.width / 2);
    expect(responseBox!.y).toBeGreaterThan(requestBox!.y);
    // Examples in several languages are tabs, like a CodeGroup.
    expect(await page.getByRole("tab", { name: "JavaScript" }).count()).toBeGreaterThan(0);
  });

  test("nested fields sit in an Expandable that opens", async () => {
    await open("api-reference/forecast/");
    const field = main().getByText("precipitation", { exact: true }).first();
    const expandable = main().getByText("properties").first();
    expect(await expandable.isVisible()).toBe(true);
    expect(await field.isVisible()).toBe(false);
    await expandable.click();
    expect(await field.isVisible()).toBe(true);
  });

  test("changelog entries show their label and description, and the label is an anchor", async () => {
    await open("changelog/");
    for (const label of ["2025-06-02", "2025-03-17", "2024-11-04"]) {
      expect(await main().getByText(label, { exact: true }).first().isVisible(), label).toBe(true);
      expect(await main().locator(`[id="${label}"]`).count(), label).toBe(1);
      expect(await main().locator(`a[href="#${label}"]`).count(), label).toBeGreaterThan(0);
    }
    expect(await main().getByText("v2.3.0").first().isVisible()).toBe(true);
  });

  test("an imported snippet renders in place", async () => {
    await open("api-reference/overview/");
    expect(await main().locator(".callout-note").filter({ hasText: "60 requests a minute" }).isVisible()).toBe(true);
  });

  test("no console errors and no failed requests on these pages", () => {
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
