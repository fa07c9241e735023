import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject } from "../helpers/temp-project.js";
import { cleanSpec, docsJsonWith, indent, specFindings, USERS_OPERATION, USERS_PAGE } from "./lint-helpers.js";

/** An old spec docs.json does not name, whose `info` holds a field OpenAPI does not know (`openapi/struct`). */
const OLD_SPEC = cleanSpec(`  /items:\n${indent(USERS_OPERATION.replace("listUsers", "listItems"), 4)}`).replace(
  "  version: 1.0.0\n",
  "  version: 1.0.0\n  owner: platform\n",
);

const project = (files: Record<string, string> = {}) =>
  tempProject({
    "docs.json": docsJsonWith("openapi.yaml"),
    "openapi.yaml": cleanSpec(),
    "users.mdx": USERS_PAGE,
    "old/api.yaml": OLD_SPEC,
    ...files,
  });

describe("openapi/struct in a spec the site makes no page from", () => {
  test("is a warning when nothing names the file or one of its operations", () => {
    expect(specFindings({ root: project() }, true)).toEqual([
      "warning openapi/struct old/api.yaml:5:3 Property `owner` is not expected here. No page, navigation entry or docs.json names this file, so the site makes no page from it.",
    ]);
  });

  test("stays an error when a page names the file", () => {
    const root = project({ "items.mdx": USERS_PAGE.replace("GET /users", "old/api.yaml GET /items") });
    expect(specFindings({ root })).toEqual(["error openapi/struct old/api.yaml:5:3"]);
  });

  test("stays an error when a page names one of its operations without a file", () => {
    const root = project({ "items.mdx": USERS_PAGE.replace("GET /users", "GET /items") });
    expect(specFindings({ root })).toEqual(["error openapi/struct old/api.yaml:5:3"]);
  });

  test("stays an error when the navigation names it", () => {
    const root = project({ "docs.json": docsJsonWith(["openapi.yaml", "old/api.yaml"]) });
    expect(specFindings({ root })).toEqual(["error openapi/struct old/api.yaml:5:3"]);
  });

  test("is a warning in a copy whose path holds the name a page gives, when the file named exactly has the operation", () => {
    // The page names `old/api.yaml`, which has GET /items: the site never picks `es/old/api.yaml` for it.
    const root = project({
      "items.mdx": USERS_PAGE.replace("GET /users", "old/api.yaml GET /items"),
      "old/api.yaml": OLD_SPEC.replace("  owner: platform\n", ""),
      "es/old/api.yaml": OLD_SPEC,
    });
    expect(specFindings({ root })).toEqual(["warning openapi/struct es/old/api.yaml:5:3"]);
  });

  test("keeps the level the team's redocly.yaml sets", () => {
    const root = project({ "redocly.yaml": "extends: [recommended]\nrules:\n  struct: error\n" });
    expect(specFindings({ root })).toEqual(["error openapi/struct old/api.yaml:5:3"]);
  });
});

describe("advice on a spec the site makes no page from", () => {
  /** The old spec with a trailing slash on its path, no security and no error response (its unused scheme aside). */
  const ADVICE_SPEC = cleanSpec(
    `  /items/:\n${indent(
      USERS_OPERATION.replace("listUsers", "listItems")
        .replace(/ +"401":\n.*\n/, "")
        .replace(
          "  responses:",
          "  parameters:\n    - name: q\n      in: query\n      schema:\n        type: string\n  responses:",
        ),
      4,
    )}`,
  ).replace("security:\n  - bearer: []\n", "");
  const adviceProject = (files: Record<string, string> = {}) => project({ "old/api.yaml": ADVICE_SPEC, ...files });
  const findings = (root: string) =>
    check({ root })
      .diagnostics.filter((d) => d.file === "old/api.yaml" && d.ruleId !== "openapi/no-unused-components")
      .map((d) => `${d.severity} ${d.ruleId} ${d.line}:${d.column}`)
      .sort();

  test("is a notice, redocly's and docsgate's own, saying why", () => {
    const root = adviceProject();
    expect(findings(root)).toEqual([
      "notice openapi/error-responses 12:5",
      "notice openapi/no-path-trailing-slash 11:3",
      "notice openapi/security-defined 12:5",
    ]);
    for (const d of check({ root }).diagnostics.filter((d) => d.file === "old/api.yaml"))
      expect(d.message).toContain("so the site makes no page from it");
  });

  test("stays a warning when a page names one of its operations", () => {
    const root = adviceProject({ "items.mdx": USERS_PAGE.replace("GET /users", "GET /items/") });
    expect(findings(root)).toEqual([
      "notice openapi/no-path-trailing-slash 11:3",
      "warning openapi/error-responses 12:5",
      "warning openapi/security-defined 12:5",
    ]);
  });

  test("keeps the level the team's redocly.yaml sets", () => {
    const root = adviceProject({ "redocly.yaml": "extends: [recommended]\nrules:\n  security-defined: error\n" });
    expect(findings(root)).toContain("error openapi/security-defined 12:5");
  });
});

describe("advice on a spec Mintlify rejects", () => {
  test("is a notice beside its openapi/struct error, saying why", () => {
    // Named by the page, with a field OpenAPI does not know, no servers and no error response.
    const spec = OLD_SPEC.replace("servers:\n  - url: https://api.acme.dev\n", "").replace(/ +"401":\n.*\n/, "");
    const root = project({
      "items.mdx": USERS_PAGE.replace("GET /users", "old/api.yaml GET /items"),
      "old/api.yaml": spec,
    });
    const found = check({ root }).diagnostics.filter(
      (d) => d.file === "old/api.yaml" && d.ruleId !== "openapi/no-unused-components",
    );
    expect(found.map((d) => `${d.severity} ${d.ruleId}`).sort()).toEqual([
      "error openapi/struct",
      "notice openapi/error-responses",
      "notice openapi/no-empty-servers",
    ]);
    for (const d of found.filter((d) => d.severity === "notice"))
      expect(d.message).toContain("Mintlify publishes no page from this file while it has openapi/struct errors");
  });
});
