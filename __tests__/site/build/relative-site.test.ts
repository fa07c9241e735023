import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { relativeCss, relativeDocument } from "../../../src/site/output/relative-html.js";
import { writeRelativeSite } from "../../../src/site/output/relative-site.js";
import { RelativeUrls } from "../../../src/site/output/relative-url.js";
import { PAGE_POLICY_META } from "../../../src/site/security/content-security-policy.js";

const FILES = new Set([
  "index.html",
  "guides/setup/index.html",
  "guides/a b/index.html",
  "images/chart.png",
  "files/report",
  "_docsgate/theme.css",
]);
const urls = new RelativeUrls("/repo/pr-preview/pr-7", FILES);

describe("RelativeUrls", () => {
  it("reads the site's URLs from the document's folder, a folder's as its index.html", () => {
    const from = "guides/setup/index.html";
    expect(urls.from(from, "/repo/pr-preview/pr-7/_docsgate/theme.css")).toBe("../../_docsgate/theme.css");
    expect(urls.from(from, "/repo/pr-preview/pr-7/")).toBe("../../index.html");
    expect(urls.from(from, "/repo/pr-preview/pr-7")).toBe("../../index.html");
    expect(urls.from(from, "/repo/pr-preview/pr-7/guides/setup/#steps")).toBe("index.html#steps");
    expect(urls.from("index.html", "/repo/pr-preview/pr-7/guides/a%20b/?x=1")).toBe("guides/a%20b/index.html?x=1");
    // Without the slash: the folder's index.html when there is no file of that name.
    expect(urls.from("index.html", "/repo/pr-preview/pr-7/guides/setup")).toBe("guides/setup/index.html");
    expect(urls.from("index.html", "/repo/pr-preview/pr-7/files/report")).toBe("files/report");
    expect(urls.from("guides/a b/index.html", "/repo/pr-preview/pr-7/images/chart.png")).toBe("../../images/chart.png");
  });

  it("leaves what is not the site's own as written", () => {
    for (const url of [
      "https://acme.dev/x",
      "//cdn.test/a.js",
      "#top",
      "?q",
      "mailto:a@b.test",
      "data:,",
      "../x",
      "/other/x",
    ])
      expect(urls.from("guides/setup/index.html", url)).toBe(url);
  });

  it("never starts a relative URL with a segment a browser reads as a scheme", () => {
    const site = new RelativeUrls("", new Set(["a:b/index.html"]));
    expect(site.from("index.html", "/a:b/")).toBe("./a:b/index.html");
  });

  it("gives the root relative to a document", () => {
    expect(urls.rootFrom("index.html")).toBe(".");
    expect(urls.rootFrom("guides/setup/index.html")).toBe("../..");
  });
});

describe("relativeDocument", () => {
  const page = `<!doctype html>
<html lang="en" data-base="/repo/pr-preview/pr-7" data-search-index="/repo/pr-preview/pr-7/_docsgate/search-fr.json"><head><meta charset="utf-8">${PAGE_POLICY_META}
<link rel="stylesheet" href="/repo/pr-preview/pr-7/_docsgate/theme.css"><style>@font-face{src:url("/repo/pr-preview/pr-7/fonts/a.woff2")}</style>
<script>var x = "/repo/pr-preview/pr-7/";</script>
<meta http-equiv="refresh" content="0; url=/repo/pr-preview/pr-7/guides/setup/">
</head><body><a href='/repo/pr-preview/pr-7/guides/setup/' class=x>Setup</a>
<img src=/repo/pr-preview/pr-7/images/chart.png srcset="/repo/pr-preview/pr-7/images/chart.png 1x, /repo/pr-preview/pr-7/images/chart.png 2x" alt="a &amp; b">
<div style="background:url(&quot;/repo/pr-preview/pr-7/images/chart.png&quot;)"></div>
<button data-markdown="/repo/pr-preview/pr-7/guides/setup.md">Copy</button>
<pre><code>&lt;a href="/repo/pr-preview/pr-7/guides/setup/"&gt;</code></pre>
<svg><use xlink:href="/repo/pr-preview/pr-7/images/chart.png#i"></use></svg></body></html>`;
  const out = relativeDocument(page, "guides/a b/index.html", urls);

  it("rewrites every URL the browser or the client reads, and data-base as the root", () => {
    expect(out).toContain(`data-base="../.."`);
    expect(out).toContain(`data-search-index="../../_docsgate/search-fr.json"`);
    expect(out).toContain(`href="../../_docsgate/theme.css"`);
    expect(out).toContain(`<style>@font-face{src:url("../../fonts/a.woff2")}</style>`);
    expect(out).toContain(`content="0; url=../setup/index.html"`);
    expect(out).toContain(`<a href="../setup/index.html" class=x>`);
    expect(out).toContain(`src="../../images/chart.png" srcset="../../images/chart.png 1x, ../../images/chart.png 2x"`);
    expect(out).toContain(`style="background:url(&quot;../../images/chart.png&quot;)"`);
    expect(out).toContain(`data-markdown="../setup.md"`);
    expect(out).toContain(`xlink:href="../../images/chart.png#i"`);
  });

  it("keeps the rest byte for byte: the policy, inline scripts, other attributes and markup shown as text", () => {
    expect(out).toContain(PAGE_POLICY_META);
    expect(out).toContain(`<script>var x = "/repo/pr-preview/pr-7/";</script>`);
    expect(out).toContain(`alt="a &amp; b"`);
    expect(out).toContain(`&lt;a href="/repo/pr-preview/pr-7/guides/setup/"&gt;`);
    expect(relativeDocument(out, "guides/a b/index.html", urls)).toBe(out);
  });
});

describe("relativeCss", () => {
  it("resolves url() in its three spellings and @import strings", () => {
    const resolve = (url: string) => urls.from("_docsgate/theme.css", url);
    expect(
      relativeCss(
        `@import "/repo/pr-preview/pr-7/_docsgate/x.css"; a{b:url(/repo/pr-preview/pr-7/images/chart.png)} c{d:url( '/repo/pr-preview/pr-7/' )} e{f:url(fonts/k.woff2)}`,
        resolve,
      ),
    ).toBe(`@import "x.css"; a{b:url(../images/chart.png)} c{d:url( '../index.html' )} e{f:url(fonts/k.woff2)}`);
  });
});

describe("writeRelativeSite", () => {
  let work: string | undefined;
  afterEach(() => work && rmSync(work, { recursive: true, force: true }));

  it("rewrites the site's documents, stylesheets, shared sidebars and search results; copies the rest as it is", () => {
    work = mkdtempSync(path.join(os.tmpdir(), "docsgate-relative-"));
    const site = path.join(work, "site");
    const files: Record<string, string> = {
      "guides/setup/index.html": `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">${PAGE_POLICY_META}</head><body><a href="/docs/">Home</a></body></html>`,
      "index.html": `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">${PAGE_POLICY_META}</head><body><a href="/docs/guides/setup/">Setup</a></body></html>`,
      // A file of the docs, copied behind its own policy: not the site's document, left as it is.
      "files/embed.html": `<!doctype html><meta charset="utf-8"><a href="/docs/">x</a>`,
      "_docsgate/nav/guides.html": `<div class="nav-group"><a href="/docs/guides/setup/">Setup</a></div>`,
      "_docsgate/theme.css": `a{b:url("/docs/images/x.png")}`,
      "_docsgate/search.json": JSON.stringify({
        storedFields: { 0: { title: "Setup", url: "/docs/guides/setup/#a" } },
      }),
      "_docsgate/search-full.json": `{"index":{},"texts":["/docs/guides/setup/"]}`,
      "images/x.png": "\u0089PNG",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), text);
    }
    const out = path.join(work, "out");
    writeRelativeSite(site, out, "/docs");
    const read = (file: string) => readFileSync(path.join(out, file), "utf8");
    expect(read("guides/setup/index.html")).toContain(`<a href="../../index.html">`);
    expect(read("index.html")).toContain(`<a href="guides/setup/index.html">`);
    expect(read("files/embed.html")).toBe(files["files/embed.html"]);
    expect(read("_docsgate/nav/guides.html")).toContain(`<a href="../../guides/setup/index.html">`);
    expect(read("_docsgate/theme.css")).toBe(`a{b:url("../images/x.png")}`);
    expect(JSON.parse(read("_docsgate/search.json")).storedFields["0"].url).toBe("guides/setup/index.html#a");
    expect(read("_docsgate/search-full.json")).toBe(files["_docsgate/search-full.json"]);
    expect(read("images/x.png")).toBe(files["images/x.png"]);
  });
});
