// Bundles the action (dist/index.js), the CLI (dist/cli.js) and their worker threads' scripts with esbuild. The options
// live
// here alone: __tests__/dist.test.ts bundles with them again and compares the result with dist/.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @param {string} outdir @returns {import("esbuild").BuildOptions} */
export function buildOptions(outdir) {
  return {
    // Paths in the bundle's comments are relative to this, whatever folder the build runs from.
    absWorkingDir: repoRoot,
    // The entries check the Node version, then import src/index.ts or src/cli.ts.
    entryPoints: {
      index: "src/start/action.ts",
      cli: "src/start/cli.ts",
      "page-worker": "src/page-pass/page-worker.ts",
      "memory-capped-worker": "src/threads/memory-capped-worker.ts",
      "openapi-worker": "src/openapi/openapi-worker.ts",
      "site-server-worker": "src/site/links/site-server-worker.ts",
    },
    outdir,
    bundle: true,
    format: "esm",
    // Code the entry points share (the checker, the site builder, linkinator) goes into chunks beside
    // them, each file well under 5 MB instead of every entry carrying it all. Chunks sit in dist/ itself:
    // a module finds its worker scripts and site/ by URLs relative to its own file.
    splitting: true,
    platform: "node",
    // jsonc-parser's "main" is a UMD build that esbuild cannot follow; its "module" is plain ESM.
    mainFields: ["module", "main"],
    // docsgate's default style files (src/rules/style/*.yml) are bundled as their text.
    loader: { ".yml": "text" },
    target: "node22",
    // Readable output, so a dist/ change in a pull request can be reviewed.
    minify: false,
    sourcemap: false,
    charset: "utf8",
    legalComments: "eof",
    // Bundled CommonJS packages (@babel/code-frame) `require` Node's built-in modules.
    banner: {
      js: 'import { createRequire as __docsgateCreateRequire } from "node:module";\nconst require = __docsgateCreateRequire(import.meta.url);',
    },
    logLevel: "warning",
  };
}

export const DIST_DIR = path.join(repoRoot, "dist");

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // The rule list, the report-format list and the config validators the bundle imports are written first.
  const { writeRegistry } = await import("./rule-registry.mjs");
  await writeRegistry();
  const { writeFormatRegistry } = await import("./format-registry.mjs");
  await writeFormatRegistry();
  const { writeValidators } = await import("./config-validators.mjs");
  await writeValidators();
  rmSync(DIST_DIR, { recursive: true, force: true });
  await esbuild.build(buildOptions(DIST_DIR));
  const { buildSiteAssets } = await import("./site-assets.mjs");
  await buildSiteAssets(path.join(DIST_DIR, "site"));
}
