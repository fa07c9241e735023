import { describe, expect, test } from "vitest";
import { rule as authScheme } from "../../src/rules/openapi/auth-scheme.js";
import { rule as baseUrl } from "../../src/rules/openapi/base-url.js";
import { rule as errorResponses } from "../../src/rules/openapi/error-responses.js";
import type { SpecIndex, SpecSecurityScheme } from "../../src/openapi/types.js";
import { crossContext, findings, specIndex } from "./cross-context.js";

/** docs.json with `api` set, pretty-printed so values sit on known lines: legacy, or v2 (a navigation object). */
function docs(api: unknown): string {
  const groups = [{ group: "Start", pages: [] }];
  const v2 = typeof api === "object" && api !== null && "mdx" in api;
  return JSON.stringify({ name: "Acme", api, navigation: v2 ? { groups } : groups }, null, 2) + "\n";
}

describe("openapi/error-responses", () => {
  const check = (operations: [string, string[]][]) =>
    findings(crossContext({ "docs.json": docs({}) }, [specIndex("openapi.yaml", { operations })]), errorResponses);

  test.each([
    [["200", "404"]],
    [["201", "4XX"]],
    [["2XX", "500"]],
    [["204", "default"]],
    [["302", "400"]],
    [["101", "5xx"]],
  ])("a success and an error: %j", (responses) => {
    expect(check([["GET /users", responses]])).toEqual([]);
  });

  test("each missing kind, at the operation", () => {
    expect(
      check([
        ["GET /users", ["200"]],
        ["POST /users", ["400", "default"]],
        ["DELETE /users", []],
      ]),
    ).toEqual([
      "openapi.yaml:10:5 `GET /users` documents no error response (4xx, 5xx or `default`), so readers cannot tell how the call fails. Add the errors it returns, such as `400` and `404`, or a `default` error response.",
      "openapi.yaml:11:5 `POST /users` documents no success response (2xx), so readers cannot tell what a working call returns. Add it, such as `200` or `204`.",
      "openapi.yaml:12:5 `DELETE /users` documents neither a success response (2xx) nor an error response (4xx, 5xx or `default`), so readers cannot tell what the call returns. Add the response it returns when it works (such as `200`) and the errors it returns (such as `400` and `404`).",
    ]);
  });

  test("`default` alone is not a success", () => {
    expect(check([["GET /users", ["default"]]])).toEqual([expect.stringContaining("documents no success response")]);
  });
});

const place = { file: "openapi.yaml", line: 5, column: 5 };
const bearer: SpecSecurityScheme = { name: "bearerAuth", type: "http", scheme: "bearer", place };
const basic: SpecSecurityScheme = { name: "basicAuth", type: "http", scheme: "basic", place };
const apiKey: SpecSecurityScheme = { name: "keyAuth", type: "apiKey", in: "header", parameterName: "X-API-Key", place };

describe("openapi/auth-scheme", () => {
  const check = (api: unknown, ...specs: SpecIndex[]) =>
    findings(crossContext({ "docs.json": docs(api) }, specs), authScheme);
  const secured = (file: string, ...schemes: SpecSecurityScheme[]) => specIndex(file, { securitySchemes: schemes });

  test.each([
    [{ method: "bearer" }, [bearer]],
    [{ method: "bearer" }, [{ ...bearer, scheme: "Bearer" }]],
    [{ method: "bearer" }, [{ name: "oauth", type: "oauth2", place }]],
    [{ method: "bearer" }, [{ name: "oidc", type: "openIdConnect", place }]],
    [{ method: "basic" }, [basic]],
    [{ method: "basic" }, [{ name: "basicAuth", type: "basic", place }]],
    [{ method: "key", name: "x-api-key" }, [apiKey]],
    [{ method: "bearer" }, [apiKey, bearer]],
  ])("agrees: %j with %j", (auth, schemes) => {
    expect(check({ auth }, secured("openapi.yaml", ...(schemes as SpecSecurityScheme[])))).toEqual([]);
  });

  test("another method, at the method's value", () => {
    expect(check({ auth: { method: "bearer" } }, secured("openapi.yaml", apiKey))).toEqual([
      "docs.json:5:17 `api.auth.method` is `bearer`, but `openapi.yaml` uses an API key in the header parameter `X-API-Key` (`keyAuth`): the playground would ask readers for a credential the API does not take. Set it to `key`, or fix the security scheme of the file.",
    ]);
  });

  test("several specs: the ones that disagree are named", () => {
    expect(
      check(
        { auth: { method: "basic" } },
        secured("a.yaml", basic),
        secured("b.yaml", bearer, { name: "oauth", type: "oauth2", place }),
      ),
    ).toEqual([
      "docs.json:5:17 `api.auth.method` is `basic`, but `b.yaml` uses HTTP bearer (`bearerAuth`) or OAuth 2 (`oauth`): the playground would ask readers for a credential the API does not take. Set it to `bearer`, or fix the security scheme of the file.",
    ]);
  });

  test("the key's name", () => {
    expect(check({ auth: { method: "key", name: "api_key" } }, secured("openapi.yaml", apiKey))).toEqual([
      "docs.json:6:15 `api.auth.name` is `api_key`, but `openapi.yaml` takes the key as `X-API-Key`: the playground would send the key where the API does not read it. Set it to `X-API-Key`.",
    ]);
    expect(check({ auth: { method: "key" } }, secured("openapi.yaml", apiKey))).toEqual([
      'docs.json:5:17 `api.auth.method` is `key` but no `name` is set next to it, so the playground does not know which parameter carries the key. Add `"name"` set to `X-API-Key`, as the OpenAPI file names it.',
    ]);
    // Query parameter names keep their case.
    expect(
      check(
        { auth: { method: "key", name: "API_KEY" } },
        secured("openapi.yaml", { ...apiKey, in: "query", parameterName: "api_key" }),
      ),
    ).toHaveLength(1);
  });

  test("the newer layout's api.mdx.auth", () => {
    expect(check({ mdx: { auth: { method: "basic" } } }, secured("openapi.yaml", bearer))).toEqual([
      expect.stringMatching(/^docs\.json:6:19 `api\.mdx\.auth\.method` is `basic`/),
    ]);
  });

  test("nothing to compare: no auth set, or no security schemes", () => {
    expect(check({}, secured("openapi.yaml", apiKey))).toEqual([]);
    expect(check({ auth: { method: "bearer" } }, specIndex("openapi.yaml"))).toEqual([]);
  });
});

describe("openapi/base-url", () => {
  const served = (...urls: string[]) =>
    specIndex("openapi.yaml", {
      servers: urls.map((url, i) => ({ url, place: { file: "openapi.yaml", line: 3 + i, column: 10 } })),
    });
  const check = (api: unknown, ...specs: SpecIndex[]) =>
    findings(crossContext({ "docs.json": docs(api) }, specs), baseUrl);

  test.each([
    ["https://api.acme.dev", ["https://api.acme.dev"]],
    ["https://api.acme.dev/", ["https://api.acme.dev"]],
    ["https://API.acme.dev/v1", ["https://api.acme.dev/v1/"]],
    ["https://api.acme.dev:443/v1", ["https://api.acme.dev/v1"]],
    ["https://eu.acme.dev/v1", ["https://{region}.acme.dev/{version}"]],
    ["http://api.acme.dev/v1", ["//api.acme.dev/v1"]],
    ["https://api.acme.dev", ["https://sandbox.acme.dev", "https://api.acme.dev"]],
  ])("%s is among %j", (base, urls) => {
    expect(check({ baseUrl: base }, served(...urls))).toEqual([]);
  });

  test("a base URL among no spec's servers, at its value", () => {
    expect(
      check({ baseUrl: ["https://api.acme.dev", "https://old.acme.dev"] }, served("https://api.acme.dev")),
    ).toEqual([
      "docs.json:6:7 `https://old.acme.dev` (`api.baseUrl`) is not among the servers of the OpenAPI files (`https://api.acme.dev`): pages written by hand would call one host and pages built from the OpenAPI file another. Use the server the OpenAPI file lists, or add this URL to its `servers`.",
    ]);
  });

  test("the path counts", () => {
    expect(check({ baseUrl: "https://api.acme.dev/v2" }, served("https://api.acme.dev/v1"))).toHaveLength(1);
  });

  test("the server followed by the start of the spec's paths calls the same URLs", () => {
    const spec = specIndex("openapi.yaml", {
      operations: ["GET /api/v1/users"],
      servers: [{ url: "https://api.acme.dev", place: { file: "openapi.yaml", line: 3, column: 10 } }],
    });
    expect(check({ baseUrl: "https://api.acme.dev/api/v1" }, spec)).toEqual([]);
    expect(check({ baseUrl: "https://api.acme.dev/api/v2" }, spec)).toHaveLength(1);
  });

  test("nothing when a listed OpenAPI file was not read: it may have the server", () => {
    const files = {
      "docs.json": JSON.stringify({
        name: "Acme",
        openapi: "https://acme.dev/openapi.json",
        api: { baseUrl: "https://old.acme.dev" },
        navigation: [],
      }),
    };
    expect(findings(crossContext(files, [served("https://api.acme.dev")]), baseUrl)).toEqual([]);
  });

  test("the newer layout's api.mdx.server", () => {
    expect(check({ mdx: { server: "https://old.acme.dev" } }, served("https://api.acme.dev"))).toEqual([
      expect.stringMatching(/^docs\.json:5:17 `https:\/\/old\.acme\.dev` \(`api\.mdx\.server`\)/),
    ]);
  });

  test("nothing to compare: no base URL, or only relative servers", () => {
    expect(check({}, served("https://api.acme.dev"))).toEqual([]);
    expect(check({ baseUrl: "https://api.acme.dev" }, served("/v1"))).toEqual([]);
    expect(check({ baseUrl: "https://api.acme.dev" })).toEqual([]);
  });
});
