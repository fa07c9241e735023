import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import picomatch from "picomatch";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bundledServer } from "../../editors/vscode/src/server-options.js";

const REPO = path.resolve(import.meta.dirname, "../..");

const { buildExtension } = (await import(pathToFileURL(path.join(REPO, "scripts", "package-vscode.mjs")).href)) as {
  buildExtension: (folder: string) => Promise<void>;
};

const work = mkdtempSync(path.join(os.tmpdir(), "docsgate-vscode-"));
const folder = path.join(work, "extension");

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();

// The folder vsce packages, built from the checked-in dist/. Packaging itself needs vsce, which the release workflow
// fetches with npx: the tests use no network.
beforeAll(() => buildExtension(folder));

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the extension's folder", () => {
  test("holds the manifest, the README, the licence, the bundled extension and the server", () => {
    for (const file of ["package.json", "README.md", "LICENSE", "out/extension.js", "server/cli.js"]) {
      expect(existsSync(path.join(folder, file)), file).toBe(true);
    }
    expect(readFileSync(path.join(folder, "LICENSE"), "utf8")).toBe(readFileSync(path.join(REPO, "LICENSE"), "utf8"));
  });

  test("starts the server where the package script puts docsgate's cli.js", () => {
    expect(existsSync(bundledServer(folder))).toBe(true);
  });

  test("holds all of dist/ as the server, its chunks, workers and site assets, marked as ES modules", () => {
    expect(files(path.join(folder, "server"))).toEqual([...files(path.join(REPO, "dist")), "package.json"].sort());
    expect(JSON.parse(readFileSync(path.join(folder, "server", "package.json"), "utf8"))).toEqual({ type: "module" });
  });

  test("runs the server from there, on its own, without a word on stderr", () => {
    const { status, stdout, stderr } = spawnSync(process.execPath, [bundledServer(folder), "--version"], {
      cwd: work,
      encoding: "utf8",
    });
    expect(status, stderr).toBe(0);
    expect(stdout.trim()).toBe(JSON.parse(readFileSync(path.join(REPO, "package.json"), "utf8")).version);
    expect(stderr).toBe("");
  });

  test("bundles the extension into one CommonJS file that requires only vscode and Node's own modules", () => {
    const bundle = readFileSync(path.join(folder, "out", "extension.js"), "utf8");
    expect(bundle).toMatch(/\bmodule\.exports\b/);
    const required = new Set([...bundle.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]!));
    const builtin = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    expect([...required].filter((name) => !builtin.has(name))).toEqual(["vscode"]);
  });

  test("holds the pictures its README shows, each a PNG under 200 KB", () => {
    const readme = readFileSync(path.join(folder, "README.md"), "utf8");
    const pictures = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      const file = path.join(folder, picture);
      expect(readFileSync(file).subarray(1, 4).toString("latin1"), picture).toBe("PNG");
      expect(statSync(file).size, picture).toBeLessThan(200_000);
    }
  });

  test("packages, from editors/vscode itself, its manifest, README and picture but not its TypeScript sources", () => {
    // vsce leaves out what .vscodeignore's patterns match (and .vscodeignore itself).
    const source = path.join(REPO, "editors", "vscode");
    const patterns = readFileSync(path.join(source, ".vscodeignore"), "utf8").split("\n").filter(Boolean);
    const ignored = picomatch(patterns, { dot: true });
    const tracked = files(source).filter((file) => !/^(out|server)\//.test(file) && file !== ".vscodeignore");
    const shipped = tracked.filter((file) => !ignored(file));
    expect(shipped).toEqual(expect.arrayContaining(["package.json", "README.md", "images/diagnostics.png"]));
    expect(shipped.filter((file) => file.endsWith(".ts"))).toEqual([]);
    expect(tracked.filter((file) => file.endsWith(".ts")).length).toBeGreaterThan(0);
  });
});
