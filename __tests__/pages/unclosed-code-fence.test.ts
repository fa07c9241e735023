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

  test("a block that only code fills to the end of a file is a notice: the file's end closes it", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}\`\`\`python\nimport acme\n\n# Fetch one page\nprint(acme.fetch('a'))\n`,
    });
    expect(found).toEqual([
      expect.objectContaining({
        line: 6,
        severity: "notice",
        message: expect.stringContaining("the end of the file closes it right after its code"),
      }),
    ]);
  });

  test("a block that its list item ends right after the code is a notice", () => {
    const found = pageFindings(RULE, {
      "a.md": `${FRONT}1. Add the config:\n   \`\`\`yaml\n   name: acme\n   # the port\n   port: 80\n\n2. Restart.\n\nThen check it.\n`,
    });
    expect(found).toEqual([
      expect.objectContaining({
        line: 7,
        severity: "notice",
        message: expect.stringContaining("the end of the list item or quote it sits in closes it"),
      }),
    ]);
  });

  test("a block that takes in a step's text and a fence meant to close it stays a warning naming the text", () => {
    const found = pageFindings(RULE, {
      "a.md": `${FRONT}1. Add the config:\n   \`\`\`yaml\n   name: acme\n\n   - Then load the file:\n   \`\`\`acme load config.yaml\`\`\`\n\n2. Restart.\n`,
    });
    expect(found).toEqual([
      expect.objectContaining({
        line: 7,
        severity: "warning",
        message: expect.stringContaining("from the text on line 10"),
      }),
    ]);
  });

  test("a heading standing between blank lines inside the block is swallowed", () => {
    const swallowed = pageFindings(RULE, { "a.mdx": `${FRONT}\`\`\`bash\nnpm install\n\n## Next steps\n\nnpm test\n` });
    expect(swallowed).toEqual([
      expect.objectContaining({ severity: "warning", message: expect.stringContaining("from the heading on line 9") }),
    ]);
  });

  test("backticks at the end of the last line show in the code and stay a warning", () => {
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}\`\`\`js\nconst a = 1;\nconsole.log(a)\`\`\`\n` });
    expect(found).toEqual([
      expect.objectContaining({
        severity: "warning",
        message: expect.stringContaining("ends in ```, which is not a closing fence"),
      }),
    ]);
  });

  test("a fence its list item leaves outside opens a new block and stays a warning", () => {
    const found = pageFindings(RULE, {
      "a.md": `${FRONT}1. Install:\n   \`\`\`bash\n   pip install acme\n\`\`\`\n\nDone.\n`,
    });
    expect(found.map((d) => [d.line, d.severity])).toEqual([
      [7, "warning"],
      [9, "warning"],
    ]);
    expect(found[0]!.message).toContain("the fence on line 9 then opens a new code block");
  });

  test("an empty block at the end of the page stays a warning that says it is empty", () => {
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}Output:\n\n\`\`\`text\n` });
    expect(found).toEqual([
      expect.objectContaining({ severity: "warning", message: expect.stringContaining("holds nothing") }),
    ]);
  });
});
