import { describe, expect, test } from "vitest";
import { ALL_RULE_METAS } from "../src/registry/rule-registry.js";
import { redoclyRuleMeta, REDOCLY_RULE_IDS } from "../src/openapi/redocly-rules.js";
import { listRulePages, readRulePage } from "./helpers/rule-pages.js";

/**
 * docsgate's default severities. Each is written twice, in the rule's meta (with why, where it is not plain) and in
 * the front matter of its page, so that changing one is a change of its documentation too.
 *
 * An error means the published site would be broken or wrong: a config Mintlify rejects; a
 * navigation entry, link, #fragment, asset, snippet or `$ref` that reaches nothing; a page that
 * does not parse; an unknown component or a missing required attribute; a secret; an OpenAPI
 * file that does not parse or resolve, or a page naming an operation that does not exist.
 * A warning is the format's guidance, accessibility, and OpenAPI advice beyond structure.
 * A notice is the writing style, and what docsgate says about what it does not check.
 */
const documented = new Map(
  listRulePages()
    .map(readRulePage)
    .map((page) => [page.meta.id, page.meta.severity] as const),
);

describe("the default severity profile", () => {
  test("every rule has the severity its page documents", () => {
    const actual = ALL_RULE_METAS.map((meta) => `${meta.id}: ${meta.defaultSeverity}`);
    expect(actual).toEqual(ALL_RULE_METAS.map((meta) => `${meta.id}: ${documented.get(meta.id) ?? "no page"}`));
  });

  test("every writing-style rule is a notice", () => {
    const style = ALL_RULE_METAS.filter((meta) => meta.category === "style");
    expect(style.length).toBeGreaterThan(0);
    expect(style.filter((meta) => meta.defaultSeverity !== "notice").map((meta) => meta.id)).toEqual([]);
  });

  test("redocly's rules: struct (a file Mintlify rejects) is an error, what leaves the site unchanged a notice, the rest warnings", () => {
    const errors = REDOCLY_RULE_IDS.filter((id) => redoclyRuleMeta(`openapi/${id}`).defaultSeverity === "error");
    expect(errors).toEqual(["struct"]);
    const notices = REDOCLY_RULE_IDS.filter((id) => redoclyRuleMeta(`openapi/${id}`).defaultSeverity === "notice");
    expect(notices).toEqual([
      "info-license",
      "no-ambiguous-paths",
      "no-illogical-composition-keywords",
      "no-path-trailing-slash",
      "no-required-schema-properties-undefined",
      "no-server-example.com",
      "no-unused-components",
      "nullable-type-sibling",
      "operation-4xx-response",
      "operation-operationId",
      "operation-operationId-unique",
      "operation-operationId-url-safe",
    ]);
    for (const id of ["security-defined", "no-empty-servers", "no-server-trailing-slash"]) {
      expect(redoclyRuleMeta(`openapi/${id}`).defaultSeverity).toBe("warning");
    }
    // A configurable rule of a redocly.yaml has its level there; without one it warns.
    expect(redoclyRuleMeta("openapi/rule/summary-sentence").defaultSeverity).toBe("warning");
  });
});
