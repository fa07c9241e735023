import { isMap, isPair, isSeq, parseDocument, stringify, type Node } from "yaml";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { findDeepNesting, MAX_YAML_DEPTH } from "../../src/project/yaml-depth.js";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";

/**
 * One line of `depth` list markers, `- - - x`, as the fuzzer wrote it: the `yaml` package overflowed the stack at
 * 6,000.
 */
const compactList = (depth: number) => `${"- ".repeat(depth)}x`;
/** Lists in flow style, `[[[x]]]`. */
const flowList = (depth: number) => `${"[".repeat(depth)}x${"]".repeat(depth)}`;
/** Mappings by indentation, one space a level. */
const indented = (depth: number, from = 0) =>
  Array.from({ length: depth }, (_, i) => `${" ".repeat(from + i)}k${i}:`).join("\n") + " x";

const SPEC_HEAD = "openapi: 3.1.0\ninfo:\n  title: Acme API\n  version: 1.0.0\n";
const DEEP = 6_000;

/** A project with one sound page, one page naming a file that does not exist, and `files`. */
function projectWith(files: Record<string, string>, openapi?: string): string {
  const docs = JSON.parse(v2DocsJson(["index", "missing"]));
  if (openapi) docs.navigation.groups[0].openapi = openapi;
  return tempProject({ "docs.json": JSON.stringify(docs, null, 2), "index.mdx": page("Welcome"), ...files });
}

/** `rule file:line message` of each diagnostic, and whether the planted missing page is still reported. */
function findings(root: string) {
  const { diagnostics } = check({ root });
  return {
    all: diagnostics.map((d) => `${d.ruleId} ${d.file}:${d.line} ${d.message}`),
    missingPage: diagnostics.some((d) => d.file === "docs.json" && d.message.includes("missing")),
  };
}

describe("YAML nested thousands of levels deep gets one located problem, and the rest of the report stays", () => {
  test.each([
    ["one line of list markers", compactList(DEEP)],
    ["flow lists", `tokens: ${flowList(DEEP)}`],
  ])("in a style file: %s", (_, deep) => {
    const root = projectWith({
      ".docsgate/styles/nested.yml": `extends: existence\nmessage: "'%s' is nested."\nlevel: warning\n${deep}\ntokens:\n  - nested\n`,
    });
    const { all, missingPage } = findings(root);
    expect(all.filter((line) => line.includes("nested.yml"))).toEqual([
      expect.stringMatching(
        /^settings\/style-file \.docsgate\/styles\/nested\.yml:4 The style file nests lists and mappings more than 200 levels deep/,
      ),
    ]);
    expect(missingPage).toBe(true);
  });

  test("in a page's front matter", () => {
    const root = projectWith({
      "index.mdx": `---\ntitle: Welcome\ndescription: Where to start with the Acme API and what it offers.\nsteps: ${flowList(DEEP)}\n---\n\nText.\n`,
    });
    const { all, missingPage } = findings(root);
    expect(all.filter((line) => line.includes("index.mdx:"))).toEqual([
      expect.stringMatching(
        /^page\/frontmatter-syntax index\.mdx:4 .*nests lists and mappings more than 200 levels deep/,
      ),
    ]);
    expect(missingPage).toBe(true);
  });

  test("in an OpenAPI file", () => {
    // An anchor and its alias make the alias-bomb check parse the file with the `yaml` package.
    const spec = `${SPEC_HEAD}paths: {}\ncomponents:\n  schemas:\n    Own: &own\n      type: object\n    Copy: *own\n    Nested: ${flowList(DEEP)}\n`;
    const root = projectWith({ "openapi.yaml": spec }, "openapi.yaml");
    const { all, missingPage } = findings(root);
    expect(all.filter((line) => line.includes("openapi.yaml:"))).toEqual([
      expect.stringMatching(/^openapi\/invalid-file openapi\.yaml:11 .*nest/),
    ]);
    expect(missingPage).toBe(true);
  });

  test("in an OpenAPI file's `$ref`-ed file", () => {
    const spec = `${SPEC_HEAD}paths: {}\ncomponents:\n  schemas:\n    Deep:\n      $ref: ./deep.yaml\n`;
    const referred = `base: &base {type: string}\ncopy: *base\nitems: ${flowList(DEEP)}\n`;
    const root = projectWith({ "openapi.yaml": spec, "deep.yaml": referred }, "openapi.yaml");
    const { all, missingPage } = findings(root);
    expect(all.filter((line) => line.includes("deep.yaml"))).toEqual([
      expect.stringMatching(
        /^openapi\/invalid-file openapi\.yaml:9 The `\$ref` `\.\/deep\.yaml` is not followed: `deep\.yaml` \(line 3, column 207\) nests lists and mappings more than 200 levels deep/,
      ),
    ]);
    expect(missingPage).toBe(true);
  });

  test("in a JSON OpenAPI file, which JSON.parse reads at any depth", () => {
    const spec = `{"openapi": "3.1.0", "info": {"title": "Acme API", "version": "1.0.0"}, "paths": {},\n"components": {"examples": {"Deep": {"value": ${flowList(DEEP).replace("x", "1")}}}}}\n`;
    const root = projectWith({ "openapi.json": spec }, "openapi.json");
    const { missingPage } = findings(root);
    expect(missingPage).toBe(true);
  });

  test("in redocly.yaml", () => {
    const root = projectWith(
      {
        "redocly.yaml": `extends: [recommended]\nrules:\n  x: ${flowList(DEEP)}\n`,
        "openapi.yaml": `${SPEC_HEAD}paths:\n  /users:\n    get:\n      responses:\n        '200':\n          description: OK\n`,
      },
      "openapi.yaml",
    );
    const { all, missingPage } = findings(root);
    expect(all.filter((line) => line.includes("redocly.yaml:"))).toEqual([
      expect.stringMatching(
        /^openapi\/redocly-config redocly\.yaml:3 redocly\.yaml nests lists and mappings more than 200 levels deep.* docsgate uses redocly's recommended rules instead/,
      ),
    ]);
    // The spec is still linted, with redocly's recommended rules.
    expect(all.some((line) => line.startsWith("openapi/operation-operationId openapi.yaml:"))).toBe(true);
    expect(missingPage).toBe(true);
  });
});

/** How deep collections nest in a YAML text, by the `yaml` package's parse (for shallow texts). */
function depthOf(text: string): number {
  let deepest = 0;
  const stack: [Node | null | undefined, number][] = [[parseDocument(text).contents as Node, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!isMap(node) && !isSeq(node)) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const item of node.items as unknown[]) {
      if (isPair(item)) stack.push([item.key as Node, depth + 1], [item.value as Node, depth + 1]);
      else stack.push([item as Node, depth + 1]);
    }
  }
  return deepest;
}

/** The smallest limit the scan lets the text through at: its bound of the text's depth. */
function scannedDepth(text: string): number {
  let depth = 0;
  while (findDeepNesting(text, depth)) depth++;
  return depth;
}

describe("findDeepNesting: a scan, never below the real depth, and not above it for real layouts", () => {
  test.each([
    ["list markers on one line", compactList(250), 1, 401],
    ["flow lists", `a: ${flowList(250)}`, 1, 203],
    ["flow mappings", `a: ${"{b: ".repeat(250)}x${"}".repeat(250)}`, 1, 800],
    ["mappings by indentation", indented(250), 201, 201],
  ])("%s past the limit: located where the limit is passed", (_, text, line, column) => {
    expect(findDeepNesting(text)).toMatchObject({ line, column });
  });

  test.each([
    ["list markers on one line", compactList(MAX_YAML_DEPTH)],
    ["flow lists", flowList(MAX_YAML_DEPTH)],
    ["mappings by indentation", indented(MAX_YAML_DEPTH)],
    [
      "brackets in quotes, comments and block scalars",
      `a: "${"[".repeat(500)}"\nb: '${"{".repeat(500)}'\n# ${"- ".repeat(500)}\nc: |\n  ${"[".repeat(500)}\n  ${"- ".repeat(500)}\nd: x\n`,
    ],
  ])("%s at the limit: let through", (_, text) => {
    expect(findDeepNesting(text)).toBeUndefined();
  });

  test("the bound equals the depth the `yaml` package reads, in every layout it writes", () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const words = [
      "plain",
      "two words",
      "x: y",
      "- z",
      "[q]",
      "{r}",
      "'s'",
      '"t"',
      "#u",
      "line\nbreak",
      "  lead",
      "|",
      ">",
      "&a",
      "*b",
      "? k",
      "",
    ];
    const value = (depth: number): unknown => {
      if (depth === 0 || random() < 0.15)
        return random() < 0.3 ? Math.floor(random() * 100) : words[Math.floor(random() * words.length)];
      if (random() < 0.5) return Array.from({ length: 1 + Math.floor(random() * 3) }, () => value(depth - 1));
      return Object.fromEntries(
        Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) => [
          `${words[Math.floor(random() * words.length)]}${i}`,
          value(depth - 1),
        ]),
      );
    };
    for (let i = 0; i < 100; i++) {
      const data = value(2 + Math.floor(random() * 12));
      for (const text of [
        stringify(data),
        stringify(data, { indent: 1 }),
        stringify(data, { indentSeq: false }),
        stringify(data, { collectionStyle: "flow" }),
        JSON.stringify(data, null, 2),
      ]) {
        expect(scannedDepth(text), text).toBe(depthOf(text));
      }
    }
  });
});
