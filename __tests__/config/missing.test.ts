import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { page, tempProject } from "../helpers/temp-project.js";
import { findings } from "./run.js";

describe("config/missing", () => {
  test("no docs.json and no mint.json: one error naming the folder", () => {
    const root = tempProject({ "index.mdx": page("Home") });
    const all = findings(root, "config/missing");
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ file: "docs.json", line: 0, column: 0, severity: "error" });
    expect(all[0]!.message).toContain(root);
  });

  test("is reported like any diagnostic, and nothing else about the config is", () => {
    const root = tempProject({ "index.mdx": page("Home") });
    const config = check({ root }).diagnostics.filter((d) => d.ruleId.startsWith("config/"));
    expect(config.map((d) => d.ruleId)).toEqual(["config/missing"]);
  });

  test("a mint.json is enough", () => {
    const root = tempProject({ "mint.json": '{ "name": "Acme", "navigation": [] }' });
    expect(findings(root, "config/missing")).toEqual([]);
  });
});
