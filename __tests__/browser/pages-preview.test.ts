import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { check } from "../../src/check.js";
import { DEFAULT_PREVIEW_MAX_BYTES, publishFolder } from "../../src/github/pages-branch.js";
import { writePreviewFolder } from "../../src/github/preview-artifact.js";
import { buildSite } from "../../src/site/build-site.js";
import { describe, launchBrowser, test, type BrowserSession, type WatchedPage } from "../helpers/browser.js";
import { git } from "../helpers/git.js";
import { startPagesServer, type PagesServer } from "../helpers/pages-server.js";

// A pull request's preview as reviewers open it: the fixture built under the path GitHub Pages serves it from
// (/repo/pr-preview/pr-7/), published to a gh-pages branch and served as Pages serves the branch, and the same build as the
// preview artifact's folder opened from disk (file://).

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/pages-preview");
const FIXTURE_API = "https://api.kestrel.test";
const BASE_PATH = "/repo/pr-preview/pr-7";

let work: string;
let api: http.Server;
const received: { method: string; url: string; authorization?: string }[] = [];
let pages: PagesServer;
let browser: BrowserSession;
/** The preview on the Pages-like server: `http://127.0.0.1:PORT/repo/pr-preview/pr-7/`. */
let preview: string;
/** The artifact's folder (index.html and site/) as a file:// URL, with its slash. */
let artifact: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), "docsgate-pages-preview-"));
  // An API on another port answers every request with JSON and CORS headers, preflights included.
  api = http.createServer((request, response) => {
    const cors = { "access-control-allow-origin": "*", "access-control-allow-methods": "*" };
    if (request.method === "OPTIONS")
      return void response.writeHead(204, { ...cors, "access-control-allow-headers": "authorization" }).end();
    received.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization });
    response.writeHead(200, { ...cors, "content-type": "application/json" }).end('{"id":"fl_9"}');
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  const root = path.join(work, "docs");
  cpSync(FIXTURE, root, { recursive: true });
  const spec = path.join(root, "openapi.yaml");
  writeFileSync(spec, readFileSync(spec, "utf8").replaceAll(FIXTURE_API, apiUrl));
  const result = check({ root, render: { basePath: BASE_PATH } });
  expect(result.diagnostics.filter((diagnostic) => diagnostic.severity === "error")).toEqual([]);

  // The branch as the action leaves it: production's own pages (and 404 page) at the root of a bare
  // repository's gh-pages, with no .nojekyll, then the preview published into its folder by publishFolder;
  // served from a clone of that branch, as Pages serves it.
  const site = path.join(work, "built");
  await buildSite({ ...result.site!, outDir: site, basePath: BASE_PATH });
  const origin = path.join(work, "origin.git");
  const production = path.join(work, "production");
  git(work, "init", "-q", "--bare", origin);
  git(work, "init", "-q", "-b", "gh-pages", production);
  writeFileSync(path.join(production, "index.html"), "<!doctype html><title>Production</title><h1>Production</h1>");
  writeFileSync(path.join(production, "404.html"), "<!doctype html><title>Production 404</title><h1>Not here</h1>");
  git(production, "add", ".");
  git(production, "commit", "-qm", "production");
  git(production, "push", "-q", origin, "gh-pages");
  const published = await publishFolder(
    {
      remote: origin,
      branch: "gh-pages",
      folder: "pr-preview/pr-7",
      workRoot: work,
      author: { name: "Test", email: "test@example.com" },
    },
    site,
    { message: "Preview of pull request #7", maxBytes: DEFAULT_PREVIEW_MAX_BYTES },
  );
  expect(published.status).toBe("published");
  const branch = path.join(work, "gh-pages");
  git(work, "clone", "-q", "--branch", "gh-pages", origin, branch);
  pages = await startPagesServer(branch, "repo");
  preview = `${pages.url}pr-preview/pr-7/`;

  const folder = path.join(work, "artifact");
  mkdirSync(folder);
  writePreviewFolder(
    {
      siteDir: site,
      basePath: BASE_PATH,
      changedPages: [
        { file: "guides/install.mdx", url: "/guides/install/" },
        { file: "api/get-flight.mdx", url: "/api/get-flight/" },
      ],
    },
    folder,
  );
  artifact = pathToFileURL(`${folder}/`).href;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await pages?.close();
  await new Promise((resolve) => api?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** Whether the site's theme applies to the page: without it the body keeps the browser's margin and font size. */
async function styled(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return body.margin === "0px" && body.lineHeight === "26.4px";
  });
}

async function tab(): Promise<WatchedPage> {
  return browser.newPage();
}

describe("the preview on a Pages-like server, built under /repo/pr-preview/pr-7", () => {
  test("styles load, sidebar links lead to nested pages, the image shows", async () => {
    const { page, problems } = await tab();
    await page.goto(preview);
    expect(await page.title()).toBe("Kestrel");
    expect(await styled(page)).toBe(true);
    expect(await page.locator("img[alt^='A falcon']").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(
      120,
    );
    await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Tune the antenna" }).click();
    await page.waitForURL(`${preview}guides/advanced/tuning/`);
    expect(await styled(page)).toBe(true);
    // The diagram script, a module with chunks of its own, loads under the sub-path.
    await page.locator(".mermaid-diagram[data-state='drawn'] .mermaid-viewport svg").first().waitFor();
    await page.getByRole("main").getByRole("link", { name: "install", exact: true }).click();
    await page.waitForURL(`${preview}guides/install/`);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await page.close();
  });

  test("search finds a page and opens it", async () => {
    const { page, problems } = await tab();
    await page.goto(`${preview}guides/install/`);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("searchbox", { name: "Search the docs" }).fill("antenna");
    const first = page.getByRole("dialog").getByRole("link").first();
    await first.waitFor();
    await first.click();
    await page.waitForURL(new RegExp(`^${preview}guides/advanced/tuning/`));
    expect(await page.locator("h1").textContent()).toBe("Tune the antenna");
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await page.close();
  });

  test("a docs.json redirect lands on its page", async () => {
    const { page, problems } = await tab();
    await page.goto(`${preview}old/install`);
    await page.waitForURL(`${preview}guides/install/`);
    expect(await page.locator("h1").textContent()).toBe("Install the tracker");
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await page.close();
  });

  test("the preview's 404 page is styled and its links work; a missing path gets the branch root's 404", async () => {
    const { page, problems } = await tab();
    await page.goto(`${preview}404.html`);
    expect(await styled(page)).toBe(true);
    await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Install the tracker" }).click();
    await page.waitForURL(`${preview}guides/install/`);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    const missing = await page.goto(`${preview}nowhere/`);
    expect(missing?.status()).toBe(404);
    expect(await page.title()).toBe("Production 404");
    await page.close();
  });

  test("an API page's playground sends its request", async () => {
    const { page, problems } = await tab();
    await page.goto(`${preview}api/get-flight/`);
    expect(await styled(page)).toBe(true);
    await page.locator(".playground-field", { hasText: "flightId" }).locator("input").fill("fl_9");
    await page.click(".playground-send");
    await expect.poll(() => page.locator(".playground-status").textContent()).toContain("200");
    expect(received.at(-1)).toMatchObject({ method: "GET", url: "/flights/fl_9" });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await page.close();
  });
});

describe("the preview artifact opened from disk", () => {
  test("the index's changed-page links open styled pages whose links, image and script work", async () => {
    const { page, problems } = await tab();
    await page.goto(`${artifact}index.html`);
    await page.getByRole("link", { name: "guides/install.mdx" }).click();
    await page.waitForURL(`${artifact}site/guides/install/index.html`);
    expect(await page.locator("h1").textContent()).toBe("Install the tracker");
    expect(await styled(page)).toBe(true);
    await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Tune the antenna" }).click();
    await page.waitForURL(`${artifact}site/guides/advanced/tuning/index.html`);
    expect(await styled(page)).toBe(true);
    // The diagram script is a module, which Chromium refuses from file://: the diagram says so over its source.
    expect(await page.locator(".mermaid-diagram").textContent()).toMatch(
      /^Drawing this diagram needs the site served: .*Antenna --> Receiver/s,
    );
    const diagramScript = (problem: string) => /_docsgate\/mermaid\/diagrams\.js|net::ERR_FAILED/.test(problem);
    problems.consoleErrors = problems.consoleErrors.filter((problem) => !diagramScript(problem));
    problems.failedRequests = problems.failedRequests.filter((problem) => !diagramScript(problem));
    await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Kestrel" }).click();
    await page.waitForURL(`${artifact}site/index.html`);
    expect(await page.locator("img[alt^='A falcon']").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(
      120,
    );
    // The client script runs under the page's policy: the tabs switch, and so does the mode.
    await page.getByRole("tab", { name: "Evening" }).click();
    expect(await page.getByText("Falcons roost at dusk.").isVisible()).toBe(true);
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(theme);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await page.close();
  });

  test("a redirect page and the 404 page work from disk", async () => {
    const { page, problems } = await tab();
    await page.goto(`${artifact}site/old/install/index.html`);
    await page.waitForURL(`${artifact}site/guides/install/index.html`);
    await page.goto(`${artifact}site/404.html`);
    expect(await styled(page)).toBe(true);
    await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Get a flight" }).click();
    await page.waitForURL(`${artifact}site/api/get-flight/index.html`);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await page.close();
  });

  test("search and the playground's Send say in one line that they need the site served", async () => {
    const { page, problems } = await tab();
    await page.goto(`${artifact}index.html`);
    await page.getByRole("link", { name: "api/get-flight.mdx" }).click();
    await page.waitForURL(`${artifact}site/api/get-flight/index.html`);
    expect(await styled(page)).toBe(true);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("searchbox", { name: "Search the docs" }).fill("antenna");
    await expect.poll(() => page.locator(".search-status").textContent()).toMatch(/^Search needs the site served: /);
    await page.keyboard.press("Escape");
    const sent = received.length;
    await page.locator(".playground-field", { hasText: "flightId" }).locator("input").fill("fl_9");
    await page.click(".playground-send");
    expect(await page.locator(".playground-message").textContent()).toMatch(
      /^Sending a request needs the site served: /,
    );
    expect(received.length).toBe(sent);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await page.close();
  });
});
