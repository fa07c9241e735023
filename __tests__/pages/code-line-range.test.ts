import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/code-line-range";
const block = (meta: string, lines: string[]) => "```js " + meta + "\n" + lines.join("\n") + "\n```\n\n";

describe("highlight and focus name lines of their block", () => {
  test("a line or range wholly past the last line is a warning at the opening fence", () => {
    const findings = pageFindings(RULE, {
      "a.mdx": FRONT + block("highlight={1,4-5}", ["one", "two", "three"]) + block("focus={4} {1}", ["one", "two"]),
    });
    expect(places(findings)).toEqual(["a.mdx:6:1", "a.mdx:12:1"]);
    expect(findings.map((d) => d.severity)).toEqual(["warning", "warning"]);
    expect(findings[0]!.message).toBe(
      "The code block's `highlight` names lines 4-5, but the block has 3 lines: Mintlify highlights only lines that exist, so it marks nothing. Count the lines again (the first line of the block is 1), or remove the number.",
    );
  });

  test("a range that runs past the last line still marks its lines in the block: a notice naming only the lines past it", () => {
    const lines = Array.from({ length: 12 }, (_, i) => `line${i + 1}`);
    const findings = pageFindings(RULE, { "a.mdx": FRONT + block("highlight={2,10-13}", lines) });
    expect(places(findings)).toEqual(["a.mdx:6:1"]);
    expect(findings[0]!.severity).toBe("notice");
    expect(findings[0]!.message).toBe(
      "The code block's `highlight` names lines 10-13, but the block has 12 lines: line 13 is not in it, so Mintlify highlights lines 10-12 only. If those are the lines meant, make the range end there; if not, count the lines again (the first line of the block is 1).",
    );
  });

  test("every option Mintlify reads is fine where its lines exist, and twoslash blocks are not counted", () => {
    const body =
      block('title="app.js" icon="js" lines wrap expandable highlight="1,2" focus={2}', ["a", "b // [!code ++]"]) +
      block("app.js {1-2} [expandable] nocopy theme=github-dark", ["a // [!code highlight]", "b // [!code --]"]) +
      block("twoslash {9}", ["const a = 1;", "//    ^?"]) +
      block("{3}", ["a", "b", "c", ""]);
    expect(places(pageFindings(RULE, { "a.mdx": FRONT + body }))).toEqual([]);
  });
});
