import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject } from "../helpers/temp-project.js";
import {
  cleanSpec,
  docsJsonWith,
  indent,
  specFindings,
  USERS_OPERATION,
  USERS_PAGE,
  USERS_PATH,
} from "./lint-helpers.js";

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
  test("a public API and a trailing slash are notices; no servers warns: the examples have no host", () => {
    expect(specFindings({ root: project(publicSpec()) }, true)).toEqual([
      "warning openapi/no-empty-servers openapi.yaml:1:1 Servers must be present.",
      "notice openapi/no-path-trailing-slash openapi.yaml:9:3 `/users/` should not have a trailing slash.",
      "notice openapi/security-defined openapi.yaml:10:5 Every operation should have security defined on it or on the root level. The file defines no security scheme, so it documents a public API; Mintlify's playground shows no authentication either way.",
    ]);
  });

  test("security-defined warns on an operation without security when the file defines a scheme", () => {
    const spec = cleanSpec().replace("security:\n  - bearer: []\n", "");
    const findings = specFindings({ root: project(spec, { "users.mdx": USERS_PAGE }) });
    expect(findings.filter((f) => f.includes("security-defined"))).toEqual([
      "warning openapi/security-defined openapi.yaml:12:5",
    ]);
  });

  test("a `security` naming a scheme the file does not define warns, schemes or none", () => {
    const spec = cleanSpec().replace(/components:[\s\S]*$/, "");
    expect(specFindings({ root: project(spec, { "users.mdx": USERS_PAGE }) }, true)).toEqual([
      "warning openapi/security-defined openapi.yaml:11:5 There is no `bearer` security scheme defined.",
    ]);
  });

  test("the team's redocly.yaml raises a rule it names to its level; the rest keep docsgate's", () => {
    const root = project(publicSpec(), {
      "redocly.yaml": "extends: [recommended]\nrules:\n  security-defined: error\n",
    });
    expect(specFindings({ root }, true)).toEqual([
      "warning openapi/no-empty-servers openapi.yaml:1:1 Servers must be present.",
      "notice openapi/no-path-trailing-slash openapi.yaml:9:3 `/users/` should not have a trailing slash.",
      "error openapi/security-defined openapi.yaml:10:5 Every operation should have security defined on it or on the root level.",
    ]);
  });

  test("docsgate.config.json's severity stands over redocly.yaml's", () => {
    const root = project(publicSpec(), {
      "redocly.yaml": "rules:\n  security-defined: error\n",
      "docsgate.config.json": '{ "rules": { "openapi/security-defined": "off" } }',
    });
    expect(specFindings({ root }).filter((f) => f.includes("security-defined"))).toEqual([]);
  });
});

describe("a file of webhooks only", () => {
  /** A scheme, but no root `security`, no servers and no `paths`: one webhook. */
  const spec = `openapi: 3.1.0
info:
  title: Acme events
  version: 1.0.0
  license:
    name: MIT
    url: https://opensource.org/licenses/MIT
webhooks:
  userCreated:
    post:
      summary: User created
      operationId: userCreated
      responses:
        "200":
          description: Received.
        "400":
          description: Not understood.
components:
  securitySchemes:
    bearer:
      type: http
      scheme: bearer
`;
  const root = () =>
    tempProject({
      "docs.json": docsJsonWith("events.yaml"),
      "events.yaml": spec,
      "users.mdx": USERS_PAGE.replace("GET /users", "webhook userCreated"),
    });

  test("no servers and no security are notices: a webhook goes to the reader's server", () => {
    const findings = specFindings({ root: root() }, true).filter((f) => !f.includes("no-unused-components"));
    expect(findings).toEqual([
      "notice openapi/no-empty-servers events.yaml:1:1 Servers must be present. The file has only webhooks: the API sends them to the reader's own server, so there is no server URL to list.",
      "notice openapi/security-defined events.yaml:10:5 Every operation should have security defined on it or on the root level. This is a webhook, which the API sends to the reader's server: Mintlify reads only the webhook's own `security`, never the root's.",
    ]);
  });

  test("beside path operations, a webhook without security is a notice and an operation a warning", () => {
    const both = spec.replace("webhooks:", `servers:\n  - url: https://api.acme.dev\npaths:\n${USERS_PATH}webhooks:`);
    const findings = specFindings({ root: project(both) }).filter((f) => f.includes("security-defined"));
    expect(findings).toEqual([
      "warning openapi/security-defined openapi.yaml:12:5",
      "notice openapi/security-defined openapi.yaml:22:5",
    ]);
  });
});

describe("schema advice that leaves the drawn schema as it is", () => {
  test("nullable without type is a notice: Mintlify adds null to the types shown", () => {
    const spec = withSchema("nullable: true\n", "3.0.3");
    expect(specFindings({ root: project(spec) })).toEqual(["notice openapi/nullable-type-sibling openapi.yaml:23:27"]);
  });

  test("a required name with no property is a notice: Mintlify marks only the properties it lists", () => {
    const spec = withSchema("type: object\nrequired: [id]\nproperties:\n  name:\n    type: string\n");
    expect(specFindings({ root: project(spec) })).toEqual([
      "notice openapi/no-required-schema-properties-undefined openapi.yaml:24:28",
    ]);
  });
});

describe("paths as the server routes them", () => {
  test("templates that overlap are a notice: each is its own page", () => {
    const byName = USERS_OPERATION.replace("List users", "Find a user").replace("listUsers", "findUser");
    const spec = cleanSpec(`  /users/{id}:\n${indent(USERS_OPERATION, 4)}  /{group}/admins:\n${indent(byName, 4)}`);
    const findings = specFindings({ root: project(spec) }).filter((f) => f.includes("ambiguous"));
    expect(findings).toEqual(["notice openapi/no-ambiguous-paths openapi.yaml:22:3"]);
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

describe("openapi/error-responses on an operation that takes nothing", () => {
  test("is a notice: no parameters, body or credentials, so only the server's own failures are left", () => {
    const health = (extra: string) =>
      `  /health:\n    get:\n      summary: Health\n${extra}      responses:\n        "200":\n          description: Up.\n`;
    const findings = (extra: string) =>
      check({
        root: project(cleanSpec(health(extra)), { "users.mdx": USERS_PAGE.replace("GET /users", "GET /health") }),
      })
        .diagnostics.filter((d) => d.ruleId === "openapi/error-responses")
        .map((d) => `${d.severity} ${d.line}`);
    expect(findings("      security: []\n")).toEqual(["notice 14"]);
    // The file's security applies to it, and a query parameter can be wrong: both have errors to document.
    expect(findings("")).toEqual(["warning 14"]);
    expect(
      findings(
        "      security: []\n      parameters:\n        - name: deep\n          in: query\n          schema:\n            type: boolean\n",
      ),
    ).toEqual(["warning 14"]);
  });
});
