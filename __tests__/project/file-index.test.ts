import { describe, expect, test } from "vitest";
import { FileIndex } from "../../src/project/file-index.js";

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
