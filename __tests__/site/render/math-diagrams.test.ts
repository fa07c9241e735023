import { expect, test } from "vitest";
import { renderBody } from "./render.js";

const NO_LATEX = { "docs.json": '{ "name": "Acme", "navigation": { "groups": [] }, "styling": { "latex": false } }\n' };

test("$…$ and $$…$$ are typeset by KaTeX at build time; the page is marked as needing its stylesheet", () => {
  const { page, reports } = renderBody("The ratio $\\frac{a}{b}$ is:\n\n$$\nx^2\n$$");
  expect(page.html).toMatch(
    /^<p>The ratio <span class="math math-inline"><span class="katex">.*<\/span><\/span> is:<\/p>/s,
  );
  expect(page.html).toContain('<div class="math math-display"><span class="katex-display">');
  expect(page.extras).toEqual(["katex"]);
  expect(reports).toEqual([]);
});

test("braces and backslashes inside a formula are not MDX expressions", () => {
  const { page, reports } = renderBody("Set $\\{x \\mid x > 0\\}$ and $e^{i\\pi}$.");
  expect(page.html.match(/class="math math-inline"/g)).toHaveLength(2);
  expect(page.html).toContain('<annotation encoding="application/x-tex">\\{x \\mid x &gt; 0\\}</annotation>');
  expect(reports).toEqual([]);
});

test("`\\$` is a dollar sign; a page without math is not marked", () => {
  const { page } = renderBody("It costs \\$5 a month.");
  expect(page.html).toBe("<p>It costs $5 a month.</p>");
  expect(page.extras).toBeUndefined();
});

test("invalid LaTeX shows KaTeX's error text and is a site/invalid-math warning at its place", () => {
  const { page, reports } = renderBody("Score: $\\frac{a}{b$.");
  expect(page.html).toContain('class="katex-error"');
  expect(reports.map((r) => [r.ruleId, r.line, r.column])).toEqual([["site/invalid-math", 6, 8]]);
  expect(reports[0]!.message).toContain("is not valid LaTeX");
});

test("styling.latex false: formulas are the text they were written as", () => {
  const { page, reports } = renderBody("A key costs $5 a month and $50 a year.\n\n$$\nx^2\n$$", NO_LATEX);
  expect(page.html).toBe("<p>A key costs $5 a month and $50 a year.</p>\n$$\nx^2\n$$");
  expect(page.extras).toBeUndefined();
  expect(reports).toEqual([]);
});

test("a ```mermaid block and <Mermaid chart> are diagrams with their source as code, placement and actions kept", () => {
  const { page, reports } = renderBody(
    '```mermaid placement="top-left" actions=false\nflowchart LR\n  A --> B\n```\n\n<Mermaid chart="graph TD; X-->Y" placement="nowhere" />',
  );
  expect(page.html).toContain(
    '<div class="mermaid-diagram" data-placement="top-left" data-actions="false"><div class="code-block" data-language="mermaid">',
  );
  expect(page.html).toContain("flowchart LR\n  A --> B");
  // An unknown placement falls back to Mintlify's default corner.
  expect(page.html).toContain('<div class="mermaid-diagram" data-placement="bottom-right"><div class="code-block"');
  expect(page.extras).toEqual(["mermaid"]);
  expect(page.text).not.toContain("flowchart");
  expect(reports.map((r) => [r.ruleId, r.line, r.column])).toEqual([["site/diagram-placement", 11, 1]]);
  expect(reports[0]!.message).toContain('`placement="nowhere"` is not a corner');
});

test("two prices that read as a formula (as on Mintlify) are reported; formulas that start with a number are not", () => {
  const { reports } = renderBody(
    "A key costs $5 and $10 a year.\n\nBoots ($150 are ranked first), then shoes ($129.99).\n\nThen $2x$ and $3^2$.",
  );
  expect(reports.map((r) => [r.ruleId, r.line, r.column])).toEqual([
    ["site/invalid-math", 6, 13],
    ["site/invalid-math", 8, 8],
  ]);
  expect(reports[0]!.message).toContain("`$5 and $` reads as a formula, as it does on Mintlify");
});

test("without styling.latex false, prices written `\\$` are text and not reported", () => {
  const { page, reports } = renderBody("A key costs \\$5 and \\$10 a year.");
  expect(page.html).toBe("<p>A key costs $5 and $10 a year.</p>");
  expect(reports).toEqual([]);
});

test("<Latex> typesets its content: inline within a line, displayed as a block of its own, with MDX's braces kept", () => {
  const { page, reports } = renderBody(
    "Energy: <Latex>E = mc^2</Latex>.\n\n<Latex>\n\\frac{1}{2}\n</Latex>\n\n<Latex>\\nocommand x</Latex>",
    NO_LATEX,
  );
  expect(page.html).toMatch(/^<p>Energy: <span class="math math-inline" data-component="Latex"><span class="katex">/);
  expect(page.html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
  expect(page.html).toContain('<div class="math math-display" data-component="Latex"><span class="katex-display">');
  expect(page.html).toContain('<annotation encoding="application/x-tex">\\frac{1}{2}</annotation>');
  expect(page.extras).toEqual(["katex"]);
  expect(reports.map((r) => [r.ruleId, r.line])).toEqual([["site/invalid-math", 12]]);
});
