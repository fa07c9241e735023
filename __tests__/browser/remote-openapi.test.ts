import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, expect } from "vitest";
import { check } from "../../src/check.js";
import { buildSite } from "../../src/site/build-site.js";
import { serveSite } from "../../src/site/serve.js";
import { describe, test, launchBrowser, type BrowserSession } from "../helpers/browser.js";
import { refusedPort } from "../helpers/refused-port.js";

/**
 * Endpoint pages of an OpenAPI file given by URL (the fixture's docs.json names REMOTE/openapi.yaml in `api.openapi`
 * and on the group that lists a page of it and an operation of it), built three ways: fetched from a server this test
 * runs, not fetched, and fetched from an address where nothing answers.
 */
const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/remote-openapi");

/** The spec's server, on its own thread: check() blocks this one while the OpenAPI worker fetches. */
const SERVER = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const server = http.createServer((request, response) => {
  if (request.url === "/openapi.yaml") return response.end(workerData);
  response.statusCode = 404;
  response.end();
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
`;

let server: Worker;
let specBase: string;
let closedBase: string;
let browser: BrowserSession;
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  server = new Worker(SERVER, {
    eval: true,
    workerData: readFileSync(path.join(FIXTURE, "served/openapi.yaml"), "utf8"),
  });
  const port = await new Promise<number>((resolve) => server.once("message", resolve));
  specBase = `http://127.0.0.1:${port}`;
  closedBase = `http://127.0.0.1:${await refusedPort()}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.terminate();
  for (const cleanup of cleanups) cleanup();
});

/** Builds the fixture with its spec at `base`, fetched or not, and serves it: the site's address and the check's findings. */
async function buildWith(base: string, fetchRemote: boolean): Promise<{ site: string; remote: string[] }> {
  const root = mkdtempSync(path.join(os.tmpdir(), "docsgate-remote-docs-"));
  const out = mkdtempSync(path.join(os.tmpdir(), "docsgate-remote-site-"));
  cpSync(path.join(FIXTURE, "docs"), root, { recursive: true });
  const config = path.join(root, "docs.json");
  writeFileSync(config, readFileSync(config, "utf8").replaceAll("REMOTE", base));
  const result = check({ root, fetchRemote, allowPrivateAddresses: true, render: { basePath: "" } });
  await buildSite({ ...result.site!, outDir: out, basePath: "" });
  const { server: site, url } = await serveSite(out, { basePath: "", port: 0 });
  cleanups.push(() => {
    site.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });
  const remote = result.diagnostics
    .filter((diagnostic) => diagnostic.ruleId === "openapi/remote-spec")
    .map((diagnostic) => `${diagnostic.severity} ${diagnostic.file}:${diagnostic.line}`);
  return { site: url.replace(/\/$/, ""), remote };
}

describe("a remote OpenAPI file, fetched", () => {
  test("the page naming an operation and the navigation's entry show method, path, parameters and playground", async () => {
    const { site, remote } = await buildWith(specBase, true);
    expect(remote).toEqual([]);
    const { page, problems } = await browser.newPage();
    await page.goto(`${site}/pets/list-pets/`);
    await expect.poll(() => page.locator(".api-endpoint").textContent()).toContain("/pets");
    expect((await page.locator(".api-endpoint").textContent())!.toUpperCase()).toContain("GET");
    expect(await page.locator(".playground-send").count()).toBe(1);
    expect(await page.locator("#content").textContent()).toContain("limit");
    expect(await page.locator(".api-missing-spec").count()).toBe(0);
    // The entry `GET /pets/{petId}` is a page named as Mintlify names it, from the operation's summary.
    await page.getByRole("link", { name: "Get a pet" }).first().click();
    await page.waitForURL(/\/api-reference\/get-a-pet\/$/);
    await expect.poll(() => page.locator(".api-endpoint").textContent()).toContain("/pets/{petId}");
    expect(await page.locator("#content").textContent()).toContain("petId");
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe("a remote OpenAPI file, not fetched", () => {
  test("one notice; each endpoint page shows the box where its content would be, then its own content", async () => {
    const { site, remote } = await buildWith(specBase, false);
    expect(remote).toEqual(["notice docs.json:6"]);
    const { page, problems } = await browser.newPage();
    await page.goto(`${site}/pets/list-pets/`);
    const box = page.locator(".api-missing-spec");
    expect(await box.textContent()).toBe(
      `This endpoint's OpenAPI file (${specBase}/openapi.yaml) was not fetched: this build did not reach the network (run with --fetch-remote, or the action's fetch-remote input set to true). The method, parameters and playground are not shown.`,
    );
    expect(await box.isVisible()).toBe(true);
    expect(await box.locator("svg").count()).toBe(1);
    expect(await page.locator(".api-endpoint").count()).toBe(0);
    expect(await page.locator("#content").textContent()).toContain("Pets come back newest first.");
    // The navigation's entry is a page titled by its method and path.
    await page.getByRole("link", { name: "GET /pets/{petId}" }).first().click();
    await page.waitForURL(/\/api-reference\/get-pets-petid\/$/);
    expect(await page.locator(".api-missing-spec").textContent()).toContain("was not fetched");
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

describe("a remote OpenAPI file that cannot be fetched", () => {
  test("one warning at the docs.json line; the pages say why", async () => {
    const { site, remote } = await buildWith(closedBase, true);
    expect(remote).toEqual(["warning docs.json:6"]);
    const { page } = await browser.newPage();
    await page.goto(`${site}/pets/list-pets/`);
    expect(await page.locator(".api-missing-spec").textContent()).toBe(
      `This endpoint's OpenAPI file (${closedBase}/openapi.yaml) could not be fetched: ECONNREFUSED (tried twice). The method, parameters and playground are not shown.`,
    );
  });
});
