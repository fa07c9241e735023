import { describe, expect, test } from "vitest";
import { encodeRoute, markdownUrl, outputFileOf, pageRoute, pageUrl } from "../../../src/html/page-url.js";

describe("page URLs", () => {
  test("each segment of a page's path is encoded once: `#`, `?`, `%`, spaces, backslashes and letters beyond ASCII", () => {
    expect(pageUrl("guides/c#d.mdx")).toBe("/guides/c%23d/");
    expect(pageUrl("guides/e?f.mdx")).toBe("/guides/e%3Ff/");
    expect(pageUrl("guides/g%h.mdx")).toBe("/guides/g%25h/");
    expect(pageUrl("guides/k%20l.mdx")).toBe("/guides/k%2520l/");
    expect(pageUrl("guides/a b.mdx")).toBe("/guides/a%20b/");
    expect(pageUrl("guides/i\\j.mdx")).toBe("/guides/i%5Cj/");
    expect(pageUrl("guides/café.mdx")).toBe("/guides/caf%C3%A9/");
    expect(pageUrl("guides/v1.2:beta.mdx")).toBe("/guides/v1.2:beta/");
    expect(markdownUrl("guides/c#d.mdx")).toBe("/guides/c%23d.md");
    expect(encodeRoute("/images/chart #1?.png")).toBe("/images/chart%20%231%3F.png");
  });

  test("a page's route is its name as the output folder holds it", () => {
    expect(pageRoute("guides/c#d.mdx")).toBe("/guides/c#d/");
    expect(outputFileOf(pageRoute("guides/a b/index.mdx"))).toBe("guides/a b/index.html");
    expect(pageRoute("index.md")).toBe("/");
  });
});
