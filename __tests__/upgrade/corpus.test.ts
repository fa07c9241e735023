import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { upgradeToDocsConfig, validateDocsConfig, validateMintConfig } from "@mintlify/validation";
import { describe, expect, test } from "vitest";
import { PROJECT_RULES } from "../../src/registry/rule-registry.js";
import { diagnose } from "../../src/engine/diagnose.js";
import { createRuleBook } from "../../src/engine/rule-book.js";
import { runRules } from "../../src/engine/run-rules.js";
import { readV2Navigation } from "../../src/project/navigation/read-v2-navigation.js";
import { readConfigDocument } from "../../src/project/config-document.js";
import { JsonSource } from "../../src/project/json-source.js";
import { loadProject, type Project } from "../../src/project/project.js";
import { upgradeConfig } from "../../src/upgrade/upgrade-config.js";

/*
 * The legacy projects of ../shared/corpus, upgraded: Mintlify's v2 validator (a devDependency, the
 * oracle) accepts each result, its navigation lists every legacy page, in order, and it nests them
 * as Mintlify's own upgrade does.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const CORPUS = process.env.DOCSGATE_CORPUS ?? path.resolve(ROOT, "../shared/corpus");
const LEGACY_PROJECTS = [
  "0xStation__docs",
  "Cloudanix__docs",
  "CodSpeedHQ__prefect",
  "OpenInterpreter__open-interpreter",
  "AgentOps-AI__AgentStack",
  "0xRaduan__summate-docs",
];

type Json = unknown;

/** Every page string of a legacy navigation (groups, nested groups), in document order. */
function legacyPages(groups: Json): string[] {
  if (!Array.isArray(groups)) return [];
  return groups.flatMap((entry: Json) =>
    typeof entry === "string" ? [entry] : isObject(entry) ? legacyPages(entry.pages) : [],
  );
}

/** Every page string of a v2 navigation in document order: divisions, groups, pages and group roots, `global` aside. */
function v2Pages(node: Json): string[] {
  if (typeof node === "string") return [node];
  if (Array.isArray(node)) return node.flatMap(v2Pages);
  if (!isObject(node)) return [];
  const pages: string[] = typeof node.root === "string" ? [node.root] : [];
  for (const key of ["languages", "versions", "tabs", "anchors", "dropdowns", "products", "menu", "groups", "pages"])
    pages.push(...v2Pages(node[key]));
  return pages;
}

function isObject(value: Json): value is Record<string, Json> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The top-level sections of the navigation (or the navigation itself when it is groups). */
function sections(navigation: Record<string, Json>): Json[] {
  for (const key of ["languages", "versions", "tabs", "anchors"]) {
    const list = navigation[key];
    if (Array.isArray(list))
      return list.length === 1 && isObject(list[0]) && !Array.isArray(list[0].groups) ? sections(list[0]) : list;
  }
  return [navigation];
}

/** `pages` keeps its relative order in `all` (each page counted once per occurrence). */
function inOrder(pages: string[], all: string[]): boolean {
  let at = 0;
  for (const page of pages) {
    const found = all.indexOf(page, at);
    if (found === -1) return false;
    at = found + 1;
  }
  return true;
}

const present = LEGACY_PROJECTS.filter((name) => existsSync(path.join(CORPUS, name, "mint.json")));

describe.skipIf(present.length === 0)("docsgate upgrade on the legacy projects of ../shared/corpus", () => {
  test.each(present)("%s: Mintlify's validator accepts the upgraded config, which lists every legacy page", (name) => {
    const legacy = JSON.parse(readFileSync(path.join(CORPUS, name, "mint.json"), "utf8"));
    const { config } = upgradeConfig(legacy);
    const verdict = validateDocsConfig(config);
    expect(verdict.success ? [] : verdict.error.issues).toEqual([]);

    const before = legacyPages(legacy.navigation);
    const after = v2Pages(config.navigation);
    expect(before.length).toBeGreaterThan(0);
    // No legacy page is lost by design in these projects: the same pages, as often.
    expect([...after].sort()).toEqual([...before].sort());
    // Each section (tab, anchor) lists its pages in their legacy order.
    for (const section of sections(config.navigation as Record<string, Json>))
      expect(inOrder(v2Pages(section), before)).toBe(true);
    if (name === "CodSpeedHQ__prefect") {
      // The legacy tabs come in the order APIs & SDK, Integrations, Contribute, while the groups
      // list the Integrations pages before the API ones: both layouts show tab by tab, so the API
      // pages come before the Integrations pages in v2's document order.
      expect(after).not.toEqual(before);
      expect(after.indexOf("3.0rc/api-ref/python/index")).toBeLessThan(after.indexOf("integrations/integrations"));
    } else {
      expect(after).toEqual(before);
    }
  });

  test.each(present)("%s: the upgraded config passes docsgate's own config and navigation checks", (name) => {
    const root = path.join(CORPUS, name);
    const { config } = upgradeConfig(JSON.parse(readFileSync(path.join(root, "mint.json"), "utf8")));
    // The project as it would be with the upgraded docs.json written beside its pages.
    const project = loadProject(root);
    const source = new JsonSource("docs.json", JSON.stringify(config, null, 2) + "\n");
    const document = readConfigDocument(project.root, project.files, source);
    const upgraded: Project = {
      ...project,
      config: { status: "read", name: "docs.json", source, layout: "v2" },
      document,
      navigation: readV2Navigation(document, project.files),
    };
    const rules = PROJECT_RULES;
    const book = createRuleBook(
      rules.map((rule) => rule.meta),
      new Map(),
    );
    const errors = diagnose(runRules(upgraded, rules, book), book).filter((d) => d.severity === "error");
    expect(errors.map((d) => `${d.ruleId} ${d.line}:${d.column} ${d.message}`)).toEqual([]);
    expect(upgraded.navigation?.pages.length).toBeGreaterThan(0);
  });

  test.each(present)("%s: the navigation nests as Mintlify's own upgrade nests it", (name) => {
    const legacy = JSON.parse(readFileSync(path.join(CORPUS, name, "mint.json"), "utf8"));
    const mintlify = JSON.parse(
      JSON.stringify(
        upgradeToDocsConfig(validateMintConfig(legacy).data as Parameters<typeof upgradeToDocsConfig>[0], {
          shouldUpgradeTheme: true,
        }),
      ),
    );
    const ours = upgradeConfig(legacy).config.navigation as Record<string, Json>;
    if (name === "Cloudanix__docs") {
      // A deliberate difference: a topAnchor with a name and no icon keeps the legacy default icon
      // (book-open); Mintlify's upgrade leaves the anchor without an icon.
      expect((ours.anchors as Record<string, Json>[])[0]).toMatchObject({ anchor: "Overview", icon: "book-open" });
      delete (ours.anchors as Record<string, Json>[])[0]!.icon;
    }
    expect(ours).toEqual(mintlify.navigation);
  });
});
