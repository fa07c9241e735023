// Writes src/registry/rule-modules.ts, the list of every rule module and style file, from the files in src/rules/:
// a rule's id is its path there (src/rules/page/heading-h1.ts is page/heading-h1), as its page's is
// under rules/. Adding a rule is adding its module and its page; `npm run build` writes this list.
// `node scripts/rule-registry.mjs --check` fails when the written list is stale.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";

const ROOT = path.resolve(import.meta.dirname, "..");
const RULES_DIR = path.join(ROOT, "src/rules");
const OUT = path.join(ROOT, "src/registry/rule-modules.ts");

/** Every rule id whose file ends with `extension` (.ts: a module; .yml: a style file), as `category/name`, in order. */
export function ruleIds(extension) {
  const ids = [];
  for (const category of readdirSync(RULES_DIR, { withFileTypes: true })) {
    if (!category.isDirectory()) continue;
    for (const file of readdirSync(path.join(RULES_DIR, category.name))) {
      if (file.endsWith(extension)) ids.push(`${category.name}/${file.slice(0, -extension.length)}`);
    }
  }
  return ids.sort();
}

const identifier = (id) => id.replace(/[/-](\w)/g, (_, c) => c.toUpperCase());

export async function registrySource() {
  const ids = ruleIds(".ts");
  const styleFiles = ruleIds(".yml");
  const text = [
    "// Written by scripts/rule-registry.mjs from the files in src/rules/ (npm run build): do not edit.",
    ...ids.map((id) => `import { rule as ${identifier(id)} } from "../rules/${id}.js";`),
    ...styleFiles.map((id) => `import ${identifier(id)} from "../rules/${id}.yml";`),
    "",
    "/** Every rule module, by id: the id is the module's path under src/rules/. */",
    "export const RULE_MODULES = {",
    ...ids.map((id) => `  "${id}": ${identifier(id)},`),
    "} as const;",
    "",
    "/** docsgate's style files (word-level style rules, written as a team's are), by id, as text. */",
    "export const DEFAULT_STYLE_FILES = {",
    ...styleFiles.map((id) => `  "${id}": ${identifier(id)},`),
    "} as const;",
    "",
  ].join("\n");
  const options = await prettier.resolveConfig(OUT);
  return prettier.format(text, { ...options, filepath: OUT });
}

export async function writeRegistry() {
  writeFileSync(OUT, await registrySource());
}

/** Whether src/registry/rule-modules.ts is what the files in src/rules/ make. */
export async function registryIsFresh() {
  return readFileSync(OUT, "utf8") === (await registrySource());
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (!process.argv.includes("--check")) await writeRegistry();
  else if (!(await registryIsFresh())) {
    console.error(`${path.relative(ROOT, OUT)} is stale: run node scripts/rule-registry.mjs`);
    process.exit(1);
  }
}
