import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";
import { RULE_MODULES } from "../../src/registry/rule-modules.js";
import { ALL_RULE_IDS } from "../../src/registry/rule-registry.js";

test("the rule list is the one the files in src/rules/ make (npm run build writes it)", () => {
  const run = spawnSync(process.execPath, ["scripts/rule-registry.mjs", "--check"], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
});

test.each(Object.entries(RULE_MODULES))("%s: its id and category are its path under src/rules/", (id, module) => {
  expect(module.meta.id).toBe(id);
  expect(module.meta.category).toBe(id.split("/")[0]);
});

test("every id is one rule's", () => {
  expect(new Set(ALL_RULE_IDS).size).toBe(ALL_RULE_IDS.length);
});
