import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { parseStyleFile } from "../../src/style/house-style/parse-style-file.js";
import { docsJson, tempProject } from "../helpers/temp-project.js";
import { FRONT } from "../pages/page-findings.js";

// Any pull request can add a style file, and its patterns run on every page: one too large to run is a located
// settings/style-file error, and is not run; a file within the limits runs.

const ORIGIN = { id: "style/big", source: ".docsgate/styles/big.yml" };

/** A substitution file of `count` swaps, the first of them words the pages hold. */
function swaps(count: number): string {
  const lines = ["extends: substitution", "message: Use '%s' instead of '%s'.", "ignorecase: true", "swap:"];
  const words = ["gust", "vane", "squall"];
  for (let i = 0; i < count; i++) lines.push(i < words.length ? `  ${words[i]}: ${words[i]}s` : `  w${i}x: r${i}`);
  return `${lines.join("\n")}\n`;
}

/** An existence file of `count` tokens that each compile to about 2,000 RE2 instructions. */
function heavyTokens(count: number, letter = "q"): string {
  const tokens = Array.from({ length: count }, (_, i) => `  - '[a-z]{2,1000}${letter}${i}'`);
  return `extends: existence\nmessage: Avoid '%s'.\ntokens:\n${tokens.join("\n")}\n`;
}

const problemsOf = (text: string) =>
  parseStyleFile(text, ORIGIN).problems.map((p) => `${p.line}:${p.column} ${p.message}`);

function project(styles: Record<string, string>): string {
  return tempProject({
    "docs.json": docsJson(["index"]),
    "index.mdx": `${FRONT}\nA gust turns the vane before the squall.\n`,
    ...Object.fromEntries(Object.entries(styles).map(([name, text]) => [`.docsgate/styles/${name}`, text])),
  });
}

const styleFindings = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.filter((d) => d.ruleId.startsWith("style/big")).map((d) => `${d.ruleId} ${d.message}`);

describe("a style file too large to run", () => {
  test("20,000 swaps: an error at the file, and the file is not run", () => {
    const root = project({ "big.yml": swaps(20_000) });
    const { diagnostics } = check({ root });
    const problems = diagnostics.filter((d) => d.ruleId === "settings/style-file");
    expect(problems.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      ".docsgate/styles/big.yml:1:1 error The style file is 330 KB, more than the 256 KB docsgate reads from one style file (the longest file of Vale's style packages is 19 KB), so it is not run. Keep the patterns the docs need, or spread them over several style files.",
    ]);
    expect(styleFindings(diagnostics)).toEqual([]);
  });

  test("10,000 short swaps: an error at `swap`, and the file is not run", () => {
    const root = project({ "big.yml": swaps(10_000) });
    const { diagnostics } = check({ root });
    const problems = diagnostics.filter((d) => d.ruleId === "settings/style-file");
    expect(problems.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      ".docsgate/styles/big.yml:4:1 error `swap` lists 10,000 patterns, more than the 2,000 docsgate runs from one list (the longest list of Vale's style packages holds about 1,300), so this style file is not run. Keep the patterns the docs need, or spread them over several style files.",
    ]);
    expect(styleFindings(diagnostics)).toEqual([]);
  });

  test("2,000 entries run; 2,001 do not, whichever the list", () => {
    expect(problemsOf(swaps(2_000))).toEqual([]);
    expect(problemsOf(swaps(2_001))).toEqual([
      "4:1 `swap` lists 2,001 patterns, more than the 2,000 docsgate runs from one list (the longest list of Vale's style packages holds about 1,300), so this style file is not run. Keep the patterns the docs need, or spread them over several style files.",
    ]);
    const tokens = (name: string, count: number) =>
      `extends: existence\nmessage: Avoid '%s'.\n${name}:\n${Array.from({ length: count }, (_, i) => `  - w${i}`).join("\n")}\n`;
    expect(problemsOf(tokens("tokens", 2_001))[0]).toMatch(/^3:1 `tokens` lists 2,001 patterns/);
    const exceptions = `extends: existence\nmessage: Avoid '%s'.\ntokens: [gust]\n${tokens("exceptions", 2_001).split("\n").slice(2).join("\n")}`;
    expect(problemsOf(exceptions)[0]).toMatch(/^4:1 `exceptions` lists 2,001 patterns/);
  });

  test("a few patterns of heavy repetition: an error at `tokens` that names the instructions", () => {
    expect(problemsOf(heavyTokens(12))).toEqual([]);
    expect(problemsOf(heavyTokens(13))).toEqual([
      "3:1 The patterns of this style file compile to 26,019 RE2 instructions, more than the 25,000 docsgate runs from one style file (the largest of Vale's style packages compiles to about 12,000), so it is not run: each instruction is work on every character of every page. Remove patterns, or shorten long repetitions such as `{1,500}`.",
    ]);
  });

  test("files that run alone but not all together: the file past the total is reported, and the others run", () => {
    const files = Object.fromEntries(
      ["a", "b", "c", "d", "e"].map((letter) => [`heavy-${letter}.yml`, heavyTokens(12, letter)]),
    );
    const root = project({ ...files, "big.yml": swaps(3) });
    const { diagnostics } = check({ root });
    expect(
      diagnostics.filter((d) => d.ruleId === "settings/style-file").map((d) => `${d.file}:${d.line}:${d.column}`),
    ).toEqual([".docsgate/styles/heavy-e.yml:1:1"]);
    expect(diagnostics.find((d) => d.ruleId === "settings/style-file")!.message).toMatch(
      /^The team's style files, up to this one, hold 63 patterns that compile to 1\d\d,\d{3} RE2 instructions, more than docsgate runs for one docs project \(8,000 patterns, 100,000 instructions;/,
    );
    // big.yml comes first by name and still runs.
    expect(styleFindings(diagnostics)).toHaveLength(3);
  });
});

test("files of many short patterns, each within its limits: the file past 8,000 patterns in all is reported", () => {
  const words = (letter: string) =>
    `extends: existence\nmessage: Avoid '%s'.\ntokens:\n${Array.from({ length: 1_700 }, (_, i) => `  - ${letter}${i}`).join("\n")}\n`;
  const root = project(Object.fromEntries(["a", "b", "c", "d", "e"].map((letter) => [`${letter}.yml`, words(letter)])));
  const problems = check({ root }).diagnostics.filter((d) => d.ruleId === "settings/style-file");
  expect(problems.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual([".docsgate/styles/e.yml:1:1"]);
  expect(problems[0]!.message).toMatch(/^The team's style files, up to this one, hold 8,500 patterns that compile to/);
});

describe("a substitution file's matches", () => {
  test("each comes from the first swap that matches at its place, with that swap's own groups", () => {
    const root = project({
      "big.yml": [
        "extends: substitution",
        "message: Use '%s' instead of '%s'.",
        "ignorecase: true",
        "swap:",
        // Matches "the vane" too, but only where "turns" comes before (a lookbehind): not at the place below.
        "  '(?<=turns )the (vane)': the $1 blade",
        "  'a (gust)': one $1",
        "  '(vane|squall)': big $1",
        "  'vane': never",
        "",
      ].join("\n"),
    });
    expect(styleFindings(check({ root }).diagnostics)).toEqual([
      "style/big Use 'One gust' instead of 'A gust'.",
      "style/big Use 'the vane blade' instead of 'the vane'.",
      "style/big Use 'big squall' instead of 'squall'.",
    ]);
  });
});
