import { existsSync, mkdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { EDITORS, editorsNamed } from "../../src/editor-rules/editors.js";
import { exportEditorRules, type ExportOptions } from "../../src/editor-rules/export-rules.js";
import { docsJson, page, tempProject } from "../helpers/temp-project.js";

const project = (files: Record<string, string> = {}) =>
  tempProject({ "docs.json": docsJson(["index"]), "index.mdx": page("Home"), ...files });
const run = (root: string, editor: string, extra: Partial<ExportOptions> = {}) =>
  exportEditorRules({ root, editors: editorsNamed(editor)!, check: false, ...extra });
const read = (root: string, file: string) => readFileSync(path.join(root, file), "utf8");
const PAST = new Date("2020-01-02T03:04:05Z");

describe("docsgate rules export", () => {
  test("each editor gets its rules file where the editor reads it", () => {
    const root = project();
    expect(EDITORS.map((editor) => [editor.name, editor.file])).toEqual([
      ["cline", ".clinerules/rules.md"],
      ["cursor", ".cursor/rules/rules.mdc"],
      ["windsurf", ".windsurf/rules/rules.md"],
    ]);
    expect(run(root, "cursor")).toEqual({
      status: 0,
      stdout: `Wrote ${root}/.cursor/rules/rules.mdc, the Cursor rules file.\n`,
      stderr: "",
    });
    expect(read(root, ".cursor/rules/rules.mdc")).toMatch(
      /^---\ndescription: .+\nalwaysApply: true\n---\n\n<!-- docsgate:begin\n/,
    );
    expect(run(root, "windsurf").status).toBe(0);
    expect(read(root, ".windsurf/rules/rules.md")).toMatch(/^---\ntrigger: always_on\n/);
    expect(run(root, "cline").status).toBe(0);
    expect(read(root, ".clinerules/rules.md")).toMatch(/^<!-- docsgate:begin\n/);
    expect(read(root, ".clinerules/rules.md")).toContain("--editor cline` in the docs root");
  });

  test("--editor all writes every editor's file, and check() leaves them alone", () => {
    const root = project();
    const before = check({ root }).diagnostics;
    const result = run(root, "all");
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split("\n")).toHaveLength(EDITORS.length);
    for (const editor of EDITORS) expect(existsSync(path.join(root, editor.file)), editor.file).toBe(true);
    expect(check({ root }).diagnostics).toEqual(before);
  });

  test("an unknown editor name selects nothing", () => {
    expect(editorsNamed("vscode")).toBeUndefined();
    expect(editorsNamed("Cursor")).toBeUndefined();
  });

  test("a second run changes nothing: same bytes, file left untouched", () => {
    const root = project();
    run(root, "all");
    const files = EDITORS.map((editor) => path.join(root, editor.file));
    const before = files.map((file) => readFileSync(file));
    for (const file of files) utimesSync(file, PAST, PAST);
    const again = run(root, "all");
    expect(again.status).toBe(0);
    expect(again.stdout).toBe(EDITORS.map((editor) => `${root}/${editor.file} is already current.\n`).join(""));
    expect(files.map((file) => readFileSync(file))).toEqual(before);
    for (const file of files) expect(statSync(file).mtime).toEqual(PAST);
  });

  test("what the team wrote outside the markers survives a change of rules", () => {
    const root = project();
    run(root, "cursor");
    const file = path.join(root, ".cursor/rules/rules.mdc");
    const generated = read(root, ".cursor/rules/rules.mdc");
    const ours =
      generated
        .replace("alwaysApply: true", 'alwaysApply: true\nglobs: "**/*.mdx"')
        .replace("<!-- docsgate:begin", "Product names: Acme Cloud, never ACME.\n\n<!-- docsgate:begin") +
      "\n## Our extra rules\n\n- Say workspace, not project.\n";
    writeFileSync(file, ours);
    writeFileSync(path.join(root, "docsgate.config.json"), JSON.stringify({ rules: { "page/secret": "off" } }));
    expect(run(root, "cursor")).toMatchObject({
      status: 0,
      stdout: `Updated the docsgate block in ${root}/.cursor/rules/rules.mdc.\n`,
    });
    const updated = read(root, ".cursor/rules/rules.mdc");
    expect(updated).not.toContain("page/secret");
    expect(updated).toContain('globs: "**/*.mdx"');
    expect(updated).toContain("Product names: Acme Cloud, never ACME.\n\n<!-- docsgate:begin");
    expect(updated.endsWith("<!-- docsgate:end -->\n\n## Our extra rules\n\n- Say workspace, not project.\n")).toBe(
      true,
    );
  });

  test("a rules file without markers gets the block after its text, and says so", () => {
    const root = project({ ".clinerules/rules.md": "# House rules\n\n- Keep it short.\n" });
    const result = run(root, "cline");
    expect(result).toMatchObject({
      status: 0,
      stdout: `Added the docsgate block to ${root}/.clinerules/rules.md, after the text already in it.\n`,
    });
    expect(read(root, ".clinerules/rules.md")).toMatch(
      /^# House rules\n\n- Keep it short\.\n\n<!-- docsgate:begin\n[^]*<!-- docsgate:end -->\n$/,
    );
    expect(run(root, "cline").stdout).toContain("is already current");
  });

  test("rules switched off in docsgate.config.json, or in the file given with --config, are left out", () => {
    const root = project({
      "docsgate.config.json": JSON.stringify({ rules: { "page/image-alt": "off" } }),
      "strict.json": JSON.stringify({ rules: { "page/image-alt": "notice" } }),
    });
    run(root, "cline");
    expect(read(root, ".clinerules/rules.md")).not.toContain("page/image-alt");
    run(root, "cline", { settingsPath: path.join(root, "strict.json") });
    expect(read(root, ".clinerules/rules.md")).toContain("(`page/image-alt`, notice)");
  });

  test("settings for any rule check() accepts, redocly's OpenAPI rules included, are accepted", () => {
    const root = project({
      "docsgate.config.json": JSON.stringify({ rules: { "openapi/info-license": "off", "page/image-alt": "off" } }),
    });
    expect(run(root, "cline")).toMatchObject({ status: 0, stderr: "" });
    expect(read(root, ".clinerules/rules.md")).not.toContain("page/image-alt");
  });

  test("the team's style files are in the rules file", () => {
    const root = project({
      ".docsgate/styles/terms.yml":
        "extends: substitution\nmessage: \"Write '%s', not '%s'.\"\nswap:\n  e-mail: email\n",
    });
    run(root, "cline");
    expect(read(root, ".clinerules/rules.md")).toContain(
      "- Write `email` instead of `e-mail`. (`style/terms`, warning)",
    );
  });

  test("a broken settings or style file stops the export with the problem at its place", () => {
    const badSettings = project({ "docsgate.config.json": '{ "rules": { "page/secrets": "off" } }' });
    const result = run(badSettings, "cline");
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(
      `docsgate: ${badSettings}/docsgate.config.json:1:14: Unknown rule \`page/secrets\`; did you mean \`page/secret\`?`,
    );
    expect(result.stderr).toContain("Fix the problems above, then export again.");
    expect(existsSync(path.join(badSettings, ".clinerules"))).toBe(false);

    const badStyle = project({ ".docsgate/styles/terms.yml": "extends: substitution\n" });
    expect(run(badStyle, "cline")).toMatchObject({
      status: 2,
      stderr: expect.stringContaining(`${badStyle}/.docsgate/styles/terms.yml:`),
    });
  });

  test("a folder without docs.json is not a docs root", () => {
    const root = tempProject({ "index.mdx": page("Home") });
    expect(run(root, "cursor")).toEqual({
      status: 2,
      stdout: "",
      stderr: `docsgate: \`${root}\` holds no docs.json (or mint.json). Give the docs root: the folder with docs.json.\n`,
    });
    expect(run(tempProject({ "mint.json": docsJson([]) }), "cursor").status).toBe(0);
  });
});

describe("--check", () => {
  const check = (root: string, editor = "cursor") => run(root, editor, { check: true });

  test("missing: exit 1 with the command that writes it, and nothing written", () => {
    const root = project();
    expect(check(root)).toEqual({
      status: 1,
      stdout: `${root}/.cursor/rules/rules.mdc is missing. Run \`docsgate rules export --editor cursor ${root}\` to write it.\n`,
      stderr: "",
    });
    expect(existsSync(path.join(root, ".cursor"))).toBe(false);
  });

  test("current: exit 0; stale after a settings change: exit 1", () => {
    const root = project();
    run(root, "cursor");
    expect(check(root)).toEqual({ status: 0, stdout: `${root}/.cursor/rules/rules.mdc is current.\n`, stderr: "" });
    writeFileSync(path.join(root, "docsgate.config.json"), JSON.stringify({ rules: { "page/heading-h1": "error" } }));
    const before = read(root, ".cursor/rules/rules.mdc");
    expect(check(root)).toMatchObject({
      status: 1,
      stdout: expect.stringContaining(
        "rules.mdc is out of date with the rules docsgate applies. Run `docsgate rules export --editor cursor",
      ),
    });
    expect(read(root, ".cursor/rules/rules.mdc")).toBe(before);
  });

  test("a hand-written file without the block fails until the block is added", () => {
    const root = project({ ".windsurf/rules/rules.md": "# Ours\n" });
    expect(check(root, "windsurf")).toMatchObject({
      status: 1,
      stdout: expect.stringContaining("has no docsgate block"),
    });
  });

  test("with several editors, any missing file fails the check", () => {
    const root = project();
    run(root, "cursor");
    const result = check(root, "all");
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("rules.mdc is current.");
    expect(result.stdout).toContain(".windsurf/rules/rules.md is missing.");
  });
});

describe("staying inside the docs root", () => {
  test("an editor folder that is a symbolic link out of the root is refused", () => {
    const outside = tempProject({ "keep.txt": "x" });
    const root = project();
    symlinkSync(outside, path.join(root, ".cursor"));
    const result = run(root, "cursor");
    expect(result).toEqual({
      status: 2,
      stdout: "",
      stderr: `docsgate: \`.cursor\` is a symbolic link to ${outside}, outside the docs root; docsgate writes only inside the docs root. Replace the link with a folder.\n`,
    });
    expect(existsSync(path.join(outside, "rules"))).toBe(false);
    expect(run(root, "cursor", { check: true }).status).toBe(2);
  });

  test("a deeper link out of the root, and the rules file itself as a link out, are refused too", () => {
    const outside = tempProject({ "rules.md": "theirs\n" });
    const root = project();
    mkdirSync(path.join(root, ".windsurf"));
    symlinkSync(outside, path.join(root, ".windsurf/rules"));
    expect(run(root, "windsurf")).toMatchObject({
      status: 2,
      stderr: expect.stringContaining("`.windsurf/rules` is a symbolic link to"),
    });
    mkdirSync(path.join(root, ".clinerules"));
    symlinkSync(path.join(outside, "rules.md"), path.join(root, ".clinerules/rules.md"));
    expect(run(root, "cline")).toMatchObject({
      status: 2,
      stderr: expect.stringContaining("`.clinerules/rules.md` is a symbolic link to"),
    });
    expect(read(outside, "rules.md")).toBe("theirs\n");
  });

  test("a link to a folder inside the root is followed", () => {
    const root = project();
    mkdirSync(path.join(root, "shared/assistant"), { recursive: true });
    symlinkSync(path.join(root, "shared/assistant"), path.join(root, ".clinerules"));
    expect(run(root, "cline").status).toBe(0);
    expect(read(root, "shared/assistant/rules.md")).toContain("<!-- docsgate:begin");
  });

  test("a folder where the rules file goes, or a file where a folder goes, is a problem to fix", () => {
    const root = project({ ".cursor": "not a folder\n" });
    mkdirSync(path.join(root, ".clinerules/rules.md"), { recursive: true });
    expect(run(root, "cursor")).toMatchObject({
      status: 2,
      stderr: expect.stringContaining("`.cursor` is a file; docsgate needs a folder there"),
    });
    expect(run(root, "cline")).toMatchObject({
      status: 2,
      stderr: expect.stringContaining("`.clinerules/rules.md` is a folder"),
    });
  });
});

describe("Windsurf's size limit", () => {
  test("a file longer than Windsurf reads is written, with a warning", () => {
    const tokens = Array.from({ length: 900 }, (_, index) => `  - word${index}`).join("\n");
    const root = project({
      ".docsgate/styles/long.yml": `extends: existence\nmessage: Avoid '%s'.\ntokens:\n${tokens}\n`,
    });
    const result = run(root, "windsurf");
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(
      /^docsgate: .*\.windsurf\/rules\/rules\.md has \d{2},\d{3} characters; Windsurf reads at most 12,000 from one rules file/,
    );
    expect(run(root, "cursor").stderr).toBe("");
  });

  test("docsgate's own rules fit, with room for a team's style files", () => {
    const root = project();
    run(root, "windsurf");
    // The catalogue lists every component Mintlify documents; 2,000 characters are left for a team's style.
    expect(read(root, ".windsurf/rules/rules.md").length).toBeLessThan(10_000);
  });
});
