import { describe, expect, test } from "vitest";
import { activeKind, inertHtml, inertSvg, INERT_HTML_POLICY, svgActiveParts } from "../../../src/html/active-files.js";
import { check } from "../../../src/check.js";
import { page, tempProject } from "../../helpers/temp-project.js";

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

describe("active SVG and HTML files", () => {
  test("what in an SVG runs a script is found, and the published SVG holds none of it", () => {
    const svg = [
      `<svg ${SVG} xmlns:x="http://www.w3.org/1999/xlink" onload="alert(1)">`,
      "<svg:script xmlns:svg='http://www.w3.org/2000/svg'>alert(2)</svg:script>",
      '<a x:href=" javascript:alert(3)"><text>a &amp; b</text></a>',
      '<set attributeName="href" to="javascript:alert(4)"/>',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(5)"/></div></foreignObject>',
      '<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/><circle r="4" fill="red"/>',
      "</svg>",
    ].join("\n");
    expect(svgActiveParts(svg).map((part) => part.what)).toEqual([
      "an `onload` attribute",
      "a `<svg:script>` element",
      "a `x:href` that runs a script",
      "an animation that sets `href`",
      "a `<foreignObject>` element",
      "a `href` that is a data: URL of something other than a PNG, JPEG, GIF, WebP or AVIF image",
    ]);
    const inert = inertSvg(svg);
    expect(svgActiveParts(inert)).toEqual([]);
    expect(inert).not.toMatch(/script|alert|onload|onerror|foreignObject/i);
    expect(inert).toContain('<circle r="4" fill="red"/>');
    expect(inert).toContain("<text>a &amp; b</text>");
  });

  test("a doctype's entities: plain namespaces (Illustrator's) are kept as written; markup in one is taken out", () => {
    const illustrator = `<?xml version="1.0"?>\n<!DOCTYPE svg [\n  <!ENTITY ns_svg "http://www.w3.org/2000/svg">\n]>\n<svg xmlns="&ns_svg;"><rect width="1" height="1"/></svg>`;
    expect(svgActiveParts(illustrator)).toEqual([]);
    expect(inertSvg(illustrator)).toBe(illustrator);
    const hidden = `<!DOCTYPE svg [<!ENTITY s "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg ${SVG}>&s;</svg>`;
    expect(svgActiveParts(hidden).map((part) => part.what)).toEqual([
      "a doctype whose declarations can expand to markup",
    ]);
    expect(inertSvg(hidden)).toBe(`<svg ${SVG}>&amp;s;</svg>`);
  });

  test("an HTML file gets the inert policy before anything it holds, after its doctype", () => {
    expect(inertHtml("\uFEFF<!DOCTYPE html><script>alert(1)</script>")).toBe(
      `<!DOCTYPE html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${INERT_HTML_POLICY}"><script>alert(1)</script>`,
    );
    expect(inertHtml("<p>hi")).toMatch(/^<meta charset="utf-8"><meta http-equiv="Content-Security-Policy"/);
    expect(INERT_HTML_POLICY).toContain("script-src 'none'");
    expect(["a/b.HTM", "x.xhtml", "i.svg", "feed.xml", "i.png"].map(activeKind)).toEqual([
      "html",
      "html",
      "svg",
      "xml",
      undefined,
    ]);
  });
});

describe("page/active-file", () => {
  test("a page's link to an HTML file or an active SVG, and docs.json's active favicon, each at its place", () => {
    const root = tempProject({
      "docs.json": JSON.stringify(
        {
          name: "Acme",
          favicon: "/images/active.svg",
          logo: "/images/plain.svg",
          navigation: [{ group: "Start", pages: ["quickstart"] }],
        },
        null,
        2,
      ),
      "quickstart.mdx":
        page("Quickstart") +
        '\n[Demo](/files/demo.html), [flow](/images/active.svg), [plain](images/plain.svg).\n\n<Frame>\n  <img src="/images/active.svg" alt="Flow" />\n</Frame>\n',
      "files/demo.html": "<script>alert(1)</script>",
      "images/active.svg": `<svg ${SVG}>\n  <rect onclick="alert(1)"/>\n  <script>alert(2)</script>\n</svg>`,
      "images/plain.svg": `<svg ${SVG}><rect/></svg>`,
    });
    const found = check({ root }).diagnostics.filter((d) => d.ruleId === "page/active-file");
    expect(found.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity}`)).toEqual([
      "docs.json:3:14 warning",
      "quickstart.mdx:8:1 warning",
      "quickstart.mdx:8:27 warning",
    ]);
    expect(found[1]!.message).toMatch(
      /^The link leads to files\/demo\.html, an HTML file of the docs folder, not one of the site's pages: opened on its own, it runs on the docs site's origin/,
    );
    expect(found[2]!.message).toContain(
      "The link leads to images/active.svg, an SVG that holds an `onclick` attribute at line 2, a `<script>` element at line 3: opened on its own",
    );
    expect(found[2]!.message).toContain("docsgate's preview publishes it without them; remove them from the file.");
  });
});
