import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/frontmatter";

describe("page/frontmatter", () => {
  test("a page without front matter is a warning at 1:1", () => {
    const found = pageFindings(RULE, { "a.mdx": "Just text.\n", "b.mdx": FRONT + "Fine.\n" });
    expect(places(found)).toEqual(["a.mdx:1:1"]);
    expect(found[0]).toMatchObject({
      severity: "warning",
      message: expect.stringContaining("no front matter, so Mintlify makes its title from the file name"),
    });
  });

  test("Markdown pages need it too; snippets do not", () => {
    const found = pageFindings(RULE, { "a.md": "# Hello\n", "snippets/note.mdx": "A reusable note.\n" });
    expect(places(found)).toEqual(["a.md:1:1"]);
  });

  test("front matter the site cannot read is left to page/frontmatter-syntax", () => {
    const files = {
      "a.mdx": "\n\n---\ntitle: A\ndescription: B.\n---\n",
      "b.mdx": "---\n- a\n---\n",
      "c.mdx": "---\ntitle: 'A\n---\n",
    };
    expect(pageFindings(RULE, files)).toEqual([]);
  });

  test("valid front matter, even empty, reports nothing here", () => {
    expect(pageFindings(RULE, { "a.mdx": FRONT + "Text.\n", "b.mdx": "---\n---\n\nText.\n" })).toEqual([]);
  });
});
