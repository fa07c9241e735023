import type { SchemaView } from "./endpoint.js";

/**
 * Plausible values of string formats; documentation addresses and domains where there are some (RFC 5737, 3849, 2606).
 */
const STRING_FORMATS: Record<string, string> = {
  "date-time": "2024-01-01T00:00:00Z",
  date: "2024-01-01",
  time: "00:00:00Z",
  duration: "P1D",
  email: "user@example.com",
  "idn-email": "user@example.com",
  hostname: "example.com",
  "idn-hostname": "example.com",
  uri: "https://example.com",
  url: "https://example.com",
  iri: "https://example.com",
  "uri-reference": "https://example.com",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  byte: "ZXhhbXBsZQ==",
  binary: "<binary>",
  password: "********",
};

/**
 * A plausible JSON value for a schema: its example, default, constant or first enum value, else
 * one made from its type. `request` leaves out read-only properties, `response` write-only ones.
 * Deterministic, so a build is byte-identical.
 */
export function exampleFromSchema(schema: SchemaView, direction: "request" | "response"): unknown {
  if (schema.circular !== undefined) return {};
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.constant !== undefined) return schema.constant;
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.variants?.options[0];
  if (option) return exampleFromSchema(option, direction);
  const types = (schema.type ?? "")
    .split("|")
    .map((type) => type.trim())
    .filter(Boolean);
  const type =
    types.find((name) => name !== "null") ?? (schema.properties ? "object" : schema.items ? "array" : undefined);
  switch (type) {
    case "string":
      return STRING_FORMATS[schema.format ?? ""] ?? "string";
    case "integer":
    case "number":
      return 0;
    case "boolean":
      return true;
    case "array":
      return schema.items ? [exampleFromSchema(schema.items, direction)] : [];
    case "object":
      return objectExample(schema, direction);
    case undefined:
      return types.includes("null") || schema.nullable ? null : {};
    default:
      return {};
  }
}

function objectExample(schema: SchemaView, direction: "request" | "response"): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const skipped = direction === "request" ? "readOnly" : "writeOnly";
  for (const property of schema.properties ?? []) {
    if (property.schema[skipped]) continue;
    // defineProperty: a property named `__proto__` is data, not the object's prototype.
    Object.defineProperty(value, property.name, {
      value: exampleFromSchema(property.schema, direction),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  if (!schema.properties?.length && typeof schema.additionalProperties === "object")
    value.key = exampleFromSchema(schema.additionalProperties, direction);
  return value;
}
