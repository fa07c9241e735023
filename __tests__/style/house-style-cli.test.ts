import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { tempProject, v2DocsJson } from "../helpers/temp-project.js";
import { CLI, quietEnv, runNode } from "../e2e/spawn.js";
import { FRONT } from "../pages/page-findings.js";

const PLAIN =
  "extends: substitution\nmessage: Use '%s' instead of '%s'.\nignorecase: true\nswap:\n  utilize: use\n  in order to: to\n";
const FILLER =
  "extends: existence\nmessage: Drop '%s'.\nlevel: error\ndescription: No filler words.\nignorecase: true\ntokens: [simply]\n";

describe("style files in the bundled CLI", () => {
  test("docsgate rules lists the default style files and the style file rule", () => {
    const run = runNode(CLI, ["rules", "--format", "json"]);
    const rules = JSON.parse(run.stdout) as { id: string; category: string; defaultSeverity: string }[];
    expect(rules.filter((rule) => rule.id.startsWith("style/") || rule.id === "settings/style-file")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: "settings/style-file", category: "settings", defaultSeverity: "error" }),
        expect.objectContaining({ id: "style/key-info-first", category: "style", defaultSeverity: "notice" }),
        expect.objectContaining({ id: "style/second-person", category: "style", defaultSeverity: "notice" }),
      ]),
    );
  });

  test("check reports a team style file's findings, linked to the file, and fails on its level", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["index"]),
      "index.mdx": `${FRONT}Simply run the installer.\n`,
      ".docsgate/styles/filler.yml": FILLER,
    });
    const run = runNode(CLI, ["check", root, "--format", "json"]);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).diagnostics).toEqual([
      {
        ruleId: "style/filler",
        severity: "error",
        message: "Drop 'Simply'.",
        file: "index.mdx",
        line: 6,
        column: 1,
        endLine: 6,
        endColumn: 7,
        fix: null,
        docsUrl: ".docsgate/styles/filler.yml",
        fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
  });

  test("check --fix applies substitutions, keeping a capital; a second run has nothing left", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["index"]),
      "index.mdx": `${FRONT}Utilize the key in order to sign requests.\n`,
      ".docsgate/styles/plain.yml": PLAIN,
    });
    const first = runNode(CLI, ["check", root, "--fix", "--format", "json"]);
    expect(first.stderr).toBe("docsgate: applied 2 fixes in 1 file.\n");
    expect(readFileSync(path.join(root, "index.mdx"), "utf8")).toBe(`${FRONT}Use the key to sign requests.\n`);
    expect(JSON.parse(first.stdout).diagnostics).toEqual([]);
    expect(runNode(CLI, ["check", root, "--fix"]).stderr).toBe("docsgate: applied 0 fixes in 0 files.\n");
  });

  test("page workers run the same house style as the main thread", () => {
    const files: Record<string, string> = {
      ".docsgate/styles/plain.yml": PLAIN,
      ".docsgate/styles/filler.yml": FILLER,
    };
    const pages: string[] = [];
    for (let i = 0; i < 120; i++) {
      pages.push(`guides/page-${i}`);
      const words =
        i % 3 === 0 ? "We simply utilize the key." : i % 3 === 1 ? "In this guide, you will set a key." : "Set a key.";
      files[`guides/page-${i}.mdx`] = `${FRONT}${words} ${"Then send a request. ".repeat(i % 7)}\n`;
    }
    const root = tempProject({ ...files, "docs.json": v2DocsJson(pages) });
    const [one, three] = ["1", "3"].map((threads) =>
      runNode(CLI, ["check", root, "--format", "json"], quietEnv({ DOCSGATE_THREADS: threads })),
    );
    expect(three!.stderr).toBe("");
    const diagnostics = JSON.parse(one!.stdout).diagnostics as { ruleId: string }[];
    expect(JSON.parse(three!.stdout).diagnostics).toEqual(diagnostics);
    const count = (ruleId: string) => diagnostics.filter((d) => d.ruleId === ruleId).length;
    expect([
      count("style/second-person"),
      count("style/filler"),
      count("style/plain"),
      count("style/key-info-first"),
    ]).toEqual([40, 40, 40, 40]);
  });
});
