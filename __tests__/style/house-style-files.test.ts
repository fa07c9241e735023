import { symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { DEFAULT_HOUSE_STYLE } from "../../src/registry/rule-registry.js";
import { loadHouseStyle } from "../../src/style/house-style/load-house-style.js";
import { parseStyleFile } from "../../src/style/house-style/parse-style-file.js";
import { docsJson, tempProject } from "../helpers/temp-project.js";
import { FRONT } from "../pages/page-findings.js";

const ORIGIN = { id: "style/words", source: ".docsgate/styles/words.yml" };

/** `line:column message` of each problem in a style file. */
function problemsOf(text: string): string[] {
  return parseStyleFile(text, ORIGIN).problems.map((p) => `${p.line}:${p.column} ${p.message}`);
}

describe("reading a style file", () => {
  test("an existence file becomes a rule with Vale's defaults", () => {
    const { rule, problems } = parseStyleFile(
      "extends: existence\nmessage: Avoid '%s'.\ntokens:\n  - simply\n  - just\n",
      ORIGIN,
    );
    expect(problems).toEqual([]);
    expect(rule).toEqual({
      id: "style/words",
      kind: "existence",
      message: "Avoid '%s'.",
      severity: "warning",
      ignorecase: false,
      nonword: false,
      scope: "text",
      source: ".docsgate/styles/words.yml",
      tokens: ["simply", "just"],
    });
  });

  test("a substitution file with every optional field", () => {
    const text = [
      "extends: substitution",
      "message: Use '%s' instead of '%s'.",
      "description: Plain verbs.",
      "link: https://example.com/style#verbs",
      "level: suggestion",
      "ignorecase: true",
      "nonword: false",
      "scope: heading",
      "swap:",
      "  utilize: use",
      "  '(?:in order) to': to",
      "exceptions:",
      "  - Utilize API",
      "",
    ].join("\n");
    expect(parseStyleFile(text, ORIGIN)).toEqual({
      rule: {
        id: "style/words",
        kind: "substitution",
        message: "Use '%s' instead of '%s'.",
        description: "Plain verbs.",
        link: "https://example.com/style#verbs",
        severity: "notice",
        ignorecase: true,
        nonword: false,
        scope: "heading",
        source: ".docsgate/styles/words.yml",
        swap: { utilize: "use", "(?:in order) to": "to" },
        exceptions: ["Utilize API"],
      },
      problems: [],
      instructions: expect.any(Number),
    });
  });

  test("level error, and Vale's escapes that only the legacy regular expression syntax accepts", () => {
    const { rule, problems } = parseStyleFile(
      "extends: existence\nmessage: No '%s'.\nlevel: error\ntokens:\n  - 'e\\-mail'\n  - '\\p{Lu}{5,}'\n",
      ORIGIN,
    );
    expect(problems).toEqual([]);
    expect(rule).toMatchObject({ severity: "error", tokens: ["e\\-mail", "\\p{Lu}{5,}"] });
  });

  test("an unknown field, at its key", () => {
    expect(problemsOf("extends: existence\nmessage: No '%s'.\ntokens: [a]\naction:\n  name: remove\n")).toEqual([
      "4:1 Unknown field `action` in the style file. docsgate reads `extends`, `message`, `level`, `ignorecase`, `nonword`, `tokens`, `swap`, `exceptions`, `description`, `link`, `scope`; remove it or fix its spelling.",
    ]);
  });

  test("editorGuidance, a field of docsgate's own style files only", () => {
    const guidance = "editorGuidance:\n  section: voice\n  place: 9\n  text: Write plainly.\n";
    const text = `extends: existence\nmessage: No '%s'.\ntokens: [a]\n${guidance}`;
    expect(problemsOf(text)).toEqual([
      "4:1 Unknown field `editorGuidance` in the style file. docsgate reads `extends`, `message`, `level`, `ignorecase`, `nonword`, `tokens`, `swap`, `exceptions`, `description`, `link`, `scope`; remove it or fix its spelling.",
    ]);
    const own = parseStyleFile(text, { id: "style/plain", source: "default" });
    expect(own.problems).toEqual([]);
    expect(own.rule!.editorGuidance).toEqual({ section: "voice", place: 9, text: "Write plainly." });
    expect(
      parseStyleFile(text.replace("place: 9", "place: ninth"), { id: "style/plain", source: "default" }).problems,
    ).toMatchObject([
      { line: 5, message: "`editorGuidance` must hold a `section`, a whole-number `place` and a `text`." },
    ]);
  });

  test("missing or empty tokens and swap", () => {
    expect(problemsOf("message: No '%s'.\nextends: existence\n")).toEqual([
      "2:1 A style file that extends existence needs `tokens`: a list of the words to look for (regular expressions).",
    ]);
    expect(problemsOf("extends: existence\nmessage: No '%s'.\ntokens: []\n")).toEqual([
      "3:9 `tokens` must be a list of one or more regular expressions, one per line starting with `- `.",
    ]);
    expect(problemsOf("extends: existence\nmessage: No '%s'.\ntokens:\n")).toEqual([
      "3:1 `tokens` must be a list of one or more regular expressions, one per line starting with `- `.",
    ]);
    expect(problemsOf("extends: substitution\nmessage: Use '%s'.\n")).toEqual([
      "1:1 A style file that extends substitution needs `swap`: a mapping of each pattern to its replacement, such as `utilize: use`.",
    ]);
    expect(problemsOf("extends: substitution\nmessage: Use '%s'.\nswap:\n  - utilize\n")).toEqual([
      "4:3 `swap` must be a mapping of one or more patterns to their replacements, one per line, such as `utilize: use`.",
    ]);
  });

  test("a kind of style file docsgate does not run, or none", () => {
    expect(problemsOf("extends: capitalization\nmessage: Capitalize.\n")).toEqual([
      "1:10 `extends` must be `existence` (words to avoid) or `substitution` (words to replace); docsgate supports no other kind of style file.",
    ]);
    expect(problemsOf("message: No '%s'.\ntokens: [a]\n")).toEqual([
      "1:1 The style file has no `extends`. Add `extends: existence` (words to avoid) or `extends: substitution` (words to replace).",
    ]);
  });

  test("an invalid regular expression, at the item", () => {
    expect(problemsOf("extends: existence\nmessage: No '%s'.\ntokens:\n  - fine\n  - (unclosed\n")).toEqual([
      "5:5 `(unclosed` is not a valid regular expression: missing closing ): `(unclosed`. Escape special characters such as `(`, `[` and `?` with a backslash.",
    ]);
    expect(problemsOf("extends: substitution\nmessage: Use '%s' instead of '%s'.\nswap:\n  'a[b': c\n")).toEqual([
      "4:3 `a[b` is not a valid regular expression: missing closing ]: `[b`. Escape special characters such as `(`, `[` and `?` with a backslash.",
    ]);
    expect(problemsOf("extends: existence\nmessage: No '%s'.\ntokens: [a]\nexceptions:\n  - '*a'\n")).toEqual([
      "5:5 `*a` is not a valid regular expression: missing argument to repetition operator: `*`. Escape special characters such as `(`, `[` and `?` with a backslash.",
    ]);
  });

  test("an empty list of exceptions excepts nothing; an empty list of tokens is a mistake", () => {
    expect(problemsOf("extends: existence\nmessage: No '%s'.\ntokens: [a]\nexceptions: []\n")).toEqual([]);
    expect(problemsOf("extends: existence\nmessage: No '%s'.\ntokens: []\n")).toEqual([
      "3:9 `tokens` must be a list of one or more regular expressions, one per line starting with `- `.",
    ]);
  });

  test("a YAML syntax error, several documents, or a file that is no mapping", () => {
    expect(problemsOf("extends: existence\nmessage: 'No %s\ntokens: [a]\n")).toEqual([
      "4:1 The style file is not valid YAML: Missing closing 'quote. Fix the YAML at this place.",
    ]);
    expect(problemsOf("extends: existence\n---\nmessage: No.\n")).toEqual([
      "2:1 The style file holds more than one YAML document (a `---` line). Keep one rule per file and remove the `---` line.",
    ]);
    const notAMapping =
      "1:1 A style file is a YAML mapping of fields, such as `extends: existence`, `message: ...` and `tokens: [...]`. Rewrite the file as one.";
    expect(problemsOf("- we\n- our\n")).toEqual([notAMapping]);
    expect(problemsOf("")).toEqual([notAMapping]);
  });

  test("a key written twice, in the file or in `swap`: at the second", () => {
    expect(problemsOf("extends: substitution\nmessage: x\nswap:\n  a: b\n  c: d\n  a: e\n")).toEqual([
      "6:3 The style file is not valid YAML: Map keys must be unique. Fix the YAML at this place.",
    ]);
    expect(problemsOf("extends: existence\nmessage: x\ntokens: [a]\nmessage: y\n")).toEqual([
      "4:1 The style file is not valid YAML: Map keys must be unique. Fix the YAML at this place.",
    ]);
  });

  test("fields of the wrong kind or value", () => {
    expect(
      problemsOf(
        "extends: existence\nmessage: No '%s'.\ntokens: [a]\nlevel: fatal\nignorecase: yes\nscope: paragraph\ndescription: [a]\n",
      ),
    ).toEqual([
      "4:8 `level` must be `suggestion`, `warning` or `error`.",
      "5:13 `ignorecase` must be `true` or `false`.",
      "6:8 `scope` must be one of `text`, `heading`, `title`, `opening`.",
      "7:14 `description` must be a line of text.",
    ]);
    expect(problemsOf("extends: existence\ntokens: [a]\n")).toEqual([
      "1:1 The style file has no `message`. Add one that says what is wrong and how to fix it; `%s` stands for the matched text.",
    ]);
    expect(problemsOf("extends: existence\nmessage: No '%s'.\ntokens: [a]\nswap:\n  a: b\n")).toEqual([
      "4:1 `swap` belongs to substitution style files; this one extends existence and lists its words in `tokens`.",
    ]);
  });
});

describe("loading the house style of a docs root", () => {
  const words = "extends: existence\nmessage: Avoid '%s'.\ntokens: [simply]\n";

  test("no styles folder: docsgate's defaults", () => {
    expect(loadHouseStyle(tempProject({ "docs.json": "{}" }), DEFAULT_HOUSE_STYLE)).toEqual({
      rules: DEFAULT_HOUSE_STYLE,
      problems: [],
    });
  });

  test("team files next to the defaults; .yml and .yaml; other files ignored", () => {
    const root = tempProject({
      ".docsgate/styles/words.yml": words,
      ".docsgate/styles/Plain.yaml":
        "extends: substitution\nmessage: Use '%s' instead of '%s'.\nswap: { utilize: use }\n",
      ".docsgate/styles/README.md": "# Styles\n",
    });
    const { rules, problems } = loadHouseStyle(root, DEFAULT_HOUSE_STYLE);
    expect(problems).toEqual([]);
    expect(rules.map((rule) => `${rule.id} ${rule.source}`)).toEqual([
      ...DEFAULT_HOUSE_STYLE.map((rule) => `${rule.id} default`),
      "style/Plain .docsgate/styles/Plain.yaml",
      "style/words .docsgate/styles/words.yml",
    ]);
  });

  test("a team file replaces the default of the same name", () => {
    const root = tempProject({ ".docsgate/styles/second-person.yml": words });
    const ids = loadHouseStyle(root, DEFAULT_HOUSE_STYLE).rules.map((rule) => `${rule.id} ${rule.source}`);
    expect(ids).toContain("style/second-person .docsgate/styles/second-person.yml");
    expect(ids).not.toContain("style/second-person default");
  });

  test("a broken file is skipped, the others still load; two files for one id", () => {
    const root = tempProject({
      ".docsgate/styles/broken.yml": "extends: existence\nmessage: x\n",
      ".docsgate/styles/words.yml": words,
      ".docsgate/styles/words.yaml": words,
      ".docsgate/styles/my words.yml": words,
    });
    const { rules, problems } = loadHouseStyle(root, DEFAULT_HOUSE_STYLE);
    expect(rules.map((rule) => rule.id)).toEqual([...DEFAULT_HOUSE_STYLE.map((rule) => rule.id), "style/words"]);
    expect(problems).toEqual([
      {
        file: ".docsgate/styles/broken.yml",
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 8,
        message: expect.stringContaining("needs `tokens`"),
      },
      {
        file: ".docsgate/styles/my words.yml",
        line: 1,
        column: 1,
        message:
          "The style file name becomes the rule id style/my words, which cannot hold spaces. Rename the file, for example to my-words.yml.",
      },
      {
        file: ".docsgate/styles/words.yml",
        line: 1,
        column: 1,
        message:
          ".docsgate/styles/words.yml and .docsgate/styles/words.yaml both define the rule style/words. Merge them into one file.",
      },
    ]);
  });

  test("a style file linked out of the root is reported, not read; a link inside it is read; a folder is no file", () => {
    const outside = tempProject({ "words.yml": words });
    const root = tempProject({ "styles-source/inside.yml": words, ".docsgate/styles/README.md": "# Styles\n" });
    symlinkSync(path.join(outside, "words.yml"), path.join(root, ".docsgate/styles/elsewhere.yml"));
    symlinkSync("../../styles-source/inside.yml", path.join(root, ".docsgate/styles/inside.yml"));
    symlinkSync("../../styles-source", path.join(root, ".docsgate/styles/folder.yml"));
    const { rules, problems } = loadHouseStyle(root, DEFAULT_HOUSE_STYLE);
    expect(rules.map((rule) => rule.id)).toEqual([...DEFAULT_HOUSE_STYLE.map((rule) => rule.id), "style/inside"]);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
      ".docsgate/styles/elsewhere.yml:1:1 The style file points outside the docs root, and docsgate never reads outside it. Move the file into the docs folder.",
      ".docsgate/styles/folder.yml:1:1 The style file is a folder or a device, not a file. Remove it or give it another name.",
    ]);
  });

  test("a style file too large to be one is reported, not parsed", () => {
    const root = tempProject({
      ".docsgate/styles/huge.yml": `extends: existence\nmessage: x\ntokens:\n${"  - word\n".repeat(200_000)}`,
    });
    expect(
      loadHouseStyle(root, DEFAULT_HOUSE_STYLE).problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`),
    ).toEqual([
      expect.stringMatching(
        /^\.docsgate\/styles\/huge\.yml:1:1 The style file is 1,758 KB, more than the 256 KB docsgate reads from one style file/,
      ),
    ]);
  });
});

describe("style file problems in a check", () => {
  test("reported as settings/style-file errors at their place; the other files still run", () => {
    const root = tempProject({
      "docs.json": docsJson(["index"]),
      "index.mdx": `${FRONT}Simply run the installer.\n`,
      ".docsgate/styles/words.yml": "extends: existence\nmessage: Avoid '%s'.\ntokens: [Simply]\n",
      ".docsgate/styles/broken.yml": "extends: existence\nmessage: Avoid '%s'.\ntokens:\n  - (a\n",
    });
    const diagnostics = check({ root }).diagnostics.filter(
      (d) => d.ruleId === "settings/style-file" || d.ruleId === "style/words",
    );
    expect(diagnostics.map((d) => `${d.ruleId} ${d.severity} ${d.file}:${d.line}:${d.column}`)).toEqual([
      "settings/style-file error .docsgate/styles/broken.yml:4:5",
      "style/words warning index.mdx:6:1",
    ]);
    expect(diagnostics[0]!.docsUrl).toBe("https://github.com/docsgate/docsgate/blob/main/rules/settings/style-file.md");
  });

  test("settings/style-file can be switched off like any rule", () => {
    const root = tempProject({
      "docs.json": docsJson(["index"]),
      "index.mdx": `${FRONT}Run the installer.\n`,
      "docsgate.config.json": JSON.stringify({ rules: { "settings/style-file": "off" } }),
      ".docsgate/styles/broken.yml": "- a\n",
    });
    expect(check({ root }).diagnostics.filter((d) => d.ruleId.startsWith("settings/"))).toEqual([]);
  });
});

describe("docsgate's own style files, which run in JavaScript's backtracking engine", () => {
  test("repeat nothing without a bound, so no text can make them backtrack for long", () => {
    for (const rule of DEFAULT_HOUSE_STYLE) {
      for (const pattern of [...(rule.tokens ?? []), ...Object.keys(rule.swap ?? {}), ...(rule.exceptions ?? [])]) {
        const bare = pattern.replace(/\\./g, "x").replace(/\[[^\]]*\]/g, "x");
        expect(bare, `${rule.id}: ${pattern}`).not.toMatch(/[*+]|\{\d*,\}/);
      }
    }
  });
});
