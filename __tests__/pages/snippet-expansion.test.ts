import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { MAX_SNIPPET_BYTES, MAX_SNIPPET_COPIES } from "../../src/render/snippet-budget.js";
import { docsJson, tempProject } from "../helpers/temp-project.js";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/snippet-expansion";

/** `levels` snippets, each showing the next one `times` times, the last one a line of text; the page shows the first. */
function fanOut(levels: number, times: number): Record<string, string> {
  const files: Record<string, string> = { "a.mdx": `${FRONT}import S0 from "/snippets/s0.mdx";\n\n<S0 />\n` };
  for (let i = 0; i < levels; i++)
    files[`snippets/s${i}.mdx`] =
      `import S${i + 1} from "/snippets/s${i + 1}.mdx";\n\n` + `<S${i + 1} />\n\n`.repeat(times);
  files[`snippets/s${levels}.mdx`] = "Leaf text.\n";
  return files;
}

describe("page/snippet-expansion", () => {
  test("a chain of snippets, each showing the next 10 times, 8 levels deep: one error where the copies pass 10,000", () => {
    const found = pageFindings(RULE, fanOut(8, 10));
    // s4 shows s5 10 times and s5 shows 1,110 copies: 11,110. Every file above s4 is over because of it.
    expect(places(found)).toEqual(["snippets/s4.mdx:1:1"]);
    expect(found[0]!.severity).toBe("error");
    expect(found[0]!.message).toBe(
      "/snippets/s5.mdx is shown 10 times here, and each copy shows 1,110 copies of snippets of its own: this file shows 11,110 copies of snippets, more than the 10,000 docsgate builds a page with (a.mdx, which shows it, would repeat snippet content 111,111,111 times). Mintlify's build copies every one into the page, so it runs out of time or memory; the docsgate preview leaves out the copies past the limit. Show the snippet fewer times, or stop nesting snippets that each show the next many times.",
    );
  });

  test("the build reports the same, builds the page (never 'nested too deeply') and stops at the limit", () => {
    const root = tempProject({ "docs.json": docsJson(["a"]), ...fanOut(8, 10) });
    const checked = check({ root }).diagnostics.filter((d) => d.file === "a.mdx" || d.ruleId === RULE);
    const built = check({ root, render: { basePath: "" } });
    expect(built.diagnostics.filter((d) => d.file === "a.mdx" || d.ruleId === RULE)).toEqual(checked);
    const html = built.site!.rendered.get("a.mdx")!.html;
    const leaves = html.match(/Leaf text\./g)!.length;
    expect(leaves).toBeGreaterThan(0);
    expect(leaves).toBeLessThanOrEqual(MAX_SNIPPET_COPIES);
  });

  test("copies that add more than 4 MB are reported at the snippet that passes it", () => {
    // A code block: quick to parse, and a fifth of the limit.
    const big = "```text\n" + `${"x".repeat(79)}\n`.repeat(Math.ceil(MAX_SNIPPET_BYTES / 5 / 80)) + "```\n";
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}import Intro from "/snippets/intro.mdx";\nimport Big from "/snippets/big.mdx";\n\n<Intro />\n\n${"<Big />\n\n".repeat(6)}`,
      "snippets/intro.mdx": "Welcome.\n",
      "snippets/big.mdx": big,
    });
    expect(places(found)).toEqual(["a.mdx:7:1"]);
    expect(found[0]!.message).toMatch(
      /^\/snippets\/big\.mdx is shown 6 times here: the copies of snippets add 4\.8 MB to this file, more than the 4 MB docsgate builds a page with\./,
    );
  });

  test("many snippets, even nested, within the limits report nothing", () => {
    expect(pageFindings(RULE, fanOut(3, 10))).toEqual([]); // 1,110 copies
  });
});
