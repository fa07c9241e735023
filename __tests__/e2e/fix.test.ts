import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { tempProject, v2DocsJson } from "../helpers/temp-project.js";
import { CLI, runNode } from "./spawn.js";

const FRONT = "---\ntitle: Setup\ndescription: Set up the client in a few steps.\n---\n\n";

describe("docsgate check --fix", () => {
  test("applies every fix, keeps a byte order mark, and a second run has nothing left to fix", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["setup.mdx", "guide"]),
      "setup.mdx": `${FRONT}# Install\n\nRun the installer.\n\n# Configure\n\nEdit the file.\n`,
      "guide.mdx": `\uFEFF${FRONT}# Guide\n\nRead on.\n`,
    });
    const first = runNode(CLI, ["check", root, "--fix", "--format", "json"]);
    expect(first.stderr).toBe("docsgate: applied 4 fixes in 3 files.\n");
    expect(readFileSync(path.join(root, "setup.mdx"), "utf8")).toBe(
      `${FRONT}## Install\n\nRun the installer.\n\n## Configure\n\nEdit the file.\n`,
    );
    expect(readFileSync(path.join(root, "guide.mdx"), "utf8")).toBe(`\uFEFF${FRONT}## Guide\n\nRead on.\n`);
    expect(JSON.parse(readFileSync(path.join(root, "docs.json"), "utf8")).navigation.groups[0].pages).toEqual([
      "setup",
      "guide",
    ]);
    expect(JSON.parse(first.stdout).diagnostics).toEqual([]);
    expect(first.status).toBe(0);

    const second = runNode(CLI, ["check", root, "--fix"]);
    expect(second.stderr).toBe("docsgate: applied 0 fixes in 0 files.\n");
    expect(second.status).toBe(0);
  });

  test("problems without a fix are still reported and count for the verdict", () => {
    const root = tempProject({ "docs.json": v2DocsJson(["a"]), "a.mdx": `${FRONT}Setext title\n===\n` });
    const run = runNode(CLI, ["check", root, "--fix", "--format", "json", "--max-warnings", "0"]);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).diagnostics.map((d: { ruleId: string }) => d.ruleId)).toEqual(["page/heading-h1"]);
  });

  test("--fix belongs to check", () => {
    expect(runNode(CLI, ["rules", "--fix"]).status).toBe(2);
  });
});
