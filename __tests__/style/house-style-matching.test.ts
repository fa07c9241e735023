import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { pageRulesWith } from "../../src/page-pass/page-rules-with-style.js";
import type { HouseStyleRule } from "../../src/style/house-style/types.js";
import { docsJson, tempProject } from "../helpers/temp-project.js";
import { applyFix, FRONT, pageFindings, places } from "../pages/page-findings.js";

const STYLE = ".docsgate/styles/words.yml";
const words = (file: string, body: string) =>
  pageFindings("style/words", { [STYLE]: file, "index.mdx": `${FRONT}${body}` });
const summary = (file: string, body: string) =>
  words(file, body).map((d) => `${d.line}:${d.column}-${d.endColumn} ${d.message}`);

describe("existence style files", () => {
  const simply = "extends: existence\nmessage: \"Drop '%s': it adds nothing.\"\ntokens:\n  - simply\n  - just\n";

  test("whole words only, with %s filled in, at the exact place", () => {
    expect(summary(simply, "Simply put, you simply run it. Justify the text and readjust it.\n")).toEqual([
      "6:17-23 Drop 'simply': it adds nothing.",
    ]);
  });

  test("nonword: true matches inside words", () => {
    expect(summary(simply.replace("tokens:", "nonword: true\ntokens:"), "Readjust it.\n")).toEqual([
      "6:5-9 Drop 'just': it adds nothing.",
    ]);
  });

  test("ignorecase: true matches any case", () => {
    expect(summary(simply.replace("tokens:", "ignorecase: true\ntokens:"), "Simply run it. JUST run it.\n")).toEqual([
      "6:1-7 Drop 'Simply': it adds nothing.",
      "6:16-20 Drop 'JUST': it adds nothing.",
    ]);
  });

  test("exceptions: a match equal to one is skipped, case as ignorecase says", () => {
    const caps =
      "extends: existence\nmessage: Spell out '%s'.\ntokens:\n  - '[A-Z]{3,}'\nexceptions:\n  - API\n  - SDKs?\n";
    expect(summary(caps, "Call the API with the SDK or the CLI.\n")).toEqual(["6:34-37 Spell out 'CLI'."]);
    const ignoring =
      "extends: existence\nmessage: Spell out '%s'.\nignorecase: true\ntokens:\n  - '[a-z]{3}'\nexceptions:\n  - api\n";
    expect(summary(ignoring, "API key.\n").map((s) => s.split(" ")[0])).toEqual(["6:5-8"]);
  });

  test("level sets the severity; the settings override it", () => {
    const file = simply.replace("tokens:", "level: suggestion\ntokens:");
    expect(words(file, "You just run it.\n").map((d) => d.severity)).toEqual(["notice"]);
    const root = tempProject({
      "docs.json": docsJson(["index"]),
      "index.mdx": `${FRONT}You just run it.\n`,
      [STYLE]: file,
      "docsgate.config.json": JSON.stringify({ rules: { "style/words": "error" } }),
    });
    expect(
      check({ root })
        .diagnostics.filter((d) => d.ruleId === "style/words")
        .map((d) => d.severity),
    ).toEqual(["error"]);
  });

  test("the docs link: the file's link, else the style file itself", () => {
    expect(words(simply, "You just run it.\n")[0]!.docsUrl).toBe(STYLE);
    expect(
      words(simply.replace("tokens:", "link: https://example.com/style\ntokens:"), "You just run it.\n")[0]!.docsUrl,
    ).toBe("https://example.com/style");
  });
});

describe("scopes", () => {
  const body = [
    "Just install it. Then just run it.", // 6: opens the page
    "",
    "Just read on.", // 8
    "",
    "## Just start", // 10
    "",
    "Just begin here.", // 12: opens the section
    "",
    '<Steps>\n  <Step title="Just one step">\n    Just type.\n  </Step>\n</Steps>', // 14-18
    "",
  ].join("\n");
  const front = "---\ntitle: Just a page\ndescription: Just a description.\n---\n\n";
  const scoped = (scope: string) =>
    pageFindings("style/words", {
      [STYLE]: `extends: existence\nmessage: No '%s'.\nscope: ${scope}\ntokens: [Just, just]\n`,
      "index.mdx": front + body,
    }).map((d) => `${d.line}:${d.column}`);

  test("text: every prose block", () => {
    expect(scoped("text")).toEqual(["2:8", "3:14", "6:1", "6:23", "8:1", "10:4", "12:1", "15:16", "16:5"]);
  });

  test("heading: headings only", () => {
    expect(scoped("heading")).toEqual(["10:4"]);
  });

  test("title: the front matter title and component titles", () => {
    expect(scoped("title")).toEqual(["2:8", "15:16"]);
  });

  test("opening: the first sentence of the page body and of each section", () => {
    expect(scoped("opening")).toEqual(["6:1", "12:1"]);
  });
});

describe("substitution style files", () => {
  const plain = [
    "extends: substitution",
    "message: Use '%s' instead of '%s'.",
    "swap:",
    "  '[Uu]tilize': use",
    "  in order to: to",
    "  '(pre|re)-(\\w+)': $1$2",
    "  javascript: JavaScript",
    "",
  ].join("\n");

  test("Vale's message order, $1 in the replacement, and the capitals of the match", () => {
    expect(summary(plain, "Utilize the re-run in order to utilize it.\n")).toEqual([
      "6:1-8 Use 'Use' instead of 'Utilize'.",
      "6:13-19 Use 'rerun' instead of 're-run'.",
      "6:20-31 Use 'to' instead of 'in order to'.",
      "6:32-39 Use 'use' instead of 'utilize'.",
    ]);
  });

  test("a fix replaces the match in the page", () => {
    const text = `${FRONT}You **utilize** the pre-build step.\n`;
    const findings = pageFindings("style/words", { [STYLE]: plain, "index.mdx": text });
    expect(findings.map((d) => d.fix)).toEqual([
      { start: text.indexOf("utilize"), end: text.indexOf("utilize") + 7, text: "use" },
      { start: text.indexOf("pre-build"), end: text.indexOf("pre-build") + 9, text: "prebuild" },
    ]);
    expect(applyFix(text, findings[1]!)).toBe(`${FRONT}You **utilize** the prebuild step.\n`);
  });

  test("a fix on a line after a trailing space, which the paragraph's text drops", () => {
    const text = `${FRONT}Read this. \nThen utilize it.\n`;
    const findings = pageFindings("style/words", { [STYLE]: plain, "index.mdx": text });
    expect(findings.map((d) => d.message)).toEqual(["Use 'use' instead of 'utilize'."]);
    expect(applyFix(text, findings[0]!)).toBe(`${FRONT}Read this. \nThen use it.\n`);
  });

  test("a match already equal to its replacement is no finding; with ignorecase, in any case", () => {
    expect(summary(plain, "Write JavaScript, not javascript.\n")).toEqual([
      "6:23-33 Use 'JavaScript' instead of 'javascript'.",
    ]);
    const ignoring = plain.replace("swap:", "ignorecase: true\nswap:");
    expect(summary(ignoring, "Write JavaScript, or Javascript.\n")).toEqual([]);
  });

  test("the match keeps out of code, quotes and code blocks", () => {
    expect(places(words(plain, 'Run `utilize` or click "Utilize".\n\n```bash\nutilize\n```\n'))).toEqual([]);
  });
});

describe("a style file in place of a rule", () => {
  test("replaces the page rule of the same id: only the style file's rule runs", () => {
    const codeRule = "page/title";
    const replacement: HouseStyleRule = {
      id: codeRule,
      kind: "existence",
      message: "No '%s'.",
      severity: "warning",
      ignorecase: false,
      nonword: false,
      tokens: ["x"],
      scope: "text",
      source: ".docsgate/styles/title.yml",
    };
    const rules = pageRulesWith([replacement]).filter((rule) => rule.meta.id === codeRule);
    expect(rules.map((rule) => rule.meta.category)).toEqual(["style"]);
  });

  test("team rule ids are accepted in docsgate.config.json; unknown ones are still reported", () => {
    const root = tempProject({
      "docs.json": docsJson(["index"]),
      "index.mdx": `${FRONT}Just run it.\n`,
      [STYLE]: "extends: existence\nmessage: No '%s'.\ntokens: [Just]\n",
      "docsgate.config.json": JSON.stringify({ rules: { "style/words": "off", "style/wordz": "off" } }),
    });
    const reported = check({ root }).diagnostics.filter(
      (d) => d.ruleId === "settings/invalid" || d.ruleId === "style/words",
    );
    expect(reported.map((d) => `${d.ruleId} ${d.message}`)).toEqual([
      "settings/invalid Unknown rule `style/wordz`; did you mean `style/words`? Run `docsgate rules` for the list.",
    ]);
  });
});

describe("a team's patterns run in RE2, whose time grows only with the text", () => {
  test("a pattern that JavaScript's engine backtracks on for ever runs through a long line", () => {
    // RegExp doubles its work with each b: 2^5000 steps. RE2 reads the line once.
    const doubled =
      "extends: existence\nmessage: \"'%s' repeats one letter.\"\nnonword: true\ntokens:\n  - '(b|b)+c'\n";
    expect(summary(doubled, `${"b".repeat(5_000)}! bbc.\n`)).toEqual(["6:5003-5006 'bbc' repeats one letter."]);
  });

  test("lookbehinds run, as in Vale; offsets count UTF-16 units after an emoji, as the page's do", () => {
    const unhyphenated = "extends: existence\nmessage: Write '%s' with a hyphen.\ntokens:\n  - '(?<!-)mail'\n";
    expect(summary(unhyphenated, "😀 Send e-mail, not mail.\n")).toEqual(["6:21-25 Write 'mail' with a hyphen."]);
  });

  test("a lookahead, which RE2 has not, is reported at its line and the file skipped", () => {
    const root = tempProject({
      "docs.json": docsJson(["index"]),
      "index.mdx": `${FRONT}For e.g. this.\n`,
      [STYLE]: "extends: existence\nmessage: Spell out '%s'.\ntokens:\n  - 'e\\.g\\.(?=\\s)'\n",
    });
    const reported = check({ root }).diagnostics.filter(
      (d) => d.ruleId === "settings/style-file" || d.ruleId === "style/words",
    );
    expect(reported.map((d) => `${d.ruleId} ${d.line}:${d.column}`)).toEqual(["settings/style-file 4:5"]);
    expect(reported[0]!.message).toMatch(
      /^`e\\\.g\\\.\(\?=\\s\)` uses syntax that docsgate does not run in a team's style file \(invalid or unsupported Perl syntax: `\(\?=`\)\. docsgate runs a team's patterns in RE2/,
    );
  });
});
