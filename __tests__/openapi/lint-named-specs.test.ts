import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject } from "../helpers/temp-project.js";
import { apiPage } from "./cross-context.js";

/** Enough `components` to push what follows past the first 64 KB, as a key-sorted spec does. */
const PADDING = Object.fromEntries(
  Array.from({ length: 400 }, (_, i) => [
    `Thing${i}`,
    { type: "object", description: `Thing number ${i}. ${"A long description. ".repeat(10)}` },
  ]),
);

/** A JSON spec whose keys are sorted: `openapi` comes after a long `components`. */
function sortedSpec(top: Record<string, unknown> = { openapi: "3.1.0" }): string {
  const paths = { "/users": { get: { summary: "List users", responses: { 200: { description: "The users." } } } } };
  return JSON.stringify(
    { components: { schemas: PADDING }, info: { title: "Acme", version: "1" }, ...top, paths },
    null,
    2,
  );
}

function newerConfig(navigation: Record<string, unknown> = { groups: [{ group: "API", pages: ["users"] }] }): string {
  return `${JSON.stringify({ name: "Acme", theme: "mint", navigation }, null, 2)}\n`;
}

/** The findings of the rules that say whether a spec was read, as `rule file: message start`. */
function findings(root: string): string[] {
  return check({ root })
    .diagnostics.filter((d) =>
      [
        "openapi/unknown-operation",
        "openapi/invalid-file",
        "openapi/info-license",
        "openapi/redocly-config",
        "openapi/redocly-unsupported",
      ].includes(d.ruleId),
    )
    .map((d) => `${d.ruleId} ${d.file}: ${d.message.slice(0, 60)}`);
}

describe("a spec named by a page or docs.json is read whole, not judged by its first bytes", () => {
  test("a page names a spec whose `openapi` comes late: it is linted, and the operation is found", () => {
    const root = tempProject({
      "docs.json": newerConfig(),
      "es/v2-openapi.json": sortedSpec(),
      "users.mdx": apiPage("openapi: /es/v2-openapi.json GET /users"),
    });
    expect(findings(root)).toEqual([
      "openapi/info-license es/v2-openapi.json: Info object should contain `license` field.",
    ]);
  });

  test("navigation held in a $ref file names it: it is linted", () => {
    const root = tempProject({
      "docs.json": newerConfig({ $ref: "navigation.json" }),
      "navigation.json": JSON.stringify({ groups: [{ group: "API", openapi: "specs/sorted.json" }] }),
      "specs/sorted.json": sortedSpec(),
    });
    expect(findings(root)).toEqual([
      "openapi/info-license specs/sorted.json: Info object should contain `license` field.",
    ]);
  });

  test("a page names a large JSON file that is no spec: the page is told so, not the file", () => {
    const root = tempProject({
      "docs.json": newerConfig(),
      "data/things.json": JSON.stringify({ components: PADDING, notes: "none" }),
      "users.mdx": apiPage("openapi: data/things.json GET /users"),
    });
    expect(findings(root)).toEqual([
      "openapi/unknown-operation users.mdx: `data/things.json` is not an OpenAPI file (it has no `openap",
    ]);
  });

  test("a page names a spec whose late version is a number: the file is reported, the page not judged", () => {
    const root = tempProject({
      "docs.json": newerConfig(),
      "specs/sorted.json": sortedSpec({ openapi: 3.1 }),
      "users.mdx": apiPage("openapi: specs/sorted.json GET /users"),
    });
    expect(findings(root)).toEqual([
      "openapi/invalid-file specs/sorted.json: specs/sorted.json gives `openapi: 3.1` as a number; write th",
    ]);
  });

  test("redocly.yaml's own problems are reported once, though the named spec is read in a second round", () => {
    const root = tempProject({
      "docs.json": newerConfig(),
      "openapi.yaml":
        "openapi: 3.1.0\ninfo:\n  title: Acme\n  version: '1'\n  license:\n    name: MIT\n    url: https://opensource.org/licenses/MIT\npaths: {}\n",
      "specs/sorted.json": sortedSpec(),
      "users.mdx": apiPage("openapi: specs/sorted.json GET /users"),
      "redocly.yaml": "plugins:\n  - ./plugin.cjs\n",
    });
    expect(findings(root)).toEqual([
      "openapi/redocly-unsupported redocly.yaml: The plugins in redocly.yaml are not run: docsgate never runs",
      "openapi/info-license specs/sorted.json: Info object should contain `license` field.",
    ]);
  });
});
