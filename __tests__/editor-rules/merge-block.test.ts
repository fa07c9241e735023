import { describe, expect, test } from "vitest";
import { mergeBlock } from "../../src/editor-rules/merge-block.js";

const BLOCK = "<!-- docsgate:begin\nheader\n-->\n\n# Rules\n\n- one\n<!-- docsgate:end -->";
const OLD = "<!-- docsgate:begin\nolder header\n-->\n\n- stale\n<!-- docsgate:end -->";

describe("mergeBlock", () => {
  test("a new file gets the front matter, then the block", () => {
    expect(mergeBlock(undefined, BLOCK, "alwaysApply: true")).toEqual({
      text: `---\nalwaysApply: true\n---\n\n${BLOCK}\n`,
      outcome: "created",
    });
    expect(mergeBlock(undefined, BLOCK)).toEqual({ text: `${BLOCK}\n`, outcome: "created" });
  });

  test("only the text between the markers is replaced; the team's text around it stays byte for byte", () => {
    const before =
      "---\nalwaysApply: false\nglobs: docs/**\n---\n\n# Our own rules\n\nKeep product names as they are.\n\n";
    const after = '\n\n## More of ours\n\n- Say "workspace".\n';
    const merged = mergeBlock(before + OLD + after, BLOCK, "ignored: because the file exists");
    expect(merged).toEqual({ text: before + BLOCK + after, outcome: "replaced" });
  });

  test("a file that already holds the block is current", () => {
    const text = `Ours.\n\n${BLOCK}\n`;
    expect(mergeBlock(text, BLOCK)).toEqual({ text, outcome: "current" });
  });

  test("a file without markers gets the block after its text, separated by a blank line", () => {
    expect(mergeBlock("# Ours\n\n- Be brief.\n", BLOCK)).toEqual({
      text: `# Ours\n\n- Be brief.\n\n${BLOCK}\n`,
      outcome: "appended",
    });
    expect(mergeBlock("# Ours", BLOCK)).toMatchObject({ text: `# Ours\n\n${BLOCK}\n` });
    expect(mergeBlock("# Ours\n\n", BLOCK)).toMatchObject({ text: `# Ours\n\n${BLOCK}\n` });
    expect(mergeBlock("", BLOCK)).toEqual({ text: `${BLOCK}\n`, outcome: "appended" });
  });

  test("a file with CRLF line ends keeps them", () => {
    const crlf = (text: string) => text.replaceAll("\n", "\r\n");
    const merged = mergeBlock(crlf(`Ours.\n\n${OLD}\n`), BLOCK);
    expect(merged).toEqual({ text: crlf(`Ours.\n\n${BLOCK}\n`), outcome: "replaced" });
    expect(mergeBlock(crlf(`Ours.\n\n${BLOCK}\n`), BLOCK)).toMatchObject({ outcome: "current" });
  });

  test("markers that are not one begin and one end after it are a problem, not a guess", () => {
    for (const text of [
      `${OLD}\n${OLD}\n`,
      "<!-- docsgate:begin -->\nno end\n",
      "<!-- docsgate:end -->\n",
      `<!-- docsgate:end -->\n<!-- docsgate:begin -->\n`,
    ]) {
      expect(mergeBlock(text, BLOCK), text).toEqual({ problem: expect.stringContaining("exactly one of each") });
    }
  });

  test("a marker quoted inside a line is text, not a marker", () => {
    const text = "Write `<!-- docsgate:begin -->` to start a block.\n";
    expect(mergeBlock(text, BLOCK)).toMatchObject({ outcome: "appended" });
  });
});
