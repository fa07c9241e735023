import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/image-frame";
const IMAGE = { "images/a.png": "png" };

describe("page/image-frame", () => {
  test("a Markdown image or <img> outside a <Frame> is a warning at the image", () => {
    const found = pageFindings(RULE, {
      ...IMAGE,
      "a.mdx": `${FRONT}![Chart](/images/a.png)\n\n<Note>\n  <img src="/images/a.png" alt="Chart" />\n</Note>\n`,
    });
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:9:3"]);
    expect(found[0]).toMatchObject({
      severity: "warning",
      endLine: 6,
      endColumn: 24,
      message: expect.stringContaining("not inside a `<Frame>`"),
    });
  });

  test("images inside a <Frame>, at any depth, are fine", () => {
    const text = `${FRONT}<Frame caption="Chart">\n  ![Chart](/images/a.png)\n</Frame>\n\n<Frame>\n  <div>\n    <img src="/images/a.png" alt="Chart" />\n  </div>\n</Frame>\n`;
    expect(pageFindings(RULE, { ...IMAGE, "a.mdx": text })).toEqual([]);
  });

  test("an <img> laid out by its own className or style (a light and dark pair) is the author's, not the rule's", () => {
    const text = `${FRONT}<img className="block dark:hidden" src="/images/a.png" alt="Light" />\n\n<img className="hidden dark:block" src="/images/a.png" alt="Dark" />\n\n<img style={{ width: 80 }} src="/images/a.png" alt="Logo" />\n\n<img src="/images/a.png" alt="Plain" />\n`;
    expect(places(pageFindings(RULE, { ...IMAGE, "a.mdx": text }))).toEqual(["a.mdx:12:1"]);
  });

  test("an icon inside a sentence and a linked badge are not framed images", () => {
    const text = `${FRONT}Click ![gear](/images/a.png) to open settings.\n\n[![Build status](/images/a.png)](https://ci.example.com)\n`;
    expect(pageFindings(RULE, { ...IMAGE, "a.mdx": text })).toEqual([]);
  });

  test("a Tile's preview is part of its link, not a framed image", () => {
    const text = `${FRONT}<Tile href="/a" title="A">\n  ![Preview](/images/a.png)\n</Tile>\n`;
    expect(pageFindings(RULE, { ...IMAGE, "a.mdx": text })).toEqual([]);
  });

  test("in .md pages (MDX to Mintlify), <img> counts, and <Frame> wraps", () => {
    const text = `${FRONT}<img src="/images/a.png" alt="Chart" />\n\n<Frame>\n\n![Chart](/images/a.png)\n\n</Frame>\n`;
    expect(places(pageFindings(RULE, { ...IMAGE, "a.md": text }))).toEqual(["a.md:6:1"]);
  });
});
