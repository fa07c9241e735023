import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { check } from "../../src/check.js";
import { projectFiles, withFilesInMemory } from "../../src/project/file-source.js";
import { FileIndex } from "../../src/project/file-index.js";
import { readRootFile } from "../../src/project/root-file.js";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";

const root = path.join(tmpdir(), "docsgate-file-source-test");
const files = { "docs.json": "{}", "guides/setup.mdx": "# Setup\n", "guides/deep/more.md": "text" };

test("a project in memory lists, stats and reads like one on disk, only while it is being read", () => {
  withFilesInMemory(root, files, () => {
    expect([...FileIndex.scan(root).files].sort()).toEqual(["docs.json", "guides/deep/more.md", "guides/setup.mdx"]);
    expect(projectFiles.readdir(path.join(root, "guides")).map((entry) => [entry.name, entry.isDirectory()])).toEqual([
      ["deep", true],
      ["setup.mdx", false],
    ]);
    expect(projectFiles.stat(path.join(root, "guides/setup.mdx")).size).toBe(8);
    expect(projectFiles.readHead(path.join(root, "guides/setup.mdx"), 3).toString()).toBe("# S");
    expect(readRootFile(root, "guides", 1024)).toMatchObject({ ok: false, why: "not-a-file" });
    expect(readRootFile(root, "nowhere.md", 1024)).toMatchObject({ ok: false, why: "missing" });
    expect(readRootFile(root, "../outside.md", 1024)).toMatchObject({ ok: false, why: "missing" });
    expect(() => withFilesInMemory(root, {}, () => 0)).toThrow(/already being read/);
  });
  // Afterwards the root is read from disk, where it does not exist.
  expect(() => projectFiles.stat(root)).toThrow(expect.objectContaining({ code: "ENOENT" }));
});

test("check reports the same of a project in memory as of the same files on disk", () => {
  const project = {
    "docs.json": v2DocsJson(["index", "missing"]),
    "index.mdx": page("Home") + "See [setup](/setup) and ![](/images/none.png).\n",
  };
  const onDisk = tempProject(project);
  const inMemory = mkdtempSync(path.join(tmpdir(), "docsgate-file-source-")); // exists, and is empty on disk
  try {
    const diagnostics = check({ root: onDisk }).diagnostics;
    expect(diagnostics.length).toBeGreaterThan(1);
    expect(check({ root: inMemory, files: project }).diagnostics).toEqual(diagnostics);
  } finally {
    rmSync(inMemory, { recursive: true, force: true });
  }
});
