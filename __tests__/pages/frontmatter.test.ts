import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/frontmatter";

describe("page/frontmatter", () => {
  test("a page without front matter is a warning at 1:1", () => {
    const found = pageFindings(RULE, { "a.mdx": "Just text.\n", "b.mdx": FRONT + "Fine.\n" });
    expect(places(found)).toEqual(["a.mdx:1:1"]);
    expect(found[0]).toMatchObject({ severity: "warning", message: expect.stringContaining("no front matter") });
  });

  test("Markdown pages need it too; snippets do not", () => {
    const found = pageFindings(RULE, { "a.md": "# Hello\n", "snippets/note.mdx": "A reusable note.\n" });
    expect(places(found)).toEqual(["a.md:1:1"]);
  });

  test("blank lines above the opening --- are named as the cause", () => {
    const found = pageFindings(RULE, { "a.mdx": "\n\n---\ntitle: A\ndescription: B.\n---\n" });
    expect(places(found)).toEqual(["a.mdx:1:1"]);
    expect(found[0]!.message).toContain("Remove the blank lines above the opening `---`");
  });

  test("invalid YAML is reported at the YAML error's line and column", () => {
    const found = pageFindings(RULE, { "a.mdx": "---\ntitle: Setup\ndescription: 'Unclosed\n---\n\nText.\n" });
    expect(places(found)).toEqual(["a.mdx:3:23"]);
    expect(found[0]!.message).toContain("not closed");
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

  test("valid front matter, even empty, reports nothing here", () => {
    expect(pageFindings(RULE, { "a.mdx": FRONT + "Text.\n", "b.mdx": "---\n---\n\nText.\n" })).toEqual([]);
  });
});
