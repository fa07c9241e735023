// Builds the VS Code extension of editors/vscode into a folder VS Code runs and vsce packages: the extension bundled
// into out/extension.js, docsgate's built dist/ copied whole into server/ (the CLI with its chunks, worker scripts and
// site assets: nothing else is read at run time, the schemas and package.json being bundled), and the license.
// Then, unless --folder-only, the .vsix: `node scripts/package-vscode.mjs [--folder-only] [--out <file.vsix>]`.
// dist/ must be built first (npm run build).
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import * as esbuild from "esbuild";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const EXTENSION_DIR = path.join(repoRoot, "editors", "vscode");
const DIST_DIR = path.join(repoRoot, "dist");

/**
 * vsce runs through npx at this version instead of being a devDependency: it would add 71 packages (about 100 MB,
 * with Azure's identity library, a native keyring and a postinstall script) to every `npm ci` for one release step.
 */
export const VSCE = "@vscode/vsce@4.1.0";

/** The extension's manifest sits in editors/vscode, not at the repository's root, where vsce looks for links. */
const REPOSITORY_FOLDER = "https://github.com/docsgate/docsgate/blob/HEAD/editors/vscode";
const REPOSITORY_RAW_FOLDER = "https://github.com/docsgate/docsgate/raw/HEAD/editors/vscode";

/** The files of editors/vscode the extension ships besides its build. */
const SHIPPED_SOURCES = ["package.json", ".vscodeignore", "README.md", "images"];

/** @param {string} outfile @returns {import("esbuild").BuildOptions} */
export function extensionBuildOptions(outfile) {
  return {
    absWorkingDir: repoRoot,
    entryPoints: ["editors/vscode/src/extension.ts"],
    outfile,
    bundle: true,
    // VS Code loads an extension's main with require().
    format: "cjs",
    platform: "node",
    // VS Code 1.101, the oldest the manifest accepts, runs extensions on Node 22.
    target: "node22",
    // Given to the extension by VS Code itself.
    external: ["vscode"],
    charset: "utf8",
    legalComments: "eof",
    logLevel: "warning",
  };
}

/**
 * Writes the extension into `folder` (editors/vscode itself, or a copy elsewhere): out/extension.js, server/ and
 * LICENSE, and, for a copy, the manifest, the README and its images.
 * @param {string} folder
 */
export async function buildExtension(folder) {
  if (!existsSync(path.join(DIST_DIR, "cli.js"))) throw new Error("dist/cli.js is missing: run `npm run build` first.");
  mkdirSync(folder, { recursive: true });
  if (path.resolve(folder) !== EXTENSION_DIR) {
    for (const name of SHIPPED_SOURCES) {
      cpSync(path.join(EXTENSION_DIR, name), path.join(folder, name), { recursive: true });
    }
  }
  copyFileSync(path.join(repoRoot, "LICENSE"), path.join(folder, "LICENSE"));
  await esbuild.build(extensionBuildOptions(path.join(folder, "out", "extension.js")));
  const server = path.join(folder, "server");
  rmSync(server, { recursive: true, force: true });
  cpSync(DIST_DIR, server, { recursive: true });
  // The bundle is ES modules; the extension's manifest, the nearest package.json otherwise, says nothing of the kind.
  writeFileSync(path.join(server, "package.json"), `${JSON.stringify({ type: "module" })}\n`);
}

/** @param {string} folder */
export function vsixName(folder) {
  const { name, version } = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8"));
  return `${name}-${version}.vsix`;
}

/**
 * Packages a folder buildExtension wrote into a .vsix. Dependencies are bundled, so vsce looks at none.
 * @param {string} folder @param {string} vsix
 */
export function packageVsix(folder, vsix) {
  const args = ["--yes", VSCE, "package", "--no-dependencies", "--out", path.resolve(vsix)];
  args.push("--baseContentUrl", REPOSITORY_FOLDER, "--baseImagesUrl", REPOSITORY_RAW_FOLDER);
  const { status, error } = spawnSync("npx", args, { cwd: folder, stdio: "inherit" });
  if (error) throw error;
  if (status !== 0) throw new Error(`vsce package exited with ${status}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { "folder-only": { type: "boolean" }, out: { type: "string" } } });
  await buildExtension(EXTENSION_DIR);
  if (!values["folder-only"]) packageVsix(EXTENSION_DIR, values.out ?? path.join(repoRoot, vsixName(EXTENSION_DIR)));
}
