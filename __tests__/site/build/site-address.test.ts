import { describe, expect, test } from "vitest";
import { absoluteUrl, normalizeBasePath, normalizeSiteUrl } from "../../../src/site/output/site-address.js";

describe("normalizeBasePath", () => {
  test.each([
    ["", ""],
    ["/", ""],
    ["/docs", "/docs"],
    ["docs/", "/docs"],
    ["/docs/v2/", "/docs/v2"],
    ["/my-project_1.0", "/my-project_1.0"],
  ])("%j -> %j", (raw, expected) => expect(normalizeBasePath(raw)).toBe(expected));

  test.each(["/docs/../x", "/a//b", '/d"ocs', "/docs?x=1", "/do cs", "/<script>", "/a/./b", "/%zz"])(
    "%j is refused",
    (raw) => {
      expect(normalizeBasePath(raw)).toBeUndefined();
    },
  );
});

describe("normalizeSiteUrl", () => {
  test("an origin, with or without a slash", () => {
    expect(normalizeSiteUrl("https://docs.acme.dev/", "")).toBe("https://docs.acme.dev");
    expect(normalizeSiteUrl("http://127.0.0.1:8080", "")).toBe("http://127.0.0.1:8080");
  });

  test("the base path at its end is not repeated; another path is kept", () => {
    expect(normalizeSiteUrl("https://acme.github.io/docs/", "/docs")).toBe("https://acme.github.io");
    expect(normalizeSiteUrl("https://acme.dev/site", "/docs")).toBe("https://acme.dev/site");
  });

  test("the repository's Pages address under a preview's deeper base path is not repeated either", () => {
    expect(normalizeSiteUrl("https://acme.github.io/docs/", "/docs/pr-preview/pr-7")).toBe("https://acme.github.io");
    expect(
      absoluteUrl(normalizeSiteUrl("https://acme.github.io/docs", "/docs/pr-preview/pr-7"), "/docs/pr-preview/pr-7/a/"),
    ).toBe("https://acme.github.io/docs/pr-preview/pr-7/a/");
    expect(normalizeSiteUrl("https://acme.dev/doc", "/docs/pr-preview/pr-7")).toBe("https://acme.dev/doc");
  });

  test.each(["ftp://acme.dev", "javascript:alert(1)", "acme.dev", "https://user:pw@acme.dev", "https://acme.dev/?q=1"])(
    "%j is refused",
    (raw) => {
      expect(normalizeSiteUrl(raw, "")).toBeUndefined();
    },
  );

  test("absoluteUrl joins, or keeps the path without a site URL", () => {
    expect(absoluteUrl("https://acme.dev", "/docs/guide/")).toBe("https://acme.dev/docs/guide/");
    expect(absoluteUrl(undefined, "/docs/guide/")).toBe("/docs/guide/");
  });
});
