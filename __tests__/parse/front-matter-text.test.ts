import { expect, test } from "vitest";
import { frontMatterOfText, frontMatterSpan } from "../../src/parse/front-matter.js";

test("the front matter block is found from the text alone, with LF or CRLF line ends, empty or not", () => {
  const text = "---\ntitle: Setup\n---\n\n# Body\n";
  expect(frontMatterSpan(text)).toEqual({ start: 4, end: 16, close: 21 });
  expect(text.slice(4, 16)).toBe("title: Setup");
  const crlf = "---\r\ntitle: Setup\r\n---\r\nBody\r\n";
  const span = frontMatterSpan(crlf)!;
  expect(crlf.slice(span.start, span.end)).toBe("title: Setup");
  expect(crlf.slice(span.close)).toBe("Body\r\n");
  expect(frontMatterSpan("---\n---\nBody\n")).toEqual({ start: 4, end: 4, close: 8 });
  // No closing fence, or none opening the page: no block.
  expect(frontMatterSpan("---\ntitle: Setup\n")).toBeUndefined();
  expect(frontMatterSpan("\n---\ntitle: Setup\n---\n")).toBeUndefined();
});

test("its fields are read as parseFrontMatter reads them, YAML errors included", () => {
  expect(frontMatterOfText('---\ntitle: "Set up"\nicon: rocket\n---\n')?.data).toEqual({
    title: "Set up",
    icon: "rocket",
  });
  expect(frontMatterOfText("---\ntitle: [unclosed\n---\n")?.error).toBeDefined();
  expect(frontMatterOfText("# No front matter\n")).toBeUndefined();
});
