import type { Locator, Page } from "playwright-core";
import { afterEach, expect } from "vitest";
import { describe, test, useStarterTab, type PageProblems } from "../helpers/browser.js";

// The layout components on the starter's forecast map and map colours pages, in real Chromium: file
// trees that open, columns and tiles, colour swatches that copy, the side panel, a prompt that
// copies, views.

let page: Page;
let problems: PageProblems;
const open = useStarterTab((tab) => ({ page, problems } = tab));
const PAGE = "guides/project-layout/";
const COLOURS = "guides/map-colours/";

function body(): Locator {
  return page.locator("main .prose");
}

afterEach(() => {
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

describe("layout components in Chromium", () => {
  test("their stylesheet loads on the pages that use them, and only there", async () => {
    const stylesheets = () =>
      page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href?.replace(/^.*\/_docsgate\//, "")));
    await open(PAGE);
    expect(await stylesheets()).toContain("layout-components.css");
    await open("guides/authentication/");
    expect(await stylesheets()).not.toContain("layout-components.css");
  });

  test("a Tree shows folders and files; a closed folder opens by click and by keyboard", async () => {
    await open(PAGE);
    const tree = body().locator('ul.tree[data-component="Tree"]');
    expect(await tree.isVisible()).toBe(true);
    const severity = tree.getByText("severity.css");
    expect(await tree.getByText("map.js").isVisible()).toBe(true);
    expect(await severity.isVisible()).toBe(false);
    const styles = tree.locator("summary", { hasText: "styles" });
    await styles.click();
    await severity.waitFor({ state: "visible" });
    await styles.click();
    await severity.waitFor({ state: "hidden" });
    await styles.focus();
    await page.keyboard.press("Enter");
    await severity.waitFor({ state: "visible" });
    // Folders and files each carry their icon (drawn by the stylesheet, so it has a size).
    const icon = (row: Locator) =>
      row.evaluate((element) => {
        const style = getComputedStyle(element, "::before");
        return { width: parseFloat(style.width), mask: style.maskImage };
      });
    const folderIcon = await icon(styles);
    const fileIcon = await icon(tree.locator(".tree-file .tree-row").first());
    expect(folderIcon.width).toBeGreaterThan(10);
    expect(fileIcon.width).toBeGreaterThan(10);
    expect(folderIcon.mask).toMatch(/^url\("data:image\/svg\+xml/);
    expect(fileIcon.mask).toMatch(/^url\("data:image\/svg\+xml/);
    expect(folderIcon.mask).not.toBe(fileIcon.mask);
    expect(await icon(tree.locator(".tree-folder > .tree-row", { hasText: "tiles" }))).toEqual(folderIcon);
    // A folder that is not openable is a plain row.
    expect(await tree.locator(".tree-folder > .tree-row", { hasText: "tiles" }).count()).toBe(1);
    const highlighted = tree.locator(".tree-highlight");
    expect(await highlighted.innerText()).toBe("map.js");
    const tint = (row: Locator) => row.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await tint(highlighted.locator(".tree-row"))).not.toBe("rgba(0, 0, 0, 0)");
    expect(await tint(tree.locator(".tree-file .tree-row", { hasText: "legend.js" }))).toBe("rgba(0, 0, 0, 0)");
  });

  test("a FileTree written as a Markdown list shows its folders (a trailing slash) and files", async () => {
    await open(PAGE);
    const tree = body().locator('ul.tree[data-component="FileTree"]');
    expect(await tree.locator(".tree-folder > details > summary").allInnerTexts()).toEqual(["tiles", "4", "5"]);
    expect(await tree.locator(".tree-file").allInnerTexts()).toEqual(["8-5.png"]);
    expect(await tree.getByText("8-5.png").isVisible()).toBe(true);
  });

  test("Columns lay out Tiles and Columns side by side, cols of them a row", async () => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(PAGE);
    const grids = body().locator(".card-group.cols-2");
    expect(await grids.count()).toBe(2);
    const tops = (grid: Locator) =>
      grid.evaluate((element) => [...element.children].map((child) => Math.round(child.getBoundingClientRect().top)));
    const [tiles, columns] = [grids.nth(0), grids.nth(1)];
    expect(new Set(await tops(tiles)).size).toBe(1);
    expect(new Set(await tops(columns)).size).toBe(1);
    expect(await columns.locator(":scope > .column").count()).toBe(2);
    const tile = tiles.getByRole("link", { name: /Severity levels/ });
    expect(await tile.getAttribute("href")).toBe("/guides/alerts/severity-levels/");
    expect(await tile.locator(".tile-description").innerText()).toBe("What each alert colour means.");
    expect(
      await tile.locator(".tile-preview img").evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    // A preview with light and dark images (Tailwind's `dark:hidden`) shows the one of the mode.
    const quickstart = tiles.getByRole("link", { name: /Quickstart/ });
    const shown = () =>
      quickstart
        .locator("img")
        .evaluateAll((images) =>
          images.filter((img) => getComputedStyle(img).display !== "none").map((img) => img.getAttribute("src")),
        );
    expect(await shown()).toEqual(["/images/forecast-map.svg"]);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    expect(await shown()).toEqual(["/images/forecast-map-dark.svg"]);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await tile.click();
    await page.waitForURL(/\/guides\/alerts\/severity-levels\/$/);
  });

  test("Color swatches show their colour, name and value, and copy the value on click", async () => {
    await open(COLOURS);
    const table = body().locator(".color.color-table");
    expect(await table.locator(".color-row-title").allInnerTexts()).toEqual(["Alerts", "Base map"]);
    const severe = table.getByRole("button", { name: /severe/ });
    expect(await severe.locator(".color-swatch").evaluate((swatch) => getComputedStyle(swatch).backgroundColor)).toBe(
      "rgb(220, 38, 38)",
    );
    await severe.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("#DC2626");
    // A light/dark pair shows the colour of the mode, and copies it.
    const land = table.getByRole("button", { name: /land/ });
    const swatch = () => land.locator(".color-swatch").evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await swatch()).toBe("rgb(241, 245, 249)");
    expect(await land.innerText()).toBe("land\n#F1F5F9");
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    expect(await swatch()).toBe("rgb(30, 41, 59)");
    expect(await land.innerText()).toBe("land\n#1E293B");
    await land.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("#1E293B");
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    expect(await body().locator(".color.color-compact .color-item").count()).toBe(2);
  });

  test("a Panel takes the right-hand column instead of the table of contents", async () => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(COLOURS);
    expect(await page.locator("div.toc").count()).toBe(0);
    const panel = page.locator("aside .panel");
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.innerText()).toContain("At a glance");
    expect(await body().getByText("At a glance").count()).toBe(0);
    const panelBox = (await panel.boundingBox())!;
    const bodyBox = (await body().boundingBox())!;
    expect(panelBox.x).toBeGreaterThan(bodyBox.x + bodyBox.width - 1);
  });

  test("a Prompt shows its description, opens to its text, and copies the text", async () => {
    await open(PAGE);
    const prompt = body().locator('[data-component="Prompt"]');
    const description = prompt.locator("summary");
    expect(await description.innerText()).toBe("Scaffold the forecast map app.");
    const icon = (await description.locator("svg.prompt-icon").boundingBox())!;
    expect(icon.width).toBeGreaterThan(10);
    expect(icon.height).toBeLessThan(24);
    expect(await description.locator("strong").innerText()).toBe("forecast map");
    const text = prompt.getByText("Shade each area by its strongest alert.");
    expect(await text.isVisible()).toBe(false);
    await description.click();
    await text.waitFor({ state: "visible" });
    await prompt.getByRole("button", { name: "Copy prompt" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "You are helping me build a forecast map with the Skycast API.\n\n" +
        "- Fetch the hourly forecast for the visible area.\n" +
        "- Shade each area by its strongest alert.",
    );
    const cursor = prompt.getByRole("link", { name: "Open in Cursor" });
    expect(await cursor.getAttribute("href")).toMatch(/^https:\/\/cursor\.com\/link\/prompt\?text=You%20are/);
  });

  test("Views: the first shows, the header's switcher shows another, the contents list only its headings", async () => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(PAGE);
    const toc = page.locator("div.toc");
    const npmHeading = toc.getByRole("link", { name: "Install with npm" });
    const pipHeading = toc.getByRole("link", { name: "Install with pip" });
    expect(await npmHeading.isVisible()).toBe(true);
    expect(await pipHeading.isVisible()).toBe(false);
    const switcher = page.locator("header.page-header").getByLabel("View");
    expect(await switcher.locator("option").allInnerTexts()).toEqual(["JavaScript", "Python"]);
    const npm = body().getByText("npm install @skycast/sdk");
    const pip = body().getByText("pip install skycast");
    expect(await npm.isVisible()).toBe(true);
    expect(await pip.isVisible()).toBe(false);
    await switcher.selectOption("Python");
    await pip.waitFor({ state: "visible" });
    expect(await npm.isVisible()).toBe(false);
    expect(await pipHeading.isVisible()).toBe(true);
    expect(await npmHeading.isVisible()).toBe(false);
    await switcher.selectOption("JavaScript");
    await npm.waitFor({ state: "visible" });
    // A link to a heading of another view shows that view.
    await open(`${PAGE}#install-with-pip`);
    await pip.waitFor({ state: "visible" });
    expect(await switcher.inputValue()).toBe("Python");
    await page.evaluate(() => (location.hash = "#install-with-npm"));
    await npm.waitFor({ state: "visible" });
    expect(await switcher.inputValue()).toBe("JavaScript");
  });
});
