import path from "node:path";
import { expect, test } from "vitest";
import { linkCacheProblem } from "../../src/github/link-cache-file.js";
import { git } from "../helpers/git.js";
import { tempProject } from "../helpers/temp-project.js";

// The external-link cache says which links were found OK: one the repository holds, a pull request could write.

const CACHE = `${JSON.stringify({ version: 1, checked: {} })}\n`;

test("a link cache git tracks is not used; one it does not track, or outside a checkout, is", async () => {
  const repository = tempProject({ "docs/index.mdx": "Hello.\n", "docs/links.json": CACHE });
  git(repository, "init", "-q");
  git(repository, "add", "docs/index.mdx");
  git(repository, "commit", "-qm", "docs");
  // Restored by actions/cache, or left by an earlier run: not the repository's.
  expect(await linkCacheProblem(path.join(repository, "docs/links.json"))).toBeUndefined();
  git(repository, "add", "docs/links.json");
  const tracked = path.join(repository, "docs/links.json");
  expect(await linkCacheProblem(tracked)).toBe(
    `The link cache ${tracked} is a file of the repository (git tracks it), which a pull request can write, so docsgate does not use it and checks every external link. Keep the file out of the repository (add it to .gitignore) and between runs with actions/cache.`,
  );
  // The first run, before the file or its folder exists.
  expect(await linkCacheProblem(path.join(repository, "cache/links.json"))).toBeUndefined();
  const elsewhere = tempProject({ "links.json": CACHE });
  expect(await linkCacheProblem(path.join(elsewhere, "links.json"))).toBeUndefined();
});
