import { describe, expect, test } from "vitest";
import { runUpgrade } from "../../src/upgrade-command.js";
import { tempProject } from "../helpers/temp-project.js";

describe("docsgate upgrade on a config nested too deep", () => {
  test("refuses with the place where the limit is passed, rather than writing a docs.json without the deeper part", () => {
    const levels = 10_000;
    const root = tempProject({
      "mint.json": `{\n  "name": "Acme",\n  "navigation": [{ "group": "Start", "pages": ["index", ${"[".repeat(levels)}${"]".repeat(levels)}] }]\n}\n`,
    });
    const run = runUpgrade(root, { write: true });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    // The root object, the navigation array, the group and its pages take four levels: the 497th bracket opens level
    // 501.
    expect(run.stderr).toMatch(
      new RegExp(
        `mint\\.json:3:${'  "navigation": [{ "group": "Start", "pages": ["index", '.length + 497}: .*more than 500 levels`,
      ),
    );
  });
});
