import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { page as pageText, tempProject } from "../helpers/temp-project.js";
import {
  describe,
  test,
  buildAndServe,
  launchBrowser,
  type BrowserSession,
  type BuiltStarter,
  type PageProblems,
} from "../helpers/browser.js";

// A sidebar too big to write into every page: one group of 400 pages with a nested group in its middle, beside a
// few small groups. Each page carries the entries around its own; the client puts in the whole sidebar.

const SIZE = 400;
const slug = (i: number) => `big/page-${String(i).padStart(3, "0")}`;
const title = (i: number) => `Big page ${String(i).padStart(3, "0")}`;

function bigProject(): string {
  const files: Record<string, string> = { "index.mdx": pageText("Home") };
  for (let i = 0; i < SIZE; i++) files[`${slug(i)}.mdx`] = pageText(title(i));
  for (const name of ["alpha", "beta"]) files[`nested/${name}.mdx`] = pageText(`Nested ${name}`);
  const pages = Array.from({ length: SIZE }, (_, i) => slug(i));
  const navigation = {
    groups: [
      { group: "Start", pages: ["index"] },
      {
        group: "Big",
        pages: [
          ...pages.slice(0, 200),
          { group: "Nested", pages: ["nested/alpha", "nested/beta"] },
          ...pages.slice(200),
        ],
      },
    ],
  };
  files["docs.json"] = JSON.stringify({ theme: "mint", name: "Big", colors: { primary: "#0D9373" }, navigation });
  return tempProject(files);
}

let site: BuiltStarter;
let browser: BrowserSession;
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  site = await buildAndServe(bigProject());
  browser = await launchBrowser();
  ({ page, problems } = await browser.newPage());
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

function sidebar(on: Page = page) {
  return on.getByRole("navigation", { name: "Sidebar" });
}

/** Whether the sidebar, scrolled as the page left it, shows the whole link. */
function inSidebarView(link: Locator): Promise<boolean> {
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const pane = element.closest(".sidebar")!.getBoundingClientRect();
    return box.top >= pane.top && box.bottom <= pane.bottom;
  });
}

/** Loads a page and waits until the client has put the whole sidebar in. */
async function openWhole(route: string, on: Page = page): Promise<void> {
  await on.goto(`${site.url}${route}`, { waitUntil: "load" });
  await on.locator(".nav-groups:not([data-shared-nav])").waitFor({ state: "attached" });
}

describe("a sidebar too big for every page", () => {
  test("without the script a page shows the entries around its own, itself marked, and how many others there are", async () => {
    const bare = await browser.context.newPage();
    await bare.route("**/_docsgate/client.js", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    await bare.goto(`${site.url}${slug(300)}/`, { waitUntil: "load" });
    const current = sidebar(bare).locator('a[aria-current="page"]');
    expect(await current.innerText()).toBe(title(300));
    expect(await current.isVisible()).toBe(true);
    const links = await sidebar(bare).locator(".nav-groups a.nav-link").allInnerTexts();
    expect(links).toHaveLength(31);
    expect(links[0]).toBe(title(285));
    expect(await sidebar(bare).locator(".nav-elided").allInnerTexts()).toEqual(["… 286 more", "… 84 more"]);
    await bare.close();
  });

  test("with the script the whole sidebar is there, the current page marked and in view, its nested group open", async () => {
    await openWhole("nested/beta/");
    expect(await sidebar().locator(".nav-groups a.nav-link").count()).toBe(1 + SIZE + 2);
    expect(await sidebar().locator(".nav-elided").count()).toBe(0);
    const current = sidebar().locator('a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.innerText()).toBe("Nested beta");
    expect(await current.isVisible()).toBe(true);
    expect(await inSidebarView(current)).toBe(true);
    expect(await sidebar().locator("details", { hasText: "Nested" }).getAttribute("open")).toBe("");
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("a nested group opens and closes with a click or the keyboard", async () => {
    await openWhole(`${slug(0)}/`);
    const nested = sidebar().locator("details", { hasText: "Nested" });
    const alpha = nested.getByRole("link", { name: "Nested alpha" });
    expect(await nested.getAttribute("open")).toBe(null);
    expect(await alpha.isVisible()).toBe(false);
    await nested.locator("summary").click();
    expect(await alpha.isVisible()).toBe(true);
    await nested.locator("summary").click();
    expect(await alpha.isVisible()).toBe(false);
    await nested.locator("summary").focus();
    await page.keyboard.press("Enter");
    expect(await alpha.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await alpha.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/nested\/alpha\/$/);
    expect(await sidebar().locator('a[aria-current="page"]').innerText()).toBe("Nested alpha");
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("on a phone the menu opens the whole sidebar at the current page, and Escape closes it", async () => {
    const phone = await browser.context.newPage();
    await phone.setViewportSize({ width: 360, height: 740 });
    await openWhole(`${slug(250)}/`, phone);
    const menu = phone.getByRole("button", { name: "Open navigation" });
    const drawer = phone.locator("#sidebar");
    const isOpen = async () => (await drawer.boundingBox())!.x >= -1;
    await menu.click();
    await expect.poll(isOpen).toBe(true);
    const current = sidebar(phone).locator('a[aria-current="page"]');
    expect(await current.isVisible()).toBe(true);
    expect(await inSidebarView(current)).toBe(true);
    expect(await current.innerText()).toBe(title(250));
    expect(await sidebar(phone).locator(".nav-groups a.nav-link").count()).toBe(1 + SIZE + 2);
    await phone.keyboard.press("Escape");
    await expect.poll(isOpen).toBe(false);
    await phone.close();
  });
});
