import path from "node:path";
import { pathToFileURL } from "node:url";
import type { TestProject } from "vitest/node";

/**
 * vitest globalSetup. The site builder reads its prebuilt assets (client script, theme, icon
 * set) from dist/site/ beside the bundle; the tests run the TypeScript sources, so this builds
 * the same folder once per test run at the path vitest.config.ts gives in DOCSGATE_SITE_ASSETS.
 */
export default async function setup(project: TestProject): Promise<void> {
  const repo = path.resolve(import.meta.dirname, "../..");
  const { buildSiteAssets } = await import(pathToFileURL(path.join(repo, "scripts", "site-assets.mjs")).href);
  await buildSiteAssets(project.config.env.DOCSGATE_SITE_ASSETS!);
}
