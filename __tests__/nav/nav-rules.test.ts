import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { docsJson, page, tempProject } from "../helpers/temp-project.js";

function run(files: Record<string, string>, settingsPath?: string) {
  const root = tempProject(files);
  return check({ root, settingsPath }).diagnostics;
}

function only(ruleId: string, files: Record<string, string>) {
  return run(files).filter((d) => d.ruleId === ruleId);
}

describe("nav/missing-page", () => {
  test("points at the entry and suggests the nearest page", () => {
    const found = only("nav/missing-page", {
      "docs.json": docsJson(["quickstart", "guides/instal"]),
      "quickstart.mdx": page("Q"),
      "guides/install.mdx": page("I"),
    });
    expect(found).toHaveLength(1);
    // docsJson pretty-prints: line 8 holds the second entry, indented by 8.
    expect(found[0]).toMatchObject({
      file: "docs.json",
      line: 8,
      column: 9,
      endLine: 8,
      endColumn: 24,
      severity: "error",
    });
    expect(found[0]!.message).toContain('Did you mean "guides/install"?');
  });

  test("finds pages at any nesting depth and accepts .md and a leading slash", () => {
    const config = JSON.stringify(
      {
        name: "A",
        navigation: [
          {
            group: "G",
            pages: ["/a", { group: "Inner", pages: ["b", { group: "Deeper", pages: ["c/d", "missing/deep"] }] }],
          },
        ],
      },
      null,
      2,
    );
    const found = only("nav/missing-page", {
      "docs.json": config,
      "a.mdx": page("A"),
      "b.md": page("B"),
      "c/d.mdx": page("D"),
    });
    expect(found.map((d) => d.message)).toEqual([expect.stringContaining('"missing/deep" has no page')]);
  });

  test("a page moved to another folder is suggested by its file name", () => {
    const found = only("nav/missing-page", {
      "docs.json": docsJson(["setup/authentication"]),
      "guides/authentication.mdx": page("Auth"),
    });
    expect(found[0]!.message).toContain('Did you mean "guides/authentication"?');
  });

  test("an entry whose page .mintignore leaves out of the site says so", () => {
    const found = only("nav/missing-page", {
      "docs.json": docsJson(["drafts/plan"]),
      ".mintignore": "drafts/\n",
      "drafts/plan.mdx": page("Plan"),
    });
    expect(found[0]!.message).toBe(
      'The navigation entry "drafts/plan" has no page: `.mintignore` leaves `drafts` out of the site. Remove the entry, or stop ignoring the page.',
    );
  });

  test("a URL entry is reported as such", () => {
    const found = only("nav/missing-page", { "docs.json": docsJson(["https://example.com/page"]) });
    expect(found[0]!.message).toContain("is a URL");
  });
});

describe("nav/case-mismatch", () => {
  test("gets its own message, not a missing page", () => {
    const diagnostics = run({ "docs.json": docsJson(["Quickstart"]), "quickstart.mdx": page("Q") });
    expect(diagnostics.filter((d) => d.ruleId === "nav/missing-page")).toEqual([]);
    const found = diagnostics.filter((d) => d.ruleId === "nav/case-mismatch");
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain('Write "quickstart"');
    expect(found[0]!.line).toBe(7);
  });

  test("an exact match wins over a case-only one", () => {
    expect(
      only("nav/case-mismatch", { "docs.json": docsJson(["api"]), "api.mdx": page("A"), "API.md": page("B") }),
    ).toEqual([]);
  });
});

describe("nav/extension", () => {
  test("warns with a fix that removes the extension", () => {
    const config = docsJson(["quickstart.mdx"]);
    const found = only("nav/extension", { "docs.json": config, "quickstart.mdx": page("Q") });
    expect(found).toHaveLength(1);
    expect(found[0]!.severity).toBe("warning");
    const { start, end, text } = found[0]!.fix!;
    expect(config.slice(0, start) + text + config.slice(end)).toBe(docsJson(["quickstart"]));
  });

  test("an entry with an extension whose file is missing is a missing page", () => {
    const diagnostics = run({ "docs.json": docsJson(["gone.md"]) });
    expect(diagnostics.map((d) => d.ruleId)).toContain("nav/missing-page");
    expect(diagnostics.map((d) => d.ruleId)).not.toContain("nav/extension");
  });
});

describe("nav/duplicate", () => {
  test("reports the second entry and names the first line", () => {
    const config = JSON.stringify(
      {
        name: "A",
        navigation: [
          { group: "G", pages: ["a"] },
          { group: "H", pages: ["/a.mdx"] },
        ],
      },
      null,
      2,
    );
    const found = only("nav/duplicate", { "docs.json": config, "a.mdx": page("A") });
    expect(found).toHaveLength(1);
    expect(found[0]!.line).toBe(13);
    expect(found[0]!.message).toContain("(line 7)");
  });
});

describe("nav/outside-root", () => {
  test("`..` out of the root is an error and nothing there is read", () => {
    const found = only("nav/outside-root", {
      "docs/docs.json": docsJson(["../secret", "a/../../b", "C:\\\\pages\\\\x"]),
      "secret.mdx": page("S"),
    });
    expect(found).toEqual([]);
    const root = tempProject({
      "docs.json": docsJson(["../secret", "a/../../b", "C:\\pages\\x", "a/../inside"]),
      "inside.mdx": page("I"),
    });
    const diagnostics = check({ root }).diagnostics;
    expect(diagnostics.filter((d) => d.ruleId === "nav/outside-root").map((d) => d.line)).toEqual([7, 8, 9]);
    expect(diagnostics.filter((d) => d.ruleId === "nav/missing-page")).toEqual([]);
  });

  test("a symbolic link that points out of the root is never followed", () => {
    const outside = tempProject({ "leak.mdx": page("Leak") });
    const root = tempProject({ "docs.json": docsJson(["linked/leak", "inside/page"]), "real/page.mdx": page("P") });
    symlinkSync(outside, path.join(root, "linked"));
    symlinkSync(path.join(root, "real"), path.join(root, "inside"));
    const diagnostics = check({ root }).diagnostics;
    const found = diagnostics.filter((d) => d.ruleId === "nav/outside-root");
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain("symbolic link");
    expect(diagnostics.filter((d) => d.ruleId === "nav/missing-page")).toEqual([]);
  });

  test.each(["leak.mdx", "leak.md"])(
    "an entry whose page file (%s) is itself a link out of the root says so, not that the page is missing",
    (file) => {
      const outside = tempProject({ "leak.mdx": page("Leak") });
      const root = tempProject({ "docs.json": docsJson(["leak"]) });
      symlinkSync(path.join(outside, "leak.mdx"), path.join(root, file));
      const diagnostics = check({ root }).diagnostics;
      expect(diagnostics.filter((d) => d.ruleId === "nav/missing-page")).toEqual([]);
      const found = diagnostics.filter((d) => d.ruleId === "nav/outside-root");
      expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(["7:9"]);
      expect(found[0]!.message).toBe(
        `The navigation entry "leak" points outside the docs root: ${file} is a symbolic link to a file outside the docs root, and docsgate never reads outside it. Move the page into the docs folder and name it relative to the root.`,
      );
    },
  );
});

describe("nav/orphan-page", () => {
  test("lists page files in no group in one notice at `navigation`", () => {
    const found = only("nav/orphan-page", {
      "docs.json": docsJson(["a"]),
      "a.mdx": page("A"),
      "forgotten.mdx": page("F"),
      "old/legacy.md": page("L"),
      "snippets/note.mdx": "Note.\n",
      ".github/template.md": "x\n",
      "README.md": "# Docs\n",
      "guides/README.md": "# Guides\n",
      "AGENTS.md": "# Agents\n",
      "skills/docs/SKILL.md": "---\nname: docs\n---\n",
      "notes.txt": "not a page\n",
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: "notice", line: 3, column: 3 });
    expect(found[0]!.message).toMatch(/^2 page files are in no navigation group.*forgotten\.mdx, old\/legacy\.md\./);
  });

  test("files matched by the ignore globs are not listed", () => {
    const root = tempProject({
      "docs.json": docsJson(["a"]),
      "a.mdx": page("A"),
      "drafts/x.mdx": page("X"),
      "docsgate.config.json": JSON.stringify({ ignore: ["drafts/**"] }),
    });
    expect(check({ root }).diagnostics.filter((d) => d.ruleId === "nav/orphan-page")).toEqual([]);
  });

  test("a long list names twenty and counts the rest", () => {
    const files: Record<string, string> = { "docs.json": docsJson([]) };
    for (let i = 0; i < 25; i++) files[`p${String(i).padStart(2, "0")}.mdx`] = page(`P${i}`);
    const [notice] = only("nav/orphan-page", files);
    expect(notice!.message).toContain("p19.mdx and 5 more");
  });
});

describe("settings", () => {
  test("a rule switched off reports nothing; an unknown id is reported with a suggestion", () => {
    const root = tempProject({
      "docs.json": docsJson(["a", "missing"]),
      "a.mdx": page("A"),
      "docsgate.config.json": JSON.stringify(
        { rules: { "nav/missing-page": "off", "nav/orphan-pages": "warning" } },
        null,
        2,
      ),
    });
    const diagnostics = check({ root }).diagnostics;
    expect(diagnostics.filter((d) => d.ruleId === "nav/missing-page")).toEqual([]);
    const invalid = diagnostics.filter((d) => d.ruleId === "settings/invalid");
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toMatchObject({ file: "docsgate.config.json", line: 4, column: 5 });
    expect(invalid[0]!.message).toContain("did you mean `nav/orphan-page`?");
  });

  test("a severity can be raised", () => {
    const root = tempProject({
      "docs.json": docsJson(["a.mdx"]),
      "a.mdx": page("A"),
      "docsgate.config.json": JSON.stringify({ rules: { "nav/extension": "error" } }),
    });
    expect(check({ root }).diagnostics.find((d) => d.ruleId === "nav/extension")!.severity).toBe("error");
  });

  test("bad settings: syntax error, bad severity, unknown key, missing explicit file", () => {
    const syntax = tempProject({ "docs.json": docsJson([]), "docsgate.config.json": '{ "rules": { } ,}' });
    expect(check({ root: syntax }).diagnostics.find((d) => d.ruleId === "settings/invalid")).toMatchObject({
      line: 1,
      column: 16,
      message: expect.stringContaining("trailing comma"),
    });
    const shape = tempProject({
      "docs.json": docsJson([]),
      "docsgate.config.json": JSON.stringify({ rules: { "nav/duplicate": "loud" }, ignores: [] }, null, 2),
    });
    const messages = check({ root: shape })
      .diagnostics.filter((d) => d.ruleId === "settings/invalid")
      .map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining("error, warning, notice or off"),
        expect.stringContaining("Unknown setting `ignores`"),
      ]),
    );
    const explicit = tempProject({ "docs.json": docsJson([]) });
    const missing = check({ root: explicit, settingsPath: path.join(explicit, "nope.json") }).diagnostics.filter(
      (d) => d.ruleId === "settings/invalid",
    );
    expect(missing[0]!.message).toContain("does not exist");
  });

  test("an explicit settings file outside the root is used", () => {
    const settingsDir = tempProject({});
    const settingsFile = path.join(settingsDir, "gate.json");
    mkdirSync(settingsDir, { recursive: true });
    writeFileSync(settingsFile, JSON.stringify({ rules: { "nav/orphan-page": "off" } }));
    const root = tempProject({ "docs.json": docsJson([]), "x.mdx": page("X") });
    expect(
      check({ root, settingsPath: settingsFile }).diagnostics.filter((d) => d.ruleId === "nav/orphan-page"),
    ).toEqual([]);
  });
});
