import path from "node:path";
import { describe, expect, test } from "vitest";
import { startSpecLint } from "../../src/openapi/lint-specs.js";
import type { SpecIndex } from "../../src/openapi/types.js";
import { loadProject } from "../../src/project/project.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/openapi");

function indexOf(fixture: string): SpecIndex {
  const { specs } = startSpecLint(loadProject(path.join(FIXTURES, fixture)), { fetchRemote: false }).join();
  expect(specs).toHaveLength(1);
  return specs[0]!;
}

const at = (file: string, line: number, column: number) => ({ file, line, column });

describe("SpecIndex", () => {
  test("OpenAPI 3.0: operations, x-webhooks, security schemes, servers and example strings, each placed", () => {
    const index = indexOf("v30");
    expect(index.file).toBe("openapi.yaml");
    expect(index.version).toBe("3.0.3");
    expect(index.operations).toEqual([
      {
        method: "get",
        path: "/users/{id}",
        operationId: "getUser",
        responses: ["200", "404"],
        place: at("openapi.yaml", 17, 5),
      },
      { method: "delete", path: "/users/{id}", responses: ["204"], place: at("openapi.yaml", 29, 5) },
    ]);
    expect(index.webhooks).toEqual([{ name: "userCreated", methods: ["post"], place: at("openapi.yaml", 37, 3) }]);
    expect(index.securitySchemes).toEqual([
      { name: "apiKey", type: "apiKey", in: "header", parameterName: "X-Acme-Key", place: at("openapi.yaml", 44, 5) },
      { name: "basic", type: "http", scheme: "basic", place: at("openapi.yaml", 48, 5) },
    ]);
    expect(index.servers).toEqual([
      { url: "https://api.acme.dev/v1", place: at("openapi.yaml", 6, 10) },
      { url: "https://sandbox.acme.dev/v1", place: at("openapi.yaml", 7, 10) },
    ]);
    expect(index.examples).toEqual([
      { value: "usr_123", place: at("openapi.yaml", 16, 18) },
      { value: "usr_123", place: at("openapi.yaml", 25, 21) },
      { value: "sk_live_example", place: at("openapi.yaml", 26, 24) },
      { value: "curl", place: at("openapi.yaml", 34, 17) },
      { value: "curl -X DELETE https://api.acme.dev/v1/users/usr_123", place: at("openapi.yaml", 35, 19) },
    ]);
  });

  test("OpenAPI 3.1: webhooks, response ranges, examples", () => {
    const index = indexOf("v31");
    expect(index.version).toBe("3.1.0");
    expect(index.operations).toEqual([
      {
        method: "post",
        path: "/orders",
        operationId: "createOrder",
        responses: ["201", "4XX"],
        place: at("openapi.yaml", 9, 5),
      },
    ]);
    expect(index.webhooks).toEqual([{ name: "orderShipped", methods: ["post"], place: at("openapi.yaml", 24, 3) }]);
    expect(index.securitySchemes).toEqual([
      { name: "bearer", type: "http", scheme: "bearer", place: at("openapi.yaml", 31, 5) },
    ]);
    expect(index.examples).toEqual([{ value: "book", place: at("openapi.yaml", 17, 25) }]);
  });

  test("Swagger 2.0 (JSON): servers from schemes, host and basePath; securityDefinitions", () => {
    const index = indexOf("swagger20");
    expect(index.version).toBe("2.0");
    expect(index.operations).toEqual([
      {
        method: "get",
        path: "/pets",
        operationId: "listPets",
        responses: ["200", "default"],
        takesNothing: true,
        place: at("swagger.json", 12, 7),
      },
    ]);
    expect(index.servers).toEqual([
      { url: "https://api.acme.dev/v2", place: at("swagger.json", 4, 11) },
      { url: "http://api.acme.dev/v2", place: at("swagger.json", 4, 11) },
    ]);
    expect(index.securitySchemes).toEqual([
      { name: "key", type: "apiKey", in: "query", parameterName: "api_key", place: at("swagger.json", 8, 5) },
    ]);
  });

  test("a spec in several files: operations placed in the file their path item sits in", () => {
    const index = indexOf("multi-file");
    expect(index.operations).toEqual([
      {
        method: "get",
        path: "/users",
        operationId: "listUsers",
        responses: ["200"],
        takesNothing: true,
        place: at("paths/users.yaml", 1, 1),
      },
      {
        method: "post",
        path: "/users",
        operationId: "createUser",
        responses: ["201"],
        takesNothing: true,
        place: at("paths/users.yaml", 6, 1),
      },
      {
        method: "get",
        path: "/users/{id}",
        operationId: "getUser",
        responses: ["200"],
        place: at("paths/users.yaml", 12, 3),
      },
      {
        method: "get",
        path: "/teams",
        operationId: "listTeams",
        responses: ["200"],
        takesNothing: true,
        place: at("openapi.yaml", 16, 5),
      },
    ]);
    expect(index.securitySchemes).toEqual([
      {
        name: "key",
        type: "apiKey",
        in: "header",
        parameterName: "X-Key",
        place: at("components/security.yaml", 1, 1),
      },
    ]);
    expect(index.examples).toEqual([{ value: "usr_1", place: at("components/responses.yaml", 6, 15) }]);
  });

  test("a project without specs starts no worker and has nothing", () => {
    const { specs, problems } = startSpecLint(loadProject(path.resolve(import.meta.dirname, "../fixtures/clean")), {
      fetchRemote: false,
    }).join();
    expect({ specs, problems }).toEqual({ specs: [], problems: [] });
  });
});
