import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { CheckResult } from "../../src/contracts/check-result.js";
import { formatConsole as format, shouldColor, sourceReader, type ConsoleOptions } from "../../src/report/console.js";
import { judge } from "../../src/engine/gate.js";
import { tempProject } from "../helpers/temp-project.js";
import { diagnostic, result } from "./diagnostics.js";

/** The console report with the verdict fail-on error gives. */
const formatConsole = (
  checked: CheckResult,
  options: Omit<ConsoleOptions, "verdict"> & { verdict?: ConsoleOptions["verdict"] },
) => format(checked, { verdict: judge(checked.diagnostics, { failOn: "error" }), ...options });

const DOCS_JSON = [
  "{",
  '  "name": "Acme",',
  '  "navigation": [',
  '    { "group": "Start", "pages": ["index", "missing"] }',
  "  ]",
  "}",
  "",
].join("\n");
const ESC = "\u001b[";

describe("console report", () => {
  test("lists problems by file: errors with a code frame, warnings in one line; then counts by rule and the verdict", () => {
    const root = tempProject({ "docs.json": DOCS_JSON, "guide.mdx": "---\ntitle: Guide\n---\n" });
    const text = formatConsole(
      result(root, [
        diagnostic({ line: 4, column: 44, endLine: 4, endColumn: 53, message: 'No page for "missing".' }),
        diagnostic({ line: 2, column: 3, severity: "warning", ruleId: "config/schema", message: "Odd name." }),
        diagnostic({
          file: "guide.mdx",
          line: 2,
          column: 1,
          severity: "warning",
          ruleId: "page/title",
          message: "Short title.",
        }),
        diagnostic({
          file: "guide.mdx",
          line: 2,
          column: 1,
          severity: "notice",
          ruleId: "nav/orphan-page",
          message: "Not in the navigation.",
        }),
      ]),
      { color: false, cwd: root },
    );
    expect(text).toBe(
      [
        "docs.json",
        '  4:44  error    No page for "missing".  nav/missing-page',
        "",
        '    2 |   "name": "Acme",',
        '    3 |   "navigation": [',
        '  > 4 |     { "group": "Start", "pages": ["index", "missing"] }',
        "      |                                            ^^^^^^^^^",
        "    5 |   ]",
        "    6 | }",
        "",
        "  2:3   warning  Odd name.  config/schema",
        "",
        "guide.mdx",
        "  2:1  warning  Short title.  page/title",
        "",
        "Problems by rule:",
        "  error    1  nav/missing-page",
        "  warning  1  config/schema",
        "  warning  1  page/title",
        "  notice   1  nav/orphan-page",
        "",
        "The notice is counted, not listed: --verbose lists it.",
        "",
        "docsgate: failed, 1 error",
        "",
      ].join("\n"),
    );
  });

  test("--verbose lists the notices too; --quiet lists and counts the errors only", () => {
    const root = tempProject({ "docs.json": DOCS_JSON });
    const checked = result(root, [
      diagnostic({ line: 2, severity: "warning", ruleId: "config/schema", message: "Odd name." }),
      ...Array.from({ length: 1200 }, (_, i) =>
        diagnostic({ line: 3, column: i + 1, severity: "notice", ruleId: "nav/orphan-page", message: "Alone." }),
      ),
    ]);
    const verbose = formatConsole(checked, { color: false, cwd: root, detail: "verbose" });
    expect(verbose.match(/notice +Alone\./g)).toHaveLength(1200);
    expect(verbose).not.toContain("--verbose lists");
    expect(verbose).toContain("  notice   1,200  nav/orphan-page\n");
    const normal = formatConsole(checked, { color: false, cwd: root });
    expect(normal).not.toContain("Alone.");
    expect(normal).toContain("The 1,200 notices are counted, not listed: --verbose lists them.");
    expect(normal.endsWith("docsgate: passed, 1 warning, 1,200 notices\n")).toBe(true);
    const quiet = formatConsole(checked, { color: false, cwd: root, detail: "quiet" });
    expect(quiet).toBe("docsgate: passed, 1 warning, 1,200 notices\n");
    const failing = result(root, [
      diagnostic({ line: 4 }),
      diagnostic({ line: 2, severity: "warning", ruleId: "config/schema", message: "Odd name." }),
    ]);
    expect(formatConsole(failing, { color: false, cwd: root, detail: "quiet" })).toMatch(
      /^docs\.json\n {2}4:1 {2}error {4}The page is missing\. {2}nav\/missing-page\n[\s\S]*\nProblems by rule:\n {2}error {4}1 {2}nav\/missing-page\n\ndocsgate: failed, 1 error\n$/,
    );
  });

  test("the verdict says why: fail-on, the new problems, or more warnings than max-warnings allows", () => {
    const warnings = result("/docs", [
      diagnostic({ severity: "warning" }),
      diagnostic({ severity: "warning", line: 2 }),
    ]);
    const last = (verdict: ConsoleOptions["verdict"]) =>
      formatConsole(warnings, { color: false, cwd: "/docs", readSource: () => undefined, verdict })
        .trimEnd()
        .split("\n")
        .at(-1);
    expect(last(judge(warnings.diagnostics, { failOn: "error", maxWarnings: 1 }))).toBe(
      "docsgate: failed, 2 warnings (more than 1 warning allowed)",
    );
    expect(last(judge(warnings.diagnostics, { failOn: "warning" }))).toBe("docsgate: failed, 2 warnings");
    expect(
      last(
        judge(
          [
            { severity: "error", isNew: false },
            { severity: "warning", isNew: true },
          ],
          { failOn: "new-error" },
        ),
      ),
    ).toBe("docsgate: passed, 1 error, 1 warning (fail-on: new-error)");
  });

  test("shows paths relative to the working folder and a clean run in one line", () => {
    const root = tempProject({ "docs/docs.json": DOCS_JSON });
    const docs = path.join(root, "docs");
    expect(formatConsole(result(docs, []), { color: false, cwd: root })).toBe(
      "docsgate: passed, no problems in docs\n",
    );
    const text = formatConsole(result(docs, [diagnostic({ line: 0, column: 0 })]), { color: false, cwd: root });
    expect(text).toBe(
      "docs/docs.json\n  -  error    The page is missing.  nav/missing-page\n\nProblems by rule:\n  error    1  nav/missing-page\n\ndocsgate: failed, 1 error in docs\n",
    );
  });

  test("has no code frame for line 0, a binary file, a missing file or a link out of the root", () => {
    const outside = tempProject({ "secret.json": '{ "token": "abc" }\n' });
    const root = tempProject({ "logo.png": "\u0000PNG\nbinary", "docs.json": "{}\n" });
    symlinkSync(path.join(outside, "secret.json"), path.join(root, "linked.json"));
    const text = formatConsole(
      result(root, [
        diagnostic({ file: "docs.json", line: 0, column: 0 }),
        diagnostic({ file: "logo.png", line: 1, column: 1 }),
        diagnostic({ file: "gone.json", line: 1, column: 1 }),
        diagnostic({ file: "linked.json", line: 1, column: 1 }),
      ]),
      { color: false, cwd: root },
    );
    expect(text).not.toContain(" | ");
    expect(text).not.toContain("token");
    expect(text).toContain("linked.json\n  1:1  error    The page is missing.");
  });

  test("reads a file once for all its diagnostics", () => {
    const reads: string[] = [];
    const source = (file: string) => (reads.push(file), DOCS_JSON);
    formatConsole(result("/docs", [diagnostic({ line: 2 }), diagnostic({ line: 3 }), diagnostic({ line: 4 })]), {
      color: false,
      cwd: "/docs",
      readSource: source,
    });
    expect(reads).toEqual(["docs.json"]);
  });

  test("crops a very long line around the column", () => {
    const long = `{"name":"Acme","navigation":[${'"x",'.repeat(5000)}"missing"]}`;
    const column = long.indexOf('"missing"') + 1;
    const text = formatConsole(result("/docs", [diagnostic({ line: 1, column, endLine: 1, endColumn: column + 9 })]), {
      color: false,
      cwd: "/docs",
      readSource: () => long,
    });
    const frameLine = text.split("\n").find((line) => line.startsWith("  > 1 |"))!;
    expect(frameLine.length).toBeLessThan(200);
    expect(frameLine).toContain('"missing"]}');
    const caretLine = text.split("\n")[text.split("\n").indexOf(frameLine) + 1]!;
    // The carets sit under "missing" in the cropped line.
    expect(frameLine.slice(caretLine.indexOf("^"), caretLine.lastIndexOf("^") + 1)).toBe('"missing"');
  });

  test("masks every secret (and URL credential) in the lines a frame shows, its own diagnostic's or a neighbour's, carets in place", () => {
    // Made up, and split so that secret scanners reading this repository do not take it for a leak.
    const token = "ghp_" + "R8cT2vLq9ZxN4mWp7KbY3sHd6FjA1eGu5QoV";
    const keyLines = [
      "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7",
      "Qz8Lm2Vx7Rk4Np9Wd3Hs6Jf1Gb5Yc2Ae8TuQiOxR7tK2mXv9pL4c",
    ];
    const page = [
      "---",
      "title: Keys",
      "---",
      `A [link](/nowhere) and ${token} on one line.`,
      "```pem",
      "-----BEGIN RSA PRIVATE KEY-----",
      ...keyLines,
      "-----END RSA PRIVATE KEY-----",
      "```",
      "[Broken](/gone) under the key.",
      "[Status](https://reader:hunter22@status.example.com/?api_key=k3yv4lue) beside it.",
    ].join("\n");
    const root = tempProject({ "docs.json": DOCS_JSON, "keys.mdx": page });
    const text = formatConsole(
      result(root, [
        diagnostic({ file: "keys.mdx", line: 4, column: 3, endLine: 4, endColumn: 19, ruleId: "page/broken-link" }),
        diagnostic({ file: "keys.mdx", line: 4, column: 24, endLine: 4, endColumn: 64, ruleId: "page/secret" }),
        diagnostic({ file: "keys.mdx", line: 6, column: 1, endLine: 6, endColumn: 32, ruleId: "page/secret" }),
        diagnostic({ file: "keys.mdx", line: 11, column: 1, endLine: 11, endColumn: 16, ruleId: "page/broken-link" }),
      ]),
      { color: false, cwd: root },
    );
    for (const secret of [token, ...keyLines]) expect(text).not.toContain(secret.slice(4, 20));
    expect(text).toContain(`  > 4 | A [link](/nowhere) and ${"*".repeat(token.length)} on one line.`);
    expect(text).toContain(`      |                        ${"^".repeat(token.length)}`);
    expect(text).toContain(`    7 | ${"*".repeat(keyLines[0]!.length)}`);
    expect(text).toContain("  > 6 | -----BEGIN RSA PRIVATE KEY-----");
    expect(text).toContain(
      `   12 | [Status](https://${"*".repeat("reader:hunter22".length)}@status.example.com/?api_key=${"*".repeat(8)}) beside it.`,
    );
    expect(text).not.toMatch(/hunter22|k3yv4lue/);
  });

  test("colours severities and frames only when asked", () => {
    const root = tempProject({ "docs.json": DOCS_JSON });
    const plain = formatConsole(result(root, [diagnostic({ line: 4, column: 44 })]), { color: false, cwd: root });
    const coloured = formatConsole(result(root, [diagnostic({ line: 4, column: 44 })]), { color: true, cwd: root });
    expect(plain).not.toContain(ESC);
    expect(coloured).toContain(`${ESC}31merror`);
    expect(coloured.replace(/\u001b\[[0-9;]*m/g, "")).toBe(plain);
  });

  test("colour is for terminals only, and never with NO_COLOR or FORCE_COLOR=0", () => {
    expect(shouldColor(true, {})).toBe(true);
    expect(shouldColor(false, {})).toBe(false);
    expect(shouldColor(true, { NO_COLOR: "1" })).toBe(false);
    expect(shouldColor(true, { FORCE_COLOR: "0" })).toBe(false);
    expect(shouldColor(false, { FORCE_COLOR: "1" })).toBe(false);
    expect(shouldColor(true, { NO_COLOR: "" })).toBe(true);
  });
});

describe("sourceReader", () => {
  test("reads inside the root, and an absolute path as given", () => {
    const elsewhere = tempProject({ "docsgate.config.json": "{}\n" });
    const root = tempProject({ "docs.json": "{}\n" });
    mkdirSync(path.join(root, "sub"));
    writeFileSync(path.join(root, "sub", "page.mdx"), "Text\n");
    const read = sourceReader(root);
    expect(read("docs.json")).toBe("{}\n");
    expect(read("sub/page.mdx")).toBe("Text\n");
    expect(read(path.join(elsewhere, "docsgate.config.json"))).toBe("{}\n");
    // The same file by a relative path that climbs out of the root is not read.
    expect(read(path.relative(root, path.join(elsewhere, "docsgate.config.json")))).toBeUndefined();
  });
});
