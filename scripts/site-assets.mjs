// Writes the built site's prebuilt assets into one folder (dist/site/ for the bundle; a cache
// folder for the tests): the client script bundled for browsers, the theme, and the icon set.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

/** Font Awesome's free styles; the format's other styles (duotone, light, thin, sharp-solid) fall back to them at build time. */
const ICON_PACKAGES = { solid: "@fortawesome/free-solid-svg-icons", regular: "@fortawesome/free-regular-svg-icons", brands: "@fortawesome/free-brands-svg-icons" };

/**
 * The icon set as `{ style: { name: [width, height, path] } }`, old names (aliases) included,
 * and `proOnly`: the names of the whole set (Pro styles too, from the package's own type of
 * every icon name) that the free set cannot draw. Sorted, so two builds write the same bytes.
 */
export function iconData() {
  const data = {};
  for (const [style, pkg] of Object.entries(ICON_PACKAGES)) {
    const icons = {};
    for (const definition of Object.values(require(pkg))) {
      if (!definition || typeof definition !== "object" || !definition.iconName) continue;
      const [width, height, aliases, , svgPath] = definition.icon;
      const value = [width, height, Array.isArray(svgPath) ? svgPath.join(" ") : svgPath];
      for (const name of [definition.iconName, ...aliases.filter((alias) => typeof alias === "string")]) icons[name] ??= value;
    }
    data[style] = Object.fromEntries(Object.entries(icons).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  const types = readFileSync(require.resolve("@fortawesome/fontawesome-common-types/index.d.ts"), "utf8");
  const union = /export type IconName =([^;]*);/.exec(types)?.[1] ?? "";
  const free = new Set(Object.values(data).flatMap((icons) => Object.keys(icons)));
  data.proOnly = [...new Set([...union.matchAll(/'([^']+)'/g)].map((match) => match[1]))].filter((name) => !free.has(name)).sort();
  if (data.proOnly.length === 0) throw new Error("@fortawesome/fontawesome-common-types lists no icon names: its IconName type changed shape");
  return data;
}

/** @param {string} outDir */
export async function buildSiteAssets(outDir) {
  mkdirSync(outDir, { recursive: true });
  await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: { client: "src/site/client/main.ts" },
    outdir: outDir,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    charset: "utf8",
    legalComments: "none",
    logLevel: "warning",
  });
  copyFileSync(path.join(repoRoot, "src/site/client/theme.css"), path.join(outDir, "theme.css"));
  writeFileSync(path.join(outDir, "icons.json"), JSON.stringify(iconData()));
  // Font Awesome Free's icons are CC BY 4.0: their notice travels with them.
  // The package exports map LICENSE.txt to LICENSE.txt.js, so it is found beside package.json.
  copyFileSync(path.join(path.dirname(require.resolve(`${ICON_PACKAGES.solid}/package.json`)), "LICENSE.txt"), path.join(outDir, "icons-LICENSE.txt"));
}
