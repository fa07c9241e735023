import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import {
  describe,
  test,
  buildAndServe,
  useStarterTab,
  type BrowserSession,
  type BuiltStarter,
  type PageProblems,
} from "../helpers/browser.js";
import { tempProject } from "../helpers/temp-project.js";

// The page and its layout, in real Chromium: each page's Markdown twin and "Copy page",
// llms-full.txt, <Visibility>, the front matter's mode, sidebarTitle, tag and hidden, the table
// of contents following the reader, and narrow screens.

let site: BuiltStarter;
let browser: BrowserSession;
let page: Page;
let problems: PageProblems;
const open = useStarterTab((tab) => ({ site, browser, page, problems } = tab));

async function fetchText(route: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(`${site.url}${route}`);
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

function sidebar() {
  return page.getByRole("navigation", { name: "Sidebar" });
}

describe("the Markdown twin of every page", () => {
  test("each built page has one at its URL with .md, with its title, description and content", async () => {
    // The root only forwards to the first page.
    for (const route of site.pages.filter((route) => route !== "")) {
      const twin = route === "" ? "index.md" : `${route.replace(/\/$/, "")}.md`;
      const { status } = await fetchText(twin);
      expect(status, twin).toBe(200);
    }
    const { text } = await fetchText("quickstart.md");
    expect(text.startsWith('---\ntitle: "Quickstart: your first forecast"\ndescription: "Create an API key,')).toBe(
      true,
    );
    expect(text).toContain("## Request a forecast");
    // A Step's title leads its content, and the CodeGroup's blocks stay fenced code.
    expect(text).toContain("**Create an API key**");
    expect(text).toMatch(/```bash cURL\n {0,4}curl "https:\/\/api\.skycast\.test\/v2\/forecast/);
    expect(text).not.toMatch(/<\/?(Steps|Step|CodeGroup)\b/);
  });

  test("components become Markdown: a callout a quote, a field its name and type; agents' content is in, humans' out", async () => {
    const { text } = await fetchText("guides/authentication.md");
    expect(text).toContain("> **Note:** A request without a valid key gets the status `401`.");
    expect(text).toContain("`Authorization` (string, required)");
    expect(text).toContain("read the key from the `SKYCAST_API_KEY` environment variable");
    expect(text).not.toContain("Open the dashboard in a second window");
    expect(text).not.toMatch(/<\/?(Note|ParamField|Visibility|Tabs|Tab|Frame|Icon)\b/);
  });

  test("llms-full.txt holds every indexed page's Markdown, each under its title and address", async () => {
    const { status, text } = await fetchText("llms-full.txt");
    expect(status).toBe(200);
    expect(text).toContain("# Authenticate with API keys\nSource: /guides/authentication/");
    expect(text).toContain("read the key from the `SKYCAST_API_KEY` environment variable");
    expect(text).toContain("# Quickstart: your first forecast\n");
    // A hidden page is kept from indexing, as a noindex one is.
    expect(text).not.toContain("# Send a test alert");
    expect(text).not.toContain("# Beta feedback");
  });

  test('"Copy page" copies the twin; the menu beside it opens the twin', async () => {
    await open("quickstart/");
    const twin = (await fetchText("quickstart.md")).text;
    await page.getByRole("button", { name: "Copy page" }).click();
    // Found by its class: its name changes as it answers.
    const button = page.locator("button.copy-page");
    await expect.poll(() => button.innerText()).toBe("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await page.getByLabel("More page actions").click();
    const view = page.getByRole("link", { name: "View as Markdown" });
    expect(await view.isVisible()).toBe(true);
    expect(new URL(await view.evaluate((link) => (link as HTMLAnchorElement).href)).pathname).toBe("/quickstart.md");
    expect(problems.consoleErrors).toEqual([]);
  });
});

describe("<Visibility>", () => {
  test('the web page shows for="humans" and leaves out for="agents"', async () => {
    await open("guides/authentication/");
    const main = page.locator("main");
    expect(await main.getByText("Open the dashboard in a second window").isVisible()).toBe(true);
    expect(await main.getByText("SKYCAST_API_KEY", { exact: false }).allInnerTexts()).not.toContainEqual(
      expect.stringContaining("never print it"),
    );
    expect(await page.content()).not.toContain("never print it");
  });
});

describe("front matter: mode, sidebarTitle, tag, hidden", () => {
  test("mode wide: the sidebar stays, the table of contents goes, the content takes the width", async () => {
    await open("changelog/");
    expect(await sidebar().isVisible()).toBe(true);
    expect(await page.locator(".toc").count()).toBe(0);
    const width = await page.locator("article.page").evaluate((article) => article.getBoundingClientRect().width);
    // Wider than the 52rem (832px) a page without a table of contents keeps otherwise.
    expect(width).toBeGreaterThan(900);
  });

  test("sidebarTitle labels the page in the sidebar and tag shows beside it there and by the title", async () => {
    await open("v1/migrate-to-v2/");
    const link = sidebar().getByRole("link", { name: "Migrate to v2 Required" });
    expect(await link.isVisible()).toBe(true);
    expect(await link.locator(".nav-tag").innerText()).toBe("Required");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Migrate from API v1 to v2");
    expect(await page.locator(".page-header .page-tag").innerText()).toBe("Required");
  });

  test("hidden: built and reachable, but in no sidebar, previous/next, sitemap, llms.txt or search", async () => {
    await open("guides/alerts/test-alert/");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Send a test alert");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    expect(await page.locator(".pager").count()).toBe(0);
    expect(await sidebar().getByRole("link", { name: "Send a test alert" }).count()).toBe(0);
    await open("guides/alerts/subscribe/");
    expect(await sidebar().getByRole("link", { name: "Send a test alert" }).count()).toBe(0);
    expect(await page.locator('a[href$="/guides/alerts/test-alert/"]').count()).toBe(0);
    for (const file of ["sitemap.xml", "llms.txt", "_docsgate/search-index.json"])
      expect((await fetchText(file)).text, file).not.toContain("test-alert");
  });
});

describe("the modes that change the chrome", () => {
  let modes: BuiltStarter;
  let tab: Page;
  beforeAll(async () => {
    const body = "## First\n\nText.\n\n## Second\n\nText.\n";
    const root = tempProject({
      "docs.json": JSON.stringify({
        theme: "mint",
        name: "Modes",
        colors: { primary: "#1D6FD8" },
        navigation: { groups: [{ group: "Start", pages: ["index", "custom", "frame", "center"] }] },
      }),
      "index.mdx": `---\ntitle: Home\n---\n\n${body}`,
      "custom.mdx": `---\ntitle: Custom\nmode: custom\n---\n\n<div id="canvas">Canvas</div>\n`,
      "frame.mdx": `---\ntitle: Frame\nmode: frame\n---\n\n<div id="canvas">Canvas</div>\n`,
      "center.mdx": `---\ntitle: Center\nmode: center\n---\n\n${body}`,
    });
    modes = await buildAndServe(root);
    tab = await browser.context.newPage();
  });
  afterAll(async () => {
    await tab?.close();
    await modes?.close();
  });

  const chrome = async (route: string) => {
    await tab.goto(`${modes.url}${route}`, { waitUntil: "load" });
    const visible = (selector: string) => tab.locator(selector).filter({ visible: true }).count();
    return {
      topbar: await visible(".topbar"),
      sidebar: await visible("#sidebar"),
      toc: await visible(".toc"),
      title: await visible("h1"),
      footer: await visible(".site-footer"),
    };
  };

  test("custom keeps only the top bar; frame keeps the sidebar and the site footer too; center drops sidebar and contents", async () => {
    expect(await chrome("")).toEqual({ topbar: 1, sidebar: 1, toc: 1, title: 1, footer: 1 });
    expect(await chrome("custom/")).toEqual({ topbar: 1, sidebar: 0, toc: 0, title: 0, footer: 0 });
    // Mintlify's docs give frame a "modified" footer: the site's, without the page's previous/next links.
    expect(await chrome("frame/")).toEqual({ topbar: 1, sidebar: 1, toc: 0, title: 0, footer: 1 });
    expect(await tab.locator("#canvas").innerText()).toBe("Canvas");
    expect(await chrome("center/")).toEqual({ topbar: 1, sidebar: 0, toc: 0, title: 1, footer: 1 });
    const box = await tab.locator("article.page").boundingBox();
    const width = tab.viewportSize()!.width;
    // Centred: as much room on either side.
    expect(Math.abs(box!.x - (width - box!.x - box!.width))).toBeLessThan(24);
  });
});

describe("the table of contents follows the reader", () => {
  test("the section in view is marked current, and only it", async () => {
    await open("guides/authentication/");
    const toc = page.getByRole("navigation", { name: "On this page" });
    const current = toc.locator('a[aria-current="true"]');
    await expect.poll(() => current.innerText()).toBe("Send your key");
    const sections = await toc
      .locator("a")
      .evaluateAll((links) =>
        links.map((link) => ({ text: (link as HTMLElement).innerText, id: (link as HTMLAnchorElement).hash.slice(1) })),
      );
    const last = sections.at(-1)!.text;
    const middle = sections[1]!;
    await page.locator(`[id="${middle.id}"]`).evaluate((heading) => heading.scrollIntoView());
    await expect.poll(() => current.innerText()).toBe(middle.text);
    expect(await current.count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => current.innerText()).toBe(last);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => current.innerText()).toBe("Send your key");
  });
});

describe("narrow screens (360 × 740)", () => {
  let phone: Page;
  beforeAll(async () => {
    phone = await browser.context.newPage();
    await phone.setViewportSize({ width: 360, height: 740 });
  });
  afterAll(async () => {
    await phone?.close();
  });

  test("no page is wider than the screen", async () => {
    for (const route of [
      "introduction/",
      "quickstart/",
      "guides/authentication/",
      "guides/alerts/subscribe/",
      "guides/alerts/severity-levels/",
      "api-reference/overview/",
      "api-reference/forecast/",
      "changelog/",
      "v1/migrate-to-v2/",
    ]) {
      await phone.goto(`${site.url}${route}`, { waitUntil: "load" });
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(360);
    }
  });

  test("the version switcher stays in the top bar, by its icon, and leads to the other version", async () => {
    await phone.goto(`${site.url}quickstart/`, { waitUntil: "load" });
    const summary = phone.locator(".switcher-topbar > summary");
    expect(await summary.isVisible()).toBe(true);
    expect(await summary.getAttribute("aria-label")).toBe("Version: v2");
    const box = (await summary.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await summary.click();
    await phone.locator(".switcher-topbar .switcher-menu").getByRole("link", { name: /v1/ }).click();
    await phone.waitForURL(/\/v1\//);
  });

  test("the menu opens full height over a backdrop, and the backdrop or Escape closes it", async () => {
    await phone.goto(`${site.url}quickstart/`, { waitUntil: "load" });
    const menu = phone.getByRole("button", { name: "Open navigation" });
    const drawer = phone.locator("#sidebar");
    const backdrop = phone.locator(".nav-backdrop");
    const isOpen = async () => (await drawer.boundingBox())!.x >= -1;
    expect(await backdrop.isVisible()).toBe(false);
    await menu.click();
    await expect.poll(isOpen).toBe(true);
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    expect(await backdrop.isVisible()).toBe(true);
    const box = (await drawer.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBe(740);
    await backdrop.click({ position: { x: 350, y: 400 } });
    await expect.poll(isOpen).toBe(false);
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await backdrop.isVisible()).toBe(false);
    await menu.click();
    await expect.poll(isOpen).toBe(true);
    await phone.keyboard.press("Escape");
    await expect.poll(isOpen).toBe(false);
  });

  test("the top bar's links and GitHub button, hidden there, head the menu drawer; on a desktop only the top bar has them", async () => {
    await phone.goto(`${site.url}quickstart/`, { waitUntil: "load" });
    const topbar = phone.locator(".topbar");
    expect(await topbar.getByRole("link", { name: "Status" }).isVisible()).toBe(false);
    expect(await topbar.locator(".cta-github").isVisible()).toBe(false);
    await phone.getByRole("button", { name: "Open navigation" }).click();
    const links = phone.getByRole("navigation", { name: "Links" });
    await links.getByRole("link", { name: "Status" }).waitFor({ state: "visible" });
    const github = links.locator(".cta-github");
    expect(await github.isVisible()).toBe(true);
    expect(await github.getAttribute("href")).toBe("https://github.com/skycast-example/skycast-sdk");
    const box = (await github.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    // One "Links" landmark at any width: the drawer's is not shown on a desktop.
    await phone.setViewportSize({ width: 1280, height: 740 });
    expect(await phone.getByRole("navigation", { name: "Links" }).count()).toBe(1);
    expect(await phone.locator(".drawer-links").isVisible()).toBe(false);
    await phone.setViewportSize({ width: 360, height: 740 });
  });
});
