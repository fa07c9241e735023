import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";

/**
 * A "billion laughs": each level an anchored list of ten aliases of the level before, so nine
 * levels written in under 1 KB expand to a billion nodes. The first alias that adds too much is
 * `*e` on line 6, the level whose copies pass a million.
 */
function bomb(levels = 9): string {
  const names = "abcdefghij";
  const lines = [`${names[0]}: &${names[0]} [${Array(10).fill('"lol"').join(", ")}]`];
  for (let i = 1; i < levels; i++)
    lines.push(
      `${names[i]}: &${names[i]} [${Array(10)
        .fill(`*${names[i - 1]}`)
        .join(", ")}]`,
    );
  return lines.join("\n") + "\n";
}

const SPEC_HEAD = "openapi: 3.1.0\ninfo:\n  title: Acme API\n  version: 1.0.0\npaths: {}\n";

/** A project with one sound page, one page naming a file that does not exist, and `files`. */
function projectWith(files: Record<string, string>, openapi?: string): string {
  const docs = JSON.parse(v2DocsJson(["index", "missing"]));
  if (openapi) docs.navigation.groups[0].openapi = openapi;
  return tempProject({ "docs.json": JSON.stringify(docs, null, 2), "index.mdx": page("Welcome"), ...files });
}

/** `rule file:line` of each diagnostic, and whether the planted missing page is still reported. */
function findings(root: string) {
  const { diagnostics } = check({ root });
  return {
    all: diagnostics.map((d) => `${d.ruleId} ${d.file}:${d.line} ${d.message}`),
    missingPage: diagnostics.some((d) => d.file === "docs.json" && d.message.includes("missing")),
  };
}

describe("YAML alias bombs get one located problem, and the rest of the report stays", () => {
  test("in an OpenAPI file", () => {
    const root = projectWith({ "openapi.yaml": SPEC_HEAD + bomb() }, "openapi.yaml");
    const { all, missingPage } = findings(root);
    expect(all.filter((line) => line.includes("openapi.yaml:"))).toEqual([
      expect.stringMatching(
        /^openapi\/invalid-file openapi\.yaml:11 openapi\.yaml expands to more than 1,000,000 nodes through YAML aliases/,
      ),
    ]);
    expect(missingPage).toBe(true);
  });

  test("in a file an OpenAPI file reaches through `$ref`", () => {
    const spec = SPEC_HEAD.replace(
      "paths: {}\n",
      "paths: {}\ncomponents:\n  schemas:\n    Laughs:\n      $ref: ./laughs.yaml\n",
    );
    const root = projectWith({ "openapi.yaml": spec, "laughs.yaml": bomb() }, "openapi.yaml");
    const { all, missingPage } = findings(root);
    expect(all.filter((line) => line.includes("laughs.yaml"))).toEqual([
      expect.stringMatching(
        /^openapi\/invalid-file openapi\.yaml:9 .*laughs\.yaml.* expands to more than 1,000,000 nodes/,
      ),
    ]);
    expect(missingPage).toBe(true);
  });

  test("in a page's front matter", () => {
    const root = projectWith({
      "index.mdx": `---\ntitle: Welcome\ndescription: Where to start with the Acme API and what it offers.\n${bomb()}---\n\nText.\n`,
    });
    const { all, missingPage } = findings(root);
    expect(all.filter((line) => line.includes("index.mdx:"))).toEqual([
      expect.stringMatching(/^page\/frontmatter-syntax index\.mdx:9 .*more than 1,000,000 nodes/),
    ]);
    expect(missingPage).toBe(true);
  });

  test("in a style file", () => {
    const style = `extends: existence\nmessage: Avoid '%s'.\n${bomb()}tokens: *i\n`;
    const root = projectWith({ ".docsgate/styles/laughs.yml": style });
    const { all, missingPage } = findings(root);
    expect(all.filter((line) => line.includes("laughs.yml"))).toEqual([
      expect.stringMatching(/^settings\/style-file \.docsgate\/styles\/laughs\.yml:8 .*more than 1,000,000 nodes/),
    ]);
    expect(missingPage).toBe(true);
  });

  test("in redocly.yaml", () => {
    const root = projectWith(
      {
        "redocly.yaml": `extends: [recommended]\n${bomb()}`,
        "openapi.yaml": SPEC_HEAD.replace(
          "paths: {}",
          "paths:\n  /users:\n    get:\n      responses:\n        '200':\n          description: OK",
        ),
      },
      "openapi.yaml",
    );
    const { all, missingPage } = findings(root);
    expect(all.filter((line) => line.includes("redocly.yaml:"))).toEqual([
      expect.stringMatching(/^openapi\/redocly-config redocly\.yaml:7 .*more than 1,000,000 nodes/),
    ]);
    // The spec is still linted, with redocly's recommended rules.
    expect(all.some((line) => line.startsWith("openapi/operation-operationId openapi.yaml:"))).toBe(true);
    expect(missingPage).toBe(true);
  });
});
