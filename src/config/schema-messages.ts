import type { JsonPath } from "../project/json-source.js";
import { describeValue, displayPath, listWords } from "../text/json-words.js";
import {
  BEYOND_SPEC_KEYWORD,
  docsSchema,
  schemaAt,
  UNVALIDATED_KEYWORD,
  type ConfigSchema,
  type SchemaFinding,
} from "./schema-validation.js";

export interface SchemaProblem {
  message: string;
  path: JsonPath;
  /** Point at the key of `path` rather than its value (for a missing property: its object's key). */
  part: "value" | "key";
}

const TYPE_WORDS: Record<string, string> = {
  string: "text in double quotes",
  number: "a number",
  integer: "a whole number",
  boolean: "`true` or `false`",
  array: "a list `[ ... ]`",
  object: "an object `{ ... }`",
  null: "`null`",
};

/**
 * Puts one ajv error into words a docs writer understands, at the place it concerns. Unknown,
 * unvalidated and beyond-spec keys belong to their own words and rules, and `if` errors only
 * echo the branch errors that are reported anyway: for those the answer is undefined.
 */
export function describeSchemaError(
  { error, path }: SchemaFinding,
  file: string,
  root: ConfigSchema = docsSchema,
): SchemaProblem | undefined {
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const where = path.length ? `\`${displayPath(path)}\`` : file;
  const expected = typeof schema["x-expected"] === "string" ? schema["x-expected"] : undefined;
  const found = describeValue(error.data);
  switch (error.keyword) {
    case "type": {
      const wanted = expected ?? typeWords((error.params as { type: string | string[] }).type);
      return { path, part: "value", message: `${where} must be ${wanted}, not ${found}.` };
    }
    case "pattern":
    case "format":
      return {
        path,
        part: "value",
        message: `${where} must be ${expected ?? formatWords(error.params)}, not ${found}.`,
      };
    case "enum":
      return {
        path,
        part: "value",
        message: enumMessage(where, error.data, error.params as { allowedValues: unknown[] }, schema),
      };
    case "required": {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      const notes = (schema["x-required-note"] ?? {}) as Record<string, string>;
      return {
        path,
        part: "key",
        message: `${where} needs \`${missing}\`${notes[missing] ?? ""}. Add \`"${missing}": ${exampleOf(schema, missing, root)}\`.`,
      };
    }
    case "dependencies": {
      const { property, missingProperty } = error.params as { property: string; missingProperty: string };
      return {
        path,
        part: "key",
        message: `${where} needs \`${missingProperty}\` when it has \`${property}\`. Add \`"${missingProperty}": ${exampleOf(schema, missingProperty, root)}\`.`,
      };
    }
    case "minLength": {
      const limit = (error.params as { limit: number }).limit;
      const wanted = expected ?? (limit === 1 ? "text that is not empty" : `text of at least ${limit} characters`);
      return { path, part: "value", message: `${where} must be ${wanted}, not ${found}.` };
    }
    case "minItems": {
      const limit = (error.params as { limit: number }).limit;
      const wanted = typeof schema["x-min-items"] === "string" ? schema["x-min-items"] : `at least ${limit} entries`;
      const length = Array.isArray(error.data) ? error.data.length : 0;
      return {
        path,
        part: "value",
        message:
          length === 0
            ? `${where} is an empty list: it must hold ${wanted}.`
            : `${where} must hold ${wanted}; it has ${length}.`,
      };
    }
    case "maxItems": {
      const limit = (error.params as { limit: number }).limit;
      const length = Array.isArray(error.data) ? error.data.length : 0;
      return {
        path,
        part: "value",
        message: `${where} holds ${length} entries, but at most ${limit} are allowed. Remove ${length - limit} of them.`,
      };
    }
    case "maxLength": {
      const limit = (error.params as { limit: number }).limit;
      return {
        path,
        part: "value",
        message: `${where} must be ${expected ?? `text of at most ${limit} characters`}, not ${found}.`,
      };
    }
    case "uniqueItems": {
      const { i, j } = error.params as { i: number; j: number };
      return {
        path,
        part: "value",
        message: `${where} lists the same entry twice (entries ${j} and ${i}), and Mintlify allows each once. Remove one of them.`,
      };
    }
    case "not": {
      // `not: {}` marks a key that is never allowed where it is written.
      const why =
        typeof schema["x-not-allowed"] === "string" ? schema["x-not-allowed"] : `${where} is not allowed here.`;
      return { path, part: "key", message: `${why} Remove it.` };
    }
    case "anyOf": {
      const words =
        typeof schema["x-any-of"] === "string" ? schema["x-any-of"] : `${where} matches none of the allowed forms`;
      return { path, part: "value", message: `${words}${expected ? `: write it as ${expected}` : ""}.` };
    }
    case "const":
      return {
        path,
        part: "value",
        message: `${where} must be ${expected ?? JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}, not ${found}.`,
      };
    case "additionalProperties":
    case "if":
    case UNVALIDATED_KEYWORD:
    case BEYOND_SPEC_KEYWORD:
      return undefined;
    default:
      return { path, part: "value", message: `${where} ${error.message ?? "is not valid"}.` };
  }
}

function typeWords(type: string | string[]): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_WORDS[t] ?? t).join(" or ");
}

function formatWords(params: Record<string, unknown>): string {
  if (params.format === "uri") return "a full URL with its scheme, such as https://example.com";
  if (typeof params.pattern === "string") return `text matching ${params.pattern}`;
  return `a valid ${String(params.format)}`;
}

function enumMessage(
  where: string,
  value: unknown,
  params: { allowedValues: unknown[] },
  schema: Record<string, unknown>,
): string {
  const allowed = params.allowedValues.map(String);
  const sameButCase =
    typeof value === "string" ? allowed.find((a) => a.toLowerCase() === value.toLowerCase()) : undefined;
  const hint = sameButCase
    ? ` Did you mean \`${sameButCase}\`? Values are case-sensitive.`
    : schema.default !== undefined
      ? ` Leave it out for the default, \`${String(schema.default)}\`.`
      : "";
  const choice = allowed.length === 2 ? listWords(allowed) : `one of ${listWords(allowed)}`;
  return `${where} must be ${choice}, not ${describeValue(value)}.${hint}`;
}

/** A sample value for a missing property, from the schema's `examples`, else by its type. */
function exampleOf(schema: Record<string, unknown>, property: string, root: ConfigSchema): string {
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
  let propertySchema = properties?.[property];
  if (propertySchema && !propertySchema.examples && typeof propertySchema.$ref === "string")
    propertySchema = schemaAt(propertySchema.$ref, root);
  const examples = propertySchema?.examples;
  if (Array.isArray(examples) && examples.length > 0) return JSON.stringify(examples[0]);
  switch (propertySchema?.type) {
    case "array":
      return "[ ... ]";
    case "object":
      return "{ ... }";
    default:
      return '"..."';
  }
}
