import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe as vitestDescribe, inject, test as vitestTest } from "vitest";
import { check } from "../../src/check.js";
import { buildSite } from "../../src/site/build-site.js";
import type { Repository } from "../../src/site/model/site-model.js";
import { serveSite } from "../../src/site/serve.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { CHROMIUM } from "./chromium.js";
import { loadComponentSandbox } from "../../src/render/component-sandbox.js";

const STARTER = fileURLToPath(new URL("../../examples/starter/", import.meta.url));
/** The example as it was in the legacy layout: its site stays covered while Mintlify no longer reads it. */
export const LEGACY_STARTER = fileURLToPath(new URL("../fixtures/legacy-starter/", import.meta.url));

/**
 * describe and test for the browser test files: on a machine without Chromium (where chromium.ts,
 * the run's global setup, has said so in one line) every test is skipped, and with them the file's
 * hooks that would build the site and launch the browser.
 */
const skipBrowserTests = inject("skipBrowserTests");
export const describe = vitestDescribe.skipIf(skipBrowserTests);
export const test = vitestTest.skipIf(skipBrowserTests);

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** What went wrong while a page was open; tests assert that every list stays empty. */
export interface PageProblems {
  /** console.error messages and uncaught exceptions. */
  consoleErrors: string[];
  /** Requests that failed (a network error, not a cancellation) or answered with a status of 400 or more. */
  failedRequests: string[];
}

export interface WatchedPage {
  page: Page;
  problems: PageProblems;
}

export interface BrowserSession {
  context: BrowserContext;
  /** A new tab whose console errors and failed requests are collected. */
  newPage(): Promise<WatchedPage>;
  /**
   * URLs the pages asked for outside 127.0.0.1 (an embedded player, say). The tests run offline:
   * such requests get an empty answer from the browser itself and are listed here instead.
   */
  externalRequests: string[];
  close(): Promise<void>;
}

/** One Chromium with a fresh profile, clipboard access granted, and no way out to the network. */
export async function launchBrowser(): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "docsgate-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const externalRequests: string[] = [];
  await context.route(
    (url) => !isLocal(url),
    (route) => {
      externalRequests.push(route.request().url());
      const isDocument = route.request().resourceType() === "document";
      return route.fulfill({
        status: 200,
        contentType: isDocument ? "text/html" : "application/octet-stream",
        body: isDocument ? "<!doctype html><title>offline</title>" : "",
      });
    },
  );
  return {
    context,
    externalRequests,
    async newPage() {
      const page = await context.newPage();
      return { page, problems: watchPage(page) };
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

function isLocal(url: URL): boolean {
  return (
    url.protocol === "data:" || url.protocol === "blob:" || url.protocol === "file:" || url.hostname === "127.0.0.1"
  );
}

function watchPage(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.consoleErrors.push(`${page.url()}: ${error.message}`));
  page.on("requestfailed", (request) => {
    // Cancelled, not failed: the page went on to another one (a favicon still loading), or a video stopped buffering.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    problems.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? "failed"}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.url()}: HTTP ${response.status()}`);
  });
  return problems;
}

export interface BuiltStarter {
  /** The output folder (a fresh temporary one). */
  dir: string;
  /** Where the site is served: `http://127.0.0.1:PORT/` (with the base path). */
  url: string;
  /**
   * Every page's URL path relative to `url` (`guides/authentication/`, "" for the root), sorted; folder redirects left
   * out.
   */
  pages: string[];
  /** Diagnostics check() gave while building. */
  diagnostics: Diagnostic[];
  close(): Promise<void>;
}

/** The repository the feedback links point at: fixed, so the build is the same on every machine. */
const STARTER_REPOSITORY: Repository = {
  slug: "skycast-example/docs",
  serverUrl: "https://github.com",
  branch: "main",
  docsPath: "",
};

/**
 * examples/starter (or `root`, a copy of it in another layout) checked, rendered and built into a
 * temporary folder the way `docsgate build` does it, then served on 127.0.0.1 by `docsgate serve`'s server.
 */
export async function buildAndServeStarter(basePath = "", root = STARTER): Promise<BuiltStarter> {
  return buildAndServe(root, basePath, STARTER_REPOSITORY);
}

/**
 * A docs project checked, rendered, built into a temporary folder and served, as buildAndServeStarter does with the
 * example.
 */
export async function buildAndServe(root: string, basePath = "", repository?: Repository): Promise<BuiltStarter> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "docsgate-site-"));
  await loadComponentSandbox();
  const result = check({ root, render: { basePath } });
  if (!result.site) throw new Error("check() rendered nothing");
  await buildSite({ ...result.site, outDir: dir, basePath, ...(repository ? { repository } : {}) });
  const { server, url } = await serveSite(dir, { basePath, port: 0 });
  const pages = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => (file === "index.html" || file.endsWith("/index.html")) && !file.startsWith("_docsgate/"))
    // A folder without an index page is a document that forwards to its first page, not a page.
    .filter(
      (file) => file === "index.html" || !readFileSync(path.join(dir, file), "utf8").includes('http-equiv="refresh"'),
    )
    .map((file) => file.slice(0, -"index.html".length))
    .sort();
  return {
    dir,
    url,
    pages,
    diagnostics: result.diagnostics,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The example built and served, one Chromium, and one watched tab on it. */
export interface StarterTab extends WatchedPage {
  site: BuiltStarter;
  browser: BrowserSession;
}

/**
 * For a test file on the example's site (or `root`'s): builds and serves it and opens one tab
 * before the file's tests (handing them to `use`), and closes both after them. Returns
 * `open(route)`, which loads a route of the site in that tab.
 */
export function useStarterTab(use: (tab: StarterTab) => void, root = STARTER): (route: string) => Promise<void> {
  let tab: StarterTab | undefined;
  beforeAll(async () => {
    const site = await buildAndServeStarter("", root);
    const browser = await launchBrowser();
    tab = { site, browser, ...(await browser.newPage()) };
    use(tab);
  });
  afterAll(async () => {
    await tab?.browser.close();
    await tab?.site.close();
  });
  return async (route) => {
    await tab!.page.goto(`${tab!.site.url}${route}`, { waitUntil: "load" });
  };
}
