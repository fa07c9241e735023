import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { describe, test, buildAndServe, launchBrowser, useStarterTab, type PageProblems } from "../helpers/browser.js";

// Mermaid diagrams and LaTeX formulas on the example's heat index page, in real Chromium: the
// diagram is drawn by a script only that page loads, the formulas are KaTeX's HTML typeset at
// build time with KaTeX's fonts, and pages without either load neither.

let page: Page;
let problems: PageProblems;
let siteDir: string;
const open = useStarterTab(
  (tab) =>
    ({
      page,
      problems,
      site: { dir: siteDir },
    } = tab),
);

const HEAT_INDEX = "guides/alerts/heat-index/";

/** The URLs a page load asks for until its fonts are in (and `drawn`, until its diagrams are drawn). */
async function requestsOf(route: string, drawn = false): Promise<string[]> {
  const urls: string[] = [];
  const listen = (request: { url(): string }) => urls.push(request.url());
  page.on("request", listen);
  try {
    await open(route);
    await page.evaluate(() => document.fonts.ready);
    if (drawn) await page.locator('.mermaid-diagram[data-state="drawn"]').waitFor();
  } finally {
    page.off("request", listen);
  }
  return urls;
}

describe("Mermaid diagrams in Chromium", () => {
  test("a ```mermaid block is drawn as an SVG, its source hidden, its controls in the corner placement= names", async () => {
    await open(HEAT_INDEX);
    const figure = page.locator(".mermaid-diagram");
    await page.locator('.mermaid-diagram[data-state="drawn"] .mermaid-viewport svg').waitFor();
    expect(await figure.locator(".mermaid-viewport svg").count()).toBe(1);
    expect(await figure.locator(".mermaid-viewport svg").innerHTML()).toContain("Hourly forecast");
    expect(await figure.locator(".code-block").isVisible()).toBe(false);
    // `placement="top-right"`: the controls sit at the diagram's top right corner.
    const controls = figure.locator(".mermaid-controls");
    const box = (await figure.boundingBox())!;
    const bar = (await controls.boundingBox())!;
    expect(bar.y - box.y).toBeLessThan(box.height / 2);
    expect(bar.x - box.x).toBeGreaterThan(box.width / 2);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("the zoom buttons zoom in, out and back", async () => {
    await open(HEAT_INDEX);
    await page.locator('.mermaid-diagram[data-state="drawn"]').waitFor();
    const viewport = page.locator(".mermaid-viewport");
    await page.getByRole("button", { name: "Zoom in" }).click();
    expect(await viewport.getAttribute("data-zoom")).toBe("1.25");
    await page.getByRole("button", { name: "Zoom out" }).click();
    await page.getByRole("button", { name: "Zoom out" }).click();
    expect(await viewport.getAttribute("data-zoom")).toBe("0.80");
    await page.getByRole("button", { name: "Reset zoom" }).click();
    expect(await viewport.getAttribute("data-zoom")).toBe("1.00");
  });

  test("the diagram follows the dark mode toggle with mermaid's dark theme", async () => {
    await open(HEAT_INDEX);
    await page.locator('.mermaid-diagram[data-state="drawn"] .mermaid-viewport svg').waitFor();
    const nodeFill = () =>
      page
        .locator(".mermaid-viewport svg .node rect, .mermaid-viewport svg .node polygon")
        .first()
        .evaluate((shape) => getComputedStyle(shape).fill);
    const wasDark = (await page.evaluate(() => document.documentElement.dataset.theme)) === "dark";
    const before = await nodeFill();
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await page.waitForFunction((dark) => {
      const svg = document.querySelector(".mermaid-viewport svg");
      return document.documentElement.dataset.theme === (dark ? "light" : "dark") && svg?.id.endsWith("-2");
    }, wasDark);
    expect(await nodeFill()).not.toBe(before);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
  });

  test("without scripts the reader sees the diagram's source as code", () => {
    const html = readFileSync(path.join(siteDir, HEAT_INDEX, "index.html"), "utf8");
    expect(html).toMatch(
      /<div class="mermaid-diagram" data-placement="top-right">.*<pre[^>]*><code[^>]*>flowchart LR/s,
    );
  });

  test("a page without a diagram does not load the diagram script", async () => {
    const requests = await requestsOf("introduction/");
    expect(requests.some((url) => url.includes("/_docsgate/mermaid/"))).toBe(false);
    expect(requests.some((url) => url.includes("/_docsgate/katex/"))).toBe(false);
    const html = readFileSync(path.join(siteDir, "introduction", "index.html"), "utf8");
    expect(html).not.toContain("katex");
    expect(html).not.toContain("mermaid");
  });

  test("a flowchart page loads the diagram script but not the code of other diagram types, nor ELK's layout", async () => {
    const requests = (await requestsOf(HEAT_INDEX, true)).filter((url) => url.includes("/_docsgate/mermaid/"));
    expect(requests.some((url) => url.endsWith("/_docsgate/mermaid/diagrams.js"))).toBe(true);
    expect(requests.some((url) => /sequenceDiagram|ganttDiagram|elk-/.test(url))).toBe(false);
  });
});

describe("LaTeX formulas in Chromium", () => {
  test("$…$, $$…$$ and <Latex> are KaTeX HTML, drawn with KaTeX's fonts", async () => {
    const requests = await requestsOf(HEAT_INDEX);
    expect(requests.some((url) => url.endsWith("/_docsgate/katex/katex.min.css"))).toBe(true);
    expect(await page.locator(".math-display .katex-display .katex-html").count()).toBe(1);
    expect(await page.locator(".math-inline .katex").count()).toBeGreaterThanOrEqual(3);
    // The fractions of the simpler estimate and of <Latex>'s conversion are typeset, not left as `\frac`.
    expect(await page.locator(".math-inline .katex .mfrac").count()).toBe(2);
    expect(await page.locator('.math-inline[data-component="Latex"] .katex .mfrac').count()).toBe(1);
    expect(await page.locator("main").innerText()).not.toContain("\\frac");
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/"/g, "")),
    );
    expect(loaded).toContain("KaTeX_Main");
    expect(loaded).toContain("KaTeX_Math");
    expect(requests.some((url) => /\/_docsgate\/katex\/fonts\/KaTeX_Main-Regular\.woff2$/.test(url))).toBe(true);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe("styling.latex: false", () => {
  const STARTER = fileURLToPath(new URL("../../examples/starter/", import.meta.url));
  let root: string;
  let site: Awaited<ReturnType<typeof buildAndServe>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "docsgate-no-latex-"));
    cpSync(STARTER, root, { recursive: true });
    const config = JSON.parse(readFileSync(path.join(root, "docs.json"), "utf8"));
    writeFileSync(path.join(root, "docs.json"), JSON.stringify({ ...config, styling: { latex: false } }));
    writeFileSync(
      path.join(root, "guides/alerts/heat-index.mdx"),
      "---\ntitle: Prices\n---\n\nA key costs $5 a month and $50 a year.\n",
    );
    site = await buildAndServe(root);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test("dollar signs stay text, and no page links KaTeX", async () => {
    const { page } = await browser.newPage();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(`${site.url}${HEAT_INDEX}`, { waitUntil: "load" });
    expect(await page.locator("main .prose").innerText()).toContain("A key costs $5 a month and $50 a year.");
    expect(await page.locator(".katex").count()).toBe(0);
    expect(requests.some((url) => url.includes("/_docsgate/katex/"))).toBe(false);
  });
});
