import { describe, expect, test } from "vitest";
import { applyFix, FRONT, pageFindings, places } from "./page-findings.js";

describe("page/heading-h1", () => {
  const RULE = "page/heading-h1";

  test("an ATX h1 is a warning with a fix that makes it ##", () => {
    const text = `${FRONT}# Getting started\n\nText.\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(found).toEqual([expect.objectContaining({ line: 6, column: 1, endLine: 6, endColumn: 18, severity: "warning" })]);
    expect(found[0]!.fix).toEqual({ start: FRONT.length, end: FRONT.length + 1, text: "##" });
    expect(applyFix(text, found[0]!)).toBe(`${FRONT}## Getting started\n\nText.\n`);
  });

  test("a setext h1 is reported without a fix", () => {
    const found = pageFindings(RULE, { "a.md": `${FRONT}Getting started\n===============\n` });
    expect(places(found)).toEqual(["a.md:6:1"]);
    expect(found[0]!.fix).toBeUndefined();
  });

  test("h2 and deeper, a # in code, and snippets are fine", () => {
    const text = `${FRONT}## Setup\n\n\`\`\`bash\n# a shell comment\n\`\`\`\n`;
    expect(pageFindings(RULE, { "a.mdx": text, "snippets/part.mdx": "# Part\n" })).toEqual([]);
  });
});
