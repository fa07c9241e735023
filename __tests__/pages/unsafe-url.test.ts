import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/unsafe-url";

describe("page/unsafe-url", () => {
  test("a data: frame shows on Mintlify, isolated from the site: a notice that only the preview leaves it out", () => {
    const text = `${FRONT}<iframe title="Quote" src="data:text/html;charset=utf-8,%3Cp%3EHello%3C%2Fp%3E" width="400" />\n\n<iframe title="Chart" src={"data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E"} />\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:23", "a.mdx:8:23"]);
    expect(found.map((d) => d.severity)).toEqual(["notice", "notice"]);
    expect(found[0]!.message).toBe(
      "Mintlify keeps the <iframe> src `data:text/html;charset=utf-8,%3Cp%3EH...` and the reader's browser shows it, in an isolated frame that cannot reach the site; docsgate's preview leaves data: URLs out, so the preview shows the frame empty.",
    );
  });

  test("script URLs in a frame, and data: URLs in links, images and components, stay warnings", () => {
    const text = `${FRONT}<iframe title="A" src="javascript:go()" />\n\n<iframe title="B" src="vbscript:go()" />\n\n<iframe title="C" src="file:///tmp/a.html" />\n\n<a href="data:text/html,x">x</a>\n\n<img src="data:image/svg+xml,%3Csvg%3E" alt="x" />\n\n<Frame src="data:text/html,x" />\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual([
      "a.mdx:6:19",
      "a.mdx:8:19",
      "a.mdx:10:19",
      "a.mdx:12:4",
      "a.mdx:14:6",
      "a.mdx:16:8",
    ]);
    expect(found.every((d) => d.severity === "warning")).toBe(true);
  });

  test("a raster data: image in a frame is kept by the preview too", () => {
    const text = `${FRONT}<iframe title="Dot" src="data:image/png;base64,iVBORw0KGgo=" />\n`;
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
  });
});
