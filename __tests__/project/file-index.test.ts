import { symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { FileIndex } from "../../src/project/file-index.js";
import { withFilesInMemory } from "../../src/project/file-source.js";
import { tempProject } from "../helpers/temp-project.js";

// What a page's check asked of the file index, recorded so a cached result can be checked against a later index.
describe("the file index's recorded questions", () => {
  const ROOT = "/docs";
  const index = (files: string[], linksOutside: string[] = []) => FileIndex.of(ROOT, files, linksOutside);

  function record(files: FileIndex, ask: (files: FileIndex) => void) {
    files.startRecording();
    ask(files);
    return files.stopRecording();
  }

  test("the same answers from another index with other files hold; a changed answer does not", () => {
    const probes = record(index(["index.mdx", "images/Vane.png"]), (files) => {
      files.has("images/vane.png");
      files.caseInsensitive("images/vane.png");
      files.passesLinkOutside("shared/wind.mdx");
      files.isLinkOutside("shared");
    });
    expect(probes).toHaveLength(4);
    expect(index(["index.mdx", "images/Vane.png", "setup.mdx"]).answersAlike(probes)).toBe(true);
    expect(index(["index.mdx", "images/vane.png"]).answersAlike(probes)).toBe(false);
    expect(index(["index.mdx", "images/Vane.png"], ["shared"]).answersAlike(probes)).toBe(false);
  });

  test("looking through every file depends on every file", () => {
    const probes = record(index(["a.mdx", "b.mdx"]), (files) => [...files.all()]);
    expect(index(["b.mdx", "a.mdx"]).answersAlike(probes)).toBe(true);
    expect(index(["a.mdx", "b.mdx", "c.png"]).answersAlike(probes)).toBe(false);
  });

  test("questions asked outside a recording, or while checking answers, are not recorded", () => {
    const files = index(["a.mdx"]);
    files.has("a.mdx");
    files.startRecording();
    files.has("b.mdx");
    expect(files.answersAlike([["has\0c.mdx", "false"]])).toBe(true);
    expect(files.stopRecording()).toEqual([["has\0b.mdx", "false"]]);
    expect(files.stopRecording()).toEqual([]);
  });

  test("a question this docsgate does not know never holds", () => {
    expect(index([]).answersAlike([["size\0a.mdx", "3"]])).toBe(false);
  });
});

describe("a site docsgate built under the root", () => {
  const site = (at: string) => ({
    [`${at}/_docsgate/docsgate-build.txt`]: "This folder was written by `docsgate build`.\r\n",
    [`${at}/index.html`]: "<html></html>",
    [`${at}/guides/setup.md`]: "# Set up\n",
    [`${at}/images/vane.png`]: "png",
  });
  const scanned = (root: string) => [...FileIndex.scan(root).files].sort();

  test("is left out wherever it lies and whatever its name, even committed with its marker", () => {
    const root = tempProject({
      "docs.json": "{}",
      "index.mdx": "# Home\n",
      ...site("_site"),
      ...site("build/preview"),
      ...site("guides/old-site"),
    });
    expect(scanned(root)).toEqual(["docs.json", "index.mdx"]);
  });

  test("through a link inside the root too", () => {
    const root = tempProject({ "docs.json": "{}", ...site("out/site") });
    symlinkSync(path.join(root, "out", "site"), path.join(root, "latest"));
    expect(scanned(root)).toEqual(["docs.json"]);
  });

  test("a folder is docs unless it holds the marker as a file; the root is read as asked", () => {
    const root = tempProject({
      "docs.json": "{}",
      "a/_docsgate/notes.md": "# Notes\n",
      "b/_docsgate/docsgate-build.txt/x.md": "# X\n",
      "c/docsgate-build.txt": "text",
    });
    expect(scanned(root)).toEqual([
      "a/_docsgate/notes.md",
      "b/_docsgate/docsgate-build.txt/x.md",
      "c/docsgate-build.txt",
      "docs.json",
    ]);
    const builtRoot = tempProject(site("."));
    expect(scanned(builtRoot)).toEqual([
      "_docsgate/docsgate-build.txt",
      "guides/setup.md",
      "images/vane.png",
      "index.html",
    ]);
  });

  test("in a project read from memory as on disk", () => {
    const root = path.join(tmpdir(), "docsgate-built-site-in-memory");
    const files = withFilesInMemory(root, { "docs.json": "{}", ...site("_site") }, () => FileIndex.scan(root).files);
    expect([...files]).toEqual(["docs.json"]);
  });
});
