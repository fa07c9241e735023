import { describe, expect, test } from "vitest";
import { fragmentMatches } from "../../../src/parse/mintlify-ids.js";
import type { CrawledDocument } from "../../../src/site/links/crawl-document.js";
import {
  alwaysAnswered,
  documentAt,
  documentPath,
  fragmentDocument,
  fragmentKeys,
  resolveLinks,
} from "../../../src/site/links/resolve-links.js";

const ORIGIN = "http://127.0.0.1:4000";
const doc = (path: string, ...values: string[]): CrawledDocument => ({
  path,
  ids: [],
  links: values.map((value) => ({ value, element: "a", attribute: "href" })),
});

describe("resolveLinks", () => {
  test("resolves each link from its page under the base path, and sorts the site's own from other sites'", () => {
    const links = resolveLinks(
      [
        doc(
          "guides/setup/index.html",
          "/docs/a/",
          "../b/#Part-Two",
          "c.png",
          "https://docs.gale.test/docs/d/",
          "https://other.test/x#y",
          "mailto:team@gale.test",
          "tel:+100",
          "data:,x",
          "http://[bad",
        ),
      ],
      { origin: ORIGIN, basePath: "/docs", siteUrl: "https://docs.gale.test/docs" },
    );
    expect([...links.internal.keys()]).toEqual([
      `${ORIGIN}/docs/a/`,
      `${ORIGIN}/docs/guides/b/`,
      `${ORIGIN}/docs/guides/setup/c.png`,
      `${ORIGIN}/docs/d/`,
    ]);
    expect([...links.internal.get(`${ORIGIN}/docs/guides/b/`)!.occurrences.withFragment()]).toEqual([
      {
        document: "guides/setup/index.html",
        link: { value: "../b/#Part-Two", element: "a", attribute: "href" },
        fragment: "Part-Two",
      },
    ]);
    expect([...links.external.keys()]).toEqual(["https://other.test/x"]);
    expect(links.count).toBe(9);
  });

  test("a root-relative link resolves the same from every page; a relative one from each page's folder", () => {
    const links = resolveLinks([doc("a/index.html", "/x/", "y/"), doc("b/index.html", "/x/", "y/")], {
      origin: ORIGIN,
      basePath: "",
    });
    expect([...links.internal.keys()]).toEqual([`${ORIGIN}/x/`, `${ORIGIN}/a/y/`, `${ORIGIN}/b/y/`]);
    expect([...links.internal.get(`${ORIGIN}/x/`)!.occurrences].map((o) => o.document)).toEqual([
      "a/index.html",
      "b/index.html",
    ]);
  });
});

describe("the served paths of documents", () => {
  const documents = new Map([
    ["index.html", 1],
    ["guides/setup/index.html", 1],
    ["404.html", 1],
  ]);
  test("documentPath and documentAt are each other's inverse, and nothing outside the base path is a document", () => {
    expect(documentPath("guides/setup/index.html", "/docs")).toBe("/docs/guides/setup/");
    expect(documentPath("index.html", "")).toBe("/");
    expect(documentAt("/docs/guides/setup/", "/docs", documents)).toBe("guides/setup/index.html");
    expect(documentAt("/docs/guides/setup", "/docs", documents)).toBe("guides/setup/index.html");
    expect(documentAt("/docs", "/docs", documents)).toBe("index.html");
    expect(documentAt("/guides/setup/", "/docs", documents)).toBeUndefined();
    expect(documentAt("/docs/images/a.png", "/docs", documents)).toBeUndefined();
  });

  test("a redirect document's fragments are its destination's, when it leads to a document of the site", () => {
    const documents = new Map([
      ["guides/index.html", { path: "guides/index.html", links: [], ids: [], refresh: "/docs/guides/setup/" }],
      ["guides/setup/index.html", { path: "guides/setup/index.html", links: [], ids: ["mount"] }],
      ["away/index.html", { path: "away/index.html", links: [], ids: [], refresh: "https://elsewhere.test/" }],
    ]);
    expect(fragmentDocument("guides/index.html", "/docs", documents)).toBe("guides/setup/index.html");
    expect(fragmentDocument("guides/setup/index.html", "/docs", documents)).toBe("guides/setup/index.html");
    expect(fragmentDocument("away/index.html", "/docs", documents)).toBe("away/index.html");
  });

  test("fragments compare exactly, as check's link rule compares them; the top of the page always answers", () => {
    expect(fragmentMatches("mount-the-vane", fragmentKeys(["mount-the-vane", "api-body"]))).toBe(true);
    expect(fragmentMatches("mountthevane", fragmentKeys(["mount-the-vane"]))).toBe(false);
    expect(fragmentMatches("%C3%BCber", fragmentKeys(["über"]))).toBe(true);
    // Letter case counts: browsers match a fragment to an id exactly.
    expect(fragmentMatches("mount-the-vane", fragmentKeys(["Mount-the-Vane"]))).toBe(false);
    expect(alwaysAnswered("top") && alwaysAnswered("") && alwaysAnswered(":~:text=wind")).toBe(true);
    expect(alwaysAnswered("mount")).toBe(false);
  });
});
