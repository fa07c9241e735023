// Writes src/report/format-modules.ts, the list of every report format, from the files in src/report/format/: a
// format's file is named after it (src/report/format/sarif.ts is `--format sarif`). Adding a format is adding its
// file; `npm run build` writes this list. `node scripts/format-registry.mjs --check` fails when the list is stale.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";

const ROOT = path.resolve(import.meta.dirname, "..");
const FORMATS_DIR = path.join(ROOT, "src/report/format");
const OUT = path.join(ROOT, "src/report/format-modules.ts");
/** The format `--format` falls back to, listed first. */
const DEFAULT_FORMAT = "console";

/** Every format's name, the default first, then the others by name. */
export function formatNames() {
  const names = readdirSync(FORMATS_DIR)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => file.slice(0, -".ts".length))
    .sort();
  return [DEFAULT_FORMAT, ...names.filter((name) => name !== DEFAULT_FORMAT)];
}

const identifier = (name) => `${name.replace(/-(\w)/g, (_, c) => c.toUpperCase())}Format`;

export async function formatRegistrySource() {
  const names = formatNames();
  const text = [
    "// Written by scripts/format-registry.mjs from the files in src/report/format/ (npm run build): do not edit.",
    ...names.map((name) => `import { format as ${identifier(name)} } from "./format/${name}.js";`),
    "",
    `/** Every report format, in the order \`--format\` lists them: ${DEFAULT_FORMAT} (the default) first, then by name. */`,
    `export const FORMAT_MODULES = [${names.map(identifier).join(", ")}] as const;`,
    "",
  ].join("\n");
  const options = await prettier.resolveConfig(OUT);
  return prettier.format(text, { ...options, filepath: OUT });
}

export async function writeFormatRegistry() {
  writeFileSync(OUT, await formatRegistrySource());
}

/** Whether src/report/format-modules.ts is what the files in src/report/format/ make. */
export async function formatRegistryIsFresh() {
  return readFileSync(OUT, "utf8") === (await formatRegistrySource());
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (!process.argv.includes("--check")) await writeFormatRegistry();
  else if (!(await formatRegistryIsFresh())) {
    console.error(`${path.relative(ROOT, OUT)} is stale: run node scripts/format-registry.mjs`);
    process.exit(1);
  }
}
