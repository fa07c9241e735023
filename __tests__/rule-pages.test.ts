import { describe, expect, test } from "vitest";
import { ALL_RULE_IDS, ALL_RULE_METAS } from "../src/registry/rule-registry.js";
import { listRulePages, readRulePage } from "./helpers/rule-pages.js";
import { placesOf, runRule, sortPlaces } from "./helpers/rule-tester.js";

const pages = listRulePages().map(readRulePage);

const metaById = new Map(ALL_RULE_METAS.map((meta) => [meta.id, meta] as const));

test("every rule has its page and every page a rule", () => {
  expect(pages.map((page) => page.file).sort()).toEqual(ALL_RULE_IDS.map((id) => `${id}.md`).sort());
});

describe.each(pages.map((page) => [page.file, page] as const))("%s", (_file, page) => {
  test("front matter matches the rule", () => {
    const meta = metaById.get(page.meta.id);
    expect(meta, `no rule with id ${page.meta.id}`).toBeDefined();
    expect(page.file).toBe(`${page.meta.id}.md`);
    expect(page.meta.category).toBe(meta!.category);
    expect(page.meta.severity).toBe(meta!.defaultSeverity);
  });

  test("has an incorrect and a correct example", () => {
    expect(page.examples.some((e) => e.kind === "incorrect")).toBe(true);
    expect(page.examples.some((e) => e.kind === "correct")).toBe(true);
  });

  test.each(page.examples.map((example, i) => [example.heading, i] as const))("example: %s", async (_heading, i) => {
    const example = page.examples[i]!;
    const diagnostics = await runRule(page.meta.id, example.files);
    if (example.kind === "incorrect") {
      const places = placesOf(page.meta.id, diagnostics);
      expect(places, "the incorrect example reports nothing from its rule").not.toHaveLength(0);
      expect(example.reportedAt, 'the incorrect example has no "Reported at" paragraph').toBeDefined();
      expect(
        places,
        `the rule fires elsewhere than the example's "Reported at" says: ${diagnostics
          .filter((d) => d.ruleId === page.meta.id)
          .map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)
          .join("; ")}`,
      ).toEqual(sortPlaces(example.reportedAt!.map((place) => ({ ruleId: page.meta.id, ...place }))));
      const fixed = diagnostics.some((d) => d.ruleId === page.meta.id && d.fix);
      if (fixed)
        expect(metaById.get(page.meta.id)!.fixable, "the rule fixes, but its meta does not say fixable").toBe(true);
    } else {
      expect(example.reportedAt, 'a correct example with a "Reported at" paragraph').toBeUndefined();
      // The legacy layout's pages name their config docs.json, as its specification does; the notice that Mintlify
      // reads that name as v2 is config/legacy-shape's own example.
      const counted = diagnostics.filter(
        (d) => d.ruleId !== "config/legacy-shape" || page.meta.id === "config/legacy-shape",
      );
      expect(
        counted.map((d) => `${d.ruleId} ${d.file}:${d.line} ${d.message}`),
        "the correct example reports something",
      ).toEqual([]);
    }
  });
});
