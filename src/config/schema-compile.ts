import { _, Ajv, type KeywordCxt } from "ajv";
import standalone from "ajv/dist/standalone/index.js";
import docsSchema from "./docs.schema.json" with { type: "json" };
import v2Schema from "./docs-v2.schema.json" with { type: "json" };
import { BEYOND_SPEC_KEYWORD, REJECTS_UNKNOWN_KEYS, UNVALIDATED_KEYWORD } from "./schema-keywords.js";
import { V2_FORMATS } from "./url-formats.js";

/**
 * How docsgate's config schemas are compiled into validators. Compiling the v2 schema took about
 * 0.3 s of every run (a third of checking a small project), so the validators are compiled when
 * docsgate is built, into modules of plain code (ajv's standalone code) in src/config/validators/,
 * which `npm run build` writes from here (scripts/config-validators.mjs) and a test keeps fresh.
 * Nothing at run time imports this module.
 */

/** Mintlify refuses a mint.json without these; the specification, which docs.json follows, makes them optional. */
const REQUIRED_IN_MINT_JSON = ["favicon", "colors"];

/** Annotations read by docsgate's messages and by editors; ajv must not reject them. */
const ANNOTATIONS = ["x-expected", "x-required-note", "x-min-items", "patternErrorMessage", REJECTS_UNKNOWN_KEYS];

/** The v2 schema's own annotations: the words for `not` and `anyOf`, and places Mintlify drops when invalid. */
const V2_ANNOTATIONS = ["x-not-allowed", "x-any-of", "x-ignored-when-invalid", "x-socials"];

/** The validators docsgate runs: a legacy docs.json, a mint.json (two more keys required), a v2 docs.json. */
export type ValidatorName = "docs-json" | "mint-json" | "docs-v2";
export const VALIDATOR_NAMES: readonly ValidatorName[] = ["docs-json", "mint-json", "docs-v2"];

/** Where a validator's module is, from the repository root. */
export const validatorPath = (name: ValidatorName) => `src/config/validators/${name}.ts`;

/** ajv with the options and keywords docsgate validates with; `source` keeps the code for a standalone module. */
function configAjv(name: ValidatorName, source: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strictTypes: false,
    // The module's formats are url-formats.ts's, imported by the name FORMATS.
    ...(source ? { code: { source: true, esm: true, formats: _`FORMATS` } } : {}),
  });
  if (name === "docs-v2") {
    for (const [format, test] of Object.entries(V2_FORMATS)) ajv.addFormat(format, test);
    ajv.addVocabulary([...ANNOTATIONS, ...V2_ANNOTATIONS]);
  } else {
    // The test Mintlify's validator applies to a URL: whatever the WHATWG URL parser takes.
    ajv.addFormat("uri", V2_FORMATS.uri!);
    ajv.addVocabulary(ANNOTATIONS);
    // Both always "fail" where they apply, so that every such place shows up among ajv's errors,
    // where the unvalidated-key and beyond-spec rules find it (and the schema rule skips it).
    for (const keyword of [UNVALIDATED_KEYWORD, BEYOND_SPEC_KEYWORD])
      ajv.addKeyword({ keyword, code: (cxt: KeywordCxt) => cxt.fail(_`true`) });
  }
  return ajv;
}

function schemaOf(name: ValidatorName): object {
  if (name === "docs-v2") return v2Schema;
  if (name === "docs-json") return docsSchema;
  return { ...docsSchema, required: [...docsSchema.required, ...REQUIRED_IN_MINT_JSON] };
}

/** The validator compiled now, as ajv does at run time: what the written modules are compared with in tests. */
export function compileValidator(name: ValidatorName) {
  return configAjv(name, false).compile(schemaOf(name));
}

/** The text of a validator's module: ajv's standalone code, its runtime helpers and formats imported. */
export function validatorModuleSource(name: ValidatorName): string {
  const ajv = configAjv(name, true);
  // A CommonJS module: its exports are the function, and their `default` too.
  let code = standalone.default(ajv, ajv.compile(schemaOf(name)));
  const helpers = new Map<string, string>();
  // ajv's ESM output still `require`s its runtime helpers (CommonJS, whose `default` is the helper).
  code = code.replace(/require\("ajv\/dist\/runtime\/([\w-]+)"\)/g, (_match: string, helper: string) => {
    const local = `runtime_${helper.replace(/\W/g, "_")}`;
    helpers.set(local, `ajv/dist/runtime/${helper}.js`);
    return local;
  });
  if (/\brequire\(/.test(code)) throw new Error(`ajv's code for ${name} requires a module it did not before`);
  const source = name === "docs-v2" ? "docs-v2.schema.json" : "docs.schema.json";
  return [
    `// Written by scripts/config-validators.mjs from src/config/${source} (npm run build): do not edit.`,
    "// @ts-nocheck",
    ...[...helpers].map(([local, path]) => `import ${local}_module from "${path}";`),
    `import { V2_FORMATS as FORMATS } from "../url-formats.js";`,
    // Node hands a CommonJS module's exports to a default import; a bundler may hand its `default`.
    ...[...helpers.keys()].map(
      (local) =>
        `const ${local} = { default: typeof ${local}_module === "function" ? ${local}_module : ${local}_module.default };`,
    ),
    code,
    "",
  ].join("\n");
}
