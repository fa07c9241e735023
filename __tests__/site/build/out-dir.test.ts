import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { BUILD_MARKER } from "../../../src/project/built-site.js";
import { checkOutDir, resetOutDir } from "../../../src/site/output/out-dir.js";
import { tempProject } from "../../helpers/temp-project.js";

describe("checkOutDir", () => {
  test("a new folder beside the root or inside it is fine", () => {
    const base = tempProject({ "docs/docs.json": "{}" });
    const result = checkOutDir(path.join(base, "_site"), path.join(base, "docs"));
    expect(result).toEqual({ ok: true, outDir: path.join(base, "_site") });
    expect(checkOutDir(path.join(base, "docs", "build", "site"), path.join(base, "docs"))).toEqual({
      ok: true,
      outDir: path.join(base, "docs", "build", "site"),
    });
  });

  test("the root itself, a parent of it, or a link to it is refused", () => {
    const base = tempProject({ "docs/docs.json": "{}" });
    const root = path.join(base, "docs");
    symlinkSync(root, path.join(base, "link"));
    for (const out of [root, base, path.dirname(base), path.join(base, "link")]) {
      const result = checkOutDir(out, root);
      expect(result.ok, out).toBe(false);
      if (!result.ok) expect(result.problem).toMatch(/is the docs folder or holds it/);
    }
  });

  test("a folder with files docsgate did not write is refused; an earlier build is accepted", () => {
    const base = tempProject({ "docs/docs.json": "{}", "other/notes.txt": "mine" });
    const root = path.join(base, "docs");
    const refused = checkOutDir(path.join(base, "other"), root);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem).toMatch(/holds files that docsgate did not write/);
    expect(checkOutDir(path.join(base, "other", "notes.txt"), root)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/is a file/),
    });
    mkdirSync(path.join(base, "empty"));
    expect(checkOutDir(path.join(base, "empty"), root).ok).toBe(true);

    resetOutDir(path.join(base, "empty"), new Set());
    writeFileSync(path.join(base, "empty", "old.html"), "old");
    expect(checkOutDir(path.join(base, "empty"), root).ok).toBe(true);
  });

  test("resetOutDir removes all but the next build's files and the folders on their way, and marks the folder", () => {
    const base = tempProject({
      "site/_docsgate/docsgate-build.txt": "x",
      "site/a/b.html": "old",
      "site/a/c.html": "old",
      "site/c.txt": "old",
      "site/d/e/f.html": "old",
      "site/g.html/h": "old",
    });
    resetOutDir(path.join(base, "site"), new Set(["a/b.html", "d/x.html", "g.html", BUILD_MARKER]));
    expect(readdirSync(path.join(base, "site"), { recursive: true }).sort()).toEqual([
      "_docsgate",
      BUILD_MARKER,
      "a",
      "a/b.html",
      "d",
    ]);
    expect(readFileSync(path.join(base, "site", BUILD_MARKER), "utf8")).toMatch(/written by `docsgate build`/);
  });

  test("resetOutDir removes links, also where the next build writes a file or a folder", () => {
    const base = tempProject({
      "site/_docsgate/docsgate-build.txt": "x",
      "outside/secret.txt": "secret",
      "outside/dir/x.html": "x",
    });
    symlinkSync(path.join(base, "outside", "secret.txt"), path.join(base, "site", "index.html"));
    symlinkSync(path.join(base, "outside", "dir"), path.join(base, "site", "guide"));
    resetOutDir(path.join(base, "site"), new Set(["index.html", "guide/index.html"]));
    expect(readdirSync(path.join(base, "site")).sort()).toEqual(["_docsgate"]);
    expect(readFileSync(path.join(base, "outside", "secret.txt"), "utf8")).toBe("secret");
    expect(existsSync(path.join(base, "outside", "dir", "x.html"))).toBe(true);
  });
});
