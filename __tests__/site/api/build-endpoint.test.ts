import { load } from "js-yaml";
import { describe, expect, test } from "vitest";
import { buildEndpoint, type ApiSettings } from "../../../src/site/api/build-endpoint.js";
import type { Endpoint, EndpointAuth } from "../../../src/site/api/endpoint.js";
import { requestSamples, responseSample } from "../../../src/site/api/request-samples.js";
import type { SpecData } from "../../../src/openapi/spec-data.js";

const NO_API: ApiSettings = { baseUrls: [] };

/** A spec of one file (`openapi.yaml`), or of several: the first is the spec. */
function spec(files: string | Record<string, string>): SpecData {
  const texts = typeof files === "string" ? { "openapi.yaml": files } : files;
  return {
    file: Object.keys(texts)[0]!,
    documents: Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, load(text)])),
  };
}

const PETSTORE_30 = spec(`
openapi: 3.0.3
info: { title: Pets, version: "1" }
servers:
  - url: "https://{region}.pets.test/{version}"
    variables:
      region: { default: eu, enum: [eu, us] }
      version: { default: v2 }
      unused: { default: x }
  - url: /relative
security:
  - {}
  - keyAuth: []
paths:
  /pets/{petId}:
    parameters:
      - $ref: "#/components/parameters/PetId"
      - { name: trace, in: header, description: Path-level trace. }
      - { name: limit, in: query, schema: { type: integer } }
    put:
      summary: Replace a pet
      description: Replaces **the** pet.
      operationId: replacePet
      deprecated: true
      parameters:
        - { name: limit, in: query, required: true, description: Operation-level limit., schema: { type: integer, maximum: 50 }, example: 20 }
        - { name: dryRun, in: query, schema: { type: boolean }, examples: { first: { $ref: "#/components/examples/Yes" }, second: { value: false } } }
        - { name: Authorization, in: header, schema: { type: string }, example: Bearer abc }
        - { name: session, in: cookie, required: true, schema: { type: string, example: s1 } }
        - { name: filter, in: query, content: { application/json: { schema: { type: object, properties: { q: { type: string } } } } } }
        - { name: nameless }
        - { name: wrong, in: body2 }
        - "just a string"
      requestBody:
        $ref: "#/components/requestBodies/PetBody"
      responses:
        "200":
          description: The pet.
          content:
            application/xml: { schema: { type: string } }
            application/json:
              schema: { $ref: "#/components/schemas/Pet" }
              examples:
                rex: { $ref: "#/components/examples/Rex" }
        "404":
          $ref: "#/components/responses/NotFound"
        default:
          description: Anything else.
        x-internal: { description: not a status }
      x-codeSamples:
        - { lang: go, label: Go SDK, source: "client.Replace()" }
        - { lang: ruby, source: "Pets.replace" }
        - { lang: missing-source }
components:
  parameters:
    PetId: { name: petId, in: path, description: The pet's id., schema: { type: string, format: uuid } }
  examples:
    Yes: { value: true }
    Rex: { summary: Rex, value: { id: p1, name: Rex } }
  requestBodies:
    PetBody:
      required: true
      description: The new pet.
      content:
        text/plain: { schema: { type: string } }
        application/merge-patch+json:
          schema: { $ref: "#/components/schemas/Pet" }
          example: { name: Rex }
  responses:
    NotFound:
      description: No such pet.
      content:
        application/problem+json:
          schema: { type: object, properties: { title: { type: string, example: Not found } } }
  schemas:
    Pet:
      type: object
      required: [name]
      properties:
        id: { type: string, readOnly: true }
        name: { type: string, nullable: true }
  securitySchemes:
    keyAuth: { type: apiKey, in: header, name: X-Api-Key }
`);

describe("buildEndpoint: OpenAPI 3.0", () => {
  const endpoint = buildEndpoint(PETSTORE_30, "PUT", "/pets/{petId}", NO_API)!;

  test("the operation's words", () => {
    expect(endpoint.method).toBe("put");
    expect(endpoint.path).toBe("/pets/{petId}");
    expect(endpoint.summary).toBe("Replace a pet");
    expect(endpoint.description).toBe("Replaces **the** pet.");
    expect(endpoint.operationId).toBe("replacePet");
    expect(endpoint.deprecated).toBe(true);
  });

  test("servers with their variables' defaults; relative ones as written", () => {
    expect(endpoint.baseUrls).toEqual(["https://eu.pets.test/v2", "/relative"]);
  });

  test("parameters: path level first, the operation's replacing them in place; malformed ones and ignored headers left out", () => {
    expect(endpoint.parameters).toEqual([
      {
        name: "petId",
        in: "path",
        required: true,
        description: "The pet's id.",
        schema: { type: "string", format: "uuid" },
      },
      { name: "trace", in: "header", required: false, description: "Path-level trace.", schema: {} },
      {
        name: "limit",
        in: "query",
        required: true,
        description: "Operation-level limit.",
        schema: { type: "integer", constraints: ["<= 50"] },
        example: 20,
      },
      { name: "dryRun", in: "query", required: false, schema: { type: "boolean" }, example: true },
      { name: "session", in: "cookie", required: true, schema: { type: "string", example: "s1" }, example: "s1" },
      {
        name: "filter",
        in: "query",
        required: false,
        schema: { type: "object", properties: [{ name: "q", required: false, schema: { type: "string" } }] },
      },
    ]);
  });

  test("the body from components/requestBodies: a JSON type preferred, its example", () => {
    expect(endpoint.body).toEqual({
      required: true,
      description: "The new pet.",
      contentType: "application/merge-patch+json",
      schema: {
        name: "Pet",
        type: "object",
        properties: [
          { name: "id", required: false, schema: { type: "string", readOnly: true } },
          { name: "name", required: true, schema: { type: "string", nullable: true } },
        ],
      },
      example: { name: "Rex" },
    });
  });

  test("responses in order, from components/responses, with the first of examples", () => {
    expect(
      endpoint.responses.map((response) => [
        response.status,
        response.description,
        response.contentType,
        response.example,
      ]),
    ).toEqual([
      ["200", "The pet.", "application/json", { id: "p1", name: "Rex" }],
      ["404", "No such pet.", "application/problem+json", undefined],
      ["default", "Anything else.", undefined, undefined],
    ]);
    expect(endpoint.responses[0]!.schema?.name).toBe("Pet");
    expect(endpoint.responses[1]!.schema).toEqual({
      type: "object",
      properties: [{ name: "title", required: false, schema: { type: "string", example: "Not found" } }],
    });
    expect(endpoint.responses[2]).toEqual({ status: "default", description: "Anything else." });
  });

  test("auth from the spec's security, past the empty (optional) requirement", () => {
    expect(endpoint.auth).toEqual({ method: "key", name: "X-Api-Key", in: "header" });
  });

  test("x-codeSamples with a language and a source", () => {
    expect(endpoint.codeSamples).toEqual([
      { lang: "go", label: "Go SDK", source: "client.Replace()" },
      { lang: "ruby", source: "Pets.replace" },
    ]);
  });

  test("docs.json's base URLs and auth win over the spec's", () => {
    const auth: EndpointAuth = { method: "basic", usernameName: "user", passwordName: "pass", inputPrefix: "x" };
    const configured = buildEndpoint(PETSTORE_30, "put", "/pets/{petId}", {
      baseUrls: ["https://a.test", "https://b.test"],
      auth,
    })!;
    expect(configured.baseUrls).toEqual(["https://a.test", "https://b.test"]);
    expect(configured.auth).toBe(auth);
  });

  test("no such operation: undefined", () => {
    expect(buildEndpoint(PETSTORE_30, "get", "/pets/{petId}", NO_API)).toBeUndefined();
    expect(buildEndpoint(PETSTORE_30, "put", "/pets", NO_API)).toBeUndefined();
    expect(buildEndpoint(PETSTORE_30, "parameters", "/pets/{petId}", NO_API)).toBeUndefined();
    expect(buildEndpoint({ file: "gone.yaml", documents: {} }, "get", "/", NO_API)).toBeUndefined();
  });
});

describe("buildEndpoint: OpenAPI 3.1", () => {
  const SPEC = spec(`
openapi: 3.1.0
servers: [{ url: https://top.test }]
security: [{ bearer: [] }]
paths:
  /items:
    servers: [{ url: https://path-level.test }]
    get:
      security: []
      responses:
        "200":
          description: Items.
          content:
            application/json:
              schema:
                type: array
                items:
                  type: object
                  properties:
                    note: { type: [string, "null"], examples: [hello, bye] }
                    count: { type: integer, exclusiveMinimum: 0 }
    post:
      servers: [{ url: "https://op-level.test/{v}", variables: { v: { default: v9 } } }]
      requestBody:
        content:
          application/json:
            schema: { type: object, examples: [{ a: 1 }] }
      responses:
        "201": { description: Made. }
components:
  securitySchemes:
    bearer: { type: http, scheme: Bearer }
`);

  test("type lists, examples lists, exclusive limits as numbers", () => {
    const endpoint = buildEndpoint(SPEC, "get", "/items", NO_API)!;
    expect(endpoint.responses[0]!.schema).toEqual({
      type: "array",
      items: {
        type: "object",
        properties: [
          { name: "note", required: false, schema: { type: "string | null", example: "hello" } },
          { name: "count", required: false, schema: { type: "integer", constraints: ["> 0"] } },
        ],
      },
    });
  });

  test("servers: the operation's, else the path item's, else the spec's", () => {
    expect(buildEndpoint(SPEC, "get", "/items", NO_API)!.baseUrls).toEqual(["https://path-level.test"]);
    expect(buildEndpoint(SPEC, "post", "/items", NO_API)!.baseUrls).toEqual(["https://op-level.test/v9"]);
  });

  test("an empty security list means no auth; the schema's example is the body's", () => {
    expect(buildEndpoint(SPEC, "get", "/items", NO_API)!.auth).toBeUndefined();
    const post = buildEndpoint(SPEC, "post", "/items", NO_API)!;
    expect(post.auth).toEqual({ method: "bearer" });
    expect(post.body).toEqual({
      required: false,
      contentType: "application/json",
      schema: { type: "object", example: { a: 1 } },
      example: { a: 1 },
    });
  });
});

describe("buildEndpoint: Swagger 2.0", () => {
  const SPEC = spec(`
swagger: "2.0"
host: api.pets.test
basePath: /v1
schemes: [http, https]
consumes: [application/xml, application/json]
produces: [application/json]
securityDefinitions:
  basicAuth: { type: basic }
  token: { type: apiKey, in: query, name: access_token }
security: [{ basicAuth: [] }]
paths:
  /pets:
    post:
      parameters:
        - { name: body, in: body, required: true, description: The pet., schema: { $ref: "#/definitions/Pet" } }
        - { name: verbose, in: query, type: boolean, default: false, description: More words. }
        - { name: ids, in: query, type: array, items: { type: integer, minimum: 1 }, collectionFormat: csv, required: true }
      responses:
        "200":
          description: The pet.
          schema: { $ref: "#/definitions/Pet" }
          examples:
            application/json: { name: Rex }
        "204": { description: Nothing. }
  /pets/{id}/photo:
    post:
      schemes: [wss]
      consumes: [multipart/form-data]
      produces: [image/png, application/vnd.pets+json]
      security: [{ token: [] }]
      parameters:
        - { name: id, in: path, type: string, x-example: p1 }
        - { name: file, in: formData, type: file, required: true, description: The photo. }
        - { name: caption, in: formData, type: string, maxLength: 80 }
      responses:
        "200": { description: Stored., schema: { type: object } }
  /forms:
    post:
      parameters:
        - { name: a, in: formData, type: string }
      responses: {}
definitions:
  Pet:
    type: object
    x-nullable: true
    properties:
      name: { type: string }
`);

  test("host, basePath and schemes make the base URLs; the operation's schemes win", () => {
    expect(buildEndpoint(SPEC, "post", "/pets", NO_API)!.baseUrls).toEqual([
      "http://api.pets.test/v1",
      "https://api.pets.test/v1",
    ]);
    expect(buildEndpoint(SPEC, "post", "/pets/{id}/photo", NO_API)!.baseUrls).toEqual(["wss://api.pets.test/v1"]);
    expect(
      buildEndpoint(spec(`{ swagger: "2.0", host: h.test, paths: { /a: { get: {} } } }`), "get", "/a", NO_API)!
        .baseUrls,
    ).toEqual(["https://h.test"]);
    expect(
      buildEndpoint(spec(`{ swagger: "2.0", basePath: /api, paths: { /a: { get: {} } } }`), "get", "/a", NO_API)!
        .baseUrls,
    ).toEqual(["/api"]);
  });

  test("the body parameter is the body, typed by consumes; definitions followed", () => {
    const endpoint = buildEndpoint(SPEC, "post", "/pets", NO_API)!;
    expect(endpoint.body).toEqual({
      required: true,
      description: "The pet.",
      contentType: "application/json",
      schema: {
        name: "Pet",
        type: "object",
        nullable: true,
        properties: [{ name: "name", required: false, schema: { type: "string" } }],
      },
    });
    expect(endpoint.parameters).toEqual([
      {
        name: "verbose",
        in: "query",
        required: false,
        description: "More words.",
        schema: { type: "boolean", default: false },
      },
      {
        name: "ids",
        in: "query",
        required: true,
        schema: { type: "array", items: { type: "integer", constraints: [">= 1"] } },
      },
    ]);
  });

  test("responses: schema, examples by media type, produces", () => {
    const endpoint = buildEndpoint(SPEC, "post", "/pets", NO_API)!;
    expect(endpoint.responses).toEqual([
      {
        status: "200",
        description: "The pet.",
        contentType: "application/json",
        schema: endpoint.body!.schema,
        example: { name: "Rex" },
      },
      { status: "204", description: "Nothing." },
    ]);
    expect(buildEndpoint(SPEC, "post", "/pets/{id}/photo", NO_API)!.responses[0]).toEqual({
      status: "200",
      description: "Stored.",
      contentType: "application/vnd.pets+json",
      schema: { type: "object" },
    });
  });

  test("formData parameters are the fields of a form body; a file is a binary string", () => {
    const endpoint = buildEndpoint(SPEC, "post", "/pets/{id}/photo", NO_API)!;
    expect(endpoint.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "string" }, example: "p1" },
    ]);
    expect(endpoint.body).toEqual({
      required: true,
      contentType: "multipart/form-data",
      schema: {
        type: "object",
        properties: [
          { name: "file", required: true, schema: { type: "string", format: "binary", description: "The photo." } },
          { name: "caption", required: false, schema: { type: "string", constraints: ["length <= 80"] } },
        ],
      },
    });
    expect(buildEndpoint(SPEC, "post", "/forms", NO_API)!.body?.contentType).toBe("application/x-www-form-urlencoded");
  });

  test("securityDefinitions: basic, and an API key in the query", () => {
    expect(buildEndpoint(SPEC, "post", "/pets", NO_API)!.auth).toEqual({
      method: "basic",
      usernameName: "username",
      passwordName: "password",
    });
    expect(buildEndpoint(SPEC, "post", "/pets/{id}/photo", NO_API)!.auth).toEqual({
      method: "key",
      name: "access_token",
      in: "query",
    });
  });
});

describe("auth from security schemes", () => {
  const authFor = (schemes: Record<string, unknown>, security: unknown, opSecurity?: unknown) =>
    buildEndpoint(
      {
        file: "s.json",
        documents: {
          "s.json": {
            openapi: "3.0.0",
            security,
            components: { securitySchemes: schemes },
            paths: { "/": { get: opSecurity === undefined ? {} : { security: opSecurity } } },
          },
        },
      },
      "get",
      "/",
      NO_API,
    )!.auth;

  test("each kind of scheme", () => {
    const cases: [unknown, EndpointAuth | undefined][] = [
      [{ type: "http", scheme: "bearer", bearerFormat: "JWT" }, { method: "bearer" }],
      [
        { type: "http", scheme: "basic" },
        { method: "basic", usernameName: "username", passwordName: "password" },
      ],
      [
        { type: "apiKey", in: "header", name: "X-Key" },
        { method: "key", name: "X-Key", in: "header" },
      ],
      [
        { type: "apiKey", in: "query", name: "key" },
        { method: "key", name: "key", in: "query" },
      ],
      [
        { type: "apiKey", in: "cookie", name: "sid" },
        { method: "key", name: "sid", in: "cookie" },
      ],
      [{ type: "oauth2", flows: {} }, { method: "bearer" }],
      [{ type: "openIdConnect", openIdConnectUrl: "https://id.test" }, { method: "bearer" }],
      [{ type: "http", scheme: "digest" }, undefined],
      [{ type: "mutualTLS" }, undefined],
      [{ type: "apiKey", in: "body", name: "x" }, undefined],
      [{ type: "apiKey", in: "header" }, undefined],
      ["bearer", undefined],
    ];
    for (const [scheme, expected] of cases)
      expect(authFor({ s: scheme }, [{ s: [] }]), JSON.stringify(scheme)).toEqual(expected);
  });

  test("the first requirement with a usable scheme; the operation's list over the spec's", () => {
    const schemes = {
      digest: { type: "http", scheme: "digest" },
      key: { type: "apiKey", in: "header", name: "K" },
      bearer: { type: "http", scheme: "bearer" },
      ref: { $ref: "#/components/securitySchemes/bearer" },
    };
    expect(authFor(schemes, [{ digest: [] }, { key: [] }, { bearer: [] }])).toEqual({
      method: "key",
      name: "K",
      in: "header",
    });
    expect(authFor(schemes, [{ digest: [], bearer: [] }])).toEqual({ method: "bearer" });
    expect(authFor(schemes, [{ missing: [] }, { ref: [] }])).toEqual({ method: "bearer" });
    expect(authFor(schemes, [{ key: [] }], [{ bearer: [] }])).toEqual({ method: "bearer" });
    expect(authFor(schemes, [{ key: [] }], [])).toBeUndefined();
    expect(authFor(schemes, undefined)).toBeUndefined();
    expect(authFor(schemes, "everything")).toBeUndefined();
  });
});

describe("refs across files", () => {
  const SPEC = spec({
    "api/openapi.yaml": `
openapi: 3.0.0
paths:
  /pets:
    $ref: paths/pets.yaml
`,
    "api/paths/pets.yaml": `
get:
  parameters:
    - $ref: "../parameters.yaml#/Limit"
  responses:
    "200":
      description: Pets.
      content:
        application/json:
          schema:
            type: array
            items: { $ref: "../schemas/pet.yaml" }
`,
    "api/parameters.yaml": `
Limit: { name: limit, in: query, schema: { $ref: "../common.yaml#/components/schemas/Count" } }
`,
    "api/schemas/pet.yaml": `
type: object
properties:
  owner: { $ref: "#/definitions/Owner" }
  friend: { $ref: "./pet.yaml" }
definitions:
  Owner: { type: string, description: Owner id. }
`,
    "common.yaml": `
components:
  schemas:
    Count: { type: integer, minimum: 1 }
`,
  });

  test("a path item, parameter and schemas in other files, each relative to the file it sits in", () => {
    const endpoint = buildEndpoint(SPEC, "get", "/pets", NO_API)!;
    expect(endpoint.parameters).toEqual([
      {
        name: "limit",
        in: "query",
        required: false,
        schema: { name: "Count", type: "integer", constraints: [">= 1"] },
      },
    ]);
    expect(endpoint.responses[0]!.schema).toEqual({
      type: "array",
      items: {
        name: "pet",
        type: "object",
        properties: [
          { name: "owner", required: false, schema: { name: "Owner", type: "string", description: "Owner id." } },
          { name: "friend", required: false, schema: { circular: "pet" } },
        ],
      },
    });
  });
});

describe("never throws", () => {
  /** A small deterministic generator of random values from an OpenAPI-ish vocabulary. */
  function garbage(seed: number) {
    let state = seed;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const keys = [
      "openapi",
      "swagger",
      "paths",
      "/a",
      "/b/{id}",
      "get",
      "post",
      "parameters",
      "requestBody",
      "responses",
      "200",
      "default",
      "content",
      "application/json",
      "schema",
      "$ref",
      "properties",
      "items",
      "allOf",
      "oneOf",
      "anyOf",
      "type",
      "required",
      "in",
      "name",
      "servers",
      "url",
      "variables",
      "security",
      "components",
      "schemas",
      "securitySchemes",
      "examples",
      "example",
      "value",
      "additionalProperties",
      "x-codeSamples",
      "definitions",
      "host",
      "schemes",
      "consumes",
      "produces",
      "enum",
      "nullable",
      "minimum",
      "description",
    ];
    const refs = [
      "#/components/schemas/a",
      "#/paths/~1a",
      "#",
      "#/",
      "other.yaml#/x",
      "#/components/schemas/$ref",
      "../x",
      "#/definitions/get",
      "http://x.test/#/a",
    ];
    const leaves = [
      null,
      true,
      0,
      -1,
      "",
      "string",
      "path",
      "query",
      "header",
      "object",
      "array",
      "3.1.0",
      "2.0",
      [],
      {},
      ["string", "null"],
    ];
    const value = (depth: number): unknown => {
      const roll = next();
      if (depth > 5 || roll < 0.3) return pick(leaves);
      if (roll < 0.4) return { $ref: pick(refs) };
      if (roll < 0.55) return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(next() * 6) }, () => [pick(keys), value(depth + 1)]));
    };
    return {
      root: {
        openapi: pick(["3.0.0", "3.1.0", undefined]),
        swagger: pick(["2.0", undefined]),
        paths: { "/a": value(0), "/b/{id}": { get: value(1), post: value(1), parameters: value(1) } },
        components: value(0),
        definitions: value(0),
        servers: value(1),
        security: value(1),
      },
      other: value(0),
    };
  }

  test("on 400 garbage specs", () => {
    let built = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const { root, other } = garbage(seed);
      const data: SpecData = { file: "openapi.yaml", documents: { "openapi.yaml": root, "other.yaml": other } };
      for (const [method, path] of [
        ["get", "/a"],
        ["post", "/a"],
        ["get", "/b/{id}"],
        ["post", "/b/{id}"],
      ] as const) {
        const endpoint: Endpoint | undefined = buildEndpoint(data, method, path, NO_API);
        if (!endpoint) continue;
        built += 1;
        // What the page then does with it must not throw either.
        expect(() => JSON.stringify(endpoint)).not.toThrow();
        expect(requestSamples(endpoint, { baseUrl: endpoint.baseUrls[0] ?? "" })).toHaveLength(3);
        for (const response of endpoint.responses) responseSample(response);
      }
    }
    // The generator reaches real operations often enough to mean something.
    expect(built).toBeGreaterThan(100);
  });

  test("on specs that are no objects at all", () => {
    for (const root of [
      null,
      "openapi: 3.0.0",
      42,
      [],
      { paths: "x" },
      { paths: { "/a": "get" } },
      { paths: { "/a": { get: [] } } },
      { paths: { "/a": { $ref: "#/paths/~1a" } } },
    ]) {
      expect(buildEndpoint({ file: "s", documents: { s: root } }, "get", "/a", NO_API)).toBeUndefined();
    }
  });
});
