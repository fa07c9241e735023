import { describe, expect, test } from "vitest";
import { MAX_NESTING_DEPTH, tooDeepNestingAt as tooDeep } from "../../src/parse/nesting-depth.js";

/** Where the scan stops for nesting (what these tests are about), or undefined. */
const tooDeepNestingAt = (text: string, isMdx: boolean) => {
  const found = tooDeep(text, isMdx);
  return found?.kind === "nesting" ? found.offset : found && `${found.kind} at ${found.offset}`;
};

const DEEP = MAX_NESTING_DEPTH + 1;

describe("the nesting scan finds where a page first nests too deep", () => {
  test("expression braces, the fuzzer's 4,000-deep expression", () => {
    const text = "Text {" + "{".repeat(3_999) + "}".repeat(4_000) + "\n";
    expect(tooDeepNestingAt(text, true)).toBe("Text ".length + MAX_NESTING_DEPTH);
  });

  test("brackets and parentheses in an expression", () => {
    expect(tooDeepNestingAt("{" + "[(".repeat(200) + ")]".repeat(200) + "}\n", true)).toBe(MAX_NESTING_DEPTH);
    expect(tooDeepNestingAt("{" + "[(".repeat(100) + ")]".repeat(100) + "}\n".repeat(3), true)).toBeUndefined();
  });

  test("components and braces add up: braces inside 200 components", () => {
    const text = "<Note>\n".repeat(200) + "{".repeat(100) + "}".repeat(100) + "\n";
    expect(tooDeepNestingAt(text, true)).toBe("<Note>\n".length * 200 + (MAX_NESTING_DEPTH - 200));
  });

  test("block quotes inside list items inside a component", () => {
    const text = "<Steps>\n" + "- > ".repeat(200) + "x\n</Steps>\n";
    // The component is level 1; the 256th container on the line (a `>`) is level 257.
    expect(tooDeepNestingAt(text, true)).toBe("<Steps>\n".length + 2 * (MAX_NESTING_DEPTH - 1));
  });

  test("emphasis: one run of delimiters, or many runs in a paragraph", () => {
    expect(tooDeepNestingAt("*".repeat(20_000) + "a" + "*".repeat(20_000) + "\n", false)).toBe(0);
    expect(tooDeepNestingAt("*a ".repeat(300) + "b" + " c*".repeat(300) + "\n", true)).toBe(3 * MAX_NESTING_DEPTH);
    expect(tooDeepNestingAt("Text _".repeat(300) + "\n", false)).toBe("Text _".length * DEEP - 1);
  });

  test("front matter is not Markdown", () => {
    const text = "---\ntitle: A\n" + "- x\n".repeat(DEEP) + "---\n\n" + "> ".repeat(DEEP) + "x\n";
    expect(tooDeepNestingAt(text, false)).toBe(text.indexOf("\n---\n") + 6 + 2 * MAX_NESTING_DEPTH);
  });
});

describe("what a real page shows deeply is not counted as nesting", () => {
  test("many components, each closed", () => {
    expect(tooDeepNestingAt("<Card>x</Card>\n".repeat(10_000), true)).toBeUndefined();
  });

  test("void elements left unclosed, and unclosed tags inside a closed component", () => {
    expect(tooDeepNestingAt("<br>\n<img src='a.png'>\n".repeat(DEEP), true)).toBeUndefined();
    expect(tooDeepNestingAt("<Note><Icon icon='x'></Note>\n".repeat(DEEP), true)).toBeUndefined();
  });

  test("what only looks like a tag: autolinks and comparisons", () => {
    expect(tooDeepNestingAt("See <https://example.com> or <help@example.com>.\n".repeat(DEEP), true)).toBeUndefined();
    expect(tooDeepNestingAt("When a<b && c>d.\n".repeat(DEEP), true)).toBeUndefined();
  });

  test("tags and block quotes in fenced code, inline code, strings and comments", () => {
    const fenced = "```html\n" + "<div>\n".repeat(DEEP) + "> ".repeat(DEEP) + "\n```\n";
    const tilde = "> ~~~\n" + "> <section>\n".repeat(DEEP) + "> ~~~\n";
    const inline = "Write `<div>` or ``<span>` `` here.\n".repeat(DEEP);
    const strings = `<Card title="a > <b" icon='{'>x</Card>\n`.repeat(DEEP);
    const comments = "{/* don't { nest */}\n{// a { comment\n}\n".repeat(DEEP);
    const template = "{`${'{'}\n{{`}\n".repeat(DEEP);
    const escaped = "\\<div> \\{\n".repeat(DEEP);
    for (const text of [fenced, tilde, inline, strings, comments, template, escaped])
      expect(tooDeepNestingAt(text, true)).toBeUndefined();
  });

  test("import and export lines, whose braces close", () => {
    const esm = "import { A, B } from '/snippets/a.mdx';\nexport const c = {\n  d: { e: 1 },\n};\n\n";
    expect(tooDeepNestingAt(esm.repeat(DEEP), true)).toBeUndefined();
  });

  test("emphasis that closes, or cannot open: bold words, names, arithmetic, list bullets", () => {
    const text =
      "**Bold** and *italic* text, snake_case_name, 2 * 3 = 6 and _x_.\n".repeat(DEEP) +
      "\n" +
      "* item\n".repeat(DEEP) +
      "| a | *unclosed |\n".repeat(DEEP);
    expect(tooDeepNestingAt(text, false)).toBeUndefined();
    expect(tooDeepNestingAt(text, true)).toBeUndefined();
    // A paragraph ends at a blank line, a table row at its line, and with them what they left open.
    expect(tooDeepNestingAt("**Unclosed\n\n".repeat(DEEP), true)).toBeUndefined();
  });

  test("long lists, each item at the first level", () => {
    expect(tooDeepNestingAt("- item\n  more\n1. step\n".repeat(10_000), true)).toBeUndefined();
  });

  test("a Markdown page's HTML and braces, which nest nothing", () => {
    expect(tooDeepNestingAt("<div>{\n".repeat(10_000), false)).toBeUndefined();
  });

  test("deeply indented code in a Markdown page is not a list", () => {
    expect(
      tooDeepNestingAt(
        "    code\n" + Array.from({ length: DEEP }, (_, level) => `    ${"  ".repeat(level)}- x`).join("\n"),
        false,
      ),
    ).toBeUndefined();
  });
});
