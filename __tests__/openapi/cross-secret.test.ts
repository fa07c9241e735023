import { expect, test } from "vitest";
import { rule } from "../../src/rules/openapi/secret.js";
import { crossContext, findings, specIndex } from "./cross-context.js";
import { check } from "../../src/check.js";
import { docsJson, tempProject } from "../helpers/temp-project.js";

// Built from parts so that no scanner takes this test for a leaked key.
const GITHUB_TOKEN = ["ghp", "_", "R8mK2pQ7vX4nL9sT3wY6zB1cD5fG0h2KER9X"].join("");
const STRIPE_KEY = ["sk", "_live_", "51HxQ2eK8mPq4Rt7Vw9Yz3Bc"].join("");

const spec = [
  "openapi: 3.1.0",
  "paths:",
  "  /users:",
  "    get:",
  "      responses:",
  "        '200':",
  "          content:",
  "            application/json:",
  "              example:",
  `                token: "${GITHUB_TOKEN}"`,
  "                note: Authorization uses your token",
  "              examples:",
  "                curl:",
  "                  value: >-",
  "                    curl -H 'Authorization: Bearer",
  `                    ${STRIPE_KEY}'`,
  "",
].join("\n");

test("a secret in an example, at the secret itself, masked", () => {
  const index = specIndex("openapi.yaml", {
    examples: [
      { value: GITHUB_TOKEN, place: { file: "openapi.yaml", line: 10, column: 24 } },
      { value: "Authorization uses your token", place: { file: "openapi.yaml", line: 11, column: 23 } },
    ],
  });
  expect(findings(crossContext({ "docs.json": docsJson([]), "openapi.yaml": spec }, [index]), rule)).toEqual([
    "openapi.yaml:10:25 This example looks like a GitHub token (`************ER9X`). The API reference shows it to every reader, who can use it: revoke it, and write a placeholder such as `<GITHUB_TOKEN>` instead.",
  ]);
});

test("a secret in a folded block, on the line that holds it", () => {
  const index = specIndex("openapi.yaml", {
    examples: [
      { value: `curl -H 'Authorization: Bearer ${STRIPE_KEY}'`, place: { file: "openapi.yaml", line: 14, column: 26 } },
    ],
  });
  expect(findings(crossContext({ "docs.json": docsJson([]), "openapi.yaml": spec }, [index]), rule)).toEqual([
    expect.stringMatching(/^openapi\.yaml:16:21 This example looks like a Stripe live key/),
  ]);
});

test("a secret the file writes differently (an escape) is reported at its example", () => {
  const json = `{"openapi": "3.1.0", "x-example": "\\u0067${GITHUB_TOKEN.slice(1)}"}\n`;
  const index = specIndex("openapi.json", {
    examples: [{ value: GITHUB_TOKEN, place: { file: "openapi.json", line: 1, column: 36 } }],
  });
  expect(findings(crossContext({ "docs.json": docsJson([]), "openapi.json": json }, [index]), rule)).toEqual([
    expect.stringMatching(/^openapi\.json:1:36 This example looks like a GitHub token/),
  ]);
});

test("one report for an example shared through $ref", () => {
  const example = { value: GITHUB_TOKEN, place: { file: "openapi.yaml", line: 10, column: 24 } };
  const index = specIndex("openapi.yaml", { examples: [example, example] });
  expect(findings(crossContext({ "docs.json": docsJson([]), "openapi.yaml": spec }, [index]), rule)).toHaveLength(1);
});

test("a value that only looks random is a warning that says so; a provider's format is an error", () => {
  const yaml = [
    "openapi: 3.1.0",
    "info: { title: Acme, version: 1.0.0 }",
    "paths:",
    "  /users:",
    "    get:",
    "      responses:",
    "        '200':",
    "          description: OK",
    "          content:",
    "            application/json:",
    "              example:",
    `                auth: "Bearer ${"8fK2mQz9Lx7R" + "v3Np5Wc1Hb4Jt6Ge0Yu"}"`,
    `                token: "${GITHUB_TOKEN}"`,
    "",
  ].join("\n");
  const root = tempProject({ "docs.json": docsJson([], { openapi: "openapi.yaml" }), "openapi.yaml": yaml });
  const found = check({ root }).diagnostics.filter((d) => d.ruleId === rule.meta.id);
  expect(found.map((d) => `${d.line} ${d.severity}`)).toEqual(["12 warning", "13 error"]);
  expect(found[0]!.message).toContain("only its randomness says it is a key");
});

test("placeholders pass", () => {
  const index = specIndex("openapi.yaml", {
    examples: [{ value: "Bearer YOUR_API_KEY", place: { file: "openapi.yaml", line: 1, column: 1 } }],
  });
  expect(findings(crossContext({ "docs.json": docsJson([]) }, [index]), rule)).toEqual([]);
});

test("an expired JWT in an example is a notice: no one can use it", () => {
  const expired = [
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9",
    Buffer.from(JSON.stringify({ sub: "u-4829", exp: 1755540817 })).toString("base64url"),
    "Qz8Lm2Vx7Rk4Np9Wd3Hs6Jf1Gb5Yc2Ae8TuQiOx",
  ].join(".");
  const text = ["openapi: 3.1.0", "x-example:", `  token: ${expired}`, ""].join("\n");
  const index = specIndex("openapi.yaml", {
    examples: [{ value: expired, place: { file: "openapi.yaml", line: 3, column: 10 } }],
  });
  const context = crossContext({ "docs.json": docsJson([]), "openapi.yaml": text }, [index]);
  expect(findings(context, rule)).toEqual([
    expect.stringMatching(
      /^openapi\.yaml:3:10 This example is a JSON Web Token \(`\*+[\w-]{4}`\), but it expired on 2025-08-18 \(its `exp`\), so no one can use it\./,
    ),
  ]);
});
