import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import type { TestProject } from "vitest/node";

/**
 * vitest globalSetup. check() lints OpenAPI files on a worker thread that runs a bundled script
 * (dist/openapi-worker.js next to the bundled CLI). The tests run check() from the TypeScript
 * sources, where there is no such script: this bundles the worker entry once per test run, with
 * the build's own options, to the path vitest.config.ts gives in DOCSGATE_OPENAPI_WORKER.
 */
export default async function setup(project: TestProject): Promise<void> {
  const target = project.config.env.DOCSGATE_OPENAPI_WORKER!;
  const repo = path.resolve(import.meta.dirname, "../..");
  const { buildOptions } = await import(pathToFileURL(path.join(repo, "scripts", "build.mjs")).href);
  const options = buildOptions(path.dirname(target));
  await esbuild.build({ ...options, entryPoints: { [path.basename(target, ".js")]: "src/openapi/openapi-worker.ts" } });
}
