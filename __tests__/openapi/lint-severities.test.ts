import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject } from "../helpers/temp-project.js";
import { cleanSpec, docsJsonWith, indent, specFindings, USERS_OPERATION, USERS_PAGE } from "./lint-helpers.js";

/** A spec whose `/users/` operation has no security (and no security scheme) and whose servers are empty. */
function publicSpec(): string {
  return cleanSpec(`  /users/:\n${indent(USERS_OPERATION, 4)}`)
    .replace("servers:\n  - url: https://api.acme.dev\n", "")
    .replace("security:\n  - bearer: []\n", "")
    .replace(/components:[\s\S]*$/, "");
}

const project = (spec: string, files: Record<string, string> = {}) =>
  tempProject({
    "docs.json": docsJsonWith("openapi.yaml"),
    "openapi.yaml": spec,
    "users.mdx": USERS_PAGE.replace("GET /users", "GET /users/"),
    ...files,
  });

/** A 200 response whose JSON body has `schema` (YAML, indented as under `schema:`). */
function withSchema(schema: string, version = "3.1.0"): string {
  const operation = USERS_OPERATION.replace(
    "      description: The users.\n",
    `      description: The users.\n      content:\n        application/json:\n          schema:\n${indent(schema, 12)}`,
  );
  return cleanSpec(`  /users:\n${indent(operation, 4)}`).replace("openapi: 3.1.0", `openapi: ${version}`);
}

describe("redocly's rules beyond structure", () => {
  test("warn by default: a public API, a trailing slash and no servers are not broken docs", () => {
    expect(specFindings({ root: project(publicSpec()) })).toEqual([
      "warning openapi/no-empty-servers openapi.yaml:1:1",
      "warning openapi/no-path-trailing-slash openapi.yaml:9:3",
      "warning openapi/security-defined openapi.yaml:10:5",
    ]);
  });

  test("nullable-type-sibling warns", () => {
    const spec = withSchema("nullable: true\n", "3.0.3");
    expect(specFindings({ root: project(spec) })).toEqual(["warning openapi/nullable-type-sibling openapi.yaml:23:27"]);
  });

  test("the team's redocly.yaml raises a rule it names to its level; the rest keep docsgate's", () => {
    const root = project(publicSpec(), {
      "redocly.yaml": "extends: [recommended]\nrules:\n  security-defined: error\n",
    });
    expect(specFindings({ root })).toEqual([
      "warning openapi/no-empty-servers openapi.yaml:1:1",
      "warning openapi/no-path-trailing-slash openapi.yaml:9:3",
      "error openapi/security-defined openapi.yaml:10:5",
    ]);
  });

  test("docsgate.config.json's severity stands over redocly.yaml's", () => {
    const root = project(publicSpec(), {
      "redocly.yaml": "rules:\n  security-defined: error\n",
      "docsgate.config.json": '{ "rules": { "openapi/security-defined": "notice" } }',
    });
    expect(specFindings({ root })).toContain("notice openapi/security-defined openapi.yaml:10:5");
  });
});

describe("rules whose findings leave the published reference unchanged", () => {
  /** No operationId, no license, an unused schema and a localhost server: none of it changes the site. */
  const spec = cleanSpec(`  /users:\n${indent(USERS_OPERATION, 4)}`)
    .replace(/ +operationId: .*\n/g, "")
    .replace(/ +license:\n +name: .*\n +url: .*\n/, "")
    .replace("servers:\n  - url: https://api.acme.dev\n", "servers:\n  - url: http://localhost:7700\n")
    .replace(/components:\n/, "components:\n  schemas:\n    Unused:\n      type: string\n");

  test("are notices", () => {
    expect(specFindings({ root: project(spec) })).toEqual([
      "notice openapi/info-license openapi.yaml:2:1",
      "notice openapi/no-server-example.com openapi.yaml:6:10",
      "notice openapi/operation-operationId openapi.yaml:11:5",
      "notice openapi/no-unused-components openapi.yaml:21:5",
    ]);
  });

  test("redocly.yaml still raises them", () => {
    const root = project(spec, { "redocly.yaml": "extends: [recommended]\nrules:\n  operation-operationId: error\n" });
    expect(specFindings({ root })).toContain("error openapi/operation-operationId openapi.yaml:11:5");
  });
});

describe("struct", () => {
  test("a field an OpenAPI 3.1 Schema Object does not know is openapi/schema-keyword's warning: Mintlify publishes the file", () => {
    expect(
      specFindings({ root: project(withSchema("type: array\nitems:\n  type: string\nmin_items: 1\n")) }, true),
    ).toEqual([
      "warning openapi/schema-keyword openapi.yaml:26:17 Property `min_items` is not expected here. Did you mean `minItems`?",
    ]);
  });

  test("`nullable` in a 3.1 schema is a notice: Mintlify reads it in any version", () => {
    expect(specFindings({ root: project(withSchema("type: string\nnullable: true\n")) }, true)).toEqual([
      'notice openapi/schema-keyword openapi.yaml:24:17 Property `nullable` is not expected here. Mintlify shows the field as nullable either way; OpenAPI 3.1 adds `"null"` to `type` instead.',
    ]);
  });

  test("in a schema of a 3.0 file, which Mintlify rejects, it stays an error", () => {
    expect(
      specFindings({ root: project(withSchema("type: array\nitems:\n  type: string\nmin_items: 1\n", "3.0.3")) }),
    ).toEqual(["error openapi/struct openapi.yaml:26:17"]);
  });

  test("outside the schemas of a 3.1 file it stays an error", () => {
    const spec = cleanSpec(
      `  /users:\n${indent(USERS_OPERATION.replace("  summary: List users\n", "  summary: List users\n  summry: List users\n"), 4)}`,
    );
    expect(specFindings({ root: project(spec) }, true)).toEqual([
      "error openapi/struct openapi.yaml:16:7 Property `summry` is not expected here. Did you mean `summary`?",
    ]);
  });

  test("inside a schema a `$ref` leads to, in another file", () => {
    const spec = withSchema("$ref: schemas/user.yaml\n");
    const root = project(spec, {
      "schemas/user.yaml": "type: object\nproperties:\n  name:\n    type: string\n    nullable: true\n",
    });
    expect(specFindings({ root })).toEqual(["notice openapi/schema-keyword schemas/user.yaml:5:5"]);
  });
});

describe("schemas of a oneOf that overlap", () => {
  const error = (name: string) =>
    `    ${name}:\n      type: object\n      properties:\n        code:\n          type: integer\n`;
  const spec = withSchema(
    "oneOf:\n  - $ref: '#/components/schemas/Timeout'\n  - $ref: '#/components/schemas/Busy'\n  - $ref: '#/components/schemas/Gone'\n",
  ).replace("components:\n", `components:\n  schemas:\n${error("Timeout")}${error("Busy")}${error("Gone")}`);

  test("are one notice at the oneOf, counting the other pairs: Mintlify draws every option as written", () => {
    const findings = specFindings({ root: project(spec) }, true).filter((f) => f.includes("composition"));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(
      /^notice openapi\/no-illogical-composition-keywords openapi\.yaml:23:17 Schemas in `oneOf` must be mutually exclusive\./,
    );
    expect(findings[0]).toMatch(/ 2 more pairs of schemas in this `oneOf` overlap too\.$/);
  });
});

describe("no-unsafe-markdown", () => {
  const described = (description: string) =>
    cleanSpec(
      `  /users:\n${indent(USERS_OPERATION.replace("  summary: List users\n", `  summary: List users\n  description: ${JSON.stringify(description)}\n`), 4)}`,
    );
  const unsafe = (description: string) =>
    specFindings({ root: project(described(description)) }).filter((f) => f.includes("no-unsafe-markdown"));

  test("warns on a script tag, an event handler or a javascript: link in the text", () => {
    expect(unsafe("Loads <script src='https://cdn.acme.dev/a.js'></script> first.")).toEqual([
      "warning openapi/no-unsafe-markdown openapi.yaml:16:20",
    ]);
    expect(unsafe('See <img src="a.png" onerror="go()">.')).toHaveLength(1);
    expect(unsafe("[Open](javascript:go())")).toHaveLength(1);
  });

  test("not on the same text in a code span or a code block, which the site shows as text", () => {
    expect(unsafe("Removes `<script>` and `<style>` tags from the page.")).toEqual([]);
    expect(unsafe('Strips handlers:\n\n```html\n<img onerror="go()">\n```\n')).toEqual([]);
    expect(unsafe("Removes `<script>` tags, but keeps <script>run()</script>.")).toHaveLength(1);
  });
});

describe("openapi/error-responses on a deprecated operation", () => {
  test("is a notice: the site marks the call deprecated, and its errors are not worth documenting now", () => {
    const operation = (deprecated: boolean) =>
      USERS_OPERATION.replace(/ +"401":\n.*\n/, "").replace(
        "  summary: List users\n",
        `  summary: List users\n${deprecated ? "  deprecated: true\n" : ""}`,
      );
    const spec = cleanSpec(
      `  /users:\n${indent(operation(true), 4)}  /teams:\n${indent(operation(false).replace("listUsers", "listTeams"), 4)}`,
    );
    const found = check({ root: project(spec, { "teams.mdx": USERS_PAGE.replace("GET /users", "GET /teams") }) })
      .diagnostics.filter((d) => d.ruleId === "openapi/error-responses")
      .map((d) => `${d.severity} ${d.line}`);
    expect(found).toEqual(["notice 14", "warning 22"]);
  });
});

describe("redocly's checks that cannot judge", () => {
  test("an enum in a schema whose `type` JSON Schema does not know is struct's error alone", () => {
    const bad = specFindings({ root: project(withSchema("type: cadena\nenum: [activo, inactivo]\n", "3.0.3")) });
    expect(bad.filter((f) => !f.includes("openapi/struct"))).toEqual([]);
    const mismatch = specFindings({ root: project(withSchema("type: string\nenum: [1, inactivo]\n", "3.0.3")) });
    expect(mismatch).toEqual(["warning openapi/no-enum-type-mismatch openapi.yaml:24:24"]);
  });

  test("an example redocly's validator fails on is a notice, not a mismatch", () => {
    const spec = withSchema("type: string\npattern: '(['\nexample: abc\n", "3.0.3");
    expect(specFindings({ root: project(spec) }, true).filter((f) => f.includes("errored"))).toEqual([
      expect.stringMatching(
        /^notice openapi\/no-invalid-schema-examples openapi\.yaml:\d+:\d+ Example validation errored/,
      ),
    ]);
  });
});
