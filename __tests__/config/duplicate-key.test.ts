import { describe, expect, test } from "vitest";
import { page, tempProject } from "../helpers/temp-project.js";
import { findings } from "./run.js";

describe("config/duplicate-key", () => {
  test("a key twice in one object: a warning at the second, naming the first line", () => {
    const root = tempProject({
      "docs.json":
        '{\n  "name": "Acme",\n  "colors": { "primary": "#0D9373", "primary": "#07C983" },\n  "name": "Acme Docs",\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n',
      "index.mdx": page("Home"),
    });
    expect(
      findings(root, "config/duplicate-key").map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`),
    ).toEqual([
      "3:37 warning `primary` appears twice in `colors` (first on line 3): the later value wins and the earlier one is silently ignored. Keep one of them.",
      "4:3 warning `name` appears twice (first on line 2): the later value wins and the earlier one is silently ignored. Keep one of them.",
    ]);
  });

  test("the same key in different objects is fine", () => {
    const root = tempProject({
      "docs.json":
        '{ "name": "Acme", "topAnchor": { "name": "Docs" }, "navigation": [{ "group": "Start", "pages": ["index"] }] }',
      "index.mdx": page("Home"),
    });
    expect(findings(root, "config/duplicate-key")).toEqual([]);
  });
});
