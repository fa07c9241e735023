import { describe, expect, test } from "vitest";
import { buildSiteModel } from "../../../src/site/model/build-site-model.js";
import { renderNotFoundDocument } from "../../../src/site/layout/index.js";
import { fakeModelInput, fakePage, fakeSite } from "../fake-pages.js";

// docs.json's reader-facing fields as the site model reads them: what the browser test of the
// config-fields fixture does not reach (the legacy names, odd values, the 404 page's redirect).

const site = fakeSite(["fonts/a.woff2"], [fakePage("index.mdx", { title: "Home" }), fakePage("guides/setup.mdx")]);

/** The model of a v2 config (a `theme` makes it one), or of a legacy one when `legacy` says so. */
function model(config: Record<string, unknown>, legacy = false) {
  return buildSiteModel({
    ...fakeModelInput({ name: "Acme", ...(legacy ? {} : { theme: "mint" }), ...config }, site),
    basePath: "",
  });
}

describe("the reader-facing fields of docs.json", () => {
  test("the banner's inline Markdown keeps links, bold, italic and code, escapes tags and drops script links", () => {
    const banner = model({
      banner: { content: "**New** <b>x</b> [setup](guides/setup) [bad](javascript:void) `v2` _now_" },
    }).banner;
    expect(banner?.html).toBe(
      '<strong>New</strong> &lt;b&gt;x&lt;/b&gt; <a href="/guides/setup/">setup</a> bad <code>v2</code> <em>now</em>',
    );
    expect(banner).toMatchObject({ dismissible: false, type: "info" });
    expect(model({ banner: { content: "  " } }).banner).toBeUndefined();
  });

  test("the legacy layout's footer columns, metadata, font and code block mode", () => {
    const legacy = model(
      {
        footer: { links: [{ title: "More", links: [{ label: "Setup", url: "/guides/setup" }] }] },
        metadata: { "og:image": "https://acme.test/card.png" },
        font: { headings: { family: "Acme Sans", url: "/fonts/a.woff2", format: "woff2" } },
        codeBlock: { mode: "dark" },
      },
      true,
    );
    expect(legacy.footerLinks).toEqual([{ header: "More", items: [{ label: "Setup", href: "/guides/setup/" }] }]);
    expect(legacy.metatags.all).toEqual([["og:image", "https://acme.test/card.png"]]);
    expect(legacy.fonts).toEqual({ heading: { family: "Acme Sans", source: "/fonts/a.woff2", format: "woff2" } });
    expect(legacy.codeblocks).toBe("dark");
    expect(legacy.assets).toContain("fonts/a.woff2");
  });

  test("a font family that could end its CSS string is left out", () => {
    expect(model({ fonts: { family: 'Bad"}body{x' } }).fonts).toBeUndefined();
  });

  test("only redirects without wildcards or parameters become pages", () => {
    expect(
      model({
        redirects: [
          { source: "/start/", destination: "/guides/setup" },
          { source: "/old/:slug*", destination: "/new/:slug*" },
          { source: "/x/*", destination: "/" },
          { source: "/elsewhere", destination: "https://acme.test/" },
        ],
      }).redirects,
    ).toEqual([
      { path: "start", href: "/guides/setup/" },
      { path: "elsewhere", href: "https://acme.test/" },
    ]);
  });

  test("a destination a browser reads as another host builds no redirect page; an encoded source is its folder", () => {
    expect(
      model({
        redirects: [
          { source: "/a", destination: "//evil.example/x" },
          { source: "/b", destination: "/\\evil.example/x" },
          { source: "/c", destination: " \t/\t/evil.example/x" },
          { source: "/d", destination: "\\\\evil.example" },
          { source: "/old%20setup", destination: "/guides/setup" },
        ],
      }).redirects,
    ).toEqual([{ path: "old setup", href: "/guides/setup/" }]);
  });

  test("errors.404 redirects to the start page unless redirect is false", () => {
    const redirecting = renderNotFoundDocument(model({ errors: { "404": { title: "Gone" } } }));
    expect(redirecting).toContain('<meta http-equiv="refresh" content="0; url=');
    expect(redirecting).toContain("<h1>Gone</h1>");
    expect(renderNotFoundDocument(model({ errors: { "404": { redirect: false } } }))).not.toContain(
      'http-equiv="refresh"',
    );
    expect(renderNotFoundDocument(model({}))).not.toContain('http-equiv="refresh"');
  });
});
