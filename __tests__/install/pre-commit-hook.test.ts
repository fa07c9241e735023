import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parse } from "yaml";

const hooks = parse(readFileSync(path.resolve(import.meta.dirname, "../../.pre-commit-hooks.yaml"), "utf8"));

test("the pre-commit hook runs docsgate check, installed from the npm package, on the staged files", () => {
  expect(hooks).toHaveLength(1);
  expect(hooks[0]).toMatchObject({
    id: "docsgate",
    entry: "docsgate check",
    language: "node",
    pass_filenames: true,
    require_serial: true,
  });
});

test("the hook is given the pages and the config, and nothing else", () => {
  // pre-commit matches `files` with Python's re.search, which reads this pattern as JavaScript does.
  const files = new RegExp(hooks[0].files);
  for (const file of ["guides/a.mdx", "x.md", "docs.json", "mint.json", "docs/docs.json", "docs/index.mdx"]) {
    expect(files.test(file), file).toBe(true);
  }
  for (const file of ["image.png", "package.json", "mydocs.json", "docs.json.bak", "notes.mdx.txt"]) {
    expect(files.test(file), file).toBe(false);
  }
});
