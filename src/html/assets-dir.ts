import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder of the site's prebuilt assets (client script, theme, icon data): `dist/site/`
 * beside the bundle, which scripts/build.mjs writes. Running from the TypeScript sources
 * (tests), vitest's global setup builds the same folder and names it in DOCSGATE_SITE_ASSETS.
 */
export function siteAssetsDir(): string {
  const fromEnv = process.env.DOCSGATE_SITE_ASSETS;
  if (fromEnv) return fromEnv;
  const besideBundle = fileURLToPath(new URL("./site/", import.meta.url));
  if (existsSync(besideBundle)) return besideBundle;
  throw new Error(
    `docsgate's site assets are missing: expected ${besideBundle} (run \`npm run build\`) or DOCSGATE_SITE_ASSETS.`,
  );
}

export function siteAsset(name: string): string {
  return path.join(siteAssetsDir(), name);
}
