import type { Root } from "mdast";
import { describe, expect, test } from "vitest";
import { parseInSections } from "../../src/parse/parse-in-sections.js";
import { parsePage } from "../../src/parse/parse-page.js";
import { bigPage } from "../helpers/big-page.js";

/** Blocks that span blank lines and lines starting with a letter or `#`: a section must never end inside them. */
const SPANNING_MDX = [
  "```md\ncode\n\n# Not a heading\n\nStill code\n```",
  "<Note>\n\n## Inside a note\n\nText in the note.\n\n</Note>",
  "{/* a comment\n\nHidden text\n\n# hidden */}",
  "- loose item\n\n  More of the item\n\nAfter the list.",
  "- first of a loose list\n\n- second\n\n- third",
  "> A quote\n\nAfter the quote.",
  '<Card title={"Card " + 1} href="/good">\n\nCard text with {1 + 2} in it.\n\n</Card>',
  "| a | b |\n| - | - |\n| 1 | 2 |\n\nAfter the table.",
  "Setext heading\n===\n\nText *with* [a link](/good).",
];
const FRONT = "---\ntitle: Sections\n\ndescription: Front matter with a blank line.\n---\n\n";

/** The blocks again and again, with prose between, so many section boundaries fall near them. */
function pageOf(blocks: readonly string[], times: number): string {
  const parts = [];
  for (let i = 0; i < times; i++) parts.push(`## Part ${i}`, "Some prose about the part.", blocks[i % blocks.length]!);
  return FRONT + parts.join("\n\n") + "\n";
}

function treeOf(text: string, sectionChars: number): Root {
  const parsed = parsePage(text, sectionChars);
  if (!parsed.ok) throw new Error(`${parsed.line}:${parsed.column} ${parsed.message}`);
  return parsed.tree;
}

describe("a large page parsed in sections gives the tree of the whole page", () => {
  test.each([
    ["page.mdx", pageOf(SPANNING_MDX, 200)],
    ["page.mdx", pageOf(SPANNING_MDX, 100).replace(/\n/g, "\r\n")],
    ["page.mdx", bigPage(40_000).text],
  ])("%s", (_, text) => {
    const whole = treeOf(text, Infinity);
    // Section sizes that put boundaries at every kind of line, the front matter's blank line too.
    for (const sectionChars of [20, 150, 230, 300, 410]) expect(treeOf(text, sectionChars)).toEqual(whole);
  });

  test("no section is much larger than asked, where the page allows it", () => {
    const { text } = bigPage(200_000);
    const sizes: number[] = [];
    parseInSections(
      text,
      (section) => {
        sizes.push(section.length);
        return treeOf(section, Infinity);
      },
      10_000,
    );
    expect(sizes.length).toBeGreaterThan(15);
    expect(Math.max(...sizes)).toBeLessThan(12_000);
  });

  test("a component left open is the syntax error the whole page gives, at its line", () => {
    const text = pageOf(SPANNING_MDX, 100).replace("## Part 60\n", "## Part 60\n\n<Warning>\n");
    const whole = parsePage(text, Infinity);
    expect(whole).toMatchObject({ ok: false, line: expect.any(Number) });
    const { cause: _, ...expected } = whole as Extract<typeof whole, { ok: false }>;
    expect(parsePage(text, 300)).toMatchObject(expected);
  });

  test("brackets before a colon in code do not keep a page whole", () => {
    const text = `${pageOf(SPANNING_MDX, 50)}\n\`\`\`js\nconst headers = { [name]: value };\n\`\`\`\n`;
    const calls: number[] = [];
    parseInSections(
      text,
      (section) => {
        calls.push(section.length);
        return treeOf(section, Infinity);
      },
      300,
    );
    expect(calls.length).toBeGreaterThan(5);
  });

  test("a page with reference definitions is parsed whole", () => {
    const text = `${pageOf(SPANNING_MDX, 50)}\nSee [the guide][guide].\n\n[guide]: /good\n`;
    const calls: number[] = [];
    parseInSections(
      text,
      (section) => {
        calls.push(section.length);
        return treeOf(section, Infinity);
      },
      300,
    );
    expect(calls).toEqual([text.length]);
  });
});
