import path from "node:path";
import { describe, expect, test } from "vitest";
import { docsFoldersIn, selectPaths } from "../../src/project/path-selection.js";
import { tempProject } from "../helpers/temp-project.js";

describe("selectPaths", () => {
  const repo = () =>
    tempProject({
      "docs/docs.json": "{}",
      "docs/index.mdx": "",
      "docs/guides/a.mdx": "",
      "docs/guides/b.md": "",
      "other/mint.json": "{}",
      "loose/x.md": "",
    });

  test("no path is the current folder; the project's own folder is the whole project", () => {
    const root = repo();
    expect(selectPaths([], root)).toEqual({ root });
    expect(selectPaths(["docs"], root)).toEqual({ root: path.join(root, "docs") });
    expect(selectPaths(["."], path.join(root, "docs"))).toEqual({ root: path.join(root, "docs") });
  });

  test("one folder outside any project is taken as the root, for the check to say what is missing", () => {
    const root = repo();
    expect(selectPaths(["loose"], root)).toEqual({ root: path.join(root, "loose") });
  });

  test("folders, files and globs inside a project select its files, relative to the root", () => {
    const root = repo();
    const picks = (paths: string[], cwd = root) => {
      const selection = selectPaths(paths, cwd);
      if (!("root" in selection) || !selection.reports) throw new Error("expected a selection");
      expect(selection.root).toBe(path.join(root, "docs"));
      return ["docs.json", "index.mdx", "guides/a.mdx", "guides/b.md"].filter(selection.reports);
    };
    expect(picks(["docs/guides"])).toEqual(["guides/a.mdx", "guides/b.md"]);
    expect(picks(["docs/guides/"])).toEqual(["guides/a.mdx", "guides/b.md"]);
    expect(picks(["docs/index.mdx", "docs/docs.json"])).toEqual(["docs.json", "index.mdx"]);
    expect(picks(["docs/**/*.md"])).toEqual(["guides/b.md"]);
    expect(picks(["*.mdx"], path.join(root, "docs"))).toEqual(["index.mdx"]);
    expect(picks(["a.mdx"], path.join(root, "docs", "guides"))).toEqual(["guides/a.mdx"]);
  });

  test("paths of two projects, or missing, are problems", () => {
    const root = repo();
    expect(selectPaths(["docs/index.mdx", "other"], root)).toEqual({
      problem: "`docs/index.mdx` and `other` belong to different docs projects; check one project at a time.",
    });
    expect(selectPaths(["docs/nope.mdx"], root)).toEqual({ problem: "`docs/nope.mdx` does not exist." });
  });

  test("paths in no project are set aside: beside a project's, and alone", () => {
    const root = repo();
    const mixed = selectPaths(["loose/x.md", "docs/index.mdx"], root);
    if (!("root" in mixed) || !mixed.reports) throw new Error("expected a selection");
    expect(mixed.root).toBe(path.join(root, "docs"));
    expect(mixed.outside).toEqual(["loose/x.md"]);
    expect(["index.mdx", "guides/a.mdx"].filter(mixed.reports)).toEqual(["index.mdx"]);
    expect(selectPaths(["loose/x.md"], root)).toEqual({ outside: ["loose/x.md"] });
  });
});

describe("docsFoldersIn", () => {
  test("the folders right under a folder without docs.json that hold docs.json or mint.json, by name", () => {
    const repo = tempProject({
      "site/mint.json": "{}",
      "docs/docs.json": "{}",
      "docs/nested/docs.json": "{}",
      "src/index.ts": "",
      "node_modules/theme/docs.json": "{}",
      ".cache/docs.json": "{}",
    });
    expect(docsFoldersIn(repo)).toEqual(["docs", "site"]);
    expect(docsFoldersIn(path.join(repo, "docs"))).toEqual([]);
    expect(docsFoldersIn(path.join(repo, "src"))).toEqual([]);
    expect(docsFoldersIn(path.join(repo, "missing"))).toEqual([]);
  });
});
