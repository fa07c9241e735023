import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { MAX_JSON_DEPTH } from "../../src/project/json-source.js";
import { runSite } from "../helpers/site-run.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { page, tempProject } from "../helpers/temp-project.js";

const RULE = "config/too-deep";

/** `levels` groups, each one the only entry of its parent's `pages`, the innermost holding "index". */
function nestedGroups(levels: number): string {
  let text = '"index"';
  for (let i = levels; i > 0; i--) text = `{"group":"g${i}","pages":[${text}]}`;
  return text;
}

/**
 * The column of the value that opens level MAX_JSON_DEPTH + 1, on the line after the root object's first line, which
 * begins with `prefix`.
 */
function cutColumn(prefix: string): number {
  const openers = (text: string) => [...text.matchAll(/[[{]/g)].map((match) => match.index);
  const inside = openers(nestedGroups(MAX_JSON_DEPTH));
  return prefix.length + inside[MAX_JSON_DEPTH - 1 - openers(prefix).length]! + 1;
}

const legacy = (levels: number) => ({
  "mint.json": `{"name":"Acme","colors":{"primary":"#0D9373"},"favicon":"/favicon.svg",\n"navigation":[${nestedGroups(levels)}]}\n`,
});
const v2 = (levels: number) => ({
  "docs.json": `{"$schema":"https://mintlify.com/docs.json","theme":"mint","name":"Acme","colors":{"primary":"#0D9373"},\n"navigation":{"groups":[${nestedGroups(levels)}]}}\n`,
});

function project(config: Record<string, string>): string {
  return tempProject({
    ...config,
    "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "index.mdx": page("Home"),
    // A page with a problem of its own: it must still be reported.
    "broken.mdx": "---\ntitle: Broken\ndescription: A page whose component is never closed.\n---\n\n<Note>\n",
  });
}

const ids = (diagnostics: readonly Diagnostic[]) => [...new Set(diagnostics.map((d) => d.ruleId))].sort();

describe("config/too-deep", () => {
  describe.each([
    ["legacy mint.json", legacy, "mint.json", '"navigation":['],
    ["v2 docs.json", v2, "docs.json", '"navigation":{"groups":['],
  ] as const)("%s", (_layout, config, file, prefix) => {
    test.each([2_000, 10_000, 100_000])(
      "groups nested %i deep: one located error where the limit is passed, and every page still checked",
      (levels) => {
        const result = check({ root: project(config(Math.floor(levels / 2))) });
        const deep = result.diagnostics.filter((d) => d.ruleId === RULE);
        expect(deep.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual([`${file}:2:${cutColumn(prefix)}`]);
        expect(deep[0]!.severity).toBe("error");
        expect(deep[0]!.message).toMatch(/more than 500 levels/);
        expect(result.diagnostics.some((d) => d.file === "broken.mdx")).toBe(true);
        // The cut part is left out: no schema, navigation or orphan findings echo it (mint.json's own name gets its
        // notice).
        expect(
          ids(result.diagnostics.filter((d) => d.file !== "broken.mdx" && d.ruleId !== "config/legacy-file")),
        ).toEqual([RULE]);
      },
    );

    test("the site builds from the part that was read", async () => {
      const { result, built } = await runSite(project(config(50_000)), { basePath: "", links: false });
      expect(built.pages).toBeGreaterThan(0);
      expect(result.diagnostics.filter((d) => d.ruleId === RULE)).toHaveLength(1);
    });
  });

  test("a depth reached through $ref is counted across the files, and placed in the file that passes it", () => {
    const half = MAX_JSON_DEPTH / 2 + 10;
    const root = project({
      "docs.json": `{"$schema":"https://mintlify.com/docs.json","theme":"mint","name":"Acme","colors":{"primary":"#0D9373"},\n"navigation":{"groups":[{"group":"Start","pages":["index"]}],"global":{"anchors":[{"anchor":"Deep","href":"https://example.com","x":${"[".repeat(half)}{"$ref":"deep.json"}${"]".repeat(half)}}]}}}\n`,
      "deep.json": `{\n"inner": ${"[".repeat(half)}${"]".repeat(half)}\n}\n`,
    });
    const deep = check({ root }).diagnostics.filter((d) => d.ruleId === RULE);
    expect(deep.map((d) => `${d.file}:${d.line}`)).toEqual(["deep.json:2"]);
    expect(deep[0]!.message).toMatch(/\$ref/);
  });

  test("a config at the limit is read whole and reports nothing", () => {
    const root = project(legacy((MAX_JSON_DEPTH - 2) / 2));
    const result = check({ root });
    expect(result.diagnostics.filter((d) => d.ruleId === RULE)).toEqual([]);
  });
});
