import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/description";

describe("page/description", () => {
  test("a missing description is a warning at the opening ---", () => {
    const found = pageFindings(RULE, { "a.mdx": "---\ntitle: A\n---\n\nText.\n", "b.mdx": FRONT });
    expect(places(found)).toEqual(["a.mdx:1:1"]);
    expect(found[0]).toMatchObject({ severity: "warning", message: expect.stringContaining("no `description`") });
  });

  test("an empty description is reported at its value", () => {
    const found = pageFindings(RULE, { "a.mdx": "---\ntitle: A\ndescription: '  '\n---\n" });
    expect(places(found)).toEqual(["a.mdx:3:14"]);
    expect(found[0]!.message).toContain("is empty");
  });

  test("snippets and OpenAPI operation pages need none", () => {
    expect(
      pageFindings(RULE, { "snippets/a.mdx": "---\ntitle: A\n---\n", "b.mdx": "---\nopenapi: GET /users\n---\n" }),
    ).toEqual([]);
  });

  test("a page whose front matter sets url is a navigation link, never opened: it needs none", () => {
    expect(pageFindings(RULE, { "a.mdx": "---\ntitle: Status\nurl: https://status.example.com\n---\n" })).toEqual([]);
  });
});
