import { describe, expect, test } from "vitest";
import { pageFindings, places } from "./page-findings.js";

const RULE = "page/title";

describe("page/title", () => {
  test("a missing title is a warning at the opening ---", () => {
    const found = pageFindings(RULE, { "a.mdx": "---\ndescription: B.\n---\n\nText.\n" });
    expect(found).toEqual([
      expect.objectContaining({
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 4,
        severity: "warning",
        message: expect.stringContaining("no `title`"),
      }),
    ]);
  });

  test("an empty title is reported at its value", () => {
    const found = pageFindings(RULE, {
      "a.mdx": '---\ndescription: B.\ntitle: ""\n---\n',
      "b.mdx": "---\ntitle:\ndescription: B.\n---\n",
    });
    expect(places(found)).toEqual(["a.mdx:3:8", "b.mdx:2:1"]);
    expect(found.every((d) => d.message.includes("is empty"))).toBe(true);
  });

  test("a title that is not text says what it is", () => {
    const found = pageFindings(RULE, {
      "a.mdx": "---\ntitle: 2024\ndescription: B.\n---\n",
      "b.mdx": "---\ntitle: [A, B]\ndescription: B.\n---\n",
    });
    expect(places(found)).toEqual(["a.mdx:2:8", "b.mdx:2:8"]);
    expect(found.map((d) => d.message)).toEqual([
      expect.stringContaining("is a number"),
      expect.stringContaining("is a list"),
    ]);
  });

  test("a misspelt `Title` is left to page/frontmatter-key, which renames it", () => {
    const files = { "a.mdx": "---\nTitle: Setup\ndescription: B.\n---\n\nText.\n" };
    expect(pageFindings(RULE, files)).toEqual([]);
    expect(pageFindings("page/frontmatter-key", files).map((d) => d.fix?.text)).toEqual(["title"]);
  });

  test("a page that opens with its title as an h1 is left to page/heading-h1, which moves it", () => {
    const files = { "a.mdx": "---\ndescription: B.\n---\n\n# Setup\n\nText.\n" };
    expect(pageFindings(RULE, files)).toEqual([]);
    expect(places(pageFindings("page/heading-h1", files))).toEqual(["a.mdx:5:1"]);
  });

  test("a page built from an OpenAPI operation takes its title from the operation", () => {
    expect(pageFindings(RULE, { "a.mdx": '---\nopenapi: "GET /users"\n---\n' })).toEqual([]);
  });

  test("a manual API page (api:) still needs one", () => {
    expect(places(pageFindings(RULE, { "a.mdx": '---\napi: "GET /users"\ndescription: B.\n---\n' }))).toEqual([
      "a.mdx:1:1",
    ]);
  });

  test("snippets, pages without front matter and broken front matter are left to other rules", () => {
    const found = pageFindings(RULE, {
      "snippets/a.mdx": "---\ndescription: B.\n---\n",
      "b.mdx": "Text.\n",
      "c.mdx": "---\n- x\n---\n",
      "d.mdx": "---\ntitle: 'x\n---\n",
    });
    expect(found).toEqual([]);
  });

  test("a navigation link (url) labelled by its sidebarTitle needs no title; without one, the file name labels it", () => {
    const found = pageFindings(RULE, {
      "a.mdx": "---\nsidebarTitle: Status\nurl: https://status.example.com\n---\n",
      "b.mdx": "---\nurl: https://status.example.com\n---\n",
    });
    expect(places(found)).toEqual(["b.mdx:1:1"]);
    expect(found[0]!.message).toBe(
      "This page is a link in the navigation (its front matter sets `url`) and has no `title` or `sidebarTitle`, so Mintlify labels the link with a name made from the file name. Add a line such as `title: Status page`.",
    );
  });
});
