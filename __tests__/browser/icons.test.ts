import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { iconSvg } from "../../src/icons/icons.js";
import {
  buildAndServe,
  describe,
  launchBrowser,
  test,
  type BrowserSession,
  type BuiltStarter,
} from "../helpers/browser.js";

/**
 * Icons in Chromium: a Lucide site (the fixture), and its copy on Tabler, draw every icon Mintlify shows (callouts,
 * cards, tabs, and the navigation's groups, pages, anchors, tabs, dropdowns and navbar links) from their library, typed
 * callouts with their own; the same project on Font Awesome draws a Pro-only name by its free stand-in.
 */
const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/lucide-icons");

let browser: BrowserSession;
let lucide: BuiltStarter;
let fontAwesome: BuiltStarter;
let tabler: BuiltStarter;
const copies: string[] = [];

/** The fixture copied with `edit` applied to its files' text: another library, or its names. */
function variant(edit: (text: string) => string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "docsgate-icons-"));
  cpSync(FIXTURE, root, { recursive: true });
  for (const file of ["docs.json", "index.mdx", "guides/ships.mdx", "guides/hooks.mdx"])
    writeFileSync(path.join(root, file), edit(readFileSync(path.join(root, file), "utf8")));
  copies.push(root);
  return root;
}

/** Lucide's names in the fixture that Tabler spells otherwise. */
const TABLER_NAMES: Record<string, string> = {
  "book-open": "book",
  house: "home",
  "log-in": "login",
  "log-out": "logout",
};

beforeAll(async () => {
  browser = await launchBrowser();
  lucide = await buildAndServe(FIXTURE);
  fontAwesome = await buildAndServe(variant((text) => text.replace('"icons": { "library": "lucide" },', "")));
  tabler = await buildAndServe(
    variant((text) =>
      text
        .replace('"library": "lucide"', '"library": "tabler"')
        .replace(
          /(icon"?[=:]\s*"?)(book-open|house|log-in|log-out)\b/g,
          (_, key: string, name: string) => key + TABLER_NAMES[name],
        ),
    ),
  );
});

afterAll(async () => {
  await browser?.close();
  await lucide?.close();
  await fontAwesome?.close();
  await tabler?.close();
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

/** How many of the elements `selector` finds hold a drawn icon of each kind: Lucide's stroke or Font Awesome's fill. */
async function drawn(
  page: import("playwright-core").Page,
  selector: string,
): Promise<{ stroke: number; fill: number }> {
  return page.locator(selector).evaluateAll((elements) => {
    const svgs = elements.map((element) => (element.matches("svg") ? element : element.querySelector("svg")));
    const visible = svgs.filter((svg): svg is SVGSVGElement => !!svg && svg.getBoundingClientRect().width > 0);
    return {
      stroke: visible.filter((svg) => svg.getAttribute("fill") === "none" && svg.getAttribute("stroke")).length,
      fill: visible.filter((svg) => svg.getAttribute("fill") === "currentColor").length,
    };
  });
}

describe("a Lucide site, and the same on Tabler", () => {
  test.each(["lucide", "tabler"])(
    "%s: callouts, a card, tabs and every navigation item draw their icon",
    async (library) => {
      const site = library === "lucide" ? lucide : tabler;
      expect(site.diagnostics.filter((d) => d.ruleId.endsWith("/unknown-icon"))).toEqual([]);
      const { page, problems } = await browser.newPage();
      await page.goto(site.url);
      // Typed callouts keep their own icons (Font Awesome's, as @mintlify/components draws them); Callout's is Lucide's.
      expect(await drawn(page, ".callout-note > .callout-icon")).toEqual({ stroke: 0, fill: 1 });
      expect(await drawn(page, ".callout-warning > .callout-icon")).toEqual({ stroke: 0, fill: 1 });
      expect(await drawn(page, ".callout-info > .callout-icon")).toEqual({ stroke: 1, fill: 1 });
      expect(await drawn(page, ".card-icon svg")).toEqual({ stroke: 1, fill: 0 });
      expect(await drawn(page, "[role=tab] .tab-icon")).toEqual({ stroke: 2, fill: 0 });
      // The navigation: the group, both pages, the anchor, the top tab, the dropdown switcher, the navbar link.
      expect(await drawn(page, ".nav-group-title .nav-icon")).toEqual({ stroke: 1, fill: 0 });
      expect(await drawn(page, ".nav-link .nav-icon")).toEqual({ stroke: 2, fill: 0 });
      expect(await drawn(page, ".anchor-icon")).toEqual({ stroke: 1, fill: 0 });
      expect(await drawn(page, ".tab-link")).toEqual({ stroke: 1, fill: 0 });
      expect(await drawn(page, ".switcher-button")).toEqual({ stroke: 1, fill: 0 });
      expect(await drawn(page, ".topbar-links .topbar-link")).toEqual({ stroke: 1, fill: 0 });
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    },
  );

  test("Lucide's own `sparkles` and `webhook` are drawn from Lucide", async () => {
    const { page } = await browser.newPage();
    await page.goto(`${lucide.url}guides/ships/`);
    expect(await drawn(page, ".card-icon svg")).toEqual({ stroke: 1, fill: 0 });
  });
});

describe("the same site on Font Awesome", () => {
  test("a Pro-only name is drawn by its free stand-in, and a notice names both", async () => {
    const { page } = await browser.newPage();
    await page.goto(`${fontAwesome.url}guides/ships/`);
    const path = (svg: string | undefined) => /<path d="([^"]+)"/.exec(svg ?? "")?.[1];
    expect(await page.locator(".card-icon path").getAttribute("d")).toBe(path(iconSvg("wand-magic-sparkles")));
    expect(await page.locator(".nav-group-title .nav-icon path").getAttribute("d")).toBe(
      path(iconSvg("wand-magic-sparkles")),
    );
    // The Reference dropdown's `webhook`, in the switcher's menu.
    await page.locator(".switcher-button").first().click();
    expect(await page.locator(".switcher-item", { hasText: "Reference" }).locator("path").getAttribute("d")).toBe(
      path(iconSvg("link")),
    );
    const notices = fontAwesome.diagnostics
      .filter((d) => d.ruleId.endsWith("/unknown-icon") && d.severity === "notice")
      .map((d) => `${d.file}:${d.line} ${d.message}`);
    expect(notices).toContain(
      "guides/ships.mdx:7 `sparkles` is a Font Awesome Pro icon: the published site draws it, and the preview (Font Awesome Free) draws the free `wand-magic-sparkles` in its place.",
    );
    expect(notices).toContain(
      "guides/hooks.mdx:4 `webhook` is a Font Awesome Pro icon: the published site draws it, and the preview (Font Awesome Free) draws the free `link` in its place.",
    );
  });
});
