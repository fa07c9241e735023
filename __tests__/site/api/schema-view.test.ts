import { load } from "js-yaml";
import { describe, expect, test } from "vitest";
import type { SchemaView } from "../../../src/site/api/endpoint.js";
import { MAX_DEPTH, mergeViews, SchemaViews } from "../../../src/site/api/schema-view.js";
import type { SpecData } from "../../../src/openapi/spec-data.js";

/** The view of a `$ref` to `#/components/schemas/<name>` in a spec of these schemas (YAML or objects). */
function view(
  schemas: string | Record<string, unknown>,
  name: string,
  extra: Record<string, unknown> = {},
): SchemaView {
  const use = { $ref: `#/components/schemas/${name}` };
  const spec: SpecData = {
    file: "openapi.yaml",
    documents: {
      "openapi.yaml": {
        openapi: "3.1.0",
        use,
        components: { schemas: typeof schemas === "string" ? load(schemas) : schemas },
      },
      ...extra,
    },
  };
  return new SchemaViews(spec).view({ document: "openapi.yaml", pointer: ["use"], node: use });
}

describe("SchemaViews", () => {
  test("keywords, in words", () => {
    const schemas = `
Limits:
  type: object
  description: All of them.
  properties:
    count: { type: integer, minimum: 1, maximum: 100, multipleOf: 5, default: 10 }
    open30: { type: number, minimum: 0, exclusiveMinimum: true, maximum: 1, exclusiveMaximum: true }
    open31: { type: number, exclusiveMinimum: 0, exclusiveMaximum: 1 }
    slug: { type: string, minLength: 1, maxLength: 64, pattern: "^[a-z]+$", format: slug, deprecated: true }
    tags: { type: array, minItems: 1, maxItems: 3, uniqueItems: true, items: { type: string, enum: [a, b] } }
    meta: { type: object, minProperties: 1, maxProperties: 2, additionalProperties: { type: string } }
    open: { additionalProperties: true }
    openEmpty: { type: object, additionalProperties: {} }
    closed: { type: object, additionalProperties: false }
    fixed: { const: 42, readOnly: true }
    secret: { type: string, writeOnly: true, example: hunter }
    many: { type: string, examples: [first, second] }
  required: [slug, count]
`;
    expect(view(schemas, "Limits")).toEqual({
      name: "Limits",
      type: "object",
      description: "All of them.",
      properties: [
        {
          name: "count",
          required: true,
          schema: { type: "integer", default: 10, constraints: [">= 1", "<= 100", "multiple of 5"] },
        },
        { name: "open30", required: false, schema: { type: "number", constraints: ["> 0", "< 1"] } },
        { name: "open31", required: false, schema: { type: "number", constraints: ["> 0", "< 1"] } },
        {
          name: "slug",
          required: true,
          schema: {
            type: "string",
            format: "slug",
            deprecated: true,
            constraints: ["length >= 1", "length <= 64", "pattern ^[a-z]+$"],
          },
        },
        {
          name: "tags",
          required: false,
          schema: {
            type: "array",
            constraints: ["items >= 1", "items <= 3", "unique items"],
            items: { type: "string", enum: ["a", "b"] },
          },
        },
        {
          name: "meta",
          required: false,
          schema: {
            type: "object",
            constraints: ["properties >= 1", "properties <= 2"],
            additionalProperties: { type: "string" },
          },
        },
        { name: "open", required: false, schema: { additionalProperties: true } },
        { name: "openEmpty", required: false, schema: { type: "object", additionalProperties: true } },
        { name: "closed", required: false, schema: { type: "object" } },
        { name: "fixed", required: false, schema: { constant: 42, readOnly: true } },
        { name: "secret", required: false, schema: { type: "string", writeOnly: true, example: "hunter" } },
        { name: "many", required: false, schema: { type: "string", example: "first" } },
      ],
    });
  });

  test("3.1 type lists and 3.0 nullable", () => {
    expect(view({ A: { type: ["string", "null"] } }, "A")).toEqual({ name: "A", type: "string | null" });
    expect(view({ A: { type: "string", nullable: true } }, "A")).toEqual({ name: "A", type: "string", nullable: true });
    expect(view({ A: { type: "string", "x-nullable": true } }, "A")).toEqual({
      name: "A",
      type: "string",
      nullable: true,
    });
    expect(view({ A: { type: [1, "integer"] } }, "A")).toEqual({ name: "A", type: "integer" });
  });

  test("names: the title, else the component the $ref came through, else the file", () => {
    const schemas = `
Owner: { type: object, properties: { pet: { $ref: "#/components/schemas/Pet" }, titled: { $ref: "#/components/schemas/Titled" }, file: { $ref: "pet.yaml" }, inline: { type: string } } }
Pet: { type: string }
Titled: { title: Nice name, type: string }
`;
    expect(
      view(schemas, "Owner", { "pet.yaml": { type: "boolean" } }).properties!.map((property) => property.schema),
    ).toEqual([
      { name: "Pet", type: "string" },
      { name: "Nice name", type: "string" },
      { name: "pet", type: "boolean" },
      { type: "string" },
    ]);
  });

  test("allOf: properties united in order, required united, the schema's own keywords first", () => {
    const schemas = `
Base:
  type: object
  description: A base.
  required: [id]
  properties:
    id: { type: string }
    kind: { type: string }
Dog:
  description: A dog.
  allOf:
    - $ref: "#/components/schemas/Base"
    - type: object
      required: [kind, bark]
      properties:
        bark: { type: boolean, minLength: 1 }
        kind: { description: Always dog., maxLength: 3 }
`;
    expect(view(schemas, "Dog")).toEqual({
      name: "Dog",
      description: "A dog.",
      type: "object",
      properties: [
        { name: "id", required: true, schema: { type: "string" } },
        {
          name: "kind",
          required: true,
          schema: { type: "string", description: "Always dog.", constraints: ["length <= 3"] },
        },
        { name: "bark", required: true, schema: { type: "boolean", constraints: ["length >= 1"] } },
      ],
    });
  });

  test("allOf of one $ref takes its name; $ref siblings apply with the schema it names", () => {
    const schemas = `
Pet: { type: object, description: A pet., properties: { name: { type: string } } }
Home:
  type: object
  properties:
    wrapped: { allOf: [{ $ref: "#/components/schemas/Pet" }], description: The wrapped pet. }
    sibling: { $ref: "#/components/schemas/Pet", description: The sibling pet., readOnly: true }
`;
    const [wrapped, sibling] = view(schemas, "Home").properties!;
    const pet = {
      name: "Pet",
      type: "object",
      properties: [{ name: "name", required: false, schema: { type: "string" } }],
    };
    expect(wrapped!.schema).toEqual({ ...pet, description: "The wrapped pet." });
    expect(sibling!.schema).toEqual({ ...pet, description: "The sibling pet.", readOnly: true });
  });

  test("oneOf and anyOf: every option a view", () => {
    const schemas = `
Cat: { type: object, properties: { meow: { type: boolean } } }
Choice:
  oneOf:
    - $ref: "#/components/schemas/Cat"
    - { type: string, title: Code }
    - 12
  discriminator: { propertyName: kind }
Any:
  anyOf: [{ type: integer }, { type: "null" }]
`;
    expect(view(schemas, "Choice")).toEqual({
      name: "Choice",
      variants: {
        kind: "oneOf",
        options: [
          { name: "Cat", type: "object", properties: [{ name: "meow", required: false, schema: { type: "boolean" } }] },
          { name: "Code", type: "string" },
        ],
      },
    });
    expect(view(schemas, "Any")).toEqual({
      name: "Any",
      variants: { kind: "anyOf", options: [{ type: "integer" }, { type: "null" }] },
    });
  });

  test("recursion: a schema already being shown becomes its name", () => {
    const schemas = `
Node:
  type: object
  properties:
    value: { type: integer }
    children: { type: array, items: { $ref: "#/components/schemas/Node" } }
    parent: { $ref: "#/components/schemas/Node", description: Up. }
    pair: { $ref: "#/components/schemas/Pair" }
Pair:
  type: object
  properties:
    left: { $ref: "#/components/schemas/Node" }
Self:
  allOf: [{ $ref: "#/components/schemas/Self" }, { type: object, properties: { a: { type: string } } }]
`;
    const node = view(schemas, "Node");
    expect(node.properties!.map((property) => property.schema)).toEqual([
      { type: "integer" },
      { type: "array", items: { circular: "Node" } },
      { circular: "Node", description: "Up." },
      { name: "Pair", type: "object", properties: [{ name: "left", required: false, schema: { circular: "Node" } }] },
    ]);
    // The same schema side by side (not nested) is shown in full each time.
    expect(
      view(
        {
          Two: { properties: { a: { $ref: "#/components/schemas/P" }, b: { $ref: "#/components/schemas/P" } } },
          P: { type: "string" },
        },
        "Two",
      ).properties!.map((property) => property.schema),
    ).toEqual([
      { name: "P", type: "string" },
      { name: "P", type: "string" },
    ]);
    expect(view(schemas, "Self")).toEqual({
      name: "Self",
      circular: "Self",
      type: "object",
      properties: [{ name: "a", required: false, schema: { type: "string" } }],
    });
  });

  test(`nesting deeper than ${MAX_DEPTH} is cut to the name`, () => {
    const schemas: Record<string, unknown> = {};
    for (let i = 0; i < 20; i++)
      schemas[`L${i}`] = {
        type: "object",
        properties: { next: { $ref: `#/components/schemas/L${i + 1}` }, leaf: { type: "string" } },
      };
    schemas.L20 = { type: "string" };
    let level = view(schemas, "L0");
    for (let i = 1; i < MAX_DEPTH; i++) level = level.properties![0]!.schema;
    expect(level.name).toBe(`L${MAX_DEPTH - 1}`);
    expect(level.properties).toEqual([
      { name: "next", required: false, schema: { circular: `L${MAX_DEPTH}` } },
      // A plain schema costs no more to show than to cut.
      { name: "leaf", required: false, schema: { type: "string" } },
    ]);
  });

  test("an allOf part cut at the limit is left out beside the schema's own properties", () => {
    const schemas: Record<string, unknown> = { Base: { properties: { id: { type: "string" } } } };
    for (let i = 0; i < 20; i++)
      schemas[`L${i}`] = {
        properties: { next: { $ref: `#/components/schemas/L${i + 1}` } },
        allOf: [{ $ref: "#/components/schemas/Base" }],
      };
    let level = view(schemas, "L0");
    for (let i = 1; i < MAX_DEPTH - 1; i++) level = level.properties![0]!.schema;
    expect(level.name).toBe(`L${MAX_DEPTH - 2}`);
    expect(level.properties!.map((property) => property.name)).toEqual(["next", "id"]);
    const last = level.properties![0]!.schema;
    expect(last).toEqual({
      name: `L${MAX_DEPTH - 1}`,
      type: "object",
      properties: [{ name: "next", required: false, schema: { circular: `L${MAX_DEPTH}` } }],
    });
  });

  test("an endpoint's views share a budget of 5,000 nodes; past it, objects are their type", () => {
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < 3000; i++) properties[`p${i}`] = { type: "object", properties: { x: { type: "string" } } };
    const shown = view({ Huge: { type: "object", properties } }, "Huge").properties!;
    expect(shown).toHaveLength(3000);
    // The root and two nodes per property: 2,500 properties fit.
    expect(shown[2499]!.schema).toEqual({
      type: "object",
      properties: [{ name: "x", required: false, schema: { type: "string" } }],
    });
    expect(shown[2500]!.schema).toEqual({ type: "object" });
  });

  test("objects made recursive in memory (not through refs) end at the depth limit", () => {
    const loop: Record<string, unknown> = { type: "object", properties: {} };
    (loop.properties as Record<string, unknown>).self = loop;
    let level = view({ Loop: loop }, "Loop");
    let depth = 0;
    while (level.properties) {
      level = level.properties[0]!.schema;
      depth += 1;
    }
    expect(depth).toBe(MAX_DEPTH);
    expect(level).toEqual({ type: "object" });
  });

  test("malformed schemas are shown as far as they make sense", () => {
    const schemas = {
      Bad: {
        type: "object",
        required: "name",
        properties: {
          name: "string",
          list: [1, 2],
          nothing: null,
          yes: true,
          gone: { $ref: "#/nowhere" },
          loop: { $ref: "#/components/schemas/Loop" },
        },
        items: [{ type: "string" }],
        allOf: "everything",
        oneOf: [null, 3],
        additionalProperties: "maybe",
        enum: "a",
        minimum: "1",
        pattern: 5,
      },
      Loop: { $ref: "#/components/schemas/Loop" },
    };
    expect(view(schemas, "Bad")).toEqual({
      name: "Bad",
      type: "object",
      properties: ["name", "list", "nothing", "yes", "gone", "loop"].map((name) => ({
        name,
        required: false,
        schema: {},
      })),
    });
  });
});

describe("mergeViews", () => {
  test("first keyword wins, flags and limits unite", () => {
    expect(
      mergeViews(
        { type: "string", constraints: [">= 1"], readOnly: true },
        { type: "integer", format: "int32", constraints: [">= 1", "<= 2"], deprecated: true },
      ),
    ).toEqual({
      type: "string",
      format: "int32",
      constraints: [">= 1", "<= 2"],
      readOnly: true,
      deprecated: true,
    });
  });
});
