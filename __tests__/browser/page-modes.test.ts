import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import {
  describe,
  test,
  buildAndServe,
  launchBrowser,
  type BrowserSession,
  type BuiltStarter,
} from "../helpers/browser.js";
import { tempProject } from "../helpers/temp-project.js";

// The page modes and themes as Mintlify lays them out, measured in Chromium on a harbour's docs
// (__tests__/fixtures/page-modes: one page per mode, with headings, a wide table and cards):
// default has the sidebar, content and table of contents; wide has no table of contents and a
// wider content; custom is a blank canvas the window's width under the top bar; frame is that
// canvas beside the sidebar; center is one narrow column in the middle. On a phone every mode
// shows its content in the first screen and the menu opens the navigation.

const FIXTURE = fileURLToPath(new URL("../fixtures/page-modes/", import.meta.url));

let site: BuiltStarter;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  site = await buildAndServe(FIXTURE);
  browser = await launchBrowser();
  page = (await browser.newPage()).page;
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function open(route: string, base = site.url): Promise<void> {
  await page.goto(`${base}${route}`, { waitUntil: "load" });
}

/** The box of the first visible element the selector matches, or undefined when none shows. */
async function box(selector: string): Promise<Box | undefined> {
  const visible = page.locator(selector).filter({ visible: true });
  return (await visible.count()) === 0 ? undefined : ((await visible.first().boundingBox()) ?? undefined);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's serious and critical violations on the page as it is now (as accessibility.test.ts checks the example). */
async function seriousViolations(): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
      };
    };
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map((node) => `${page.url()} ${violation.id} at ${JSON.stringify(node.target)}`),
    );
}

/** Where the top bar (and the tabs bar, when there is one) ends: the content starts below it. */
async function chromeBottom(): Promise<number> {
  return page.evaluate(() => document.querySelector(".topbar")!.getBoundingClientRect().bottom);
}

describe("page modes at 1440 × 900", () => {
  beforeAll(async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("default: sidebar, content, table of contents side by side; the title header on top", async () => {
    await open("");
    const sidebar = (await box("#sidebar"))!;
    const content = (await box("article.page"))!;
    const toc = (await box(".toc"))!;
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(content.x);
    expect(content.x + content.width).toBeLessThanOrEqual(toc.x);
    expect(await box(".page-header h1")).toBeDefined();
  });

  test("wide: no table of contents, and the content is wider than a default page's", async () => {
    await open("");
    const normal = (await box("article.page"))!.width;
    await open("wide/");
    expect(await box(".toc")).toBeUndefined();
    expect(await box("#sidebar")).toBeDefined();
    const wide = (await box("article.page"))!;
    expect(wide.width).toBeGreaterThan(normal + 150);
    // The table fits the page's width.
    expect((await box(".prose table"))!.width).toBeLessThanOrEqual(wide.width + 1);
  });

  test("custom: no sidebar, no table of contents, no title header; the canvas spans the window under the top bar", async () => {
    await open("custom/");
    expect(await box("#sidebar")).toBeUndefined();
    expect(await box(".toc")).toBeUndefined();
    expect(await box(".page-header")).toBeUndefined();
    expect(await box(".site-footer")).toBeUndefined();
    const main = (await box("main#content"))!;
    expect(main.x).toBeLessThanOrEqual(1);
    expect(main.width).toBeGreaterThanOrEqual(1440 - 20);
    expect(Math.abs(main.y - (await chromeBottom()))).toBeLessThan(2);
    const hero = (await box(".hero-title"))!;
    expect(hero.y + hero.height).toBeLessThan(900);
    expect(await box(".card-group")).toBeDefined();
  });

  test("frame: the canvas starts at the top of the main column, beside the sidebar, in the first screen", async () => {
    await open("frame/");
    const sidebar = (await box("#sidebar"))!;
    const main = (await box("main#content"))!;
    expect(main.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width);
    expect(main.y).toBeLessThan(sidebar.y + 50);
    expect(Math.abs(main.y - (await chromeBottom()))).toBeLessThan(2);
    const hero = (await box(".hero-title"))!;
    expect(hero.y + hero.height).toBeLessThan(900);
    expect(hero.x).toBeGreaterThan(sidebar.x + sidebar.width);
    expect(await box(".toc")).toBeUndefined();
    expect(await box(".page-header")).toBeUndefined();
    // No prose width: the canvas takes the column beside the sidebar.
    expect(main.width).toBeGreaterThan(1000);
  });

  test("center: no sidebar, no table of contents; one narrow column in the middle of the window", async () => {
    await open("center/");
    expect(await box("#sidebar")).toBeUndefined();
    expect(await box(".toc")).toBeUndefined();
    const article = (await box("article.page"))!;
    expect(article.width).toBeLessThanOrEqual(48 * 16 + 1);
    expect(Math.abs(article.x - (1440 - article.x - article.width))).toBeLessThan(24);
    expect((await box(".page-header h1"))!.y).toBeLessThan(300);
  });

  test("every mode passes axe-core (no serious or critical violation)", async () => {
    const found: string[] = [];
    for (const route of ["", "wide/", "custom/", "frame/", "center/"]) {
      await open(route);
      found.push(...(await seriousViolations()));
    }
    expect(found).toEqual([]);
  });
});

describe("page modes on a phone (390 × 844)", () => {
  beforeAll(async () => {
    await page.setViewportSize({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  const firstText: Record<string, string> = {
    "": "Every vessel that calls",
    "wide/": "The harbour publishes",
    "custom/": "Harbor documentation",
    "frame/": "Harbor at a glance",
    "center/": "Notices are published",
  };

  for (const [route, text] of Object.entries(firstText))
    test(`${route || "default"}: content in the first screen, no sideways scrolling, the menu opens the navigation`, async () => {
      await open(route);
      const shown = (await page.getByText(text).first().boundingBox())!;
      expect(shown.y).toBeGreaterThanOrEqual(0);
      expect(shown.y + shown.height).toBeLessThan(844);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The sidebar waits off screen as the menu's drawer.
      const closed = await box("#sidebar");
      expect(closed ? closed.x + closed.width : 0).toBeLessThanOrEqual(1);
      await page.getByRole("button", { name: "Open navigation" }).click();
      const link = page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Harbour notices" });
      await expect.poll(async () => (await link.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.evaluate(() => document.body.classList.contains("nav-open"))).toBe(false);
    });
});

describe("themes Mintlify documents as looking different", () => {
  let themed: BuiltStarter[] = [];
  /** The fixture with another `theme` (and `languages`, English and French), built and served. */
  async function withTheme(theme: string, languages = false): Promise<BuiltStarter> {
    const files: Record<string, string> = {};
    for (const file of readdirSync(FIXTURE)) files[file] = readFileSync(path.join(FIXTURE, file), "utf8");
    const config = JSON.parse(files["docs.json"]!) as { navigation: { groups: unknown[] } };
    const navigation = languages
      ? {
          languages: [
            { language: "en", groups: config.navigation.groups },
            { language: "fr", groups: [{ group: "Guides", pages: ["fr/index"] }] },
          ],
        }
      : config.navigation;
    if (languages)
      files["fr/index.mdx"] = "---\ntitle: Les quais\ndescription: Où accostent les navires.\n---\n\nTexte.\n";
    files["docs.json"] = JSON.stringify({ ...config, theme, navigation });
    const built = await buildAndServe(tempProject(files));
    themed.push(built);
    return built;
  }
  afterAll(async () => {
    for (const built of themed) await built.close();
    themed = [];
  });

  test("<html> names the theme; linden sets the text in a monospace font, mint does not", async () => {
    await open("");
    expect(await page.locator("html").getAttribute("data-theme-name")).toBe("mint");
    const font = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(await font()).not.toMatch(/mono/i);
    // The advance of the page's first sentence, summed over its lines.
    const advance = () =>
      page.evaluate(() => {
        const range = document.createRange();
        range.selectNodeContents(document.querySelector(".prose p")!);
        return [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
      });
    const mintAdvance = await advance();
    const linden = await withTheme("linden");
    await open("", linden.url);
    expect(await page.locator("html").getAttribute("data-theme-name")).toBe("linden");
    expect(await font()).toMatch(/mono/i);
    // The same sentence runs longer in the fixed-width font.
    expect(await advance()).toBeGreaterThan(mintAdvance * 1.1);
  });

  test("sequoia puts the contextual menu at the head of the table of contents, mint beside the title", async () => {
    await open("");
    const mintCopy = (await box(".copy-page"))!;
    expect(mintCopy.x + mintCopy.width).toBeLessThanOrEqual((await box("article.page"))!.x + 48 * 16);
    const sequoia = await withTheme("sequoia");
    await open("", sequoia.url);
    const toc = (await box(".toc"))!;
    const copy = (await box(".copy-page"))!;
    expect(copy.x).toBeGreaterThanOrEqual(toc.x);
    expect(copy.y).toBeLessThan((await box(".toc nav"))!.y);
    expect(await page.locator(".copy-page").filter({ visible: true }).count()).toBe(1);
    const inToc = page.locator(".toc .copy-page");
    await inToc.click();
    await expect.poll(() => inToc.innerText()).toBe("Copied");
    // Too narrow for the table of contents: the menu is back by the title, and copies the page.
    await page.setViewportSize({ width: 1000, height: 900 });
    const narrow = page.locator(".copy-page").filter({ visible: true });
    expect(await narrow.count()).toBe(1);
    expect((await narrow.boundingBox())!.y).toBeLessThan((await box(".prose"))!.y);
    await narrow.click();
    await expect.poll(() => narrow.innerText()).toBe("Copied");
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("palm's language selector floats at the bottom left of the window; on a phone it is in the top bar", async () => {
    const palm = await withTheme("palm", true);
    await open("", palm.url);
    const floating = (await box(".floating-language .switcher-button"))!;
    expect(floating.x).toBeLessThan(40);
    expect(floating.y + floating.height).toBeGreaterThan(900 - 40);
    expect(await box('.topbar [data-switcher="language"]')).toBeUndefined();
    await page.locator(".floating-language summary").click();
    const french = page.locator(".floating-language").getByRole("link", { name: /Français/ });
    expect((await french.boundingBox())!.y).toBeLessThan(floating.y);
    expect(await seriousViolations()).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await box(".floating-language")).toBeUndefined();
    expect(await box('.topbar [data-switcher="language"]')).toBeDefined();
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
