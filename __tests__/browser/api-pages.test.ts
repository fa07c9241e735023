import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { check } from "../../src/check.js";
import { buildSite } from "../../src/site/build-site.js";
import { serveSite } from "../../src/site/serve.js";
import { describe, test, launchBrowser, type BrowserSession } from "../helpers/browser.js";
import { refusedPort } from "../helpers/refused-port.js";

/**
 * Endpoint pages end to end: the fixture project (an OpenAPI file, two pages naming its
 * operations, one legacy `api:` page with ParamFields) built with mint.json's `api` varied, served
 * on 127.0.0.1, and requests sent from the built pages in Chromium to an API server this test runs.
 * The playground's own behaviour in depth is tested in playground.test.ts.
 */
const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/api-site");
const FIXTURE_API = "https://api.gale.test/v1";

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
let api: http.Server;
let apiUrl: string;
let closedUrl: string;
let browser: BrowserSession;
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  api = http.createServer((request, response) => {
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": "*",
      "access-control-allow-methods": "*",
      "access-control-expose-headers": "x-request-id",
    };
    if (request.method === "OPTIONS")
      return void response
        .writeHead(204, { ...cors, "access-control-allow-headers": "authorization, content-type, x-gale-key" })
        .end();
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      const missing = request.url!.includes("/stations/nowhere/");
      response.writeHead(missing ? 404 : 200, {
        ...cors,
        "content-type": "application/json",
        "x-request-id": "req-42",
      });
      response.end(JSON.stringify(missing ? { message: "No station has this id." } : { ok: true, speed: 17.5 }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
  closedUrl = `http://127.0.0.1:${await refusedPort()}/v1`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => api?.close(resolve));
  for (const cleanup of cleanups) cleanup();
});

/** Builds the fixture with `apiSettings` as mint.json's `api` and serves it; the site's address. */
async function buildVariant(apiSettings: Record<string, unknown>): Promise<string> {
  const root = mkdtempSync(path.join(os.tmpdir(), "docsgate-api-docs-"));
  const out = mkdtempSync(path.join(os.tmpdir(), "docsgate-api-site-"));
  cpSync(FIXTURE, root, { recursive: true });
  // The fixture's API host becomes the test's server, in the spec and on the legacy page alike.
  for (const file of ["openapi.yaml", "stations/raise-alert.mdx"])
    writeFileSync(path.join(root, file), readFileSync(path.join(root, file), "utf8").replaceAll(FIXTURE_API, apiUrl));
  const config = JSON.parse(readFileSync(path.join(root, "mint.json"), "utf8"));
  writeFileSync(path.join(root, "mint.json"), JSON.stringify({ ...config, api: apiSettings }));
  const result = check({ root, render: { basePath: "" } });
  expect(result.diagnostics.filter((diagnostic) => diagnostic.severity === "error")).toEqual([]);
  await buildSite({ ...result.site!, outDir: out, basePath: "" });
  const { server, url } = await serveSite(out, { basePath: "", port: 0 });
  cleanups.push(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });
  return url.replace(/\/$/, "");
}

/** Clicks Send and waits for the answer: a status in the response panel, or a message in words. */
async function send(page: import("playwright-core").Page): Promise<void> {
  await page.click(".playground-send");
  await page
    .locator(".playground-status", { hasText: /\d{3}/ })
    .or(page.locator(".playground-message:visible"))
    .first()
    .waitFor();
}

describe("bearer auth, show", () => {
  let site: string;
  beforeAll(async () => {
    site = await buildVariant({ baseUrl: [apiUrl, closedUrl], auth: { method: "bearer", inputPrefix: "Bearer " } });
  });

  test("a path + query request with the token: the server gets both, the page shows status, time and the body", async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${site}/stations/list-readings/`);
    await page.fill("[data-auth='0']", "Bearer tok-123");
    await page.locator(".playground-field", { hasText: "stationId" }).locator("input").fill("st_9");
    await page.locator(".playground-field", { hasText: "limit" }).locator("input").fill("5");
    await send(page);
    const last = received.at(-1)!;
    expect(last.method).toBe("GET");
    expect(last.url).toMatch(/^\/v1\/stations\/st_9\/readings\?/);
    expect(new URL(last.url, "http://x").searchParams.get("limit")).toBe("5");
    expect(last.headers.authorization).toBe("Bearer tok-123");
    await expect.poll(() => page.locator(".playground-status").textContent()).toContain("200");
    expect(await page.locator(".playground-time").textContent()).toMatch(/\d+\s*ms/);
    expect(await page.locator(".playground-body").textContent()).toContain('"speed": 17.5');
    // The token is nowhere in the built page, and stays in this tab only.
    const html = await (await fetch(`${site}/stations/list-readings/`)).text();
    expect(html).not.toContain("tok-123");
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain("tok-123");
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("a JSON body: the server gets it with its content type; a 4xx answer is shown with its status and body", async () => {
    const { page } = await browser.newPage();
    await page.goto(`${site}/stations/create-station/`);
    expect(await page.locator("[data-body]").inputValue()).toContain("Harbour mast");
    // The body's fields show as inputs; the whole JSON is written in the Raw JSON view.
    await page.getByLabel("Raw JSON").check();
    await page.fill("[data-body]", JSON.stringify({ name: "Pier", location: { lat: 1, lon: 2 } }));
    await send(page);
    const last = received.at(-1)!;
    expect(last.method).toBe("POST");
    expect(last.url).toBe("/v1/stations");
    expect(last.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(last.body)).toEqual({ name: "Pier", location: { lat: 1, lon: 2 } });

    await page.goto(`${site}/stations/list-readings/`);
    await page.locator(".playground-field", { hasText: "stationId" }).locator("input").fill("nowhere");
    await page.locator(".playground-field", { hasText: "limit" }).locator("input").fill("1");
    await send(page);
    await expect.poll(() => page.locator(".playground-status").textContent()).toContain("404");
    expect(await page.locator(".playground-body").textContent()).toContain("No station has this id.");
  });

  test("the second base URL, where nothing answers: explained in words", async () => {
    const { page } = await browser.newPage();
    await page.goto(`${site}/stations/list-readings/`);
    await page.selectOption(".playground-base", closedUrl);
    await page.locator(".playground-field", { hasText: "stationId" }).locator("input").fill("st_1");
    await page.locator(".playground-field", { hasText: "limit" }).locator("input").fill("1");
    const count = received.length;
    await send(page);
    expect(await page.locator(".playground-message").textContent()).toMatch(/answer|reach/i);
    expect(received.length).toBe(count);
  });

  test("the legacy api: page builds its playground from its ParamFields", async () => {
    const { page } = await browser.newPage();
    await page.goto(`${site}/stations/raise-alert/`);
    expect(await page.locator(".playground-path").textContent()).toBe("/v1/stations/{stationId}/alerts");
    expect(await page.locator("[data-body]").inputValue()).toContain('"level"');
    expect(await page.locator("#api-responses").count()).toBe(0);
  });
});

describe("basic auth and key auth", () => {
  test("basic: the two fields named by api.auth.name become the Authorization header", async () => {
    const site = await buildVariant({ baseUrl: apiUrl, auth: { method: "basic", name: "station:secret" } });
    const { page } = await browser.newPage();
    await page.goto(`${site}/stations/create-station/`);
    expect(await page.locator("label[for$='-auth0']").textContent()).toContain("station");
    expect(await page.locator("label[for$='-auth1']").textContent()).toContain("secret");
    await page.fill("[data-auth='0']", "gale");
    await page.fill("[data-auth='1']", "pässword");
    await send(page);
    const header = received.at(-1)!.headers.authorization!;
    expect(header.startsWith("Basic ")).toBe(true);
    expect(Buffer.from(header.slice(6), "base64").toString("utf8")).toBe("gale:pässword");
  });

  test("key: sent as the header api.auth.name names", async () => {
    const site = await buildVariant({ baseUrl: apiUrl, auth: { method: "key", name: "X-Gale-Key" } });
    const { page } = await browser.newPage();
    await page.goto(`${site}/stations/create-station/`);
    await page.fill("[data-auth='0']", "key-777");
    await send(page);
    const last = received.at(-1)!;
    expect(last.headers["x-gale-key"]).toBe("key-777");
    expect(last.headers.authorization).toBeUndefined();
  });
});

describe("simple, hide and maintainOrder", () => {
  const queryNames = (page: import("playwright-core").Page) =>
    page.locator("#api-query-parameters > .field > .field-head > .field-name").allTextContents();

  test("simple: the method and URL, no form; maintainOrder keeps the spec's order", async () => {
    const site = await buildVariant({ baseUrl: apiUrl, playground: { mode: "simple" }, maintainOrder: true });
    const { page, problems } = await browser.newPage();
    await page.goto(`${site}/stations/list-readings/`);
    expect(await page.locator(".playground-url").textContent()).toBe(`${apiUrl}/stations/{stationId}/readings`);
    expect(await page.locator(".playground form, .playground input, .playground-send").count()).toBe(0);
    expect(await queryNames(page)).toEqual(["window", "limit", "gusts"]);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("hide: no playground, a plain header; the default order puts required fields first, then by name", async () => {
    const site = await buildVariant({ baseUrl: apiUrl, playground: { mode: "hide" } });
    const { page } = await browser.newPage();
    await page.goto(`${site}/stations/list-readings/`);
    expect(await page.locator(".playground").count()).toBe(0);
    expect(await page.locator(".api-header").textContent()).toBe("GET/stations/{stationId}/readings");
    expect(await queryNames(page)).toEqual(["limit", "gusts", "window"]);
    expect(await page.locator(".api-examples [role='tab']").allTextContents()).toEqual([
      "cURL",
      "JavaScript",
      "Python",
      "200",
      "404",
    ]);
  });
});
