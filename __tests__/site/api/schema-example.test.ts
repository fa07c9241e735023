import { describe, expect, test } from "vitest";
import type { SchemaView } from "../../../src/site/api/endpoint.js";
import { exampleFromSchema } from "../../../src/site/api/schema-example.js";

const string = (format?: string): SchemaView => ({ type: "string", ...(format ? { format } : {}) });

describe("exampleFromSchema", () => {
  test("example, then default, then const, then the first enum value", () => {
    expect(
      exampleFromSchema({ type: "string", example: "ex", default: "def", constant: "c", enum: ["e"] }, "request"),
    ).toBe("ex");
    expect(exampleFromSchema({ type: "string", default: "def", constant: "c", enum: ["e"] }, "request")).toBe("def");
    expect(exampleFromSchema({ type: "string", constant: "c", enum: ["e"] }, "request")).toBe("c");
    expect(exampleFromSchema({ type: "string", enum: ["e", "f"] }, "request")).toBe("e");
    // Falsy values are values.
    expect(exampleFromSchema({ type: "integer", example: 0, default: 5 }, "request")).toBe(0);
    expect(exampleFromSchema({ type: "boolean", default: false }, "request")).toBe(false);
    expect(exampleFromSchema({ type: "string", example: null, default: "x" }, "request")).toBe(null);
  });

  test("by type and format", () => {
    const cases: [SchemaView, unknown][] = [
      [string(), "string"],
      [string("date-time"), "2024-01-01T00:00:00Z"],
      [string("date"), "2024-01-01"],
      [string("email"), "user@example.com"],
      [string("uri"), "https://example.com"],
      [string("uuid"), "3fa85f64-5717-4562-b3fc-2c963f66afa6"],
      [string("ipv4"), "192.0.2.1"],
      [string("ipv6"), "2001:db8::1"],
      [string("hostname"), "example.com"],
      [string("binary"), "<binary>"],
      [string("made-up"), "string"],
      [{ type: "integer", format: "int64" }, 0],
      [{ type: "number" }, 0],
      [{ type: "boolean" }, true],
      [{ type: "null" }, null],
      [{ type: "string | null" }, "string"],
      [{ type: "null | integer" }, 0],
      [{ nullable: true }, null],
      [{ type: "array", items: { type: "integer" } }, [0]],
      [{ type: "array" }, []],
      [{ items: string("date") }, ["2024-01-01"]],
      [{}, {}],
      [{ type: "file" }, {}],
      [{ circular: "Node", type: "object" }, {}],
    ];
    for (const [schema, expected] of cases)
      expect(exampleFromSchema(schema, "response"), JSON.stringify(schema)).toEqual(expected);
  });

  test("the first option of oneOf / anyOf", () => {
    expect(
      exampleFromSchema({ variants: { kind: "oneOf", options: [{ type: "integer" }, { type: "string" }] } }, "request"),
    ).toBe(0);
    expect(
      exampleFromSchema(
        { variants: { kind: "anyOf", options: [{ type: "array", items: string("email") }, { type: "null" }] } },
        "request",
      ),
    ).toEqual(["user@example.com"]);
  });

  test("objects: properties in order, read-only ones left out of requests, write-only ones out of responses", () => {
    const user: SchemaView = {
      type: "object",
      properties: [
        { name: "id", required: true, schema: { type: "string", format: "uuid", readOnly: true } },
        { name: "email", required: true, schema: string("email") },
        { name: "password", required: true, schema: { type: "string", writeOnly: true } },
        { name: "tags", required: false, schema: { type: "array", items: { type: "string", enum: ["a", "b"] } } },
        {
          name: "address",
          required: false,
          schema: { properties: [{ name: "city", required: false, schema: { type: "string", example: "Oslo" } }] },
        },
        { name: "parent", required: false, schema: { circular: "User" } },
      ],
    };
    expect(exampleFromSchema(user, "request")).toEqual({
      email: "user@example.com",
      password: "string",
      tags: ["a"],
      address: { city: "Oslo" },
      parent: {},
    });
    expect(exampleFromSchema(user, "response")).toEqual({
      id: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
      email: "user@example.com",
      tags: ["a"],
      address: { city: "Oslo" },
      parent: {},
    });
    expect(Object.keys(exampleFromSchema(user, "request") as object)).toEqual([
      "email",
      "password",
      "tags",
      "address",
      "parent",
    ]);
  });

  test("maps: one entry of additionalProperties' schema; a property named __proto__ is data", () => {
    expect(exampleFromSchema({ type: "object", additionalProperties: { type: "integer" } }, "request")).toEqual({
      key: 0,
    });
    expect(exampleFromSchema({ type: "object", additionalProperties: true }, "request")).toEqual({});
    const value = exampleFromSchema(
      { type: "object", properties: [{ name: "__proto__", required: false, schema: { type: "string" } }] },
      "request",
    ) as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(JSON.stringify(value)).toBe('{"__proto__":"string"}');
  });

  test("deterministic", () => {
    const schema: SchemaView = {
      type: "object",
      properties: [
        { name: "at", required: true, schema: string("date-time") },
        { name: "id", required: true, schema: string("uuid") },
      ],
    };
    expect(JSON.stringify(exampleFromSchema(schema, "request"))).toBe(
      JSON.stringify(exampleFromSchema(schema, "request")),
    );
  });
});
