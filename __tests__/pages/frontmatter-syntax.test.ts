import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/frontmatter-syntax";

describe("page/frontmatter-syntax", () => {
  test("blank lines above the opening --- are an error at the block, since it renders as text", () => {
    const found = pageFindings(RULE, { "a.mdx": "\n\n---\ntitle: A\ndescription: B.\n---\n" });
    expect(places(found)).toEqual(["a.mdx:3:1"]);
    expect(found[0]).toMatchObject({
      severity: "error",
      endColumn: 4,
      message: expect.stringContaining(
        "does not start on the first line, so the site does not read it and shows its fields as text",
      ),
    });
  });

  test("a block below imports or a comment is not front matter either", () => {
    const files = {
      "a.mdx": 'import Intro from "/snippets/intro.mdx";\n\n---\ntitle: A\n---\n\n<Intro />\n',
      "b.mdx": "{/* draft */}\n---\ntitle: B\n---\n",
      "snippets/intro.mdx": "Intro.\n",
    };
    expect(places(pageFindings(RULE, files))).toEqual(["a.mdx:3:1", "b.mdx:2:1"]);
  });

  test("a thematic break after text, or a --- block without a key line, is no front matter", () => {
    const files = {
      "a.mdx": `${FRONT}Text.\n\n---\n\nMore.\n`,
      "b.mdx": "\n---\n\nText.\n\n---\n",
      "c.mdx": "Intro.\n---\ntitle: x\n---\n",
    };
    expect(pageFindings(RULE, files)).toEqual([]);
  });

  test("invalid YAML is reported at the YAML error's line and column", () => {
    const found = pageFindings(RULE, { "a.mdx": "---\ntitle: Setup\ndescription: 'Unclosed\n---\n\nText.\n" });
    expect(places(found)).toEqual(["a.mdx:3:23"]);
    expect(found[0]).toMatchObject({ severity: "error", message: expect.stringContaining("not closed") });
  });

  test("a value with ': ' in it points at that line", () => {
    const found = pageFindings(RULE, { "a.mdx": "---\ntitle: Step 1: install\ndescription: B.\n---\n" });
    expect(places(found)).toEqual(["a.mdx:2:8"]);
    expect(found[0]!.message).toContain("not valid YAML");
  });

  test("a key set twice is named as such, at the second one", () => {
    const found = pageFindings(RULE, { "a.mdx": "---\ntitle: A\ndescription: B.\ntitle: C\n---\n" });
    expect(places(found)).toEqual(["a.mdx:4:1"]);
    expect(found[0]!.message).toContain("same key twice");
  });

  test("a YAML list is not a set of fields", () => {
    const found = pageFindings(RULE, { "a.mdx": "---\n- title: A\n- description: B.\n---\n" });
    expect(places(found)).toEqual(["a.mdx:2:1"]);
    expect(found[0]!.message).toContain("a YAML list");
  });

  test("a single value is not a set of fields either", () => {
    const found = pageFindings(RULE, { "a.mdx": "---\nJust a title\n---\n" });
    expect(found.map((d) => d.message)).toEqual([expect.stringContaining("a single value")]);
  });

  test("a broken snippet front matter is still reported", () => {
    expect(places(pageFindings(RULE, { "snippets/x.mdx": "---\n- a\n---\n" }))).toEqual(["snippets/x.mdx:2:1"]);
  });

  test("valid front matter, even empty, and a page without any report nothing here", () => {
    expect(
      pageFindings(RULE, { "a.mdx": FRONT + "Text.\n", "b.mdx": "---\n---\n\nText.\n", "c.mdx": "Text.\n" }),
    ).toEqual([]);
  });
});
