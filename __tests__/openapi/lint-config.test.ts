import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject } from "../helpers/temp-project.js";
import { cleanSpec, docsJsonWith, indent, specFindings, USERS_PAGE } from "./lint-helpers.js";

/** `/users` without an operationId: redocly's recommended rules report it (operation-operationId, a notice). */
const NO_4XX = `  /users:\n${indent('get:\n  summary: List users\n  responses:\n    "200":\n      description: The users.\n    "401":\n      description: No key.\n', 4)}`;

function project(files: Record<string, string>): string {
  return tempProject({
    "docs.json": docsJsonWith("openapi.yaml"),
    "openapi.yaml": cleanSpec(NO_4XX),
    "users.mdx": USERS_PAGE,
    ...files,
  });
}

describe("redocly.yaml", () => {
  test("without one, redocly's recommended rules apply, each with redocly's docs link", () => {
    const [diagnostic, ...rest] = check({ root: project({}) }).diagnostics.filter(
      (d) => d.ruleId === "openapi/operation-operationId",
    );
    expect(rest).toEqual([]);
    expect(diagnostic).toMatchObject({
      severity: "notice",
      file: "openapi.yaml",
      line: 14,
      column: 5,
      message: "Operation object should contain `operationId` field.",
      docsUrl: "https://redocly.com/docs/cli/rules/oas/operation-operationId",
    });
  });

  test("a rule switched off, and one switched on as an error", () => {
    const root = project({
      "redocly.yaml":
        "extends:\n  - recommended\nrules:\n  operation-operationId: off\n  operation-description: error\n",
    });
    expect(specFindings({ root }, true)).toEqual([
      "error openapi/operation-description openapi.yaml:14:5 Operation object should contain `description` field.",
    ]);
  });

  test(".redocly.yaml, a ruleset other than recommended, and a configurable rule", () => {
    const rule =
      "rule/summary-sentence:\n  subject:\n    type: Operation\n    property: summary\n  assertions:\n    pattern: /\\.$/\n  message: End the summary with a full stop.\n  severity: warn\n";
    const root = project({
      ".redocly.yaml": `extends: [minimal]\nrules:\n  operation-operationId: off\n${indent(rule, 2)}`,
    });
    expect(specFindings({ root }, true)).toEqual([
      "warning openapi/rule/summary-sentence openapi.yaml:15:16 End the summary with a full stop.",
    ]);
    const settings = check({ root }).diagnostics.filter((d) => d.ruleId === "openapi/rule/summary-sentence");
    expect(settings[0]?.docsUrl).toBe("https://redocly.com/docs/cli/rules/configurable-rules");
  });

  test("an apis entry's rules apply to its spec only", () => {
    const root = tempProject({
      "docs.json": docsJsonWith(["openapi.yaml", "v2/openapi.yaml"]),
      "openapi.yaml": cleanSpec(NO_4XX),
      "v2/openapi.yaml": cleanSpec(NO_4XX),
      "users.mdx": USERS_PAGE,
      "redocly.yaml": "apis:\n  v2:\n    root: ./v2/openapi.yaml\n    rules:\n      operation-operationId: off\n",
    });
    expect(specFindings({ root })).toEqual(["notice openapi/operation-operationId openapi.yaml:14:5"]);
  });

  test("plugins are never run, and other config files are not read: a notice each, of their own rule", () => {
    const root = project({
      "redocly.yaml": "plugins:\n  - ./plugin.cjs\nextends:\n  - recommended\n  - ./house.yaml\n",
      "plugin.cjs": `require("node:fs").writeFileSync(require("node:path").join(__dirname, "ran"), "");\nmodule.exports = { id: "house" };\n`,
      "@theme/plugin.js": `import { writeFileSync } from "node:fs";\nwriteFileSync(new URL("../ran-theme", import.meta.url), "");\nexport default () => ({ id: "theme" });\n`,
      "house.yaml": "rules:\n  operation-operationId: off\n",
    });
    // redocly looks for `@theme/plugin.js` in the working directory, which in the action is the repository.
    const cwd = process.cwd();
    process.chdir(root);
    let findings: string[];
    try {
      findings = specFindings({ root }, true);
    } finally {
      process.chdir(cwd);
    }
    expect(findings).toEqual(
      [
        "notice openapi/operation-operationId openapi.yaml:14:5",
        "notice openapi/redocly-unsupported redocly.yaml:1:1 The plugins in redocly.yaml are not run: docsgate never runs code from the repository, so rules and rulesets from plugins are not applied.",
        'notice openapi/redocly-unsupported redocly.yaml:5:5 `extends` entry "./house.yaml" in redocly.yaml is not applied: docsgate applies redocly\'s own rulesets (recommended, recommended-strict, minimal, all, spec), not other config files or plugins.',
      ].map((line) =>
        line.endsWith(":14:5") ? `${line} Operation object should contain \`operationId\` field.` : line,
      ),
    );
    expect(existsSync(path.join(root, "ran"))).toBe(false);
    expect(existsSync(path.join(root, "ran-theme"))).toBe(false);
  });

  test("invalid YAML: a warning at its place, and the recommended rules instead", () => {
    const root = project({ "redocly.yaml": "rules:\n  operation-operationId: [off\n" });
    expect(specFindings({ root }, true)).toEqual([
      "notice openapi/operation-operationId openapi.yaml:14:5 Operation object should contain `operationId` field.",
      "warning openapi/redocly-config redocly.yaml:3:1 redocly.yaml cannot be read, so docsgate uses redocly's recommended rules: it is not valid YAML: deficient indentation. Correct the file.",
    ]);
  });

  test(".redocly.lint-ignore.yaml hides the problems it lists", () => {
    const root = project({
      "redocly.yaml": "extends: [recommended]\n",
      ".redocly.lint-ignore.yaml": "openapi.yaml:\n  operation-operationId:\n    - '#/paths/~1users/get/operationId'\n",
    });
    expect(specFindings({ root })).toEqual([]);
  });
});

describe("redocly's response rules", () => {
  const ONLY_200 = `  /users:\n${indent('get:\n  summary: List users\n  operationId: listUsers\n  responses:\n    "200":\n      description: The users.\n', 4)}`;
  const ids = (root: string) =>
    check({ root })
      .diagnostics.filter((d) => /response/.test(d.ruleId))
      .map((d) => `${d.ruleId} ${d.file}:${d.line}`);

  test("are off by default: openapi/error-responses reports a missing error response once", () => {
    const root = tempProject({
      "docs.json": docsJsonWith("openapi.yaml"),
      "openapi.yaml": cleanSpec(ONLY_200),
      "users.mdx": USERS_PAGE,
    });
    expect(ids(root)).toEqual(["openapi/error-responses openapi.yaml:14"]);
  });

  test("run when the team's redocly.yaml switches them on", () => {
    const root = tempProject({
      "docs.json": docsJsonWith("openapi.yaml"),
      "openapi.yaml": cleanSpec(ONLY_200),
      "users.mdx": USERS_PAGE,
      "redocly.yaml": "rules:\n  operation-4xx-response: warn\n",
    });
    expect(ids(root)).toEqual([
      "openapi/error-responses openapi.yaml:14",
      "openapi/operation-4xx-response openapi.yaml:17",
    ]);
  });
});

describe("docsgate.config.json", () => {
  test("switches a redocly rule off, or changes its severity", () => {
    expect(
      specFindings({
        root: project({ "docsgate.config.json": '{ "rules": { "openapi/operation-operationId": "off" } }' }),
      }),
    ).toEqual([]);
    expect(
      specFindings({
        root: project({ "docsgate.config.json": '{ "rules": { "openapi/operation-operationId": "error" } }' }),
      }),
    ).toEqual(["error openapi/operation-operationId openapi.yaml:14:5"]);
  });

  test("accepts a configurable rule of redocly.yaml, and suggests the nearest id for a typo", () => {
    const root = project({
      "redocly.yaml":
        "rules:\n  rule/no-x:\n    subject:\n      type: Operation\n      property: summary\n    assertions:\n      defined: true\n",
      "docsgate.config.json": '{ "rules": { "openapi/rule/no-x": "off", "openapi/operation-operationIds": "off" } }',
    });
    const settings = check({ root }).diagnostics.filter((d) => d.ruleId === "settings/invalid");
    expect(settings.map((d) => d.message)).toEqual([
      "Unknown rule `openapi/operation-operationIds`; did you mean `openapi/operation-operationId`? Run `docsgate rules` for the list.",
    ]);
  });
});
