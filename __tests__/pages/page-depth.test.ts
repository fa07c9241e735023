import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { MAX_EMPHASIS_MARKERS, MAX_LINK_BRACKETS, MAX_NESTING_DEPTH } from "../../src/parse/nesting-depth.js";
import { tempProject, v2DocsJson } from "../helpers/temp-project.js";

const FRONT = "---\ntitle: Sample page\ndescription: A sample page of text.\n---\n\n";
/** The page body's first line: after the front matter and its blank line. */
const BODY_LINE = 6;

/** Checks a project whose nav lists `bad` (the page under test) and `good`, whose h1 proves it is still checked. */
function checkWithBadPage(body: string, options: { render?: boolean; ext?: string } = {}) {
  const ext = options.ext ?? "mdx";
  const root = tempProject({ "docs.json": v2DocsJson(["bad", "good"]), "good.mdx": `${FRONT}# Still checked\n` });
  writeFileSync(path.join(root, `bad.${ext}`), FRONT + body);
  const result = check({ root, ...(options.render ? { render: { basePath: "" } } : {}) });
  const onBad = result.diagnostics.filter((d) => d.file === `bad.${ext}`);
  expect(result.diagnostics).toContainEqual(
    expect.objectContaining({ file: "good.mdx", ruleId: "page/heading-h1", line: 6 }),
  );
  return { result, onBad };
}

/** Exactly one diagnostic on the page: the depth, as a page/syntax error at `line`:`column`. */
function expectOneTooDeep(
  onBad: { ruleId: string; severity: string; line: number; column: number; message: string }[],
  line: number,
  column: number,
) {
  expect(onBad).toEqual([
    expect.objectContaining({
      ruleId: "page/syntax",
      severity: "error",
      line,
      column,
      message: expect.stringContaining(`more than ${MAX_NESTING_DEPTH} levels`),
    }),
  ]);
}

// Generous bounds: each case takes seconds when linear, minutes when not.
describe("a page nested deeper than any real page is one located error, in linear time", () => {
  test("20,000 nested components, one per line", () => {
    const depth = 20_000;
    const { onBad } = checkWithBadPage("<Note>\n".repeat(depth) + "x\n" + "</Note>\n".repeat(depth));
    // The root is level 0: the first component too deep is the one at level 257.
    expectOneTooDeep(onBad, BODY_LINE + MAX_NESTING_DEPTH, 1);
  });

  test("20,000 nested components build without a crash; the page is left out", () => {
    const depth = 20_000;
    const { result, onBad } = checkWithBadPage("<Note>".repeat(depth) + "x" + "</Note>".repeat(depth) + "\n", {
      render: true,
    });
    expect(onBad).toHaveLength(1);
    expect(onBad[0]!.line).toBe(BODY_LINE);
    expect(result.site?.rendered.has("bad.mdx")).toBe(false);
    expect(result.site?.rendered.has("good.mdx")).toBe(true);
  });

  test("50,000 block quote markers on one line are refused before parsing", () => {
    const { onBad } = checkWithBadPage("> ".repeat(50_000) + "x\n");
    expectOneTooDeep(onBad, BODY_LINE, 2 * MAX_NESTING_DEPTH + 1);
  });

  test("50,000 list markers on one line, in a Markdown page", () => {
    const { onBad } = checkWithBadPage("- ".repeat(50_000) + "x\n", { ext: "md" });
    expectOneTooDeep(onBad, BODY_LINE, 2 * MAX_NESTING_DEPTH + 1);
  });

  test("a list nested by indentation, one level a line", () => {
    const levels = 1_000;
    const { onBad } = checkWithBadPage(
      Array.from({ length: levels }, (_, level) => `${"  ".repeat(level)}- item`).join("\n") + "\n",
    );
    // Level n (from 0) is indented 2n columns: level 256 is the 257th container.
    expectOneTooDeep(onBad, BODY_LINE + MAX_NESTING_DEPTH, 2 * MAX_NESTING_DEPTH + 1);
  });

  test("4,000 expressions nested in one another", () => {
    const depth = 4_000;
    const { onBad } = checkWithBadPage("{<>".repeat(depth) + "x" + "</>}".repeat(depth) + "\n");
    // The components inside expressions are JavaScript to the scan: the braces alone count.
    expectOneTooDeep(onBad, BODY_LINE, 3 * MAX_NESTING_DEPTH + 1);
  });

  test("emphasis nested 20,000 deep", () => {
    const { onBad } = checkWithBadPage("*".repeat(20_000) + "a" + "*".repeat(20_000) + "\n", { ext: "md" });
    expectOneTooDeep(onBad, BODY_LINE, 1);
  });

  test("nesting within the limit is checked as usual", () => {
    const depth = 40;
    const { onBad } = checkWithBadPage(
      "<Note>\n".repeat(depth) + "# Inside\n" + "</Note>\n".repeat(depth) + "> ".repeat(100) + "quoted\n",
    );
    expect(onBad.map((d) => `${d.ruleId} ${d.line}`)).toEqual([`page/heading-h1 ${BODY_LINE + depth}`]);
  });

  test("pages nested to the limit in every way are checked and built whole", () => {
    const n = MAX_NESTING_DEPTH;
    // Text without emphasis, which would be one level more.
    const text = "Some text with a [link](/good) and `code`.";
    const pages: Record<string, string> = {
      components: "<Note>\n".repeat(n - 2) + `## Heading\n\n${text}\n\n- item\n` + "</Note>\n".repeat(n - 2),
      inline: "<Tip>".repeat(n) + text + "</Tip>".repeat(n) + "\n",
      quotes: "> ".repeat(n) + text + "\n",
      lists: Array.from({ length: n }, (_, level) => `${"  ".repeat(level)}- ${text}`).join("\n") + "\n",
      mixed: "- > ".repeat(n / 2) + text + "\n",
      tabs: "<Tabs>\n<Tab title='A'>\n".repeat(n / 2) + text + "\n" + "</Tab>\n</Tabs>\n".repeat(n / 2),
      emphasis: "*".repeat(2 * n) + "a" + "*".repeat(2 * n) + "\n",
      arrays: "Value {" + "[".repeat(n - 1) + "1" + "]".repeat(n - 1) + "}\n",
      // Inside an expression the scan reads JavaScript, where the link's parenthesis would nest.
      fragments: "{<>".repeat(n) + "Some text." + "</>}".repeat(n) + "\n",
    };
    const names = Object.keys(pages);
    const root = tempProject({ "docs.json": v2DocsJson(["good", ...names]), "good.mdx": `${FRONT}Text.\n` });
    for (const name of names) writeFileSync(path.join(root, `${name}.mdx`), FRONT + pages[name]);
    const result = check({ root, render: { basePath: "" } });
    expect(
      result.diagnostics.filter((d) => d.ruleId === "page/syntax" || /stack|deep|levels/i.test(d.message)),
    ).toEqual([]);
    for (const name of names) expect(result.site?.rendered.has(`${name}.mdx`), name).toBe(true);
  });
});

/** Exactly one diagnostic on the page: too many `what` in a paragraph, as a page/syntax error at `line`:`column`. */
function expectOneTooMany(
  onBad: { ruleId: string; severity: string; line: number; column: number; message: string }[],
  what: string,
  line: number,
  column: number,
) {
  expect(onBad).toEqual([
    expect.objectContaining({
      ruleId: "page/syntax",
      severity: "error",
      line,
      column,
      message: expect.stringContaining(what),
    }),
  ]);
}

// The parser pairs emphasis markers and link brackets at a cost that grows with the square of their number in a
// paragraph.
describe("a paragraph with more emphasis markers or link brackets than any real page is one located error", () => {
  // Markers that can only close nest nothing, but the parser still looks back over the paragraph for each.
  test("20,000 emphasis markers that never pair, one a line of a paragraph", () => {
    const { onBad } = checkWithBadPage("b*\n".repeat(20_000), { ext: "md" });
    expectOneTooMany(onBad, "emphasis markers", BODY_LINE + MAX_EMPHASIS_MARKERS, 2);
  });

  // Found by the fuzzer: inside a tag the parser cannot close, which recovery reads again as Markdown.
  test("4,000 nested image openers inside an unclosed tag", () => {
    const { onBad } = checkWithBadPage(
      `<Card\n  title="Nested"\n${"![".repeat(4_000)}\n${"](x.png)".repeat(4_000)}\n/>\n`,
    );
    expectOneTooMany(onBad, `more than ${MAX_LINK_BRACKETS} link brackets`, BODY_LINE + 2, 2 * MAX_LINK_BRACKETS + 2);
  });

  test("25,000 link openers `[a](` in one paragraph", () => {
    const { onBad } = checkWithBadPage(`${"[a](".repeat(25_000)}\n`);
    // Each opener holds two brackets: the one past the limit opens the 1,001st.
    expectOneTooMany(onBad, `more than ${MAX_LINK_BRACKETS} link brackets`, BODY_LINE, 4 * (MAX_LINK_BRACKETS / 2) + 1);
  });

  test("a 100 KB line of link ends `](`", () => {
    const { onBad } = checkWithBadPage(`${"](".repeat(50_000)}\n`);
    expectOneTooMany(onBad, "link brackets", BODY_LINE, 2 * MAX_LINK_BRACKETS + 1);
  });

  test("markers in code, escaped or inside words, and lists and tables of thousands of links, are checked as usual", () => {
    const { onBad } = checkWithBadPage(
      [
        `${"`**[x](` \\* \\[ ".repeat(3_000)}`,
        "snake_case_name ".repeat(3_000),
        "- **[a](/good)** _b_\n".repeat(3_000),
        `| Name | Link |\n| --- | --- |\n${"| **a** _b_ | [a](/good) |\n".repeat(3_000)}`,
      ].join("\n\n"),
    );
    expect(onBad.filter((d) => d.ruleId === "page/syntax")).toEqual([]);
  });
});
