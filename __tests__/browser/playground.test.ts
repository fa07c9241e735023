import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import type { Endpoint } from "../../src/site/api/endpoint.js";
import { renderPlayground } from "../../src/site/api/playground-html.js";
import { siteAsset } from "../../src/html/assets-dir.js";
import { serveSite } from "../../src/site/serve.js";
import { PAGE_POLICY_META } from "../../src/site/security/content-security-policy.js";
import { describe, test, launchBrowser, type BrowserSession, type WatchedPage } from "../helpers/browser.js";

// The API playground in real Chromium: a page of hand-built endpoints served on 127.0.0.1, and
// APIs on other 127.0.0.1 ports (so every request is cross-origin, as on a real docs site) that
// record what they receive. Each test asserts what the API got and what the reader sees.

/** Test output: the playground in light and dark mode and on a phone, for a person to look at. */
const SCREENSHOTS = path.resolve(import.meta.dirname, "../../node_modules/.cache/docsgate/screenshots");

interface Received {
  server: string;
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Api {
  origin: string;
  received: Received[];
  server: http.Server;
}

/** An API that answers JSON with CORS headers (preflights included), except on the paths that test failures. */
async function startApi(name: string): Promise<Api> {
  const api: Api = { origin: "", received: [], server: http.createServer() };
  api.server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry: Received = {
        server: name,
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      const cors = { "access-control-allow-origin": "*", "access-control-expose-headers": "X-Request-Id" };
      // While the helper's routes are on, Playwright answers preflights itself and they never get
      // here; a browser without them asks this. `*` would not cover Authorization: allowed by name.
      if (request.method === "OPTIONS") {
        response.writeHead(204, {
          ...cors,
          "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
          "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "",
        });
        return response.end();
      }
      api.received.push(entry);
      if (entry.url === "/slow") return; // never answers
      if (entry.url === "/no-cors") {
        response.writeHead(200, { "content-type": "text/plain" });
        return response.end("hello");
      }
      const headers = {
        ...cors,
        "content-type": "application/json",
        "x-request-id": `req-${api.received.length}`,
        "x-hidden": "not exposed",
      };
      if (entry.url.startsWith("/reports/missing")) {
        response.writeHead(404, headers);
        return response.end(JSON.stringify({ error: "not_found", message: "No report <missing>" }));
      }
      response.writeHead(200, headers);
      // Written by hand: an id beyond double precision and an escape, which the page must show as sent.
      response.end(
        `{"ok":true,"server":"${name}","id":12345678901234567890,"next":null,"tags":[],"note":"caf\\u00e9"}`,
      );
    });
  });
  await new Promise<void>((resolve) => api.server.listen(0, "127.0.0.1", resolve));
  api.origin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  return api;
}

async function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A port nothing listens on: a server's, once closed. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await closeServer(server);
  return port;
}

function endpoint(method: string, path: string, baseUrls: string[], extra: Partial<Endpoint> = {}): Endpoint {
  return { method, path, baseUrls, parameters: [], responses: [], codeSamples: [], ...extra };
}

function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" data-theme="light" data-base="">
<head><meta charset="utf-8">${PAGE_POLICY_META}<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/_docsgate/theme.css"><link rel="stylesheet" href="/_docsgate/api.css"><style>:root{--primary:#0D9373;--primary-light:#55D799;--primary-dark:#0B7A5F}</style>
<script src="/_docsgate/client.js" defer></script><script src="/_docsgate/playground.js" defer></script></head>
<body><main class="content"><div class="page prose">${body}</div></main></body>
</html>
`;
}

let apiA: Api;
let apiB: Api;
let site: { server: http.Server; url: string };
let dir: string;
let browser: BrowserSession;
let unreachable: string;

beforeAll(async () => {
  [apiA, apiB] = await Promise.all([startApi("A"), startApi("B")]);
  unreachable = `http://127.0.0.1:${await closedPort()}`;
  const A = apiA.origin;
  const endpoints: [Endpoint, "show" | "simple" | "hide", unknown?][] = [
    [
      endpoint("post", "/users/{userId}/posts", [`${A}/v1`, `${apiB.origin}/v2`], {
        auth: { method: "bearer" },
        parameters: [
          { name: "userId", in: "path", required: true, schema: { type: "integer" }, example: 42 },
          { name: "notify", in: "query", required: false, schema: { type: "boolean" } },
          {
            name: "tags",
            in: "query",
            required: false,
            schema: { type: "array", items: { type: "string" } },
            example: ["a b", "c"],
          },
          { name: "X-Trace", in: "header", required: false, schema: { type: "string" } },
          { name: "session", in: "cookie", required: false, schema: { type: "string" } },
        ],
        body: { required: true, contentType: "application/json", example: { title: "from the spec" } },
      }),
      "show",
      { title: "Hello", draft: false },
    ],
    [
      endpoint("get", "/account", [A], {
        auth: { method: "basic", usernameName: "Client ID", passwordName: "Client secret" },
      }),
      "show",
    ],
    [
      endpoint("get", "/reports/{reportId}", [A], {
        auth: { method: "key", name: "X-API-Key", in: "header", inputPrefix: "sk_" },
        parameters: [{ name: "reportId", in: "path", required: true, schema: { type: "string" }, example: "r-1" }],
      }),
      "show",
    ],
    [
      endpoint("get", "/search", [A], {
        auth: { method: "key", name: "api_key", in: "query" },
        parameters: [{ name: "q", in: "query", required: true, schema: { type: "string" } }],
      }),
      "show",
    ],
    [
      endpoint("post", "/forms", [], {
        body: {
          required: true,
          contentType: "application/x-www-form-urlencoded",
          example: { name: "Ada Lovelace", age: 36, tags: ["a"] },
        },
      }),
      "show",
    ],
    [endpoint("get", "/ping", [unreachable]), "show"],
    [endpoint("get", "/no-cors", [A]), "show"],
    [endpoint("get", "/slow", [A]), "show"],
    [
      endpoint("delete", "/users/{userId}", [`${A}/v1`], {
        parameters: [{ name: "userId", in: "path", required: true, schema: { type: "integer" } }],
      }),
      "simple",
    ],
    [endpoint("get", "/hidden", [A]), "hide"],
  ];
  dir = mkdtempSync(path.join(os.tmpdir(), "docsgate-playground-"));
  mkdirSync(path.join(dir, "_docsgate"));
  for (const asset of ["client.js", "playground.js", "theme.css", "api.css"])
    copyFileSync(siteAsset(asset), path.join(dir, "_docsgate", asset));
  const html = endpoints
    .map(
      ([each, mode, bodyExample]) =>
        `<h2>${each.method} ${each.path}</h2>${renderPlayground(each, { mode, bodyExample })}`,
    )
    .join("\n");
  writeFileSync(path.join(dir, "index.html"), pageHtml("Playground", html));
  mkdirSync(path.join(dir, "other"));
  writeFileSync(
    path.join(dir, "other", "index.html"),
    pageHtml("Other", renderPlayground(endpoint("get", "/me", [A], { auth: { method: "bearer" } }), { mode: "show" })),
  );
  site = await serveSite(dir, { basePath: "", port: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([apiA, apiB, site].filter(Boolean).map((each) => closeServer(each.server)));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A new tab on the playground page: its own problem lists and its own sessionStorage. */
async function openTab(route = ""): Promise<WatchedPage> {
  const tab = await browser.newPage();
  await tab.page.goto(`${site.url}${route}`, { waitUntil: "load" });
  return tab;
}

function playground(page: Page, label: string): Locator {
  return page.getByRole("region", { name: `Try it: ${label}`, exact: true });
}

/** Sends, and waits for this request's answer (the panel hides while a request is out). */
async function sendAndWait(section: Locator): Promise<void> {
  await section.getByRole("button", { name: "Send" }).click();
  await expect.poll(() => section.getAttribute("aria-busy")).toBeNull();
  expect(await section.locator(".playground-response").isVisible()).toBe(true);
}

function reset(): void {
  for (const api of [apiA, apiB]) api.received.length = 0;
}

/** What the reader sees of the response: status pill, time, headers listed, body text. */
async function shownResponse(section: Locator) {
  const panel = section.locator(".playground-response");
  const headers = await panel
    .locator("dl")
    .evaluate((list) =>
      [...list.querySelectorAll("dt")].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    );
  return {
    status: await panel.locator(".playground-status").innerText(),
    statusClass: await panel.locator(".playground-status").getAttribute("data-class"),
    time: await panel.locator(".playground-time").innerText(),
    headers,
    body: await panel.locator(".playground-body").textContent(),
  };
}

const CLEAN = { consoleErrors: [], failedRequests: [] };

describe("the API playground in Chromium", () => {
  test("bearer auth, path + query + header + JSON body: sent as typed, answer shown formatted", async () => {
    reset();
    const { page, problems } = await openTab();
    const section = playground(page, "POST /users/{userId}/posts");
    await section.getByLabel("Bearer token").fill("tok-123");
    await section.getByLabel("userId").fill("a/b 7");
    await section.getByLabel("notify").selectOption("true");
    expect(await section.getByLabel("tags").inputValue()).toBe("a b,c");
    await section.getByLabel("X-Trace").fill("t-1");
    expect(JSON.parse(await section.getByLabel("application/json").inputValue())).toEqual({
      title: "Hello",
      draft: false,
    });
    await section.getByLabel("application/json").fill('{"title": "Hi ✓", "draft": true}');
    await sendAndWait(section);

    expect(apiB.received).toEqual([]);
    expect(apiA.received).toHaveLength(1);
    const got = apiA.received[0]!;
    expect(got.method).toBe("POST");
    expect(got.url).toBe("/v1/users/a%2Fb%207/posts?notify=true&tags=a%20b&tags=c");
    expect(got.headers.authorization).toBe("Bearer tok-123");
    expect(got.headers["x-trace"]).toBe("t-1");
    expect(got.headers["content-type"]).toBe("application/json");
    expect(got.headers.cookie).toBeUndefined();
    expect(got.body).toBe('{"title": "Hi ✓", "draft": true}');

    const shown = await shownResponse(section);
    expect(shown.status).toBe("200 OK");
    expect(shown.statusClass).toBe("2xx");
    expect(shown.time).toMatch(/^\d+ ms$/);
    expect(shown.body).toBe(
      '{\n  "ok": true,\n  "server": "A",\n  "id": 12345678901234567890,\n  "next": null,\n  "tags": [],\n  "note": "caf\\u00e9"\n}',
    );
    const tokens = await section
      .locator(".playground-body span")
      .evaluateAll((spans) => spans.map((span) => `${span.className}:${span.textContent}`));
    expect(tokens).toEqual([
      'hljs-attr:"ok"',
      "hljs-literal:true",
      'hljs-attr:"server"',
      'hljs-string:"A"',
      'hljs-attr:"id"',
      "hljs-number:12345678901234567890",
      'hljs-attr:"next"',
      "hljs-literal:null",
      'hljs-attr:"tags"',
      'hljs-attr:"note"',
      'hljs-string:"caf\\u00e9"',
    ]);
    // Only what the server exposes: x-hidden is not readable cross-origin.
    expect(shown.headers).toEqual(["content-type: application/json", "x-request-id: req-1"]);
    expect(await section.locator(".playground-message").isVisible()).toBe(false);
    expect(problems).toEqual(CLEAN);
    await page.close();
  });

  test("the server select switches the request to the other base URL", async () => {
    reset();
    const { page, problems } = await openTab();
    const section = playground(page, "POST /users/{userId}/posts");
    const select = section.getByRole("combobox", { name: "Server" });
    expect(await select.locator("option").allInnerTexts()).toEqual([`${apiA.origin}/v1`, `${apiB.origin}/v2`]);
    await select.selectOption(`${apiB.origin}/v2`);
    await sendAndWait(section);
    expect(apiA.received).toEqual([]);
    expect(apiB.received.map((each) => `${each.method} ${each.url} ${each.body}`)).toEqual([
      `POST /v2/users/42/posts?tags=a%20b&tags=c {\n  "title": "Hello",\n  "draft": false\n}`,
    ]);
    expect(apiB.received[0]!.headers.authorization).toBeUndefined();
    expect(JSON.parse((await shownResponse(section)).body ?? "")).toMatchObject({ server: "B" });
    expect(problems).toEqual(CLEAN);
    await page.close();
  });

  test("a required field left empty, or a body that is not JSON, is marked and nothing is sent", async () => {
    reset();
    const { page, problems } = await openTab();
    const section = playground(page, "POST /users/{userId}/posts");
    const message = section.locator(".playground-message");
    const userId = section.getByLabel("userId");
    await userId.fill("");
    await section.getByRole("button", { name: "Send" }).click();
    expect(await message.innerText()).toBe("Fill in the required field first: userId.");
    expect(await userId.getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-param"))).toBe("0");

    await userId.fill("9");
    const body = section.getByLabel("application/json");
    await body.fill('{"title": oops}');
    await section.getByRole("button", { name: "Send" }).click();
    expect(await message.innerText()).toMatch(/^The body is not valid JSON, so it was not sent: .+/);
    expect(await body.getAttribute("aria-invalid")).toBe("true");
    expect(await userId.getAttribute("aria-invalid")).toBeNull();

    await body.fill("");
    await section.getByRole("button", { name: "Send" }).click();
    expect(await message.innerText()).toBe("Fill in the required field first: application/json.");
    expect(apiA.received).toEqual([]);
    expect(await section.locator(".playground-response").isVisible()).toBe(false);

    await body.fill("{}");
    await sendAndWait(section);
    expect(apiA.received.map((each) => each.url)).toEqual(["/v1/users/9/posts?tags=a%20b&tags=c"]);
    expect(await message.isVisible()).toBe(false);
    expect(await body.getAttribute("aria-invalid")).toBeNull();
    expect(problems).toEqual(CLEAN);
    await page.close();
  });

  test("basic auth: the two fields sent as one UTF-8 Basic header", async () => {
    reset();
    const { page, problems } = await openTab();
    const section = playground(page, "GET /account");
    await section.getByLabel("Client ID").fill("zoë");
    await section.getByLabel("Client secret").fill("pä:ss");
    expect(await section.getByLabel("Client secret").getAttribute("type")).toBe("password");
    await sendAndWait(section);
    expect(apiA.received.map((each) => [each.method, each.url, each.headers.authorization, each.body])).toEqual([
      ["GET", "/account", `Basic ${Buffer.from("zoë:pä:ss").toString("base64")}`, ""],
    ]);
    expect((await shownResponse(section)).status).toBe("200 OK");
    expect(problems).toEqual(CLEAN);
    await page.close();
  });

  test("an API key header, typed after its prefix; nothing sent while only the prefix is there", async () => {
    reset();
    const { page, problems } = await openTab();
    const section = playground(page, "GET /reports/{reportId}");
    const key = section.getByLabel("X-API-Key");
    expect(await key.inputValue()).toBe("sk_");
    await sendAndWait(section);
    expect(apiA.received.map((each) => [each.url, each.headers["x-api-key"]])).toEqual([["/reports/r-1", undefined]]);
    await key.fill("sk_live_1");
    await sendAndWait(section);
    expect(apiA.received.map((each) => [each.url, each.headers["x-api-key"]])[1]).toEqual([
      "/reports/r-1",
      "sk_live_1",
    ]);
    expect(problems).toEqual(CLEAN);
    await page.close();
  });

  test("an API key in the query", async () => {
    reset();
    const { page, problems } = await openTab();
    const section = playground(page, "GET /search");
    await section.getByLabel("api_key").fill("k&1");
    await section.getByLabel("q string required").fill("rain tomorrow");
    await sendAndWait(section);
    expect(apiA.received.map((each) => [each.url, each.headers.authorization])).toEqual([
      ["/search?q=rain%20tomorrow&api_key=k%261", undefined],
    ]);
    expect(problems).toEqual(CLEAN);
    await page.close();
  });

  test("no base URL in the spec: the reader types the server; a form body is sent form-encoded", async () => {
    reset();
    const { page, problems } = await openTab();
    const section = playground(page, "POST /forms");
    const server = section.getByRole("textbox", { name: "Server URL" });
    await section.getByRole("button", { name: "Send" }).click();
    expect(await section.locator(".playground-message").innerText()).toBe(
      "Fill in the required field first: Server URL.",
    );
    expect(await server.getAttribute("aria-invalid")).toBe("true");
    await server.fill("api.example.com");
    await section.getByRole("button", { name: "Send" }).click();
    expect(await section.locator(".playground-message").innerText()).toBe(
      "“api.example.com” is not a server address: write it as https://api.example.com.",
    );
    await server.fill(`${apiA.origin}/`);
    await sendAndWait(section);
    expect(apiA.received.map((each) => [each.method, each.url, each.headers["content-type"], each.body])).toEqual([
      [
        "POST",
        "/forms",
        "application/x-www-form-urlencoded;charset=UTF-8",
        "name=Ada+Lovelace&age=36&tags=%5B%22a%22%5D",
      ],
    ]);
    expect(problems).toEqual(CLEAN);
    await page.close();
  });

  test("a 4xx answer is shown with its status and body", async () => {
    reset();
    const { page, problems } = await openTab();
    const section = playground(page, "GET /reports/{reportId}");
    await section.getByLabel("reportId").fill("missing");
    await sendAndWait(section);
    expect(apiA.received.map((each) => `${each.method} ${each.url}`)).toEqual(["GET /reports/missing"]);
    const shown = await shownResponse(section);
    expect(shown.status).toBe("404 Not Found");
    expect(shown.statusClass).toBe("4xx");
    expect(shown.body).toBe('{\n  "error": "not_found",\n  "message": "No report <missing>"\n}');
    expect(await section.locator(".playground-message").isVisible()).toBe(false);
    // The browser reports every 4xx answer itself; that is all it reports.
    const url = `${apiA.origin}/reports/missing`;
    expect(problems).toEqual({
      consoleErrors: [`${site.url}: Failed to load resource: the server responded with a status of 404 (Not Found)`],
      failedRequests: [`${url}: HTTP 404`],
    });
    await page.close();
  });

  test("an unreachable server is explained in words", async () => {
    const { page, problems } = await openTab();
    const section = playground(page, "GET /ping");
    await section.getByRole("button", { name: "Send" }).click();
    const message = section.locator(".playground-message");
    await expect.poll(() => message.isVisible()).toBe(true);
    const text = await message.innerText();
    expect(text).toContain(`No answer from ${unreachable} that this page may read.`);
    expect(text).toContain(
      "the server could not be reached (it is down, the address is wrong, or a network or firewall blocks it)",
    );
    expect(text).toContain(`must carry Access-Control-Allow-Origin for ${site.url.replace(/\/$/, "")}`);
    expect(await section.locator(".playground-response").isVisible()).toBe(false);
    expect(await section.getByRole("button", { name: "Send" }).isEnabled()).toBe(true);
    expect(problems).toEqual({
      consoleErrors: [`${site.url}: Failed to load resource: net::ERR_CONNECTION_REFUSED`],
      failedRequests: [`${unreachable}/ping: net::ERR_CONNECTION_REFUSED`],
    });
    await page.close();
  });

  test("a server that does not allow this site (no CORS headers) is explained in words", async () => {
    reset();
    const { page, problems } = await openTab();
    const section = playground(page, "GET /no-cors");
    await section.getByRole("button", { name: "Send" }).click();
    const message = section.locator(".playground-message");
    await expect.poll(() => message.isVisible()).toBe(true);
    expect(await message.innerText()).toContain("or it answered but does not allow requests from this site");
    expect(apiA.received.map((each) => each.url)).toEqual(["/no-cors"]);
    const url = `${apiA.origin}/no-cors`;
    expect(problems.failedRequests).toEqual([`${url}: net::ERR_FAILED`]);
    expect(problems.consoleErrors).toHaveLength(2);
    expect(problems.consoleErrors[0]).toMatch(
      new RegExp(
        `^${site.url}: Access to fetch at '${url}' from origin '${site.url.replace(/\/$/, "")}' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header`,
      ),
    );
    expect(problems.consoleErrors[1]).toBe(`${site.url}: Failed to load resource: net::ERR_FAILED`);
    await page.close();
  });

  test("a server that does not answer in 30 seconds: the request is cancelled and explained", async () => {
    reset();
    const tab = await browser.newPage();
    await tab.page.clock.install();
    await tab.page.goto(site.url, { waitUntil: "load" });
    const section = playground(tab.page, "GET /slow");
    await section.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => apiA.received.map((each) => each.url)).toEqual(["/slow"]);
    expect(await section.getByRole("button", { name: "Send" }).isDisabled()).toBe(true);
    await tab.page.clock.runFor(29_000);
    expect(await section.locator(".playground-message").isVisible()).toBe(false);
    await tab.page.clock.runFor(1_000);
    await expect.poll(() => section.locator(".playground-message").isVisible()).toBe(true);
    expect(await section.locator(".playground-message").innerText()).toBe(
      `The server at ${apiA.origin} did not answer within 30 seconds, so the request was cancelled.`,
    );
    expect(await section.getByRole("button", { name: "Send" }).isEnabled()).toBe(true);
    expect(tab.problems).toEqual(CLEAN);
    await tab.page.close();
  });

  test("credentials: never in the page's HTML, sent only to the API, remembered in this tab's sessionStorage only", async () => {
    reset();
    const { page, problems } = await openTab();
    const withToken: string[] = [];
    page.on("request", (request) => {
      if (JSON.stringify([request.url(), request.headers(), request.postData()]).includes("tok-secret"))
        withToken.push(`${request.method()} ${request.url()}`);
    });
    const section = playground(page, "POST /users/{userId}/posts");
    await section.getByLabel("Bearer token").fill("tok-secret");
    await playground(page, "GET /account").getByLabel("Client ID").fill("ada");
    await playground(page, "GET /account").getByLabel("Client secret").fill("pw-secret");
    await sendAndWait(section);

    expect(readFileSync(path.join(dir, "index.html"), "utf8")).not.toMatch(/tok-secret|pw-secret/);
    expect(await page.content()).not.toMatch(/tok-secret|pw-secret/);
    expect(withToken).toEqual([`POST ${apiA.origin}/v1/users/42/posts?tags=a%20b&tags=c`]);
    const storage = await page.evaluate(() => ({
      session: JSON.stringify({ ...sessionStorage }),
      local: JSON.stringify({ ...localStorage }),
    }));
    expect(JSON.parse(storage.session)).toEqual({
      "docsgate-playground-auth:": JSON.stringify({ bearer: ["tok-secret"], basic: ["ada", "pw-secret"] }),
    });
    expect(storage.local).not.toMatch(/secret/);

    // Another endpoint page of the site, in the same tab: prefilled.
    await page.goto(`${site.url}other/`, { waitUntil: "load" });
    expect(await playground(page, "GET /me").getByLabel("Bearer token").inputValue()).toBe("tok-secret");
    // Another tab: sessionStorage is per tab, so nothing.
    const other = await openTab("other/");
    expect(await playground(other.page, "GET /me").getByLabel("Bearer token").inputValue()).toBe("");
    expect(problems).toEqual(CLEAN);
    expect(other.problems).toEqual(CLEAN);
    await other.page.close();
    await page.close();
  });

  test("simple mode shows the method and full URL only; hide shows nothing; cookies are listed, not sent", async () => {
    const { page, problems } = await openTab();
    const simple = page.locator(".playground-simple");
    expect(await simple.count()).toBe(1);
    expect(await simple.locator(".method-badge").innerText()).toBe("DELETE");
    expect(await simple.locator(".playground-url").innerText()).toBe(`${apiA.origin}/v1/users/{userId}`);
    expect(await simple.locator("input, select, textarea, button, form").count()).toBe(0);
    expect(await page.locator("[data-playground]").count()).toBe(8);
    expect(await page.getByRole("region", { name: /\/hidden/ }).count()).toBe(0);
    expect(await page.locator(".playground").filter({ hasText: "/hidden" }).count()).toBe(0);
    const cookies = playground(page, "POST /users/{userId}/posts").getByRole("group", { name: "Cookies" });
    expect(await cookies.innerText()).toContain("browsers do not let a page set cookies on its requests to an API");
    expect(problems).toEqual(CLEAN);
    await page.close();
  });

  test("light, dark and a phone's width: nothing overflows the screen", async () => {
    const { page, problems } = await openTab();
    mkdirSync(SCREENSHOTS, { recursive: true });
    const section = playground(page, "POST /users/{userId}/posts");
    await section.getByLabel("Bearer token").fill("tok");
    await sendAndWait(section);
    await section.locator(".playground-headers summary").click();
    await section.screenshot({ path: path.join(SCREENSHOTS, "playground-light.png") });
    await page.evaluate(() => (document.documentElement.dataset.theme = "dark"));
    expect(await section.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(21, 24, 29)");
    await section.screenshot({ path: path.join(SCREENSHOTS, "playground-dark.png") });
    await page.setViewportSize({ width: 375, height: 800 });
    await section.screenshot({ path: path.join(SCREENSHOTS, "playground-phone.png") });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const box of await page
      .locator(".playground")
      .evaluateAll((all) => all.map((each) => each.getBoundingClientRect().right)))
      expect(box).toBeLessThanOrEqual(375);
    expect(problems).toEqual(CLEAN);
    await page.close();
  });
});
