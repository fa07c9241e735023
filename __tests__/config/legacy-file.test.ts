import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject } from "../helpers/temp-project.js";
import { findings } from "./run.js";

const CONFIG = '{ "name": "Acme", "navigation": [] }\n';

describe("config/legacy-file", () => {
  test("mint.json alone: a notice naming the upgrade (not a rename: Mintlify reads docs.json as v2), and it is still checked", () => {
    const root = tempProject({ "mint.json": '{ "name": "Acme", "navigation": [], "colors": {} }\n' });
    const result = check({ root });
    const notice = result.diagnostics.filter((d) => d.ruleId === "config/legacy-file");
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({ file: "mint.json", line: 1, column: 1, severity: "notice" });
    expect(notice[0]!.message).toMatch(/Run `docsgate upgrade --write`/);
    expect(notice[0]!.message).not.toMatch(/the format is the same/);
    expect(result.configFile).toBe("mint.json");
    expect(result.diagnostics.find((d) => d.ruleId === "config/schema")?.file).toBe("mint.json");
  });

  test("both files: says that docs.json is used, at mint.json", () => {
    const root = tempProject({ "docs.json": CONFIG, "mint.json": CONFIG });
    const all = findings(root, "config/legacy-file");
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ file: "mint.json", line: 1, column: 1 });
    expect(all[0]!.message).toMatch(/uses docs\.json and ignores mint\.json/);
  });

  test("both, with mint.json a folder: the notice points at docs.json", () => {
    const root = tempProject({ "docs.json": CONFIG });
    mkdirSync(path.join(root, "mint.json"));
    expect(findings(root, "config/legacy-file").map((d) => d.file)).toEqual(["docs.json"]);
  });

  test("a folder named mint.json: the rename notice has no line, and invalid-json says it is a folder", () => {
    const root = tempProject({});
    mkdirSync(path.join(root, "mint.json"));
    const diagnostics = check({ root }).diagnostics.filter((d) => d.ruleId.startsWith("config/"));
    expect(diagnostics.map((d) => `${d.ruleId} ${d.file}:${d.line}:${d.column}`)).toEqual([
      "config/invalid-json mint.json:0:0",
      "config/legacy-file mint.json:0:0",
    ]);
    expect(diagnostics[0]!.message).toBe(
      "mint.json is a folder, not a file. Replace it with a JSON file named mint.json.",
    );
  });

  test("docs.json alone: nothing", () => {
    expect(findings(tempProject({ "docs.json": CONFIG }), "config/legacy-file")).toEqual([]);
  });
});
