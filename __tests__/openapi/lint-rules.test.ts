import { createConfig } from "@redocly/openapi-core";
import { expect, test } from "vitest";
import { ALL_RULE_IDS } from "../../src/registry/rule-registry.js";
import { REDOCLY_RULE_IDS } from "../../src/openapi/redocly-rules.js";

test("the list of redocly's rules (accepted in docsgate.config.json) is the installed redocly's", async () => {
  // redocly's `all` ruleset switches every built-in rule on.
  const config = await createConfig({ extends: ["all"] });
  const installed = new Set<string>();
  for (const version of ["oas2", "oas3_0", "oas3_1", "oas3_2"] as const) {
    for (const id of Object.keys(config.rules[version] ?? {})) installed.add(id);
  }
  installed.delete("no-unresolved-refs"); // reported as docsgate's openapi/unresolved-ref
  expect([...REDOCLY_RULE_IDS].sort()).toEqual([...installed].sort());
});

test("no redocly rule shares an id with one of docsgate's", () => {
  expect(REDOCLY_RULE_IDS.map((id) => `openapi/${id}`).filter((id) => ALL_RULE_IDS.includes(id))).toEqual([]);
});
