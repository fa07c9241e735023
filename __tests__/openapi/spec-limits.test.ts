import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, test, vi } from "vitest";
import { check } from "../../src/check.js";
import { page, tempProject } from "../helpers/temp-project.js";

/** scripts/large-spec.mjs: a docs project around a generated spec with three problems per operation. */
const { largeSpec } = (await import(
  pathToFileURL(path.resolve(import.meta.dirname, "../../scripts/large-spec.mjs")).href
)) as {
  largeSpec(bytes: number): { text: string; operations: number };
};

const SMALL_SPEC =
  "openapi: 3.1.0\ninfo:\n  title: Small API\n  version: 1.0.0\n  license:\n    name: MIT\n    url: https://opensource.org/licenses/MIT\nservers:\n  - url: https://api.example.test\nsecurity: []\npaths:\n  /ping:\n    get:\n      summary: Ping\n      responses:\n        '200':\n          description: Pong.\n";

/**
 * A v2 project naming `specs` in one group, with a page, a nav entry for a missing page and a redocly.yaml plugin
 * docsgate does not run.
 */
function projectWith(specs: Record<string, string>): string {
  const docs = {
    $schema: "https://mintlify.com/docs.json",
    theme: "mint",
    name: "Acme",
    colors: { primary: "#0D9373" },
    navigation: {
      groups: [
        { group: "Start", pages: ["index", "missing"] },
        ...Object.keys(specs).map((file) => ({ group: file, openapi: file })),
      ],
    },
  };
  return tempProject({
    "docs.json": JSON.stringify(docs, null, 2),
    "index.mdx": page("Welcome"),
    "redocly.yaml": "plugins:\n  - ./local.js\n",
    ...specs,
  });
}

/** The diagnostics as `rule file:line message`. */
function findings(root: string): string[] {
  return check({ root }).diagnostics.map((d) => `${d.ruleId} ${d.file}:${d.line} ${d.message}`);
}

/** What must survive whatever happens to the lint: the page and config diagnostics. */
function expectTheRest(all: string[]): void {
  expect(all.some((line) => line.startsWith("nav/missing-page docs.json:"))).toBe(true);
  expect(all.some((line) => line.startsWith("openapi/redocly-unsupported redocly.yaml:1"))).toBe(true);
}

afterEach(() => vi.unstubAllEnvs());

describe("a large spec", () => {
  test("every problem is reported at its operation", () => {
    const { text, operations } = largeSpec(1.5 * 1024 * 1024);
    const root = projectWith({ "big.yaml": text });
    const all = findings(root);
    expect(all.filter((line) => line.startsWith("openapi/operation-operationId big.yaml:"))).toHaveLength(operations);
    expect(all.filter((line) => line.startsWith("openapi/no-unused-components big.yaml:"))).toHaveLength(operations);
    const lastGet = text.slice(0, text.lastIndexOf("    get:")).split("\n").length;
    expect(all.some((line) => line.startsWith(`openapi/operation-operationId big.yaml:${lastGet} `))).toBe(true);
    expectTheRest(all);
  });
});

describe("a spec past the time limit", () => {
  test("gets one problem at its first line; the other spec, the pages and the config are still reported", () => {
    vi.stubEnv("DOCSGATE_SPEC_TIME_LIMIT_MS", "1000");
    const root = projectWith({ "big.yaml": largeSpec(5 * 1024 * 1024).text, "small.yaml": SMALL_SPEC });
    const all = findings(root);
    expect(all.filter((line) => line.includes("big.yaml:"))).toEqual([
      "openapi/invalid-file big.yaml:1 big.yaml was not fully checked: linting it did not finish within 1 s, docsgate's limit per OpenAPI file. Split it into smaller files joined by `$ref`s, or leave a generated spec out of the docs with `ignore` in docsgate.config.json.",
    ]);
    expect(all.some((line) => line.startsWith("openapi/operation-operationId small.yaml:13"))).toBe(true);
    expectTheRest(all);
  });
});

describe("an OpenAPI worker that fails", () => {
  /** A stand-in for the worker script that posts what `messages` gives it and then throws. */
  function brokenWorker(messages: string): string {
    const root = tempProject({});
    const script = path.join(root, "worker.mjs");
    writeFileSync(
      script,
      `import { workerData } from "node:worker_threads";
const { port, posted, from } = workerData;
for (const message of ${messages}) { port.postMessage(message); Atomics.add(posted, 0, 1); Atomics.notify(posted, 0); }
throw new Error("boom");
`,
    );
    return script;
  }

  test("dying in the middle of a spec: each spec is reported, and the rest", () => {
    vi.stubEnv("DOCSGATE_OPENAPI_WORKER", brokenWorker(`[{ kind: "start", index: from, at: Date.now() }]`));
    vi.stubEnv("DOCSGATE_SPEC_TIME_LIMIT_MS", "1000");
    const all = findings(projectWith({ "one.yaml": SMALL_SPEC, "two.yaml": SMALL_SPEC }));
    expect(all.filter((line) => line.startsWith("openapi/"))).toEqual([
      expect.stringMatching(
        /^openapi\/invalid-file one\.yaml:1 one\.yaml was not fully checked: linting it did not finish within 1 s/,
      ),
      expect.stringMatching(
        /^openapi\/invalid-file two\.yaml:1 two\.yaml was not fully checked: linting it did not finish within 1 s/,
      ),
    ]);
    expect(all.some((line) => line.startsWith("nav/missing-page docs.json:"))).toBe(true);
  });

  test("failing before its first spec: every spec is reported once, and the rest", () => {
    vi.stubEnv("DOCSGATE_OPENAPI_WORKER", brokenWorker(`[{ kind: "failed", error: "Error: boom" }]`));
    const all = findings(projectWith({ "one.yaml": SMALL_SPEC, "two.yaml": SMALL_SPEC }));
    expect(all.filter((line) => line.startsWith("openapi/"))).toEqual([
      expect.stringMatching(
        /^openapi\/invalid-file one\.yaml:1 one\.yaml was not fully checked: docsgate's OpenAPI linter failed \(Error: boom\)/,
      ),
      expect.stringMatching(
        /^openapi\/invalid-file two\.yaml:1 two\.yaml was not fully checked: docsgate's OpenAPI linter failed \(Error: boom\)/,
      ),
    ]);
    expect(all.some((line) => line.startsWith("nav/missing-page docs.json:"))).toBe(true);
  });
});
