import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/unclosed-code-fence";

describe("page/unclosed-code-fence", () => {
  test("a fence that runs to the end of the page is a warning at its opening line", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}\`\`\`bash\nnpm install\n\`\`\`\n\n\`\`\`js\nconst a = 1;\n\n## Next\n`,
    });
    expect(found).toEqual([
      expect.objectContaining({
        line: 10,
        column: 1,
        endColumn: 4,
        severity: "warning",
        message: expect.stringContaining("Add a line with just ``` where the code ends"),
      }),
    ]);
  });

  test("a shorter fence inside a longer one does not close it", () => {
    const found = pageFindings(RULE, { "a.md": `${FRONT}\`\`\`\`md\n\`\`\`js\ncode\n\`\`\`\n` });
    expect(places(found)).toEqual(["a.md:6:1"]);
    expect(found[0]!.message).toContain("just ````");
  });

  test("a fence that ends with its list item is unclosed too", () => {
    expect(
      places(pageFindings(RULE, { "a.md": `${FRONT}1. Install:\n   \`\`\`bash\n   pip install acme\n\nDone.\n` })),
    ).toEqual(["a.md:7:4"]);
  });

  test("closed fences, tildes, longer closing fences and a closed fence at the very end are fine", () => {
    const text = `${FRONT}~~~python\nprint(1)\n~~~\n\n\`\`\`js\ncode\n\`\`\`\`\n\n> \`\`\`sh\n> ls\n> \`\`\`\n\n\`\`\`\nlast\n\`\`\``;
    expect(pageFindings(RULE, { "a.md": text })).toEqual([]);
  });

  test("an opening fence on the last line is unclosed", () => {
    expect(places(pageFindings(RULE, { "a.mdx": `${FRONT}Text.\n\n\`\`\`` }))).toEqual(["a.mdx:8:1"]);
  });
});
