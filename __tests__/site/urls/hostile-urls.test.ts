import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import { beforeAll, describe, expect, test } from "vitest";
import { safeUrl, shownUrl, srcsetUrls, styleProblem, urlProblem } from "../../../src/html/url-policy.js";
import { runSite } from "../../helpers/site-run.js";
import { tempProject } from "../../helpers/temp-project.js";

/** Every URL here is hostile; the numbers tell which writer let one through. */
const HOSTILE = {
  plain: "javascript:alert(1)",
  mixedCase: "JaVaScRiPt:alert(2)",
  tab: "java\tscript:alert(3)",
  control: "\u0001 javascript:alert(5)",
  html: "data:text/html,alert(6)",
  vb: "vbscript:msgbox(7)",
  file: "file:///etc/passwd",
  svg: "data:image/svg+xml,%3Csvg onload=alert(8)%3E",
};
const attr = (value: string) => `"${value}"`;

const CONFIG = {
  $schema: "https://mintlify.com/docs.json",
  theme: "mint",
  name: "Hostile",
  colors: { primary: "#0D9373" },
  logo: { light: HOSTILE.plain, dark: HOSTILE.svg, href: "javascript:alert(10)" },
  favicon: HOSTILE.html,
  background: { image: "javascript:alert(11)" },
  navbar: {
    links: [{ label: "Bad", href: "javascript:alert(12)" }],
    primary: { type: "button", label: "Go", href: "vbscript:msgbox(13)" },
  },
  footer: {
    socials: { x: "javascript:alert(14)" },
    links: [{ header: "More", items: [{ label: "Bad", href: "data:text/html,alert(15)" }] }],
  },
  navigation: {
    global: { anchors: [{ anchor: "Bad", href: "javascript:alert(16)", icon: "javascript:alert(17)" }] },
    groups: [{ group: "Start", pages: ["index"] }],
  },
};

const INDEX = `---
title: Hostile
description: Every place a page writes a URL, each with a hostile one.
---

[plain](${HOSTILE.plain}) [entity](&#106;avascript:alert(4)) [html](<${HOSTILE.html}>) [vb](${HOSTILE.vb}) [file](${HOSTILE.file})

![svg](<${HOSTILE.svg}>) ![ok](data:image/png;base64,iVBORw0KGgo=)

[reference][bad]

[bad]: javascript:alert(20)

<a href=${attr(HOSTILE.mixedCase)}>a</a> <a href=${attr(HOSTILE.tab)}>b</a> <a href=${attr(HOSTILE.control)}>c</a>

<img src=${attr(HOSTILE.html)} srcSet="javascript:alert(21) 1x, /ok.png 2x" alt="x" />

<video src="javascript:alert(22)" poster="javascript:alert(23)" />

<iframe src="javascript:alert(24)" />

<form action="javascript:alert(25)"><button formAction="javascript:alert(26)">x</button></form>

<div style={{ backgroundImage: "url(javascript:alert(27))" }}>styled</div>

<Card title="Card" icon="javascript:alert(28)" href="javascript:alert(29)" img="javascript:alert(30)">Body</Card>

<Card title="Svg icon" icon=${attr(HOSTILE.svg)}>Body</Card>

<script>alert(50)</script>

<img src="/ok.png" alt="ok" onError={"alert(51)"} />

<iframe srcDoc="<script>alert(52)</script>" title="x" />

<template><button onClick={"alert(53)"}>x</button></template>
`;

/** The URL attributes HTML has; `link` and media elements load images, everything else links. */
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "poster",
  "cite",
  "data",
  "background",
  "xlink:href",
  "ping",
]);

interface Found {
  file: string;
  element: string;
  attribute: string;
  value: string;
  problem: string;
}

/** Every attribute of every element of every HTML file under `dir` the policy refuses. */
function refusedAttributes(dir: string): Found[] {
  const found: Found[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    const walk = (node: any): void => {
      if (node.attribs) {
        for (const [attribute, value] of Object.entries<string>(node.attribs)) {
          const name = attribute.toLowerCase();
          const kind =
            name === "src" || name === "poster" || name === "srcset" || node.name === "link" ? "image" : "link";
          const urls =
            name === "srcset"
              ? srcsetUrls(value)
              : URL_ATTRIBUTES.has(name)
                ? [value]
                : name === "content" && /url=/i.test(value)
                  ? [value.replace(/^[^;]*;\s*url=/i, "")]
                  : [];
          const problems = urls.map((url) => urlProblem(kind, url));
          if (name === "style") problems.push(styleProblem(value));
          // Scripts read data-* attributes as URLs too: none may hold a script URL.
          if (/(?:java|vb)script:/i.test(value.replace(/[\u0000-\u0020]/g, ""))) problems.push("holds a script URL");
          const problem = problems.find(Boolean);
          if (problem) found.push({ file, element: node.name, attribute, value, problem });
        }
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(
      parseDocument(
        readFileSync(
          path.join(
            dir,
            entry.parentPath === dir ? entry.name : path.join(path.relative(dir, entry.parentPath), entry.name),
          ),
          "utf8",
        ),
      ),
    );
  }
  return found;
}

describe("the URL policy", () => {
  test("keeps web, mail and phone links, paths and fragments; raster data: URLs only for images", () => {
    for (const ok of [
      "https://example.test/a",
      "http://x.test",
      "mailto:a@b.test",
      "tel:+1",
      "/docs/a",
      "a/b",
      "../c",
      "#part",
      "?q=1",
      "//cdn.test/x.png",
      "",
    ])
      expect(safeUrl("link", ok)).toBe(ok);
    expect(safeUrl("image", "data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
    expect(safeUrl("link", "data:image/png;base64,AAAA")).toBeUndefined();
    for (const bad of Object.values(HOSTILE)) {
      expect(safeUrl("link", bad), bad).toBeUndefined();
      expect(safeUrl("image", bad), bad).toBeUndefined();
    }
    // An app's own scheme is an install or open link that published pages keep; it is no image.
    for (const app of ["slack://open", "cursor://anysphere.cursor-deeplink/mcp/install?name=x", "vscode:extension/x.y"])
      expect(safeUrl("link", app)).toBe(app);
    expect(urlProblem("image", "slack://open")).toBe(
      "uses the `slack:` scheme, which the site does not load images from",
    );
    // Half of a surrogate pair cannot be encoded into an address; a whole pair (an emoji) can.
    expect(urlProblem("link", "/guide\ud800")).toMatch(/half of a UTF-16 surrogate pair/);
    expect(urlProblem("image", "\udc00.png")).toMatch(/half of a UTF-16 surrogate pair/);
    expect(safeUrl("link", "/guide-\u{1f600}")).toBe("/guide-\u{1f600}");
    expect(shownUrl("/a\ud800")).toBe("/a\\ud800");
  });

  test("refuses CSS that loads a refused URL or runs a script", () => {
    expect(styleProblem("color: red; background: url(/a.png)")).toBeUndefined();
    expect(styleProblem("background: url('javascript:alert(1)')")).toBe("runs a script");
    expect(styleProblem("background: url(data:text/html,x)")).toMatch(/data: URL/);
    // CSS draws an SVG as an image, which never runs its script: Mintlify keeps such masks and backgrounds.
    expect(styleProblem(`mask: url("data:image/svg+xml,%3Csvg onload=alert(1)%3E")`)).toBeUndefined();
    expect(styleProblem("width: expression(alert(1))")).toBe("runs a script");
    expect(styleProblem("background: url(\\6a avascript:x)")).toMatch(/escapes/);
  });
});

describe("a project full of hostile URLs", () => {
  let outDir: string;
  let diagnostics: { ruleId: string; file: string; line: number; message: string; severity: string }[];
  beforeAll(async () => {
    const root = tempProject({
      "docs.json": JSON.stringify(CONFIG, null, 2),
      "index.mdx": INDEX,
      "ok.png": "png",
    });
    outDir = path.join(root, "_site");
    diagnostics = (await runSite(root, { outDir, basePath: "", links: false })).result.diagnostics;
  });

  test("the built site writes none of them into any attribute", () => {
    expect(refusedAttributes(outDir)).toEqual([]);
  });

  test("the built site holds no script, event handler or srcdoc of a page", () => {
    const pages = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name.endsWith(".html"),
    );
    for (const entry of pages) {
      const html = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
      expect(html, entry.name).not.toMatch(/alert\(5\d\)/);
      expect(html, entry.name).not.toMatch(/<[^>]*\s(?:on[a-z]+|srcdoc)=/i);
    }
  });

  test("check reports each piece of markup the build strips, once, at its element or attribute", () => {
    const markup = diagnostics.filter((d) => d.ruleId === "page/unsafe-html");
    expect(markup.every((d) => d.severity === "warning")).toBe(true);
    expect(markup.map((d) => `${d.file}:${d.line}`).sort()).toEqual([
      "index.mdx:30",
      "index.mdx:32",
      "index.mdx:34",
      "index.mdx:36",
    ]);
    expect(diagnostics.filter((d) => d.ruleId.startsWith("site/unsafe"))).toEqual([]);
  });

  test("a URL the site refuses is page/unsafe-url's alone, never a broken link", () => {
    expect(diagnostics.filter((d) => d.ruleId === "page/broken-link" || d.ruleId === "page/missing-asset")).toEqual([]);
  });

  test("check reports each docs.json URL the site drops at its value, unless the schema already refuses it", () => {
    const json = JSON.stringify(CONFIG, null, 2).split("\n");
    const lineOf = (value: string) => json.findIndex((line) => line.includes(JSON.stringify(value))) + 1;
    const config = diagnostics.filter((d) => d.ruleId === "config/unsafe-url");
    expect(config.every((d) => d.severity === "warning" && d.file === "docs.json")).toBe(true);
    const dropped = [
      HOSTILE.plain,
      HOSTILE.svg,
      "javascript:alert(10)",
      HOSTILE.html,
      "javascript:alert(11)",
      "javascript:alert(12)",
      "vbscript:msgbox(13)",
      "javascript:alert(16)",
      "javascript:alert(17)",
    ];
    expect(config.map((d) => d.line)).toEqual(dropped.map(lineOf).sort((a, b) => a - b));
    // footer.socials and footer.links must be https:// URLs: config/schema's errors, reported once.
    for (const value of ["javascript:alert(14)", "data:text/html,alert(15)"]) {
      expect(
        diagnostics.filter((d) => d.file === "docs.json" && d.line === lineOf(value)).map((d) => d.ruleId),
      ).toEqual(["config/schema"]);
    }
    expect(config.find((d) => d.line === lineOf("javascript:alert(10)"))!.message).toBe(
      "`logo.href`: the URL `javascript:alert(10)` runs a script, so the built site leaves it out. Use a web address or the path of a page instead.",
    );
  });

  test("check reports each dropped URL in a page at its line, as a warning with a fix hint", () => {
    const unsafe = diagnostics.filter((d) => d.ruleId === "page/unsafe-url");
    expect(unsafe.every((d) => d.severity === "warning")).toBe(true);
    expect(
      unsafe
        .filter((d) => d.file === "index.mdx")
        .map((d) => d.line)
        .sort((a, b) => a - b),
    ).toEqual([6, 6, 6, 6, 6, 8, 12, 14, 14, 14, 16, 16, 18, 18, 20, 22, 22, 24, 26, 26, 26, 28]);
    expect(unsafe.find((d) => d.line === 6)!.message).toBe(
      "The URL `javascript:alert(1)` runs a script, so docsgate's preview leaves it out; Mintlify hands some such URLs to the reader's browser as written. Link to a page or a web address instead.",
    );
  });
});
