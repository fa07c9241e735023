import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule, { type FormatsPlugin } from "ajv-formats";
import docsSchema from "./docs.schema.json" with { type: "json" };
import type { JsonPath, JsonSource } from "../project/json-source.js";

/**
 * Marks a key that real configs carry but the format's specification does not describe. In
 * editors it is an inert annotation; here it always "fails", so that every such key shows up
 * among ajv's errors, where the unvalidated-key rule finds it (and the schema rule skips it).
 */
export const UNVALIDATED_KEYWORD = "x-unvalidated";

// ajv-formats is CommonJS: under NodeNext its typed default export arrives as the module object.
const addFormats = ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ?? addFormatsModule) as FormatsPlugin;

let compiled: ValidateFunction | undefined;

/** Compiled on first use and kept for the process: compiling costs more than validating. */
function validator(): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, verbose: true, strictTypes: false });
    addFormats(ajv, ["uri"]);
    // Annotations read by docsgate's messages and by editors; ajv must not reject them.
    ajv.addVocabulary(["x-expected", "x-required-note", "patternErrorMessage"]);
    ajv.addKeyword({ keyword: UNVALIDATED_KEYWORD, schemaType: "boolean", errors: false, validate: () => false });
    compiled = ajv.compile(docsSchema);
  }
  return compiled;
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
    const validate = validator();
    validate(source.value);
    findings = (validate.errors ?? []).map((error) => ({ error, path: pointerToPath(error.instancePath, source.value) }));
    cache.set(source, findings);
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

/** The part of docs.schema.json that a local `$ref` such as `#/definitions/hexColor` names. */
export function schemaAt(ref: string): Record<string, unknown> | undefined {
  let node: unknown = docsSchema;
  for (const raw of ref.replace(/^#\/?/, "").split("/").filter(Boolean)) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node !== null && typeof node === "object" ? (node as Record<string, unknown>) : undefined;
}
