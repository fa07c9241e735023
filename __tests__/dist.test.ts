import { readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { expect, test } from "vitest";

const REPO = path.resolve(import.meta.dirname, "..");
const DIST = path.join(REPO, "dist");

test("dist/ is the bundle of the current sources, in files of at most 5 MB", async () => {
  // The same options as `npm run build`, taken from the build script itself.
  const { buildOptions } = await import(pathToFileURL(path.join(REPO, "scripts", "build.mjs")).href);
  const outdir = path.join(tmpdir(), "docsgate-dist-check");
  const { outputFiles } = await esbuild.build({ ...buildOptions(outdir), write: false, logLevel: "silent" });
  const fresh = new Map(outputFiles!.map((file) => [path.relative(outdir, file.path), file.text]));
  // dist/site/ is the site builder's prebuilt assets, compared below.
  const bundled = readdirSync(DIST, { withFileTypes: true }).filter((entry) => entry.isFile());
  const current = new Map(bundled.map(({ name }) => [name, readFileSync(path.join(DIST, name), "utf8")]));
  const differing = [...new Set([...fresh.keys(), ...current.keys()])]
    .filter((name) => fresh.get(name) !== current.get(name))
    .sort();
  expect(differing, "dist/ is stale: run npm run build").toEqual([]);
  expect(
    bundled.filter(({ name }) => statSync(path.join(DIST, name)).size > 5 * 1024 * 1024).map(({ name }) => name),
  ).toEqual([]);
});

test("dist/site/ holds the site assets of the current sources", () => {
  // vitest's global setup built them from the sources with the same script as `npm run build`.
  const fresh = process.env.DOCSGATE_SITE_ASSETS!;
  // Folders too (the diagram script's chunks, KaTeX's fonts): every file, by its path in the folder.
  const read = (dir: string) =>
    new Map(
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((name) => statSync(path.join(dir, name)).isFile())
        .sort()
        .map((name) => [name, readFileSync(path.join(dir, name))]),
    );
  const [built, current] = [read(fresh), read(path.join(DIST, "site"))];
  expect([...current.keys()]).toEqual([...built.keys()]);
  const differing = [...built].filter(([name, bytes]) => !bytes.equals(current.get(name)!)).map(([name]) => name);
  expect(differing, "dist/site/ is stale: run npm run build").toEqual([]);
});

test("dist/cli.js runs as a command", () => {
  const cli = path.join(DIST, "cli.js");
  expect(readFileSync(cli, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
  expect(statSync(cli).mode & 0o111).not.toBe(0);
});
