import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject } from "../helpers/temp-project.js";

describe("config/newer-layout", () => {
  test("`navigation` as an object: one notice at the key, and its navigation is checked", () => {
    const root = tempProject({
      "docs.json": '{\n  "name": "Acme",\n  "colors": { "primary": "not a colour" },\n  "navigation": { "groups": [{ "group": "Start", "pages": ["missing"] }] }\n}\n',
    });
    const diagnostics = check({ root }).diagnostics.filter((d) => d.ruleId.startsWith("config/") || d.ruleId.startsWith("nav/"));
    expect(diagnostics.map((d) => `${d.ruleId} ${d.line}:${d.column}`)).toEqual(["config/newer-layout 4:3", "nav/missing-page 4:60"]);
    expect(diagnostics[0]!.message).toMatch(/`navigation` is an object.*does not validate this layout yet/);
    expect(diagnostics[0]!.severity).toBe("notice");
  });

  test("a `theme` marks the newer layout too, unless `navigation` is the legacy list of groups", () => {
    const root = tempProject({ "docs.json": '{\n  "theme": "mint",\n  "name": "Acme"\n}\n' });
    const diagnostics = check({ root }).diagnostics.filter((d) => d.ruleId.startsWith("config/"));
    expect(diagnostics.map((d) => `${d.ruleId} ${d.line}:${d.column}`)).toEqual(["config/newer-layout 2:3"]);
    expect(diagnostics[0]!.message).toMatch(/has a `theme`/);
    // The legacy layout has themes of its own.
    const legacy = tempProject({ "docs.json": '{\n  "theme": "venus",\n  "name": "Acme",\n  "navigation": [{ "group": "A", "pages": ["index"] }]\n}\n', "index.mdx": "# Home\n" });
    expect(check({ root: legacy }).diagnostics.filter((d) => d.ruleId === "config/newer-layout")).toEqual([]);
  });

  test("mint.json is always the legacy layout, as Mintlify reads it: the newer shape there is an error", () => {
    const root = tempProject({ "mint.json": '{\n  "theme": "mint",\n  "name": "Acme",\n  "navigation": { "pages": ["index"] }\n}\n', "index.mdx": "# Home\n" });
    const ids = check({ root }).diagnostics.map((d) => d.ruleId);
    expect(ids).not.toContain("config/newer-layout");
    expect(ids).toContain("config/schema");
  });

  test("the legacy layout gets no such notice", () => {
    const root = tempProject({ "docs.json": '{ "name": "Acme", "navigation": [] }' });
    expect(check({ root }).diagnostics.filter((d) => d.ruleId === "config/newer-layout")).toEqual([]);
  });
});
