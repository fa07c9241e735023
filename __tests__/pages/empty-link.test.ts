import { describe, expect, test } from "vitest";
import { applyFix, FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/empty-link";

describe("page/empty-link", () => {
  test("an empty link at the end of a heading is a warning at the link, whose fix removes it", () => {
    const text = `${FRONT}## Charge models[](#charge-models "Direct link to heading")\n\nText.\n\n### Limits [ ](#limits)\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:17", "a.mdx:10:12"]);
    expect(found[0]).toMatchObject({ severity: "warning", endLine: 6, endColumn: 60 });
    expect(found[0]!.message).toContain("This heading holds a link with no text");
    expect(applyFix(text, found[0]!)).toContain("\n## Charge models\n");
    expect(applyFix(text, found[1]!)).toContain("\n### Limits\n");
  });

  test("an empty link in text, or an <a href> with nothing inside, is reported too", () => {
    const text = `${FRONT}See [](/setup) and [ ](/setup).\n\n<a href="/setup"></a>\n`;
    const found = pageFindings(RULE, { "a.mdx": text, "setup.mdx": FRONT });
    expect(places(found)).toEqual(["a.mdx:6:5", "a.mdx:6:20", "a.mdx:8:1"]);
    expect(found[0]!.message).toContain("This link has no text");
    expect(applyFix(text, found[0]!)).toContain("See  and");
  });

  test("a link with text, an image, code or a component inside, and an <a> without href, are fine", () => {
    const text = `${FRONT}[Setup](/setup) [![Logo](/logo.png)](/setup) [\`setup\`](/setup) [<Icon icon="book" />](/setup)\n\n<a name="top"></a>\n`;
    expect(pageFindings(RULE, { "a.mdx": text, "setup.mdx": FRONT, "logo.png": "png" })).toEqual([]);
  });
});
