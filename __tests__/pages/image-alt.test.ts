import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/image-alt";
const IMAGE = { "images/a.png": "png" };

describe("page/image-alt", () => {
  test("empty Markdown alt text and an <img> without alt are warnings at the image", () => {
    const text = `${FRONT}<Frame>\n  ![](/images/a.png)\n</Frame>\n\n<Frame>\n  <img src="/images/a.png" />\n</Frame>\n\n<Frame>\n  <img src="/images/a.png" alt="" />\n</Frame>\n`;
    const found = pageFindings(RULE, { ...IMAGE, "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:7:3", "a.mdx:11:3", "a.mdx:15:3"]);
    expect(found.map((d) => d.message)).toEqual([
      expect.stringContaining("empty alt text"),
      expect.stringContaining("no alt text"),
      expect.stringContaining("empty alt text"),
    ]);
    expect(found[0]).toMatchObject({ severity: "warning", message: expect.stringContaining("![...](/images/a.png)") });
  });

  test("blank alt text counts as empty", () => {
    expect(places(pageFindings(RULE, { ...IMAGE, "a.mdx": `${FRONT}![ ](/images/a.png)\n` }))).toEqual(["a.mdx:6:1"]);
  });

  test("alt text given, computed, or an image marked as decoration is fine", () => {
    const text = `${FRONT}![Chart](/images/a.png)\n\n<img src="/images/a.png" alt={chartLabel} />\n\n<img src="/images/a.png" role="presentation" />\n\n<img src="/images/a.png" {...props} />\n`;
    expect(pageFindings(RULE, { ...IMAGE, "a.mdx": text })).toEqual([]);
  });

  test("<img> elements in .md pages (MDX to Mintlify) are checked, at their own line", () => {
    const text = `${FRONT}<div>\n<img src="/images/a.png" alt="Chart" />\n<img src="/images/a.png" />\n</div>\n`;
    expect(places(pageFindings(RULE, { ...IMAGE, "a.md": text }))).toEqual(["a.md:8:1"]);
  });
});
