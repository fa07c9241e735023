import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { docsJson, page, tempProject } from "../helpers/temp-project.js";
import { CLI, runNode } from "./spawn.js";

const cli = (...args: string[]) => runNode(CLI, args);
const project = () => tempProject({ "docs.json": docsJson(["index"]), "index.mdx": page("Home") });
const USAGE = "Run `docsgate --help` for usage.\n";

describe("docsgate rules export", () => {
  test("writes the rules file, then finds it current, and --check agrees", () => {
    const root = project();
    expect(cli("rules", "export", "--editor", "cursor", root, "--check")).toMatchObject({
      status: 1,
      stdout: expect.stringContaining("rules.mdc is missing. Run `docsgate rules export --editor cursor"),
    });
    expect(cli("rules", "export", "--editor", "cursor", root)).toEqual({
      status: 0,
      stdout: `Wrote ${root}/.cursor/rules/rules.mdc, the Cursor rules file.\n`,
      stderr: "",
    });
    const written = readFileSync(path.join(root, ".cursor/rules/rules.mdc"), "utf8");
    expect(cli("rules", "export", "--editor", "cursor", root)).toEqual({
      status: 0,
      stdout: `${root}/.cursor/rules/rules.mdc is already current.\n`,
      stderr: "",
    });
    expect(readFileSync(path.join(root, ".cursor/rules/rules.mdc"), "utf8")).toBe(written);
    expect(cli("rules", "export", "--editor", "cursor", root, "--check")).toEqual({
      status: 0,
      stdout: `${root}/.cursor/rules/rules.mdc is current.\n`,
      stderr: "",
    });
  });

  test("--editor all and --config", () => {
    const root = tempProject({
      "docs.json": docsJson(["index"]),
      "index.mdx": page("Home"),
      "quiet.json": '{ "rules": { "page/secret": "off" } }',
    });
    const run = cli("rules", "export", "--editor", "all", "--config", path.join(root, "quiet.json"), root);
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split("\n")).toHaveLength(3);
    expect(readFileSync(path.join(root, ".windsurf/rules/rules.md"), "utf8")).not.toContain("page/secret");
    expect(readFileSync(path.join(root, ".clinerules/rules.md"), "utf8")).toContain("page/heading-h1");
  });

  test.each([
    [["rules", "export"], "`rules export` needs --editor with one of cline, cursor, windsurf or all."],
    [
      ["rules", "export", "--editor", "vscode"],
      "Unknown editor `vscode`; docsgate writes rules files for cline, cursor, windsurf or all.",
    ],
    [["rules", "export", "--editor", "cursor", "a", "b"], "`rules export` takes one folder; got a b."],
    [
      ["rules", "export", "--editor", "cursor", "no/such/folder"],
      "The docs folder `no/such/folder` does not exist or is not a folder.",
    ],
    [["rules", "export", "--editor", "cursor", "--fail-on", "never"], "--fail-on applies to `check` and `build` only."],
    [
      ["rules", "export", "--editor", "cursor", "--format", "json"],
      "--format applies to `check`, `build` and `rules` only.",
    ],
    [["rules", "--editor", "cursor"], "--editor applies to `rules export` only."],
    [["check", "--check"], "--check applies to `rules export` only."],
    [["rules", "import"], "`rules` takes no arguments, or `export`; got import."],
  ])("usage error: %j", (args, message) => {
    expect(cli(...args)).toEqual({ status: 2, stdout: "", stderr: `docsgate: ${message}\n${USAGE}` });
  });

  test("a folder without docs.json: exit 2, nothing written", () => {
    const root = tempProject({ "index.mdx": page("Home") });
    expect(cli("rules", "export", "--editor", "cline", root)).toEqual({
      status: 2,
      stdout: "",
      stderr: `docsgate: \`${root}\` holds no docs.json (or mint.json). Give the docs root: the folder with docs.json.\n`,
    });
  });

  test("`docsgate rules` still lists the rules", () => {
    const run = cli("rules");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^config\/\S+ +error/m);
  });

  test("--help names the command", () => {
    expect(cli("--help").stdout).toContain("rules export --editor <name> [root]");
  });
});
