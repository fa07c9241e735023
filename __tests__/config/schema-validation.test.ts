import { describe, expect, test } from "vitest";
import { JsonSource } from "../../src/project/json-source.js";
import { pointerToPath, schemaFindings } from "../../src/config/schema-validation.js";

describe("pointerToPath", () => {
  test("decodes ~1 and ~0 and turns array indexes into numbers", () => {
    const value = { "a/b": { "c~d": [{ "0": true }] } };
    expect(pointerToPath("/a~1b/c~0d/0/0", value)).toEqual(["a/b", "c~d", 0, "0"]);
    expect(pointerToPath("", value)).toEqual([]);
  });
});

describe("schemaFindings", () => {
  test("validates each file once, however many rules ask", () => {
    const source = new JsonSource("docs.json", '{ "name": 1, "navigation": [{ "group": "A", "pages": ["a"] }] }');
    const first = schemaFindings(source);
    expect(first.map((f) => [f.error.keyword, f.path])).toEqual([["type", ["name"]]]);
    expect(schemaFindings(source)).toBe(first);
  });

  test("a key with a slash is placed by its decoded path", () => {
    const source = new JsonSource(
      "docs.json",
      '{ "name": "Acme", "navigation": [], "footerSocials": { "git/hub": "https://github.com/acme" } }',
    );
    const finding = schemaFindings(source).find((f) => f.error.keyword === "additionalProperties");
    expect(finding?.path).toEqual(["footerSocials"]);
    expect(source.rangeOf(["footerSocials", "git/hub"], "key").column).toBe(56);
  });
});
