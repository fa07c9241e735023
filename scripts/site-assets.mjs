// Writes the built site's prebuilt assets into one folder (dist/site/ for the bundle; a cache
// folder for the tests): the client script bundled for browsers, the theme, and the icon sets.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

/**
 * Font Awesome's free styles; the format's other styles (duotone, light, thin, sharp-solid) fall back to them at build
 * time.
 */
const ICON_PACKAGES = {
  solid: "@fortawesome/free-solid-svg-icons",
  regular: "@fortawesome/free-regular-svg-icons",
  brands: "@fortawesome/free-brands-svg-icons",
};

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
      for (const name of [definition.iconName, ...aliases.filter((alias) => typeof alias === "string")])
        icons[name] ??= value;
    }
    data[style] = Object.fromEntries(Object.entries(icons).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  const types = readFileSync(require.resolve("@fortawesome/fontawesome-common-types/index.d.ts"), "utf8");
  const union = /export type IconName =([^;]*);/.exec(types)?.[1] ?? "";
  const free = new Set(Object.values(data).flatMap((icons) => Object.keys(icons)));
  data.proOnly = [...new Set([...union.matchAll(/'([^']+)'/g)].map((match) => match[1]))]
    .filter((name) => !free.has(name))
    .sort();
  if (data.proOnly.length === 0)
    throw new Error("@fortawesome/fontawesome-common-types lists no icon names: its IconName type changed shape");
  return data;
}

/** The packages of the line-drawn libraries docs.json may pick instead (`icons.library`). */
const STROKE_PACKAGES = { lucide: "lucide-static", tabler: "@tabler/icons" };
/** Lucide 0.545.0, installed under an alias beside the current version. */
const LUCIDE_PINNED = "lucide-static-0.545";

/** The folder of a package, found through its package.json (the exports maps hide the rest). */
function packageDir(pkg) {
  return path.dirname(require.resolve(`${pkg}/package.json`));
}

/** SVG elements from `[tag, attributes]` nodes, as the packages list them. */
function markup(nodes) {
  const escape = (value) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return nodes
    .map(
      ([tag, attributes]) =>
        `<${tag}${Object.entries(attributes)
          .map(([key, value]) => ` ${key}="${escape(value)}"`)
          .join("")}/>`,
    )
    .join("");
}

function sorted(record) {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Lucide as `{ icons: { name: elements }, aliases: { old name: name } }`: every icon is drawn in
 * a 24×24 box with a 2px round stroke, so only its elements are kept. The names are those of the
 * current package and of 0.545.0, the version @mintlify/components' getIconUrl pins: Mintlify's
 * own pages use icons added after it (`file-braces`), and projects use brand icons Lucide 1.0
 * dropped (`slack`, `github`), so the site serves both; a name only 0.545.0 has is drawn from it.
 */
function lucideData() {
  const current = lucidePackageData(STROKE_PACKAGES.lucide);
  const pinned = lucidePackageData(LUCIDE_PINNED);
  const icons = { ...current.icons };
  const aliases = { ...current.aliases };
  for (const [name, elements] of Object.entries(pinned.icons))
    if (!Object.hasOwn(icons, name) && !Object.hasOwn(aliases, name)) icons[name] = elements;
  for (const [name, target] of Object.entries(pinned.aliases))
    if (!Object.hasOwn(icons, name) && !Object.hasOwn(aliases, name) && Object.hasOwn(icons, target))
      aliases[name] = target;
  return { icons: sorted(icons), aliases: sorted(aliases) };
}

/**
 * One Lucide package's icons and old names. The old names (`home` for `house`) are the
 * package's SVG files that are not in its node list: each is matched to the icon whose file
 * draws the same thing.
 */
function lucidePackageData(pkg) {
  const dir = packageDir(pkg);
  const nodes = JSON.parse(readFileSync(path.join(dir, "icon-nodes.json"), "utf8"));
  const icons = Object.fromEntries(Object.entries(nodes).map(([name, list]) => [name, markup(list)]));
  // A file's drawing: what follows its <svg> tag, which carries the file's own class.
  const drawing = (name) => {
    const text = readFileSync(path.join(dir, "icons", `${name}.svg`), "utf8");
    return text.slice(text.indexOf(">", text.indexOf("<svg")) + 1);
  };
  const byDrawing = new Map(Object.keys(icons).map((name) => [drawing(name), name]));
  const aliases = {};
  for (const file of readdirSync(path.join(dir, "icons"))) {
    const name = file.replace(/\.svg$/, "");
    if (!file.endsWith(".svg") || icons[name]) continue;
    const target = byDrawing.get(drawing(name));
    if (!target) throw new Error(`${pkg}: icons/${file} draws no icon of icon-nodes.json: the package changed shape`);
    aliases[name] = target;
  }
  if (Object.keys(icons).length === 0 || Object.keys(aliases).length === 0)
    throw new Error(`${pkg} lists no icons or no old names: the package changed shape`);
  return { icons, aliases };
}

/** Tabler's outline icons, in the same shape (the filled ones are not what docs.json names). */
function tablerData() {
  const nodes = JSON.parse(
    readFileSync(path.join(packageDir(STROKE_PACKAGES.tabler), "tabler-nodes-outline.json"), "utf8"),
  );
  const icons = Object.fromEntries(Object.entries(nodes).map(([name, list]) => [name, markup(list)]));
  if (Object.keys(icons).length === 0)
    throw new Error(`${STROKE_PACKAGES.tabler} lists no outline icons: the package changed shape`);
  return { icons: sorted(icons), aliases: {} };
}

/** @param {string} outDir */
export async function buildSiteAssets(outDir) {
  mkdirSync(outDir, { recursive: true });
  await esbuild.build({
    absWorkingDir: repoRoot,
    // The playground runs on API pages only, which load it after the client script.
    entryPoints: {
      client: "src/site/client/main.ts",
      playground: "src/site/client/playground.ts",
      // The search engine: client.js loads it when a reader reaches for the search box.
      search: "src/site/client/search-engine.ts",
    },
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
  await buildDiagramScript(path.join(outDir, "mermaid"));
  copyKatex(path.join(outDir, "katex"));
  // The theme, and the stylesheets only the pages using their components load.
  for (const css of ["theme.css", "layout-components.css", "api.css", "config-fields.css"])
    copyFileSync(path.join(repoRoot, "src/site/client", css), path.join(outDir, css));
  writeFileSync(path.join(outDir, "icons.json"), JSON.stringify(iconData()));
  // Font Awesome Free's icons are CC BY 4.0: their notice travels with them.
  // The package exports map LICENSE.txt to LICENSE.txt.js, so it is found beside package.json.
  copyFileSync(path.join(packageDir(ICON_PACKAGES.solid), "LICENSE.txt"), path.join(outDir, "icons-LICENSE.txt"));
  // One file per library, so that a project reads only the library it picks; each with its licence.
  for (const [library, data] of [
    ["lucide", lucideData()],
    ["tabler", tablerData()],
  ]) {
    writeFileSync(path.join(outDir, `icons-${library}.json`), JSON.stringify(data));
    const licences = [STROKE_PACKAGES[library], ...(library === "lucide" ? [LUCIDE_PINNED] : [])].map((pkg) =>
      readFileSync(path.join(packageDir(pkg), "LICENSE"), "utf8"),
    );
    writeFileSync(path.join(outDir, `icons-${library}-LICENSE.txt`), [...new Set(licences)].join("\n"));
  }
}

/**
 * The diagram script, for pages with a Mermaid diagram only: an ES module split at mermaid's own
 * dynamic imports, so that a page fetches the code of its diagrams' types and no other (a
 * flowchart does not load the sequence diagram's or ELK's code). The folder is emptied first: chunk
 * names carry a hash of their content.
 */
async function buildDiagramScript(dir) {
  rmSync(dir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: { diagrams: "src/site/client/diagrams.ts" },
    outdir: dir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    charset: "utf8",
    legalComments: "none",
    chunkNames: "[name]-[hash]",
    // The diagrams' stylesheet is part of the script (src/site/client/css.d.ts).
    loader: { ".css": "text" },
    logLevel: "warning",
  });
  copyFileSync(path.join(packageDir("mermaid"), "LICENSE"), path.join(dir, "LICENSE.txt"));
}

/**
 * KaTeX's stylesheet and fonts, for pages with a formula only. Every browser the site supports
 * reads WOFF2, so the stylesheet names only those files and the WOFF and TTF copies are left out.
 */
function copyKatex(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "fonts"), { recursive: true });
  const dist = path.join(packageDir("katex"), "dist");
  const css = readFileSync(path.join(dist, "katex.min.css"), "utf8");
  const woff2Only = css.replace(
    /src:url\((fonts\/[^)]+\.woff2)\) format\("woff2"\)(?:,url\([^)]+\) format\("[^"]+"\))*/g,
    'src:url($1) format("woff2")',
  );
  if (woff2Only === css || /\.woff\)|\.ttf\)/.test(woff2Only))
    throw new Error("katex.min.css names its fonts in another way: the stylesheet changed shape");
  // The site's own rule rides along, so that pages without a formula carry none of it: a display
  // formula wider than the column scrolls by itself rather than the page.
  writeFileSync(path.join(dir, "katex.min.css"), `${woff2Only}\n.math-display{overflow-x:auto;overflow-y:hidden}\n`);
  for (const file of readdirSync(path.join(dist, "fonts")).filter((name) => name.endsWith(".woff2")))
    copyFileSync(path.join(dist, "fonts", file), path.join(dir, "fonts", file));
  copyFileSync(path.join(packageDir("katex"), "LICENSE"), path.join(dir, "LICENSE.txt"));
}
