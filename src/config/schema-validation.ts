import type { ErrorObject, ValidateFunction } from "ajv";
import docsSchema from "./docs.schema.json" with { type: "json" };
import v2Schema from "./docs-v2.schema.json" with { type: "json" };
import type { JsonPath, JsonSource } from "../project/json-source.js";
import docsJsonValidator from "./validators/docs-json.js";
import mintJsonValidator from "./validators/mint-json.js";
import v2Validator from "./validators/docs-v2.js";

export { BEYOND_SPEC_KEYWORD, REJECTS_UNKNOWN_KEYS, UNVALIDATED_KEYWORD } from "./schema-keywords.js";

// The validators are compiled when docsgate is built (schema-compile.ts): compiling at run time cost more than the check.
const validateDocsJson = docsJsonValidator as ValidateFunction;
const validateMintJson = mintJsonValidator as ValidateFunction;
const validateV2 = v2Validator as ValidateFunction;

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
    const validate = source.file === "mint.json" ? validateMintJson : validateDocsJson;
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

const v2Cache = new WeakMap<object, SchemaFinding[]>();

/** ajv's errors for a v2 config (its `$ref`s resolved), validated once per config however many rules ask. */
export function v2SchemaFindings(config: object): SchemaFinding[] {
  let findings = v2Cache.get(config);
  if (!findings) {
    validateV2(config);
    findings = (validateV2.errors ?? []).map((error) => ({ error, path: pointerToPath(error.instancePath, config) }));
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
