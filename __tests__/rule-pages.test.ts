import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { check } from "../src/check.js";
import { ALL_RULE_IDS, ALL_RULE_METAS } from "../src/registry/rule-registry.js";
import { buildAndCheckSite } from "../src/site/site-check.js";
import { listRulePages, readRulePage } from "./helpers/rule-pages.js";

const pages = listRulePages().map(readRulePage);
const workDir = mkdtempSync(path.join(tmpdir(), "docsgate-rule-pages-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const metaById = new Map(ALL_RULE_METAS.map((meta) => [meta.id, meta] as const));
const LINK_RULES = new Set(["site/broken-link", "site/broken-external-link"]);

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
    const root = path.join(workDir, page.meta.id.replace("/", "__"), String(i));
    for (const [file, text] of Object.entries(example.files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    mkdirSync(root, { recursive: true });
    // The renderer's rules (category site) report only while the site is built; the link rules when it is crawled.
    const result = check({ root, ...(page.meta.category === "site" ? { render: { basePath: "" } } : {}) });
    const crawl = LINK_RULES.has(page.meta.id);
    const { diagnostics } = crawl
      ? (
          await buildAndCheckSite({
            result,
            outDir: path.join(workDir, `${page.meta.id.replace("/", "__")}-site`, String(i)),
            basePath: "",
            links: true,
            ...(page.meta.id === "site/broken-external-link" ? { external: {} } : {}),
          })
        ).result
      : result;
    if (example.kind === "incorrect") {
      expect(
        diagnostics.filter((d) => d.ruleId === page.meta.id),
        "the incorrect example reports nothing from its rule",
      ).not.toHaveLength(0);
    } else {
      // The legacy layout's pages name their config docs.json, as its specification does; the notice that Mintlify reads that name as v2 is config/legacy-shape's own example.
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
