import { describe, expect, test } from "vitest";
import { tempProject } from "../helpers/temp-project.js";
import { docsJsonWith, specFindings, USERS_PAGE } from "./lint-helpers.js";

/**
 * A UTF-8 byte order mark, which Windows editors write at the start of a file, is no character
 * of the spec: every problem is placed where it is in the same file without it.
 */
const BOM = "\ufeff";

/** No license (line 2) and no servers: problems placed below the first line. */
const YAML_SPEC = "openapi: 3.1.0\ninfo:\n  title: Acme API\n  version: 1.0.0\npaths: {}\n";
const JSON_SPEC = JSON.stringify(
  { openapi: "3.1.0", info: { title: "Acme API", version: "1.0.0" }, paths: {} },
  null,
  2,
);
const referring = (file: string) =>
  `openapi: 3.1.0\ninfo:\n  title: Acme API\n  version: 1.0.0\nservers:\n  - url: https://api.acme.dev\npaths:\n  /users:\n    $ref: ./${file}\n`;
/** An operation whose operationId has a space, which the URL of its page cannot hold: reported at the value. */
const USERS_YAML =
  "# Users\nget:\n  operationId: list users\n  responses:\n    '200':\n      description: The users.\n";
const USERS_JSON = JSON.stringify(
  { get: { operationId: "list users", responses: { 200: { description: "The users." } } } },
  null,
  2,
);

function findings(files: Record<string, string>, spec: string): string[] {
  return specFindings(
    { root: tempProject({ "docs.json": docsJsonWith(spec), "users.mdx": USERS_PAGE, ...files }) },
    true,
  );
}

describe("a BOM at the start of an OpenAPI file changes nothing in the report", () => {
  test.each([
    ["a YAML spec", "openapi.yaml", YAML_SPEC],
    ["a JSON spec", "openapi.json", JSON_SPEC],
  ])("%s", (_, file, text) => {
    const without = findings({ [file]: text }, file);
    expect(without.some((line) => / openapi\.(yaml|json):[2-9]/.test(line))).toBe(true);
    expect(findings({ [file]: BOM + text }, file)).toEqual(without);
  });

  test.each([
    ["a YAML file", "users.yaml", USERS_YAML],
    ["a JSON file", "users.json", USERS_JSON],
  ])("%s the spec reaches through `$ref`", (_, file, text) => {
    const without = findings({ "openapi.yaml": referring(file), [file]: text }, "openapi.yaml");
    expect(without.some((line) => line.includes(`${file}:3:`))).toBe(true);
    expect(findings({ "openapi.yaml": referring(file), [file]: BOM + text }, "openapi.yaml")).toEqual(without);
  });
});
