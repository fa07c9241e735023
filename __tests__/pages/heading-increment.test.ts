import type { Root } from "mdast";
import remarkLintHeadingIncrement from "remark-lint-heading-increment";
import { unified, type Plugin } from "unified";
import { VFile } from "vfile";
import { describe, expect, test } from "vitest";
import { parsePage } from "../../src/parse/parse-page.js";
import { FRONT, pageFindings } from "./page-findings.js";

const RULE_ID = "page/heading-increment";
const FRONT_LINES = FRONT.split("\n").length - 1;

describe("page/heading-increment", () => {
  const RULE = "page/heading-increment";

  test("a skipped level is a warning at the heading that skips", () => {
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}## Setup\n\n#### Options\n\n## Next\n\n### Detail\n` });
    expect(found).toEqual([
      expect.objectContaining({
        line: 8,
        column: 1,
        severity: "warning",
        message: expect.stringContaining("level 4 after a level-2 heading"),
      }),
    ]);
    expect(found[0]!.message).toContain("Use ### here");
  });

  test("going back up any number of levels is fine", () => {
    expect(pageFindings(RULE, { "a.mdx": `${FRONT}## A\n\n### B\n\n#### C\n\n## D\n` })).toEqual([]);
  });

  test("a body `#` counts as the `##` page/heading-h1 asks for, an empty one not at all: one problem, one report", () => {
    const found = pageFindings(RULE, {
      "a.mdx": `${FRONT}# Models\n\n### Hosted\n\n#### Pricing\n\n# Setup\n\n#### Keys\n`,
      "b.mdx": `${FRONT}## Steps\n\n<Accordion title="More">\n\n#\n\n### Details\n\n</Accordion>\n`,
    });
    expect(found.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      "a.mdx:14 This heading skips a level: it is level 4 after a `#` heading that page/heading-h1 asks to make `##`, so readers and screen readers lose the outline. Use ### here, or add the missing level above it.",
    ]);
  });

  test("a page's opening `#` that stands for its missing title stays level 1", () => {
    const found = pageFindings(RULE, { "a.mdx": "---\ndescription: A page.\n---\n\n# Models\n\n### Hosted\n" });
    expect(found.map((d) => d.line)).toEqual([7]);
  });
});

/** remark-lint's own rule, the oracle: the same places on the same trees. */
describe("page/heading-increment agrees with remark-lint-heading-increment", () => {
  const PAGES: Record<string, string> = {
    "plain.md": "# Title\n\n### Skips\n\n## Back\n\n#### Skips again\n\n##### Fine\n",
    "html.md": "## Start\n\n<h4>Written as HTML</h4>\n\n<H5>capitals are not read</H5>\n",
    "html.mdx": '## Start\n\n<h4 id="x">Too deep</h4>\n\n<h3>Fine after h4? no: after h2</h3>\n',
    "jsx.mdx": "## Start\n\n<Card>\n  <h5>Inside a card</h5>\n</Card>\n\n### Next\n\n<div><h6>inline</h6></div>\n",
    "top.mdx": "#### First heading deep\n\n# Then h1\n\n### Then h3\n\n## h2\n\n#### h4\n",
    "nested.mdx": "## A\n\n> #### Quoted\n\n- ### In a list\n\n  ##### Deeper\n",
    "none.mdx": "Text only, no heading.\n",
  };

  for (const [file, text] of Object.entries(PAGES)) {
    test(file, () => {
      // The oracle reads the page as page/heading-h1 leaves it: a body `#` made `##`.
      const parsed = parsePage(text.replace(/^# /gm, "## "));
      if (!parsed.ok) throw new Error(parsed.message);
      const vfile = new VFile({ path: file, value: text });
      unified()
        .use(remarkLintHeadingIncrement as unknown as Plugin<[], Root>)
        .runSync(parsed.tree, vfile);
      const expected = vfile.messages.map((m) => `${m.line}:${m.column} ${/rank `(\d)`/.exec(m.reason)![1]}`);
      const found = pageFindings(RULE_ID, { [file]: `${FRONT}${text}` }).map(
        (d) => `${d.line - FRONT_LINES}:${d.column} ${/level (\d)/.exec(d.message)![1]}`,
      );
      expect(found).toEqual(expected);
    });
  }
});
