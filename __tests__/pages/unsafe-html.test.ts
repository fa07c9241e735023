import { describe, expect, test } from "vitest";
import { renderBody } from "../site/render/render.js";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/unsafe-html";

describe("page/unsafe-html", () => {
  test("scripts, styles, embeds and event handlers in an MDX page are warnings at the element or attribute, with a fix", () => {
    const text = `${FRONT}<script>{"alert(1)"}</script>\n\n<style>{"body { display: none }"}</style>\n\n<button type="button" onClick={"openChat()"}>Chat</button>\n\n<iframe title="Demo" srcDoc="<p>x</p>" />\n\n<embed src="/demo.swf" />\n\n<div dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:8:1", "a.mdx:10:23", "a.mdx:12:22", "a.mdx:14:1", "a.mdx:16:6"]);
    expect(found.every((d) => d.severity === "warning")).toBe(true);
    expect(found[0]!.message).toBe(
      "<script> is left out of the built site: pages hold no scripts, stylesheets or embedded objects. Remove it; the site's theme styles every page, and an interactive example can be a video, a code block or a link.",
    );
    expect(found[2]!.message).toBe(
      "The `onClick` attribute on <button> is left out of the built site: pages run no scripts. Remove it.",
    );
  });

  test("what a left-out element holds goes with it: reported once, at the element", () => {
    const text = `${FRONT}<template>\n  <button onClick={"x()"}>Go</button>\n</template>\n`;
    expect(places(pageFindings(RULE, { "a.mdx": text }))).toEqual(["a.mdx:6:1"]);
  });

  test("raw HTML in a Markdown page is reported at the line of the tag or attribute; a script's content is not read as markup", () => {
    const text = `${FRONT}<div align="center"\n     onclick="x()">\n<script>document.write("<img src=x onerror=y()>")</script>\n</div>\n\n> <meta http-equiv="refresh" content="0">\n`;
    const found = pageFindings(RULE, { "a.md": text });
    expect(places(found)).toEqual(["a.md:7:6", "a.md:8:1", "a.md:11:3"]);
    expect(found[0]!.message).toBe(
      "The `onclick` attribute on <div> is left out of the built site: pages run no scripts. Remove it.",
    );
  });

  test("an embed keeps the attributes players use; others are reported where the build drops them", () => {
    const text = `${FRONT}<iframe src="https://www.youtube.com/embed/abc" title="Demo" width="560" height="315" frameBorder="0" referrerPolicy="strict-origin-when-cross-origin" allow="autoplay" allowFullScreen />\n\n<video src="/demo.mp4" title="Demo" controls crossOrigin="anonymous" name="player" />\n`;
    const found = pageFindings(RULE, { "a.mdx": text, "demo.mp4": "mp4" });
    expect(places(found)).toEqual(["a.mdx:8:70"]);
    expect(found[0]!.message).toBe(
      "The `name` attribute on <video> is left out of the built site: a video, audio or frame keeps only the attributes of its player (src, size, title, controls, playback and loading). Remove it.",
    );
  });

  test("components, imported lowercase names and safe markup are fine", () => {
    const text = `${FRONT}import { chart } from "/snippets/chart.jsx";\n\n<chart onClick={"x()"} />\n\n<Card title="Go" href="/a">x</Card>\n\n<div className="note" style={{ color: "red" }}>x</div>\n\n<img src="/a.png" alt="A" />\n`;
    expect(
      pageFindings(RULE, { "a.mdx": text, "a.png": "png", "snippets/chart.jsx": "export const chart = () => null;\n" }),
    ).toEqual([]);
  });
});

/**
 * The renderer strips and the rule reports from the same policy: for every case, the build's
 * HTML lacks the marker exactly when check reports something.
 */
describe("the build strips exactly what check reports", () => {
  const CASES: { markup: string; marker: RegExp }[] = [
    { markup: '<script>{"x"}</script>', marker: /<script/ },
    { markup: "<noscript>Enable scripts</noscript>", marker: /Enable scripts/ },
    { markup: '<link rel="stylesheet" href="/a.css" />', marker: /<link/ },
    { markup: '<object data="/a.pdf" />', marker: /<object/ },
    { markup: '<div onMouseOver={"x()"}>t</div>', marker: /onmouseover/i },
    { markup: '<iframe title="t" src="https://x.test" name="f" />', marker: /name=/ },
    { markup: '<iframe title="t" src="https://x.test" frameBorder="0" />', marker: /frameborder=/ },
    { markup: '<video src="/a.mp4" controls muted />', marker: /muted/ },
    { markup: '<div className="x" title="t">t</div>', marker: /title="t"/ },
  ];
  for (const { markup, marker } of CASES) {
    test(markup, () => {
      const rendered = renderBody(markup, { "a.mp4": "mp4", "a.pdf": "pdf", "a.css": "css" }).page.html;
      const reported = pageFindings(RULE, {
        "a.mdx": `${FRONT}${markup}\n`,
        "a.mp4": "mp4",
        "a.pdf": "pdf",
        "a.css": "css",
      });
      expect(marker.test(rendered), rendered).toBe(reported.length === 0);
    });
  }
});
