import { check, type CheckOptions } from "../../src/check.js";
import { REDOCLY_RULE_IDS } from "../../src/openapi/redocly-rules.js";
import * as OPENAPI_RULE_IDS from "../../src/openapi/rule-ids.js";

/** The ids the lint reports: docsgate's reading rules, redocly's, and config ones for newer-layout entries. */
const LINT_IDS = new Set([
  ...Object.values(OPENAPI_RULE_IDS),
  ...REDOCLY_RULE_IDS.map((id) => `openapi/${id}`),
  "config/missing-file",
  "config/outside-root",
]);

/** A spec that redocly's recommended rules accept, with `paths` (YAML text, indented two spaces) in it. */
export function cleanSpec(paths = USERS_PATH, extra = ""): string {
  return `openapi: 3.1.0
info:
  title: Acme API
  version: 1.0.0
  license:
    name: MIT
    url: https://opensource.org/licenses/MIT
servers:
  - url: https://api.acme.dev
security:
  - bearer: []
paths:
${paths}
components:
  securitySchemes:
    bearer:
      type: http
      scheme: bearer
${extra}`;
}

export const USERS_OPERATION = `get:
  summary: List users
  operationId: listUsers
  responses:
    "200":
      description: The users.
    "401":
      description: The key is missing or wrong.
`;

export const USERS_PATH = `  /users:
${indent(USERS_OPERATION, 4)}`;

export function indent(text: string, spaces: number): string {
  return text.replace(/^(?=.)/gm, " ".repeat(spaces));
}

/** docs.json naming `openapi` (a string or a list), with one page. */
export function docsJsonWith(openapi: unknown, extra: Record<string, unknown> = {}): string {
  return (
    JSON.stringify({ name: "Acme", openapi, ...extra, navigation: [{ group: "API", pages: ["users"] }] }, null, 2) +
    "\n"
  );
}

export const USERS_PAGE = `---\ntitle: List users\ndescription: Lists the users of your account.\nopenapi: "GET /users"\n---\n`;

/** The lint's diagnostics of a check (not the cross-checks'), as `severity rule file:line:column`. */
export function specFindings(options: CheckOptions, withMessages = false): string[] {
  return check(options)
    .diagnostics.filter((d) => LINT_IDS.has(d.ruleId) || d.ruleId.startsWith("openapi/rule/"))
    .map((d) => `${d.severity} ${d.ruleId} ${d.file}:${d.line}:${d.column}${withMessages ? ` ${d.message}` : ""}`);
}
