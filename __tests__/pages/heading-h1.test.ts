import { describe, expect, test } from "vitest";
import { applyFix, FRONT, pageFindings, places } from "./page-findings.js";

describe("page/heading-h1", () => {
  const RULE = "page/heading-h1";

  test("an ATX h1 under a front matter title is a warning with a fix that makes it ##", () => {
    const text = `${FRONT}# Getting started\n\nText.\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(found).toEqual([
      expect.objectContaining({ line: 6, column: 1, endLine: 6, endColumn: 18, severity: "warning" }),
    ]);
    expect(found[0]!.message).toBe(
      "A level-1 heading in the page body: Mintlify already shows the page's title as its level-1 heading, so the page has two. Use `##` here.",
    );
    expect(found[0]!.fix).toEqual({ start: FRONT.length, end: FRONT.length + 1, text: "##" });
    expect(applyFix(text, found[0]!)).toBe(`${FRONT}## Getting started\n\nText.\n`);
  });

  test("an empty `#` is reported with a fix that removes it: as `##` it would still be an empty heading", () => {
    const text = `${FRONT}Text.\n\n#\n\nMore.\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:8:1"]);
    expect(found[0]!.message).toBe(
      "An empty level-1 heading in the page body: Mintlify shows it as an empty heading, a gap in the page. Remove it.",
    );
    expect(applyFix(text, found[0]!)).toBe(`${FRONT}Text.\n\n\n\nMore.\n`);
  });

  test("a setext h1 is reported without a fix", () => {
    const found = pageFindings(RULE, { "a.md": `${FRONT}Getting started\n===============\n` });
    expect(places(found)).toEqual(["a.md:6:1"]);
    expect(found[0]!.fix).toBeUndefined();
  });

  test("a page without front matter that opens with an h1: the fix makes it the title", () => {
    const text = "# Getting started: the basics\n\nText.\n\n# Later\n";
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:1:1", "a.mdx:5:1"]);
    expect(found[0]!.message).toContain("This heading is the page's title, but the page has no front matter `title`");
    expect(found[0]!.message).not.toContain("already");
    expect(applyFix(text, found[0]!)).toBe('---\ntitle: "Getting started: the basics"\n---\n\nText.\n\n# Later\n');
    expect(found[1]!.fix).toMatchObject({ text: "##" });
  });

  test("front matter without a title gets the title added; imports and comments above the heading stay", () => {
    const text =
      '---\ndescription: B.\n---\n\nimport X from "/snippets/x.mdx";\n\n{/* intro */}\n\n# The `docs` *command* {#cmd}\n\nText.\n';
    const found = pageFindings(RULE, { "a.mdx": text, "snippets/x.mdx": "X\n" });
    expect(places(found)).toEqual(["a.mdx:9:1"]);
    expect(applyFix(text, found[0]!)).toBe(
      '---\ntitle: The `docs` *command*\ndescription: B.\n---\n\nimport X from "/snippets/x.mdx";\n\n{/* intro */}\n\nText.\n',
    );
  });

  test("an h1 after other content, a heading with a link, and a misspelt Title get the ## fix or none", () => {
    const files = {
      "a.mdx": "Intro.\n\n# Setup\n",
      "b.mdx": "# See [the guide](https://example.com)\n\nText.\n",
      "c.mdx": "---\nTitle: A\n---\n\n# A\n",
      "d.md": "Getting started\n===============\n\nText.\n",
    };
    const found = pageFindings(RULE, files);
    expect(found.map((d) => `${d.file} ${d.message.split(":")[0]} ${d.fix?.text.slice(0, 3)}`)).toEqual([
      "a.mdx A level-1 heading in the page body ##",
      "b.mdx This heading is the page's title, but the page has no front matter `title` undefined",
      "c.mdx A level-1 heading in the page body ##",
      "d.md This heading is the page's title, but the page has no front matter `title` ---",
    ]);
    expect(applyFix(files["d.md"], found[3]!)).toBe("---\ntitle: Getting started\n---\n\nText.\n");
  });

  test("h2 and deeper, a # in code, and snippets are fine", () => {
    const text = `${FRONT}## Setup\n\n\`\`\`bash\n# a shell comment\n\`\`\`\n`;
    expect(pageFindings(RULE, { "a.mdx": text, "snippets/part.mdx": "# Part\n" })).toEqual([]);
  });
});
