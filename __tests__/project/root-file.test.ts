import { mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { readRootFile } from "../../src/project/root-file.js";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";

const outcome = (root: string, file: string, maxBytes = 1024) => {
  const read = readRootFile(root, file, maxBytes);
  return read.ok ? read.bytes.toString("utf8") : `${read.why}: ${read.reason}`;
};

describe("reading a file of the docs root", () => {
  test("a regular file, or a link to one inside the root, is read", () => {
    const root = tempProject({ "a.txt": "text", "sub/b.txt": "more" });
    symlinkSync("sub/b.txt", path.join(root, "link.txt"));
    expect(outcome(root, "a.txt")).toBe("text");
    expect(outcome(root, "link.txt")).toBe("more");
  });

  test("a link out of the root, to a device or to a folder, a folder, a large file or none is refused", () => {
    const root = tempProject({ "big.txt": "x".repeat(2 * 1024 * 1024) });
    mkdirSync(path.join(root, "folder"));
    symlinkSync("/dev/zero", path.join(root, "zero"));
    symlinkSync("/etc/passwd", path.join(root, "passwd"));
    symlinkSync("folder", path.join(root, "folder-link"));
    symlinkSync("nowhere", path.join(root, "dangling"));
    expect(outcome(root, "zero")).toBe("outside: points outside the docs root, and docsgate never reads outside it");
    expect(outcome(root, "passwd")).toBe("outside: points outside the docs root, and docsgate never reads outside it");
    expect(outcome(root, "../outside.txt")).toBe("missing: does not exist");
    expect(outcome(root, "folder")).toBe("not-a-file: is a folder or a device, not a file");
    expect(outcome(root, "folder-link")).toBe("not-a-file: is a folder or a device, not a file");
    expect(outcome(root, "big.txt", 1024 * 1024)).toBe("too-large: is 2 MB, past the 1 MB docsgate reads");
    expect(outcome(root, "dangling")).toBe("missing: does not exist");
  });
});

describe("the files a check reads before its file index", () => {
  test("settings, .mintignore, redocly.yaml and style files linked to /dev/zero are not read", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["index"]),
      "index.mdx": page("Home"),
      ".docsgate/styles/README.md": "Styles.\n",
    });
    for (const file of ["docsgate.config.json", ".mintignore", "redocly.yaml", ".docsgate/styles/endless.yml"])
      symlinkSync("/dev/zero", path.join(root, file));
    const diagnostics = check({ root }).diagnostics.map((d) => `${d.ruleId} ${d.file}:${d.line}`);
    expect(diagnostics).toEqual([
      "settings/style-file .docsgate/styles/endless.yml:1",
      "settings/invalid docsgate.config.json:1",
    ]);
  });
});
