// Writes the TypeScript types of both config layouts from their JSON Schemas:
// src/project/config-types/legacy-config.ts and src/project/config-types/v2-config.ts.
// `node scripts/config-types.mjs --check` fails when the written files are stale.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compile } from "json-schema-to-typescript";

const ROOT = path.resolve(import.meta.dirname, "..");
const TARGETS = [
  { schema: "src/config/docs.schema.json", out: "src/project/config-types/legacy-config.ts", name: "LegacyDocsConfig" },
  { schema: "src/config/docs-v2.schema.json", out: "src/project/config-types/v2-config.ts", name: "V2DocsConfig" },
];

/** Keywords that say what type a value has; a subschema with none of them only adds requirements. */
const SHAPE_KEYWORDS = [
  "type",
  "properties",
  "items",
  "$ref",
  "enum",
  "const",
  "anyOf",
  "oneOf",
  "allOf",
  "additionalProperties",
];

/**
 * The schema as the type generator reads it: docsgate's annotations say nothing about types, and
 * the generator knows no `if`: an `if`/`then`/`else` becomes "the `if` and `then` forms, or the
 * `else` form"; an `if` without `else` only adds requirements, which types leave out. So do an
 * `if`/`else` and an `anyOf` that choose among requirements only (`{ "required": ["tabs"] }`, a
 * format): the generator would make each branch an open object, and the type would accept any key.
 */
function strip(node) {
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== "object") return node;
  const { if: condition, then: chosen, else: otherwise, ...rest } = node;
  const out = Object.fromEntries(
    Object.entries(rest)
      .filter(
        ([key, value]) =>
          !key.startsWith("x-") && key !== "examples" && key !== "patternErrorMessage" && !requirementsOnly(key, value),
      )
      .map(([key, value]) => [key, strip(value)]),
  );
  const branches =
    otherwise === undefined ? undefined : [{ ...strip(condition), ...strip(chosen ?? {}) }, strip(otherwise)];
  if (branches && !requirementsOnly("anyOf", branches)) out.anyOf = branches;
  return out;
}

function requirementsOnly(key, value) {
  return (
    ["anyOf", "oneOf", "allOf"].includes(key) &&
    Array.isArray(value) &&
    value.every((branch) => SHAPE_KEYWORDS.every((shape) => !(shape in branch)))
  );
}

export async function configTypes() {
  const out = [];
  for (const target of TARGETS) {
    const schema = strip(JSON.parse(readFileSync(path.join(ROOT, target.schema), "utf8")));
    delete schema.$id;
    const text = await compile({ ...schema, title: target.name }, target.name, {
      bannerComment: `/* Generated from ${target.schema} by scripts/config-types.mjs; do not edit. */`,
      additionalProperties: false,
      format: true,
      declareExternallyReferenced: true,
      unreachableDefinitions: false,
      strictIndexSignatures: true,
      // Lists as arrays, not tuples of each allowed length: code builds them with map and filter.
      maxItems: -1,
    });
    out.push({ file: target.out, text });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes("--check");
  let stale = false;
  for (const { file, text } of await configTypes()) {
    const full = path.join(ROOT, file);
    let current = "";
    try {
      current = readFileSync(full, "utf8");
    } catch {}
    if (current === text) continue;
    if (check) {
      console.error(`${file} is stale: run node scripts/config-types.mjs`);
      stale = true;
    } else {
      writeFileSync(full, text);
    }
  }
  if (stale) process.exit(1);
}
