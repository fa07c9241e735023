import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkExternalLinks } from "../../../../src/site/links/external/check-external.js";
import { checkHost } from "../../../../src/site/links/external/check-host.js";
import type { ExternalLinkOptions } from "../../../../src/settings/external-link-options.js";
import { tempProject } from "../../../helpers/temp-project.js";
import { refusedPort } from "../../../helpers/refused-port.js";

/** What the test server saw, by path (without query). */
interface Seen {
  HEAD: number;
  GET: number;
  /** performance.now() of each request. */
  at: number[];
}
const seen = new Map<string, Seen>();
const inFlight = { byHost: new Map<string, number>(), maxByHost: new Map<string, number>(), total: 0, maxTotal: 0 };
let server: http.Server;
let port: number;
let closedPort: number;
let token = 0;

/** One route per test: `/t<n>/<kind>`, so counts never mix. */
function route(kind: string, host = "127.0.0.1"): string {
  return `http://${host}:${port}/t${++token}/${kind}`;
}
const pathOf = (url: string) => new URL(url).pathname;
const requests = (url: string) => seen.get(pathOf(url)) ?? { HEAD: 0, GET: 0, at: [] };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url!, "http://x");
    const entry = seen.get(url.pathname) ?? { HEAD: 0, GET: 0, at: [] };
    seen.set(url.pathname, entry);
    if (request.method === "HEAD" || request.method === "GET") entry[request.method]++;
    entry.at.push(performance.now());
    const kind = url.pathname.split("/").pop();
    const answer = (status: number, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, { "content-type": "text/plain", ...headers })
        .end(request.method === "HEAD" ? undefined : `${status}`);
    switch (kind) {
      case "ok":
        return answer(200);
      case "404":
        return answer(404);
      case "429-once": // Retry-After on the first request, then fine
        return entry.at.length === 1 ? answer(429, { "retry-after": "1" }) : answer(200);
      case "500-once": // 500 for the whole first try (linkinator's HEAD and its GET after a failed HEAD), then fine
        return entry.HEAD <= 1 ? answer(500) : answer(200);
      case "429-always":
        return answer(429, { "retry-after": "1" });
      case "500":
        return answer(500);
      case "hang":
        return; // never answers
      case "to-private":
        return answer(302, { location: url.pathname.replace(/to-private$/, "private") });
      case "to-other-host": // the same server by another of its addresses
        return answer(302, { location: `http://127.0.0.2:${port}${url.pathname.replace(/to-other-host$/, "ok")}` });
      case "slow": {
        const host = request.headers.host!.split(":")[0]!;
        const now = (inFlight.byHost.get(host) ?? 0) + 1;
        inFlight.byHost.set(host, now);
        inFlight.maxByHost.set(host, Math.max(inFlight.maxByHost.get(host) ?? 0, now));
        inFlight.maxTotal = Math.max(inFlight.maxTotal, ++inFlight.total);
        setTimeout(() => {
          inFlight.byHost.set(host, inFlight.byHost.get(host)! - 1);
          inFlight.total--;
          answer(200);
        }, 150);
        return;
      }
      default:
        return answer(404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  closedPort = await refusedPort();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The test server is on 127.0.0.1, which the check refuses by default. */
const FAST: Partial<ExternalLinkOptions> = {
  retries: 0,
  retryJitterMs: 0,
  timeoutMs: 2_000,
  allowPrivateAddresses: true,
};

describe.concurrent("checkExternalLinks against a local server", () => {
  test("200 is OK and 404 broken; a fragment is one request with its page; other schemes are never requested", async () => {
    const ok = route("ok");
    const missing = route("404");
    const results = await checkExternalLinks(
      [ok, `${ok}#part`, missing, "mailto:team@acme.dev", "ftp://files.acme.dev/a", "https://exa mple.com/"],
      FAST,
    );
    expect(results.get(ok)).toEqual({ url: ok, status: 200, outcome: "ok", fromCache: false });
    expect(results.get(`${ok}#part`)).toEqual({ url: `${ok}#part`, status: 200, outcome: "ok", fromCache: false });
    expect(requests(ok)).toMatchObject({ HEAD: 1, GET: 0 });
    expect(results.get(missing)).toEqual({
      url: missing,
      status: 404,
      outcome: "broken",
      reason: "HTTP 404",
      fromCache: false,
    });
    expect(results.get("mailto:team@acme.dev")).toMatchObject({
      outcome: "skipped",
      reason: "not an http(s) link (mailto:)",
    });
    expect(results.get("ftp://files.acme.dev/a")).toMatchObject({ outcome: "skipped" });
    expect(results.get("https://exa mple.com/")).toMatchObject({
      outcome: "broken",
      status: 0,
      reason: "not a valid URL",
    });
    expect([...results.keys()]).toEqual([
      ok,
      `${ok}#part`,
      missing,
      "mailto:team@acme.dev",
      "ftp://files.acme.dev/a",
      "https://exa mple.com/",
    ]);
  });

  test("the listing page escapes URLs: quotes, ampersands and angle brackets reach the server intact", async () => {
    const url = `${route("ok")}?a=1&b="two"&c=<3>&d='4'`;
    const results = await checkExternalLinks([url], FAST);
    expect(results.get(url)).toMatchObject({ status: 200, outcome: "ok" });
    expect(requests(url).HEAD).toBe(1);
  });

  test("429 with Retry-After: 1 waits about a second, asks again and ends OK", async () => {
    const url = route("429-once");
    const results = await checkExternalLinks([url], { ...FAST, retries: 2 });
    expect(results.get(url)).toMatchObject({ status: 200, outcome: "ok" });
    const { at, HEAD, GET } = requests(url);
    expect([HEAD, GET]).toEqual([2, 0]);
    expect(at[1]! - at[0]!).toBeGreaterThan(900);
  });

  test("a 429 that never ends is broken after 1 + retries tries, where linkinator would retry for ever", async () => {
    const url = route("429-always");
    const results = await checkExternalLinks([url], { ...FAST, retries: 1 });
    expect(results.get(url)).toMatchObject({
      status: 429,
      outcome: "broken",
      reason: "HTTP 429 (too many requests) on all 2 tries",
    });
    expect(requests(url).HEAD).toBe(2);
  });

  test("500 on the first try, then 200: OK after one retry", async () => {
    const url = route("500-once");
    const results = await checkExternalLinks([url], { ...FAST, retries: 2 });
    expect(results.get(url)).toMatchObject({ status: 200, outcome: "ok" });
    expect(requests(url).HEAD).toBe(2);
  });

  test("500 every time: broken with HTTP 500 after 1 + retries tries", async () => {
    const url = route("500");
    const results = await checkExternalLinks([url], { ...FAST, retries: 2 });
    expect(results.get(url)).toMatchObject({ status: 500, outcome: "broken", reason: "HTTP 500" });
    expect(requests(url).HEAD).toBe(3);
  });

  test("no answer: status 0 and a timeout", async () => {
    const url = route("hang");
    const results = await checkExternalLinks([url], { ...FAST, timeoutMs: 300 });
    expect(results.get(url)).toEqual({
      url,
      status: 0,
      outcome: "broken",
      noAnswer: "timeout",
      reason: "no answer within 0.3 s",
      fromCache: false,
    });
  });

  test("a refused connection is a network failure", async () => {
    const url = `http://127.0.0.1:${closedPort}/nothing`;
    const results = await checkExternalLinks([url], FAST);
    expect(results.get(url)).toEqual({
      url,
      status: 0,
      outcome: "broken",
      noAnswer: "network",
      reason: "connection refused",
      fromCache: false,
    });
  });

  test("at most concurrencyPerHost requests in flight per host, and two hosts at the same time", async () => {
    const urls = [
      ...Array.from({ length: 8 }, () => route("slow")),
      ...Array.from({ length: 8 }, () => route("slow", "localhost")),
    ];
    const results = await checkExternalLinks(urls, { ...FAST, concurrencyPerHost: 2 });
    expect([...results.values()].every((result) => result.outcome === "ok")).toBe(true);
    expect(inFlight.maxByHost.get("127.0.0.1")).toBe(2);
    expect(inFlight.maxByHost.get("localhost")).toBe(2);
    expect(inFlight.maxTotal).toBeGreaterThan(2);
  });

  test("skip patterns: a match is skipped and never requested, also as a redirect target", async () => {
    const hidden = route("private");
    const redirecting = route("to-private");
    const ok = route("ok");
    const results = await checkExternalLinks([hidden, redirecting, ok], { ...FAST, skip: ["/t\\d+/private$"] });
    expect(results.get(hidden)).toMatchObject({
      outcome: "skipped",
      reason: "the skip pattern /t\\d+/private$ matches it",
    });
    expect(results.get(redirecting)).toMatchObject({
      outcome: "skipped",
      reason: "it redirects to a link a skip pattern matches",
    });
    expect(results.get(ok)).toMatchObject({ outcome: "ok" });
    expect(requests(hidden).at).toHaveLength(0);
    expect(seen.get(pathOf(redirecting).replace(/to-private$/, "private"))).toBeUndefined();
  });
});

describe("addresses of the machine and its network", () => {
  const HINT =
    "docsgate reaches loopback, link-local and private addresses only with --allow-private-addresses (action input `allow-private-addresses: true`)";

  test("are refused by default, and never requested: an address or a name for one", async () => {
    const ok = route("ok");
    const local = route("ok", "localhost");
    const results = await checkExternalLinks([ok, local, "http://169.254.169.254/latest/meta-data/"], {
      ...FAST,
      allowPrivateAddresses: false,
    });
    expect(results.get(ok)).toEqual({
      url: ok,
      status: 0,
      outcome: "refused",
      reason: `127.0.0.1 is a loopback address; ${HINT}`,
      fromCache: false,
    });
    expect(results.get(local)).toMatchObject({ outcome: "refused", reason: `localhost is this machine; ${HINT}` });
    expect(results.get("http://169.254.169.254/latest/meta-data/")).toMatchObject({
      outcome: "refused",
      reason: `169.254.169.254 is a link-local address (cloud metadata services answer there); ${HINT}`,
    });
    expect(requests(ok).at).toHaveLength(0);
    expect(requests(local).at).toHaveLength(0);
  });

  test("a redirect to a refused address is not followed", async () => {
    const redirecting = route("to-other-host");
    // The test's own policy: the server may be reached at 127.0.0.1, not at 127.0.0.2.
    const results = await checkHost([redirecting], {
      concurrency: 1,
      timeoutMs: 2_000,
      retries: 0,
      retryJitterMs: 0,
      skip: [],
      policy: (host) => (host === "127.0.0.2" ? "a refused test address" : undefined),
    });
    expect(results.get(redirecting)).toEqual({
      status: 0,
      outcome: "refused",
      reason: `it redirects to an address of this machine or its network; ${HINT}`,
    });
    expect(requests(redirecting).HEAD).toBe(1);
    expect(seen.get(pathOf(redirecting).replace(/to-other-host$/, "ok"))).toBeUndefined();
  });
});

describe("the result cache", () => {
  const HOUR = 3_600_000;
  const T0 = Date.parse("2025-06-01T12:00:00Z");
  const cacheIn = (dir: string) => path.join(dir, "deep", "er", "links.json");
  const readCache = (file: string) =>
    JSON.parse(readFileSync(file, "utf8")) as {
      version: number;
      checked: Record<string, { status: number; checkedAt: string }>;
    };

  test("a second run asks nothing for the links found OK, and asks again for the broken ones", async () => {
    const file = cacheIn(tempProject({}));
    const ok = route("ok");
    const missing = route("404");
    const options = { ...FAST, cache: { file, maxAgeHours: 24 }, now: () => T0 };
    const first = await checkExternalLinks([ok, `${ok}#x`, missing], options);
    expect(first.cacheProblem).toBeUndefined();
    expect(readCache(file)).toEqual({
      version: 1,
      checked: { [ok]: { status: 200, checkedAt: "2025-06-01T12:00:00.000Z" } },
    });
    const second = await checkExternalLinks([ok, `${ok}#x`, missing], { ...options, now: () => T0 + 23 * HOUR });
    expect(second.get(ok)).toEqual({ url: ok, status: 200, outcome: "ok", fromCache: true });
    expect(second.get(`${ok}#x`)).toMatchObject({ outcome: "ok", fromCache: true });
    expect(second.get(missing)).toMatchObject({ status: 404, outcome: "broken", fromCache: false });
    expect(requests(ok).HEAD).toBe(1);
    expect(requests(missing).HEAD).toBe(2);
    // The entry keeps its first date: being read from the cache does not make it younger.
    expect(readCache(file).checked[ok]!.checkedAt).toBe("2025-06-01T12:00:00.000Z");
  });

  test("entries older than maxAgeHours are checked again, and dropped when the file is written", async () => {
    const file = cacheIn(tempProject({}));
    const ok = route("ok");
    const old = "https://old.example/page";
    const other = "https://other.example/fresh";
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        checked: {
          [ok]: { status: 200, checkedAt: new Date(T0 - 25 * HOUR).toISOString() },
          [old]: { status: 200, checkedAt: new Date(T0 - 30 * HOUR).toISOString() },
          [other]: { status: 200, checkedAt: new Date(T0 - HOUR).toISOString() },
        },
      }),
    );
    const results = await checkExternalLinks([ok], { ...FAST, cache: { file, maxAgeHours: 24 }, now: () => T0 });
    expect(results.get(ok)).toMatchObject({ outcome: "ok", fromCache: false });
    expect(requests(ok).HEAD).toBe(1);
    expect(readCache(file).checked).toEqual({
      [ok]: { status: 200, checkedAt: new Date(T0).toISOString() },
      [other]: { status: 200, checkedAt: new Date(T0 - HOUR).toISOString() },
    });
  });

  test("a link once OK and now broken leaves the cache", async () => {
    const file = cacheIn(tempProject({}));
    const missing = route("404");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        checked: { [missing]: { status: 200, checkedAt: new Date(T0 - 48 * HOUR).toISOString() } },
      }),
    );
    const results = await checkExternalLinks([missing], { ...FAST, cache: { file, maxAgeHours: 24 }, now: () => T0 });
    expect(results.get(missing)).toMatchObject({ outcome: "broken" });
    expect(readCache(file).checked).toEqual({});
  });

  test("a corrupt or foreign cache file is ignored with a one-line problem, then rewritten", async () => {
    for (const text of ["{ not json", JSON.stringify({ version: 2, checked: {} }), "[]"]) {
      const file = cacheIn(tempProject({}));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      const ok = route("ok");
      const results = await checkExternalLinks([ok], { ...FAST, cache: { file, maxAgeHours: 24 }, now: () => T0 });
      expect(results.get(ok)).toMatchObject({ outcome: "ok", fromCache: false });
      expect(results.cacheProblem).toMatch(
        /^The link cache .*links\.json is (not valid JSON|not a docsgate link cache of version 1); it is ignored and rewritten\.$/,
      );
      expect(readCache(file).checked).toHaveProperty([ok]);
    }
  });

  test("a cache that cannot be written is a problem, not a failure", async () => {
    const dir = tempProject({ blocker: "a file, not a folder" });
    // Under /proc, where mkdirSync's recursive mode once looped forever on the ENOENT it answers.
    for (const file of [path.join(dir, "blocker", "links.json"), `/proc/docsgate-${process.pid}/links.json`]) {
      const ok = route("ok");
      const results = await checkExternalLinks([ok], { ...FAST, cache: { file, maxAgeHours: 24 }, now: () => T0 });
      expect(results.get(ok)).toMatchObject({ outcome: "ok" });
      expect(results.cacheProblem).toMatch(
        /^The link cache .*links\.json cannot be written \(.*\); the next run checks every external link again\.$/,
      );
    }
  });
});
