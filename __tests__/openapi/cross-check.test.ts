import { expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject } from "../helpers/temp-project.js";

// Built from parts so that no scanner takes this test for a leaked key.
const GITHUB_TOKEN = ["ghp", "_", "R8mK2pQ7vX4nL9sT3wY6zB1cD5fG0hJ8kM2q"].join("");

const SPEC = [
  "openapi: 3.1.0", // 1
  "info:",
  "  title: Acme API",
  "  version: 1.0.0",
  "servers:", // 5
  "  - url: https://api.acme.dev/v1",
  "security:",
  "  - keyAuth: []",
  "components:",
  "  securitySchemes:", // 10
  "    keyAuth:",
  "      type: apiKey",
  "      in: header",
  "      name: X-API-Key",
  "paths:", // 15
  "  /users:",
  "    get:",
  "      summary: List users",
  "      responses:",
  "        '200':", // 20
  "          description: The users.",
  "          content:",
  "            application/json:",
  "              example:",
  `                token: ${GITHUB_TOKEN}`, // 25
  "        '404':",
  "          description: No such team.",
  "    post:",
  "      summary: Create a user",
  "      responses:", // 30
  "        '201':",
  "          description: The new user.",
  "  /users/{id}:",
  "    delete:",
  "      summary: Delete a user", // 35
  "      responses:",
  "        '204':",
  "          description: Deleted.",
  "        '404':",
  "          description: No such user.", // 40
  "",
].join("\n");

const page = (title: string, operation: string) =>
  `---\ntitle: ${title}\ndescription: What ${title.toLowerCase()} does.\n${operation}\n---\n\nText.\n`;

test("every cross-check through check(), at the places the spec stage reads", () => {
  const root = tempProject({
    "docs.json":
      JSON.stringify(
        {
          name: "Acme",
          openapi: "openapi.yaml",
          api: { baseUrl: "https://api.acme.com/v1", auth: { method: "bearer" } },
          navigation: [{ group: "API", pages: ["list", "typo", "legacy"] }],
        },
        null,
        2,
      ) + "\n",
    "openapi.yaml": SPEC,
    "list.mdx": page("List users", "openapi: get /users"),
    "typo.mdx": page("Delete a user", 'openapi: "DELETE /users/{userId}"'),
    "legacy.mdx": page("Create a user", "api: POST https://api.acme.com/v1/user"),
  });
  const ours = check({ root }).diagnostics.filter((d) =>
    /^openapi\/(unknown-operation|undocumented-operation|error-responses|auth-scheme|base-url|secret)$/.test(d.ruleId),
  );
  // legacy.mdx's `api:` page is built from its own fields, never looked up in openapi.yaml.
  expect(ours.map((d) => `${d.ruleId} ${d.file}:${d.line}:${d.column}`)).toEqual([
    "openapi/base-url docs.json:5:16",
    "openapi/auth-scheme docs.json:7:17",
    "openapi/undocumented-operation openapi.yaml:1:1",
    "openapi/secret openapi.yaml:25:24",
    "openapi/error-responses openapi.yaml:28:5",
    "openapi/unknown-operation typo.mdx:4:10",
  ]);
  expect(ours.find((d) => d.ruleId === "openapi/unknown-operation" && d.file === "typo.mdx")!.message).toContain(
    "writes it `DELETE /users/{id}`",
  );
  expect(ours.find((d) => d.ruleId === "openapi/undocumented-operation")!.message).toContain(
    "`POST /users`, `DELETE /users/{id}`.",
  );
  expect(ours.find((d) => d.ruleId === "openapi/secret")!.message).toContain("(`************kM2q`)");
});
