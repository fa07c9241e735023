import { describe, expect, test } from "vitest";
import { applyFix, pageFindings, places } from "./page-findings.js";

const RULE = "page/frontmatter-key";

describe("page/frontmatter-key", () => {
  test("a near-miss key is a warning with the key it meant and a fix that renames it", () => {
    const text = "---\nTitle: Setup\ndescripton: Set it up.\nsidebar_title: Setup\n---\n\nText.\n";
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:2:1", "a.mdx:3:1", "a.mdx:4:1"]);
    expect(found.map((d) => d.message)).toEqual([
      expect.stringContaining("Did you mean `title`?"),
      expect.stringContaining("Did you mean `description`?"),
      expect.stringContaining("Did you mean `sidebarTitle`?"),
    ]);
    expect(found[0]).toMatchObject({ severity: "warning", endLine: 2, endColumn: 6 });
    const fixed = found.reduceRight((current, d) => applyFix(current, d), text);
    expect(fixed).toBe("---\ntitle: Setup\ndescription: Set it up.\nsidebarTitle: Setup\n---\n\nText.\n");
  });

  test("a quoted key keeps its quotes", () => {
    const text = '---\n"Description": About it.\ntitle: A\n---\n';
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(applyFix(text, found[0]!)).toBe('---\n"description": About it.\ntitle: A\n---\n');
  });

  test("when the meant key is also set, there is no rename fix", () => {
    const found = pageFindings(RULE, { "a.mdx": "---\ntitle: A\nTitle: B\ndescription: C.\n---\n" });
    expect(places(found)).toEqual(["a.mdx:3:1"]);
    expect(found[0]!.fix).toBeUndefined();
    expect(found[0]!.message).toContain("which is also set");
  });

  test("two near-misses of one key: only the first gets the rename fix", () => {
    const found = pageFindings(RULE, { "a.mdx": "---\nTitle: A\nTITLE: B\ndescription: C.\n---\n" });
    expect(places(found)).toEqual(["a.mdx:2:1", "a.mdx:3:1"]);
    expect(found.map((d) => d.fix !== undefined)).toEqual([true, false]);
  });

  test("known keys, other site builders' keys, meta tags and unrelated keys are not reported", () => {
    const text = [
      "---",
      "title: A",
      "description: B.",
      "sidebarTitle: A",
      "icon: rocket",
      "openapi-schema: User",
      "slug: a",
      "sidebar_label: A",
      "tags: [x]",
      '"og:image": /og.png',
      "code: 1",
      "customerTier: gold",
      "---",
      "",
    ].join("\n");
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
  });
});
