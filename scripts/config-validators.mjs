// Writes src/config/validators/*.ts, the config validators compiled ahead of time (ajv's standalone code), from
// src/config/schema-compile.ts, which says how. `node scripts/config-validators.mjs --check` fails when one is stale.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "..");

/** schema-compile.ts, bundled from the TypeScript sources under node_modules/, whose packages its imports name. */
async function schemaCompile() {
  const outfile = path.join(ROOT, "node_modules", ".cache", "docsgate", "schema-compile.mjs");
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ["src/config/schema-compile.ts"],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    packages: "external",
    logLevel: "warning",
  });
  return await import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}

/** Each validator's module path and the text it should have. */
export async function validatorSources() {
  const { VALIDATOR_NAMES, validatorPath, validatorModuleSource } = await schemaCompile();
  return VALIDATOR_NAMES.map((name) => ({ file: validatorPath(name), text: validatorModuleSource(name) }));
}

export async function writeValidators() {
  for (const { file, text } of await validatorSources()) {
    mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    writeFileSync(path.join(ROOT, file), text);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (!process.argv.includes("--check")) await writeValidators();
  else {
    const stale = (await validatorSources()).filter(({ file, text }) => {
      try {
        return readFileSync(path.join(ROOT, file), "utf8") !== text;
      } catch {
        return true;
      }
    });
    if (stale.length) {
      console.error(`${stale.map((s) => s.file).join(", ")} stale: run node scripts/config-validators.mjs`);
      process.exit(1);
    }
  }
}
