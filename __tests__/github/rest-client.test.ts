import { afterEach, describe, expect, test } from "vitest";
import { createRestClient, GitHubApiError, retryWait } from "../../src/github/rest-client.js";
import { startFakeGitHub, type FakeGitHub } from "../helpers/fake-github.js";

const TOKEN = "ghs_secretTOKEN1234567890";
let github: FakeGitHub | undefined;
afterEach(async () => {
  await github?.close();
  github = undefined;
});

function client(
  url: string,
  waits: number[] = [],
  overrides: { timeoutMs?: number; retries?: number; maxWaitMs?: number } = {},
) {
  return createRestClient({
    apiUrl: url,
    token: TOKEN,
    timeoutMs: overrides.timeoutMs ?? 2_000,
    retries: overrides.retries ?? 3,
    maxWaitMs: overrides.maxWaitMs ?? 120_000,
    sleep: async (ms) => void waits.push(ms),
  });
}

describe("the REST client", () => {
  test("sends the token as a bearer and follows Link pages", async () => {
    github = await startFakeGitHub({
      files: Array.from({ length: 230 }, (_, i) => ({ filename: `page-${i}.mdx`, patch: "@@ -0,0 +1 @@\n+x" })),
    });
    const files = await client(github.url).paginate<{ filename: string }>("/repos/o/r/pulls/7/files?per_page=100");
    expect(files).toHaveLength(230);
    expect(github.calls("files").map((r) => r.query.get("page"))).toEqual([null, "2", "3"]);
    expect(github.received.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  test("retries a server error with backoff, then succeeds", async () => {
    github = await startFakeGitHub({ comments: [{ id: 1, body: "x", user: { login: "a", type: "User" } }] });
    github.fault("list-comments", { status: 500 }, { status: 502 });
    const waits: number[] = [];
    const response = await client(github.url, waits).request<unknown[]>("GET", "/repos/o/r/issues/1/comments");
    expect(response.data).toHaveLength(1);
    expect(waits).toEqual([1_000, 2_000]);
    expect(github.calls("list-comments")).toHaveLength(3);
  });

  test("a POST after a server error: looked for first, sent again only when not found; never sent again without a way to look", async () => {
    github = await startFakeGitHub();
    github.fault("create-check-run", { status: 500 }, { status: 502 });
    const looked: number[] = [];
    const response = await client(github.url).request<{ id?: unknown }>(
      "POST",
      "/repos/o/r/check-runs",
      { name: "x" },
      { findExisting: async () => void looked.push(1) },
    );
    expect(response.data.id).toBeTypeOf("number");
    expect(looked).toHaveLength(2);
    expect(github.calls("create-check-run")).toHaveLength(3);

    github.fault("create-check-run", { status: 502 });
    await expect(client(github.url).request("POST", "/repos/o/r/check-runs", { name: "x" })).rejects.toThrow(
      "POST /repos/o/r/check-runs: GitHub answered 502",
    );
    expect(github.calls("create-check-run")).toHaveLength(4);
  });

  test("a POST refused by a rate limit is sent again: GitHub did not act on it", async () => {
    github = await startFakeGitHub();
    github.fault("create-comment", { status: 429, headers: { "retry-after": "1" } });
    await client(github.url).request("POST", "/repos/o/r/issues/1/comments", { body: "x" });
    expect(github.calls("create-comment")).toHaveLength(2);
    expect(github.comments).toHaveLength(1);
  });

  test("waits until the rate limit resets when it is spent, and for retry-after", async () => {
    github = await startFakeGitHub();
    const reset = Math.floor(Date.now() / 1000) + 5;
    github.fault(
      "list-comments",
      {
        status: 403,
        headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(reset) },
        body: { message: "API rate limit exceeded" },
      },
      { status: 429, headers: { "retry-after": "3" } },
    );
    const waits: number[] = [];
    // The wait is the time left until the reset, plus a second, at the moment of the answer: between
    // these two clock readings, however long the call took.
    const before = Date.now();
    await client(github.url, waits).paginate("/repos/o/r/issues/1/comments");
    const after = Date.now();
    expect(waits[0]).toBeGreaterThanOrEqual(Math.max(0, reset * 1_000 - after) + 1_000);
    expect(waits[0]).toBeLessThanOrEqual(reset * 1_000 - before + 1_000);
    expect(waits[1]).toBe(3_000);
  });

  test("gives up on a permission 403 at once, and on a reset too far away", async () => {
    github = await startFakeGitHub();
    github.fault("create-comment", { status: 403, body: { message: "Resource not accessible by integration" } });
    const waits: number[] = [];
    const error = await client(github.url, waits)
      .request("POST", "/repos/o/r/issues/1/comments", { body: "x" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect((error as GitHubApiError).status).toBe(403);
    expect((error as Error).message).toBe(
      "POST /repos/o/r/issues/1/comments: GitHub answered 403: Resource not accessible by integration",
    );
    expect(waits).toEqual([]);

    const far = Math.floor(Date.now() / 1000) + 3_600;
    github.fault("create-comment", {
      status: 403,
      headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(far) },
    });
    await expect(
      client(github.url, waits).request("POST", "/repos/o/r/issues/1/comments", { body: "x" }),
    ).rejects.toThrow(/longer than docsgate waits/);
  });

  test("a server that never answers costs the timeout per try, then a plain error", async () => {
    github = await startFakeGitHub();
    github.fault("list-comments", "hang", "hang");
    const error = await client(github.url, [], { timeoutMs: 300, retries: 1 })
      .request("GET", "/repos/o/r/issues/1/comments")
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe("GET /repos/o/r/issues/1/comments: no answer within 0.3 s");
    expect(github.calls("list-comments")).toHaveLength(2);
  });

  test("never puts the token into an error message", async () => {
    github = await startFakeGitHub();
    github.fault("create-comment", { status: 401, body: { message: `Bad credentials: ${TOKEN}` } });
    const error = (await client(github.url)
      .request("POST", "/repos/o/r/issues/1/comments", {})
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toContain("Bad credentials: ***");
    expect(error.message).not.toContain(TOKEN);
  });

  test("retryWait follows GitHub's rules", () => {
    const headers = (h: Record<string, string>) => new Headers(h);
    expect(retryWait({ status: 404, headers: headers({}) }, 0)).toBeUndefined();
    expect(retryWait({ status: 403, headers: headers({}) }, 0)).toBeUndefined();
    expect(retryWait({ status: 403, headers: headers({ "retry-after": "60" }) }, 0)).toBe(60_000);
    expect(retryWait({ status: 429, headers: headers({}) }, 0)).toBe(60_000);
    expect(
      retryWait(
        { status: 403, headers: headers({ "x-ratelimit-remaining": "0", "x-ratelimit-reset": "110" }) },
        0,
        100_000,
      ),
    ).toBe(11_000);
    expect(retryWait({ status: 503, headers: headers({}) }, 2)).toBe(4_000);
  });
});
