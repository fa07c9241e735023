import path from "node:path";
import { expect, test } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { pageCacheKeys } from "../../src/github/page-cache-key.js";

const workspace = path.resolve("/home/runner/work/docs/docs");
const env = { RUNNER_OS: "Linux", GITHUB_RUN_ID: "4242", GITHUB_RUN_ATTEMPT: "2" };

test("the key is docsgate's version, the runner's OS and a hash of the docs root, then the run and its attempt", () => {
  const keys = pageCacheKeys({ workspace, root: path.join(workspace, "docs"), env });
  expect(keys.prefix).toMatch(
    new RegExp(`^docsgate-pages-${packageJson.version.replaceAll(".", "\\.")}-Linux-[0-9a-f]{12}-$`),
  );
  expect(keys.key).toBe(`${keys.prefix}4242-2`);
});

test("each docs root has entries of its own; the same root has the same prefix in every run and on every checkout", () => {
  const docs = pageCacheKeys({ workspace, root: path.join(workspace, "docs"), env });
  const api = pageCacheKeys({ workspace, root: path.join(workspace, "api-docs"), env });
  const top = pageCacheKeys({ workspace, root: workspace, env });
  expect(new Set([docs.prefix, api.prefix, top.prefix]).size).toBe(3);
  const elsewhere = path.resolve("/tmp/checkout");
  const later = pageCacheKeys({
    workspace: elsewhere,
    root: path.join(elsewhere, "docs"),
    env: { ...env, GITHUB_RUN_ID: "4243", GITHUB_RUN_ATTEMPT: "1" },
  });
  expect(later.prefix).toBe(docs.prefix);
  expect(later.key).not.toBe(docs.key);
});

test("another runner OS starts afresh", () => {
  const root = path.join(workspace, "docs");
  const linux = pageCacheKeys({ workspace, root, env });
  const windows = pageCacheKeys({ workspace, root, env: { ...env, RUNNER_OS: "Windows" } });
  expect(windows.prefix).not.toBe(linux.prefix);
  expect(windows.prefix).toContain("-Windows-");
});
