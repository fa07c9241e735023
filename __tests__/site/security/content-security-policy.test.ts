import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { renderNotFoundDocument, renderPageDocument } from "../../../src/site/layout/index.js";
import { buildSiteModel } from "../../../src/site/model/build-site-model.js";
import { redirectDocument } from "../../../src/site/output/redirect-document.js";
import { isSiteDocument, PAGE_POLICY, PAGE_POLICY_META } from "../../../src/site/security/content-security-policy.js";
import { inertHtml } from "../../../src/html/active-files.js";
import { fakeModelInput, fakePage, fakeSite } from "../fake-pages.js";

const input = fakeSite([], [fakePage("index.mdx", { title: "Home" })]);
const model = buildSiteModel({
  ...fakeModelInput({ name: "Acme", navigation: [{ group: "Start", pages: ["index"] }] }, input),
  basePath: "",
});
const documents = {
  page: renderPageDocument(model, input.pages.get("index.mdx")!),
  notFound: renderNotFoundDocument(model),
  redirect: redirectDocument("Acme", "/guides/", "Guides"),
};

describe("the site's Content-Security-Policy", () => {
  test("every document the build writes carries it right after its charset, and is known by it", () => {
    for (const [name, html] of Object.entries(documents)) {
      expect(html, name).toMatch(/<meta charset="utf-8">\s*<meta http-equiv="Content-Security-Policy"/);
      expect(html.indexOf(PAGE_POLICY_META), name).toBeLessThan(html.indexOf("<title>"));
      expect(isSiteDocument(html), name).toBe(true);
    }
    expect(isSiteDocument(inertHtml(documents.page))).toBe(false);
    expect(isSiteDocument(`<p>${documents.page}`)).toBe(false);
  });

  test("scripts from the site's files, each inline script by its hash, and nothing else", () => {
    const allowed = new Set(/script-src ([^;]*)/.exec(PAGE_POLICY)![1]!.split(" "));
    for (const [name, html] of Object.entries(documents)) {
      for (const [, script] of html.matchAll(/<script>([^]*?)<\/script>/g)) {
        const hash = `'sha256-${createHash("sha256").update(script!).digest("base64")}'`;
        expect(allowed.has(hash), `${name}: ${script!.slice(0, 40)}`).toBe(true);
      }
    }
    expect([...allowed].filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(PAGE_POLICY).toContain("object-src 'none'");
    expect(PAGE_POLICY).not.toContain("unsafe-eval");
  });
});
