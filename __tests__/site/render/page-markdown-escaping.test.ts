import { gfmToMarkdown } from "mdast-util-gfm";
import { mathToMarkdown } from "mdast-util-math";
import { toMarkdown } from "mdast-util-to-markdown";
import type { Root } from "mdast";
import { expect, test } from "vitest";
import { parsePage } from "../../../src/parse/parse-page.js";
import { pageMarkdown } from "../../../src/render/page-markdown.js";

/**
 * The twin escapes text with the serializer's own handler, shown only the unsafe patterns whose
 * character occurs around the text. On Markdown with no components the twin must therefore be
 * exactly what the serializer writes with every pattern.
 */
const ALPHABET = [
  ..."ab1 *_`#>-+=~|!&<[]()\\.:$@^\"'\t\n",
  "\n\n",
  "1. ",
  "- ",
  "http://",
  "www.",
  "&amp;",
  "**",
  "__",
];

/** A deterministic stream of numbers in [0, 1), so a failure names its case again on the next run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function serializedWithEveryPattern(tree: Root): string {
  const copy = structuredClone(tree);
  copy.children = copy.children.filter((node) => node.type !== "yaml");
  return toMarkdown(copy, { extensions: [gfmToMarkdown(), mathToMarkdown()], bullet: "-", rule: "-" });
}

test("the twin escapes text exactly as the serializer does with all its patterns (2,000 generated pages)", () => {
  const next = random(23);
  let compared = 0;
  for (let page = 0; page < 2000; page++) {
    let text = "";
    const length = 1 + Math.floor(next() * 40);
    for (let at = 0; at < length; at++) text += ALPHABET[Math.floor(next() * ALPHABET.length)];
    const parsed = parsePage(text);
    if (!parsed.ok) continue;
    let expected: string;
    try {
      expected = serializedWithEveryPattern(parsed.tree);
    } catch {
      continue; // a tree the serializer cannot write: the twin falls back to plain text
    }
    expect(pageMarkdown({ tree: parsed.tree, file: "page.md" }), JSON.stringify(text)).toBe(expected);
    compared++;
  }
  // Pages are parsed as MDX, so a generated page with a stray `<` or `{` is skipped.
  expect(compared).toBeGreaterThan(1250);
});

test.each([
  ["a star that would open emphasis", "2 \\* 3 and *this*"],
  ["an underscore inside a word and at its edge", "snake_case and \\_lead"],
  ["a line that would start a heading or a list", "text\n\\# not a heading\n\\- not an item"],
  ["an ordered-list marker after a break", "first\n1\\. not a list"],
  ["brackets that would make a link", "\\[not a link](x) and [a link](/x)"],
  ["a backtick and a pipe", "one \\` two | three"],
])("%s stays escaped in the twin", (_, source) => {
  const parsed = parsePage(source);
  if (!parsed.ok) throw new Error("fixture does not parse");
  expect(pageMarkdown({ tree: parsed.tree, file: "page.md" })).toBe(serializedWithEveryPattern(parsed.tree));
});
