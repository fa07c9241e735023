import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { describe, test, useStarterTab, type BuiltStarter, type PageProblems } from "../helpers/browser.js";

// Tailwind classes written in MDX and the project's own stylesheets, applied in real Chromium as on the published site:
// the compiled rules (docs.json's primary colour, `dark:` following the mode toggle, `md:` at desktop width), and every
// `.css` file of the project linked after the theme, in path order, so that its rules win.

const ROOT = fileURLToPath(new URL("../fixtures/tailwind-css/", import.meta.url));

let site: BuiltStarter;
let page: Page;
let problems: PageProblems;
const open = useStarterTab((tab) => ({ site, page, problems } = tab), ROOT);

function style(selector: string, property: string): Promise<string> {
  return page.evaluate(([css, name]) => getComputedStyle(document.querySelector(css)!).getPropertyValue(name), [
    selector,
    property,
  ] as const);
}

async function setDark(dark: boolean): Promise<void> {
  const isDark = await page.evaluate(() => document.documentElement.dataset.theme === "dark");
  if (isDark !== dark) await page.getByRole("button", { name: "Toggle dark mode" }).click();
}

describe("Tailwind classes and the project's CSS", () => {
  test("the fixture builds without diagnostics, the Tailwind rules and the stylesheets beside the pages", () => {
    expect(site.diagnostics).toEqual([]);
    expect(site.pages).toEqual(["", "guides/layout/"]);
  });

  test("Tailwind's grid, spacing and primary colour apply; md: applies at desktop width", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open("");
    await setDark(false);
    expect(await style("#tiles", "display")).toBe("grid");
    expect((await style("#tiles", "grid-template-columns")).split(" ")).toHaveLength(2);
    expect(await style("#tiles", "column-gap")).toBe("16px");
    expect(await style("#tiles", "border-top-left-radius")).toBe("12px");
    expect(await style("#tiles", "background-color")).toBe("rgb(124, 58, 237)");
    expect(await style("#tiles", "color")).toBe("rgb(255, 255, 255)");
    // `border` draws a solid 1px border although the theme has no Tailwind preflight.
    expect(await style("#tiles > div", "border-top-width")).toBe("1px");
    expect(await style("#tiles > div", "border-top-style")).toBe("solid");
    expect(await style("#tiles > div", "border-top-color")).toBe("rgba(255, 255, 255, 0.4)");
    // A class wins over the theme's rule for the prose (`.prose p`), as it wins over Mintlify's typography.
    expect(await style(".lantern-note", "margin-top")).toBe("40px");
    // docs.json's `light` colour, with an opacity modifier; three columns from md: up.
    expect(await style("#tinted", "background-color")).toBe("rgba(167, 139, 250, 0.2)");
    expect((await style("#tinted", "grid-template-columns")).split(" ")).toHaveLength(3);
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await style("#tinted", "grid-template-columns")).split(" ")).toHaveLength(1);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("dark: classes follow the mode toggle (Mintlify's .dark class on <html>)", async () => {
    await open("");
    await setDark(false);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await setDark(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await style("#tiles", "background-color")).toBe("rgb(24, 24, 27)");
    // The choice is kept: the next page opens dark, the class set before the first paint.
    await open("guides/layout/");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await open("");
    expect(await style("#tiles", "background-color")).toBe("rgb(24, 24, 27)");
    await setDark(false);
    expect(await style("#tiles", "background-color")).toBe("rgb(124, 58, 237)");
  });

  test("the project's stylesheets load on every page after the theme and Tailwind, and their rules win", async () => {
    await open("guides/layout/");
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
        new URL(link.href).pathname.replace(/^\/_docsgate\/(?!tailwind)/, "/theme:"),
      ),
    );
    expect(sheets.filter((sheet) => !sheet.startsWith("/theme:"))).toEqual([
      "/_docsgate/tailwind.css",
      "/style.css",
      "/styles/extra.css",
    ]);
    expect(sheets.indexOf("/_docsgate/tailwind.css")).toBeGreaterThan(sheets.indexOf("/theme:theme.css"));
    // styles/extra.css's `.site-footer` beats the theme's rule of the same specificity.
    expect(await style(".site-footer", "border-top-style")).toBe("dashed");
    expect(await style(".site-footer", "border-top-width")).toBe("4px");
    // The project hides <html> until a script of its own adds `ready`: the preview shows the page all the same.
    expect(await page.getByRole("heading", { name: "Where things go" }).isVisible()).toBe(true);
    // Mintlify's id for the page's content, which projects style.
    expect(await style("#content-area", "outline-color")).toBe("rgb(0, 128, 128)");
    expect(await page.evaluate(() => document.documentElement.dataset.currentPath)).toBe("/guides/layout");

    await open("");
    await setDark(false);
    expect(await style(".lantern-note", "color")).toBe("rgb(200, 30, 60)");
    expect(await style(".lantern-note", "letter-spacing")).toBe("2px");
    await setDark(true);
    expect(await style(".lantern-note", "color")).toBe("rgb(255, 200, 0)");
    await setDark(false);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
