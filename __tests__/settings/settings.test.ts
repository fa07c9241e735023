import { symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { loadSettings } from "../../src/settings/settings.js";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";

const RULES = ["nav/orphan-page", "nav/duplicate", "nav/extension", "page/image-frame", "settings/invalid"];
const load = (config: unknown) =>
  loadSettings(
    tempProject({ "docsgate.config.json": typeof config === "string" ? config : JSON.stringify(config, null, 2) }),
    RULES,
  );

describe("docsgate.config.json", () => {
  test("one bad severity is reported at its value and left out; the rest of the file applies", () => {
    const settings = load({
      rules: { "nav/orphan-page": "off", "nav/duplicate": "loud", "nav/extension": "error" },
      ignore: ["drafts/**"],
      links: { external: { retries: 1 } },
    });
    expect(settings.problems).toEqual([
      {
        file: "docsgate.config.json",
        line: 4,
        column: 22,
        endLine: 4,
        endColumn: 28,
        message:
          "The severity of `nav/duplicate` must be one of error, warning, notice or off (or ESLint's warn, 2, 1 and 0).",
      },
    ]);
    expect([...settings.severities]).toEqual([
      ["nav/orphan-page", "off"],
      ["nav/extension", "error"],
    ]);
    expect(settings.isIgnored("drafts/a.mdx")).toBe(true);
    expect(settings.externalLinks.retries).toBe(1);
  });

  test("severities as ESLint writes them: warn, and 2, 1 and 0", () => {
    const settings = load({
      rules: { "nav/orphan-page": 0, "nav/duplicate": "warn", "nav/extension": 2, "page/image-frame": 1 },
      links: { external: { severity: { "404": 1, "5xx": "warn", timeout: 0 } } },
    });
    expect(settings.problems).toEqual([]);
    expect(Object.fromEntries(settings.severities)).toEqual({
      "nav/orphan-page": "off",
      "nav/duplicate": "warning",
      "nav/extension": "error",
      "page/image-frame": "warning",
    });
    expect(settings.externalLinks.severities).toEqual({ "404": "warning", "5xx": "warning", timeout: "off" });
    expect(load({ rules: { "nav/duplicate": 3 } }).problems[0]!.message).toContain(
      "must be one of error, warning, notice or off",
    );
  });

  test("a bad ignore entry, link setting or severity key is left out alone", () => {
    const settings = load({
      ignore: ["drafts/**", ""],
      links: { external: { retries: 9, timeoutSeconds: 5, severity: { "404": "warning", dns: "off" } } },
    });
    expect(settings.problems.map((problem) => `${problem.line}:${problem.column}`)).toEqual(["4:5", "8:18", "12:9"]);
    expect(settings.isIgnored("drafts/a.mdx")).toBe(true);
    expect(settings.isIgnored("guide.mdx")).toBe(false);
    expect(settings.externalLinks).toMatchObject({ retries: 2, timeoutMs: 5_000, severities: { "404": "warning" } });
  });

  test("an unknown setting or rule id leaves the others in force", () => {
    const settings = load({ rules: { "nav/orphan-pages": "off", "nav/duplicate": "error" }, ignores: ["x"] });
    expect(settings.problems.map((problem) => problem.message)).toEqual([
      "Unknown setting `ignores`; did you mean `ignore`? docsgate.config.json has `rules`, `ignore` and `links`.",
      "Unknown rule `nav/orphan-pages`; did you mean `nav/orphan-page`? Run `docsgate rules` for the list.",
    ]);
    expect(Object.fromEntries(settings.severities)).toEqual({ "nav/duplicate": "error" });
  });

  test("a value nested 100,000 deep is reported where it passes 500 levels and left out alone; the rest applies", () => {
    // The root object and `ignore` take two levels: the 499th bracket opens level 501.
    const levels = 100_000;
    const settings = load(
      `{"rules": {"nav/duplicate": "error"}, "ignore": ["drafts/**", ${"[".repeat(levels)}${"]".repeat(levels)}]}`,
    );
    const column = '{"rules": {"nav/duplicate": "error"}, "ignore": ["drafts/**", '.length + 499;
    expect(settings.problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`)).toEqual([
      `1:${column} This value is nested more than 500 levels deep, past what docsgate reads; it was left out. Flatten it or remove it.`,
      // The shallow part is read, and an array is no glob.
      "1:63 `ignore.1` must be string.",
    ]);
    expect(Object.fromEntries(settings.severities)).toEqual({ "nav/duplicate": "error" });
    expect(settings.isIgnored("drafts/a.mdx")).toBe(true);
  });

  test("a file that is not an object applies nothing", () => {
    const settings = load(["rules"]);
    expect(settings.problems.map((problem) => problem.message)).toEqual(["`The settings` must be object."]);
    expect(settings.severities.size).toBe(0);
  });

  test("its problems take the severity the file gives settings/invalid, like any rule's", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["index", "index"]),
      "index.mdx": page("Home"),
      "docsgate.config.json": JSON.stringify({
        rules: { "settings/invalid": "warning", "nav/duplicate": "loud", "nav/orphan-page": "off" },
      }),
    });
    const diagnostics = check({ root }).diagnostics.map((d) => `${d.severity} ${d.ruleId}`);
    expect(diagnostics).toEqual(["warning nav/duplicate", "warning settings/invalid"]);
  });

  test("a docsgate.config.json linked out of the docs root is reported, not read", () => {
    const outside = tempProject({ "docsgate.config.json": JSON.stringify({ rules: { "nav/duplicate": "off" } }) });
    const root = tempProject({});
    symlinkSync(path.join(outside, "docsgate.config.json"), path.join(root, "docsgate.config.json"));
    const settings = loadSettings(root, RULES);
    expect(settings.problems).toEqual([
      {
        file: "docsgate.config.json",
        line: 1,
        column: 1,
        message:
          "The docsgate config file docsgate.config.json points outside the docs root, and docsgate never reads outside it. Move the file into the docs folder.",
      },
    ]);
    expect(settings.severities.size).toBe(0);
  });

  test("a config file named with --config that is a device or a folder is reported, not read", () => {
    const root = tempProject({ "settings/README.md": "Settings.\n" });
    expect(loadSettings(root, RULES, "/dev/zero").problems.map((problem) => problem.message)).toEqual([
      "The docsgate config file /dev/zero is a folder or a device, not a file. It must be a JSON file.",
    ]);
    expect(loadSettings(root, RULES, path.join(root, "settings")).problems.map((problem) => problem.message)).toEqual([
      "The docsgate config file settings is a folder or a device, not a file. It must be a JSON file.",
    ]);
  });
});
