import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { docsJson, tempProject } from "../helpers/temp-project.js";
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

  test("a description near-miss is left to this rule alone", () => {
    const files = { "a.mdx": "---\ntitle: A\nDescription: B.\n---\n" };
    expect(pageFindings("page/description", files)).toEqual([]);
    expect(places(pageFindings(RULE, files))).toEqual(["a.mdx:3:1"]);
  });

  test("Docusaurus keys name what Mintlify does instead, with a fix where one is safe", () => {
    const text = [
      "---",
      "title: Load balancers",
      "description: B.",
      "sidebar_label: Balancers",
      "slug: /networking/balancers",
      "pagination_label: Balancers",
      "id: lb-overview",
      "hide_title: true",
      "sidebar_class_name: beta",
      "hide_table_of_contents: true",
      "unlisted: true",
      "draft: true",
      "---",
      "",
      "Text.",
      "",
    ].join("\n");
    const found = pageFindings(RULE, { "guides/lb.mdx": text });
    expect(found.map((d) => `${d.line} ${d.message.split(": ")[0]}`)).toEqual([
      "4 Mintlify does not read the front matter key `sidebar_label`",
      "5 Mintlify does not read the front matter key `slug`",
      "6 Mintlify does not read the front matter key `pagination_label`",
      "7 Mintlify does not read the front matter key `id`",
      "8 Mintlify does not read the front matter key `hide_title`",
      "9 Mintlify does not read the front matter key `sidebar_class_name`",
      "10 Mintlify does not read the front matter key `hide_table_of_contents`",
      "11 Mintlify does not read the front matter key `unlisted`",
      "12 Mintlify does not read the front matter key `draft`",
    ]);
    expect(found.every((d) => d.severity === "warning")).toBe(true);
    expect(found[0]!.message).toContain(
      "the navigation shows the page's title, not this label. Rename it to `sidebarTitle`.",
    );
    expect(found[1]!.message).toContain(
      "the page's URL is its file path, /guides/lb, not /networking/balancers. Rename the file to give it the URL you want, or add a redirect from /networking/balancers in docs.json.",
    );
    expect(found[2]!.message).toContain("the previous and next links show the linked page's title");
    expect(found.map((d) => d.fix?.text)).toEqual([
      "sidebarTitle",
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      "mode: wide",
      "hidden",
      undefined,
    ]);
    const fixed = found.reduceRight(
      (current, d) => (d.fix ? current.slice(0, d.fix.start) + d.fix.text + current.slice(d.fix.end) : current),
      text,
    );
    expect(fixed).toContain("sidebarTitle: Balancers\n");
    expect(fixed).toContain("\nmode: wide\nhidden: true\n");
  });

  test("Docusaurus keys that change nothing are left alone: the slug and id of the file itself (in any case or separators), a label equal to the title", () => {
    const text =
      '---\nslug: "lb"\ntitle: Load balancers\nsidebar_label: "Load balancers"\nid: lb\nhide_title: false\n---\n\nText.\n';
    const index = "---\ntitle: Networking\nslug: /guides\n---\n";
    const cased = '---\ntitle: Cloud formation\nslug: "Cloud Formation"\n---\n';
    expect(
      pageFindings(RULE, { "guides/lb.mdx": text, "guides/index.mdx": index, "guides/cloud_formation.mdx": cased }),
    ).toEqual([]);
  });

  test("sidebar_position is reported only on a page docs.json does not list: where it lists the page, that place is shown", () => {
    const page = "---\ntitle: A\ndescription: B.\nsidebar_position: 3\n---\n";
    const root = tempProject({ "docs.json": docsJson(["listed"]), "listed.mdx": page, "unlisted.mdx": page });
    const found = check({ root }).diagnostics.filter((d) => d.ruleId === RULE);
    expect(places(found)).toEqual(["unlisted.mdx:4:1"]);
    // No reader reaches the unlisted page, so the finding there is a notice that says so.
    expect(found[0]!.message).toMatch(
      /^Mintlify does not read the front matter key `sidebar_position`: the navigation follows the order of the `pages` lists in docs\.json\. Put the page in its place there, and remove this field\. No navigation group lists this page/,
    );
  });

  test("no rename fix when the Mintlify key is set already", () => {
    const text = "---\ntitle: A\nsidebarTitle: B\nsidebar_label: C\nmode: custom\nhide_table_of_contents: true\n---\n";
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(found.map((d) => d.fix)).toEqual([undefined, undefined]);
    expect(found[0]!.message).toContain(
      "the navigation shows the page's `sidebarTitle`, not this label. Remove this field.",
    );
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
