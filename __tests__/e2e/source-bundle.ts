import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { REPO } from "./spawn.js";

export interface SourceBundle {
  cli: string;
  action: string;
  remove(): void;
}

/**
 * The CLI and the action bundled from src/ with the build's own options, workers and all, into a folder of their own,
 * with the site's assets the test run built beside them, as dist/site/ is beside dist/: dist/ is rebuilt only when a
 * change is merged, so a test of the entry points' new behaviour runs these.
 */
export async function bundleSources(): Promise<SourceBundle> {
  const dir = mkdtempSync(path.join(tmpdir(), "docsgate-bundle-"));
  const { buildOptions } = await import(pathToFileURL(path.join(REPO, "scripts", "build.mjs")).href);
  await esbuild.build(buildOptions(dir));
  symlinkSync(process.env.DOCSGATE_SITE_ASSETS!, path.join(dir, "site"));
  return {
    cli: path.join(dir, "cli.js"),
    action: path.join(dir, "index.js"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
