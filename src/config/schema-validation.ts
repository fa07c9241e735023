import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import docsSchema from "./docs.schema.json" with { type: "json" };
import v2Schema from "./docs-v2.schema.json" with { type: "json" };
import type { JsonPath, JsonSource } from "../project/json-source.js";
import { V2_FORMATS } from "./url-formats.js";

/**
 * Marks a key Mintlify accepts with any value (deprecated keys it ignores). In editors it is an
 * inert annotation; here it always "fails", so that every such key shows up among ajv's errors,
 * where the unvalidated-key rule finds it (and the schema rule skips it).
 */
export const UNVALIDATED_KEYWORD = "x-unvalidated";

/**
 * Marks what Mintlify accepts beyond the format's specification; its value says what the
 * specification expects. Like `x-unvalidated` it always "fails" where it applies (often in the
 * `then` of an `if`), for the beyond-spec rule to find.
 */
export const BEYOND_SPEC_KEYWORD = "x-beyond-spec";

/** On an object where Mintlify refuses a key it does not know; elsewhere it ignores one. */
export const REJECTS_UNKNOWN_KEYS = "x-rejects-unknown-keys";

/** Mintlify refuses a mint.json without these; the specification, which docs.json follows, makes them optional. */
const REQUIRED_IN_MINT_JSON = ["favicon", "colors"];

/** Annotations read by docsgate's messages and by editors; ajv must not reject them. */
const ANNOTATIONS = ["x-expected", "x-required-note", "x-min-items", "patternErrorMessage", REJECTS_UNKNOWN_KEYS];

/** The v2 schema's own annotations: the words for `not` and `anyOf`, and places Mintlify drops when invalid. */
const V2_ANNOTATIONS = ["x-not-allowed", "x-any-of", "x-ignored-when-invalid", "x-socials"];

const compiled = new Map<string, ValidateFunction>();

/** Compiled on first use and kept for the process: compiling costs more than validating. */
function validator(file: string): ValidateFunction {
  const kind = file === "mint.json" ? "mint.json" : "docs.json";
  let validate = compiled.get(kind);
  if (!validate) {
    const ajv = new Ajv({ allErrors: true, verbose: true, strictTypes: false });
    // The test Mintlify's validator applies to a URL: whatever the WHATWG URL parser takes.
    ajv.addFormat("uri", (value: string) => URL.canParse(value));
    // Annotations read by docsgate's messages and by editors; ajv must not reject them.
    ajv.addVocabulary(ANNOTATIONS);
    for (const keyword of [UNVALIDATED_KEYWORD, BEYOND_SPEC_KEYWORD])
      ajv.addKeyword({ keyword, errors: false, validate: () => false });
    const schema =
      kind === "mint.json"
        ? { ...docsSchema, required: [...docsSchema.required, ...REQUIRED_IN_MINT_JSON] }
        : docsSchema;
    validate = ajv.compile(schema);
    compiled.set(kind, validate);
  }
  return validate;
}

export interface SchemaFinding {
  error: ErrorObject;
  /** Where the offending value is, from ajv's JSON pointer. */
  path: JsonPath;
}

const cache = new WeakMap<JsonSource, SchemaFinding[]>();

/** ajv's errors for the config, validated once per file however many rules ask. */
export function schemaFindings(source: JsonSource): SchemaFinding[] {
  let findings = cache.get(source);
  if (!findings) {
    const validate = validator(source.file);
    validate(source.value);
    findings = (validate.errors ?? []).map((error) => ({
      error,
      path: pointerToPath(error.instancePath, source.value),
    }));
    // A value cut for nesting too deep reads as `0`: config/too-deep reports it, not the schema.
    findings = findings.filter(({ error, path }) => {
      const target =
        error.keyword === "required" ? [...path, (error.params as { missingProperty: string }).missingProperty] : path;
      return !source.tooDeep.some(
        (cut) => cut.path.length <= target.length && cut.path.every((segment, i) => segment === target[i]),
      );
    });
    cache.set(source, findings);
  }
  return findings;
}

let v2Validate: ValidateFunction | undefined;

/** The v2 validator: compiled the first time a v2 config is read, then kept for the process. */
function v2Validator(): ValidateFunction {
  if (!v2Validate) {
    const ajv = new Ajv({ allErrors: true, verbose: true, strictTypes: false });
    for (const [name, test] of Object.entries(V2_FORMATS)) ajv.addFormat(name, test);
    ajv.addVocabulary([...ANNOTATIONS, ...V2_ANNOTATIONS]);
    v2Validate = ajv.compile(v2Schema);
  }
  return v2Validate;
}

const v2Cache = new WeakMap<object, SchemaFinding[]>();

/** ajv's errors for a v2 config (its `$ref`s resolved), validated once per config however many rules ask. */
export function v2SchemaFindings(config: object): SchemaFinding[] {
  let findings = v2Cache.get(config);
  if (!findings) {
    const validate = v2Validator();
    validate(config);
    findings = (validate.errors ?? []).map((error) => ({ error, path: pointerToPath(error.instancePath, config) }));
    v2Cache.set(config, findings);
  }
  return findings;
}

/** Decodes a JSON pointer (`/navigation/0/pages/~1x`) into a path, with numbers for array indexes. */
export function pointerToPath(pointer: string, root: unknown): JsonPath {
  if (pointer === "") return [];
  const path: JsonPath = [];
  let value: unknown = root;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    const index = Array.isArray(value) ? Number(segment) : NaN;
    path.push(Number.isInteger(index) ? index : segment);
    value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[segment] : undefined;
  }
  return path;
}

export type ConfigSchema = typeof docsSchema | typeof v2Schema;

export { docsSchema, v2Schema };

/** The part of a config schema that a local `$ref` such as `#/definitions/hexColor` names. */
export function schemaAt(ref: string, root: ConfigSchema = docsSchema): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const raw of ref.replace(/^#\/?/, "").split("/").filter(Boolean)) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node !== null && typeof node === "object" ? (node as Record<string, unknown>) : undefined;
}
