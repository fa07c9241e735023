import { afterAll, beforeAll, expect, test } from "vitest";
import { checkExternalLinks } from "../../../../src/site/links/external/check-external.js";
import { refusedPort } from "../../../helpers/refused-port.js";

// A file of its own: it sets a proxy for the whole process, which the other tests must not see.
const saved = { HTTP_PROXY: process.env.HTTP_PROXY, NO_PROXY: process.env.NO_PROXY, no_proxy: process.env.no_proxy };
let deadProxy: string;

beforeAll(async () => {
  deadProxy = `http://127.0.0.1:${await refusedPort()}`;
  process.env.HTTP_PROXY = deadProxy;
  delete process.env.NO_PROXY;
  delete process.env.no_proxy;
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

test("when linkinator cannot read the local list of links, the host's links are skipped with a one-line problem, and nothing throws", async () => {
  const results = await checkExternalLinks(["http://unreachable.example/a", "http://unreachable.example/b#c"], {
    retries: 0,
    retryJitterMs: 0,
    timeoutMs: 1_000,
  });
  expect(results.checkProblems).toEqual([
    expect.stringMatching(
      /^The links to unreachable\.example were not checked: linkinator could not read docsgate's local list of links at http:\/\/127\.0\.0\.1:\d+\/ \(connection refused\); is a proxy set without NO_PROXY=127\.0\.0\.1\?$/,
    ),
  ]);
  expect(results.get("http://unreachable.example/b#c")).toMatchObject({
    status: 0,
    outcome: "skipped",
    reason: expect.stringMatching(/^not checked: linkinator could not read/),
  });
});
