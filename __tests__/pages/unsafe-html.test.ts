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
    // Mintlify keeps a block-level <script> (allowedComponents lists it) and drops a block-level <style>
    // (remarkMdxRemoveUnknownJsx); React writes no on… attribute; srcDoc is kept by Mintlify.
    expect(found[0]!.message).toBe(
      "Mintlify keeps <script> in the page, but docsgate's preview leaves it out, because a preview is built from pull requests and runs no scripts, stylesheets or embedded documents of its pages, so the preview shows the page without it. Put site-wide scripts and styles in a .js or .css file of the docs folder, which Mintlify adds to every page; an interactive example can be a video, a code block or a link.",
    );
    expect(found[1]!.message).toMatch(
      /^<style> is left out of the page by Mintlify, which drops a block-level element it does not know, and by docsgate's preview\. Remove it\./,
    );
    expect(found[2]!.message).toBe(
      "The `onClick` attribute on <button> never runs: React, which renders Mintlify's pages, writes no `on…` attribute into them and attaches only a function under its own event name (`onClick={handler}`), and docsgate's preview leaves it out too. Remove it, or give it a function defined in the page.",
    );
    expect(found[3]!.message).toMatch(
      /^Mintlify keeps the `srcDoc` attribute on <iframe>, but docsgate's preview leaves it out/,
    );
  });

  test("a handler given as code runs on Mintlify (React attaches it): a notice that only the preview lacks it", () => {
    const text = `${FRONT}export function openSearch() {}\n\n<button onClick={openSearch}>Search</button>\n\n<div onMouseOver={(e) => e.target.focus()}>x</div>\n\n<div onclick={openSearch}>y</div>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:8:9", "a.mdx:10:6", "a.mdx:12:6"]);
    expect(found.map((d) => d.severity)).toEqual(["notice", "notice", "warning"]);
    expect(found[0]!.message).toBe(
      "Mintlify runs the `onClick` handler on <button> (React attaches it when the page loads), but docsgate's preview leaves it out, because a preview is built from pull requests and runs no scripts, stylesheets or embedded documents of its pages, so the <button> does nothing in the preview.",
    );
    // React knows no `onclick` event: it attaches nothing under that name.
    expect(found[2]!.message).toMatch(/^The `onclick` attribute on <div> never runs/);
  });

  test("a data-block <script> (JSON-LD, JSON, a template) never runs nor shows: a notice that only the preview lacks it", () => {
    const text = `${FRONT}<script type="application/ld+json">{\`{"@type":"Product","name":"Kite"}\`}</script>\n\n<script type={"application/json"} id="prices">{"[1, 2]"}</script>\n\nHidden <script type="Text/Template">{"<b>x</b>"}</script> markup.\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:8:1", "a.mdx:10:8"]);
    expect(found.map((d) => d.severity)).toEqual(["notice", "notice", "notice"]);
    expect(found[0]!.message).toBe(
      'Mintlify keeps <script type="application/ld+json"> in the page as structured data that search engines read: a browser neither runs nor shows a script of that type. docsgate\'s preview leaves out every <script>, so the preview lacks this data but looks the same.',
    );
    expect(found[2]!.message).toMatch(/^Mintlify keeps <script type="Text\/Template"> in the page as data: /);
  });

  test("a <script> a browser runs stays a warning, whatever its type is spelled as", () => {
    const types = [
      'type="module"',
      'type=" TEXT/JavaScript "',
      'type="text/javascript; charset=utf-8"',
      'type=""',
      "type",
      'type="importmap"',
      "type={kind}",
      'type="speculationrules"',
    ];
    const text = `${FRONT}export const kind = "application/json";\n\n${types.map((type) => `<script ${type}>{"x()"}</script>`).join("\n\n")}\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(found).toHaveLength(types.length);
    expect(
      found.every((d) => d.severity === "warning" && d.message.startsWith("Mintlify keeps <script> in the page")),
    ).toBe(true);
  });

  test("an inline element Mintlify does not know is kept by Mintlify, and said so", () => {
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}Text <style>{"b { color: red }"}</style> here.\n` });
    expect(places(found)).toEqual(["a.mdx:6:6"]);
    expect(found[0]!.message).toMatch(/^Mintlify keeps <style> in the page, but docsgate's preview leaves it out/);
  });

  test("what a left-out element holds goes with it: reported once, at the element", () => {
    const text = `${FRONT}<template>\n  <button onClick={"x()"}>Go</button>\n</template>\n`;
    expect(places(pageFindings(RULE, { "a.mdx": text }))).toEqual(["a.mdx:6:1"]);
  });

  test("a .md page is MDX to Mintlify: its HTML elements are read as an .mdx page's", () => {
    const text = `${FRONT}<div align="center"\n     onclick="x()">\n  <meta httpEquiv="refresh" content="0" />\n</div>\n`;
    const found = pageFindings(RULE, { "a.md": text });
    expect(places(found)).toEqual(["a.md:7:6", "a.md:8:3"]);
    expect(found[1]!.message).toMatch(/^<meta> is left out of the page by Mintlify/);
  });

  test("an embed keeps the attributes players use; others are reported where the preview drops them, which Mintlify keeps", () => {
    const text = `${FRONT}<iframe src="https://www.youtube.com/embed/abc" title="Demo" width="560" height="315" frameBorder="0" referrerPolicy="strict-origin-when-cross-origin" allow="autoplay" allowFullScreen />\n\n<video src="/demo.mp4" title="Demo" controls crossOrigin="anonymous" name="player" />\n`;
    const found = pageFindings(RULE, { "a.mdx": text, "demo.mp4": "mp4" });
    expect(places(found)).toEqual(["a.mdx:8:70"]);
    expect(found[0]!.message).toBe(
      "Mintlify keeps the `name` attribute on <video>, but docsgate's preview leaves it out, keeping only the attributes of a player (src, size, title, controls, playback and loading) on a video, audio or frame; the preview shows the video without it.",
    );
  });

  test("markup a component draws as its icon is read as the page's own", () => {
    const text = `${FRONT}<Card title="Kite" icon={<svg viewBox="0 0 4 4"\n  onLoad="steal()"><script>steal()</script></svg>}>\nX\n</Card>\n\n<Card title="Logo" icon={<Logo onLoad="x()" />}>\nY\n</Card>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:7:3", "a.mdx:7:20"]);
    expect(found[0]!.message).toContain("The `onLoad` attribute on <svg> never runs");
    expect(found[1]!.message).toMatch(/^Mintlify keeps <script> in the page, but docsgate's preview leaves it out/);
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
    { markup: '<script type="application/ld+json">{"{}"}</script>', marker: /<script/ },
    { markup: "<noscript>Enable scripts</noscript>", marker: /Enable scripts/ },
    { markup: '<link rel="stylesheet" href="/a.css" />', marker: /<link/ },
    { markup: '<object data="/a.pdf" />', marker: /<object/ },
    { markup: '<div onMouseOver={"x()"}>t</div>', marker: /onmouseover/i },
    { markup: '<iframe title="t" src="https://x.test" name="f" />', marker: /name=/ },
    { markup: '<iframe title="t" src="https://x.test" frameBorder="0" />', marker: /frameborder=/ },
    { markup: '<video src="/a.mp4" controls muted />', marker: /muted/ },
    { markup: '<div className="x" title="t">t</div>', marker: /title="t"/ },
    { markup: '<Card title="c" icon={<svg onLoad="x()"><path d="M0" /></svg>}>t</Card>', marker: /onload/i },
    { markup: '<Card title="c" icon={<svg><script>x()</script></svg>}>t</Card>', marker: /<script/ },
    { markup: '<Card title="c" icon={<svg><path d="M0" /></svg>}>t</Card>', marker: /<path d="M0"/ },
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
