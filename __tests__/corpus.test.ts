import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../src/check.js";

const CORPUS = path.resolve(import.meta.dirname, "../../shared/corpus");

/**
 * Every error and warning docsgate reports on the real projects in ../shared/corpus, each one
 * looked at by hand and found to be a real problem. A new finding must be reviewed before it is
 * added here; a finding that disappears is a lost check.
 *  - 0xStation mint.json:14: `colors.background` has `dark` but no `light`; the format needs both.
 *  - `twitter`, `youtube` in `footerSocials`: not among the format's nine platforms.
 *  - Cloudanix mint.json:216, 222: pages listed in two groups.
 */
const REVIEWED: Record<string, string[]> = {
  "0xRaduan__summate-docs": ["warning config/unknown-key mint.json:108"],
  "0xStation__docs": ["error config/schema mint.json:14", "warning config/unknown-key mint.json:315"],
  "ActianCorp__vectorai-db-docs": [],
  "AgentOps-AI__AgentStack": [],
  "Cloudanix__docs": ["warning nav/duplicate mint.json:216", "warning nav/duplicate mint.json:222", "warning config/unknown-key mint.json:255"],
  "CodSpeedHQ__prefect": ["warning config/unknown-key mint.json:682", "warning config/unknown-key mint.json:685"],
  "OpenInterpreter__open-interpreter": ["warning config/unknown-key mint.json:150", "warning config/unknown-key mint.json:151"],
  "getlago__lago-doc": [],
  "mintlify__docs": [],
};

const projects = existsSync(CORPUS) ? readdirSync(CORPUS, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : [];

describe.skipIf(projects.length === 0)("real projects in ../shared/corpus", () => {
  test("every project is reviewed", () => {
    expect(projects.sort()).toEqual(Object.keys(REVIEWED).sort());
  });

  test.each(projects)("%s: no crash, and only the reviewed errors and warnings", (name) => {
    const { diagnostics } = check({ root: path.join(CORPUS, name) });
    const found = diagnostics.filter((d) => d.severity !== "notice").map((d) => `${d.severity} ${d.ruleId} ${d.file}:${d.line}`);
    expect(found).toEqual(REVIEWED[name]);
    for (const d of diagnostics) {
      expect(d.line > 0 || d.ruleId === "config/missing", `${d.ruleId} has no line`).toBe(true);
    }
  });

  test("projects in the newer layout get the one notice and nothing else", () => {
    for (const name of ["mintlify__docs", "getlago__lago-doc", "ActianCorp__vectorai-db-docs"]) {
      expect(check({ root: path.join(CORPUS, name) }).diagnostics.map((d) => d.ruleId)).toEqual(["config/newer-layout"]);
    }
  });
});
