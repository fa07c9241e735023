#!/usr/bin/env node
// The fuzzer: damages copies of the example project and the fixtures and checks that docsgate
// neither crashes nor hangs nor loses a diagnostic's place or a page, nor shows a planted secret
// in any output (scripts/fuzz/main.ts).
//
//   npm run fuzz -- --seconds 60 --seed ci      (see --help)
//
// It bundles docsgate from src/ with the build's own options (scripts/build.mjs) together with
// its child process's entry, so it checks the sources as they are, without a rebuilt dist/; the
// bundle and the site's assets go to node_modules/.cache/docsgate-fuzz/.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { buildOptions } from "./build.mjs";
import { buildSiteAssets } from "./site-assets.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bundleDir = path.join(repo, "node_modules", ".cache", "docsgate-fuzz");

const options = buildOptions(bundleDir);
await esbuild.build({
  ...options,
  entryPoints: {
    ...options.entryPoints,
    "fuzz-main": "scripts/fuzz/main.ts",
    "fuzz-worker": "scripts/fuzz/check-worker.ts",
  },
  // Stacks of crashes point into src/ (the child runs with --enable-source-maps).
  sourcemap: true,
});
await buildSiteAssets(path.join(bundleDir, "site"));

const { main } = await import(pathToFileURL(path.join(bundleDir, "fuzz-main.js")).href);
process.exitCode = await main(process.argv.slice(2), repo, path.join(bundleDir, "fuzz-worker.js"));
