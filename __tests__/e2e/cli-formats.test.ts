import path from "node:path";
import { describe, expect, test } from "vitest";
import { FORMAT_NAMES } from "../../src/report/formats.js";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";
import { CLI, FIXTURES, quietEnv, REPO, runNode } from "./spawn.js";

const cli = (args: string[], env: Record<string, string> = {}) => runNode(CLI, args, quietEnv(env));
const brokenNav = path.relative(REPO, path.join(FIXTURES, "broken-nav"));

interface SarifResult {
  ruleId: string;
  level: string;
  locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string } } }[];
  partialFingerprints: Record<string, string>;
}

describe("docsgate check --format sarif", () => {
  test("prints one SARIF log and nothing else, files relative to the working folder, fingerprints as in the JSON report", () => {
    const run = cli(["check", brokenNav, "--format", "sarif"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe("");
    const log = JSON.parse(run.stdout);
    expect(log).toMatchObject({ version: "2.1.0", runs: [{ tool: { driver: { name: "docsgate" } } }] });
    const results: SarifResult[] = log.runs[0].results;
    expect(results.map((r) => r.ruleId)).toEqual(expect.arrayContaining(["config/schema", "nav/missing-page"]));
    for (const r of results) {
      expect(r.locations[0]!.physicalLocation.artifactLocation).toEqual({
        uri: "__tests__/fixtures/broken-nav/docs.json",
        uriBaseId: "%SRCROOT%",
      });
    }
    const json = JSON.parse(cli(["check", brokenNav, "--format", "json"]).stdout);
    expect(results.map((r) => r.partialFingerprints["docsgate/v1"])).toEqual(
      json.diagnostics.map((d: { fingerprint: string }) => d.fingerprint),
    );
  });

  test("in a GitHub workflow, names files relative to GITHUB_WORKSPACE", () => {
    const run = cli(["check", brokenNav, "--format", "sarif"], { GITHUB_WORKSPACE: FIXTURES });
    expect(JSON.parse(run.stdout).runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(
      "broken-nav/docs.json",
    );
  });
});

describe("docsgate check --format junit", () => {
  test("prints one JUnit document: a failing test case per error", () => {
    const run = cli(["check", brokenNav, "--format", "junit"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="docsgate" tests="2" failures="2">\n/,
    );
    expect(run.stdout).toContain(
      '<testcase classname="docs.json" name="nav/missing-page 9:28"><failure type="nav/missing-page"',
    );
    expect(run.stdout.endsWith("</testsuites>\n")).toBe(true);
  });

  test("a clean project is one passing test case", () => {
    const run = cli(["check", path.join(FIXTURES, "clean"), "--format", "junit"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('<testsuites name="docsgate" tests="1" failures="0">');
    expect(run.stdout).toContain('<testcase classname="docsgate" name="docsgate"/>');
  });
});

describe("the new formats elsewhere", () => {
  test("build keeps its summary lines off stdout, which holds the report alone", () => {
    const root = tempProject({ "docs.json": v2DocsJson(["index"]), "index.mdx": page("Home") });
    const out = path.join(tempProject({}), "site");
    for (const format of ["sarif", "junit"]) {
      const run = cli(["build", root, "--out", out, "--no-links", "--format", format]);
      expect(run.status).toBe(0);
      expect(run.stderr).toContain("Built 1 page into ");
      expect(run.stdout).not.toContain("Built");
      if (format === "sarif") expect(JSON.parse(run.stdout).runs[0].results).toEqual([]);
      else expect(run.stdout).toContain('<testcase classname="docsgate" name="docsgate"/>');
    }
  });

  test("rules refuses them, and --help lists them", () => {
    const rules = cli(["rules", "--format", "sarif"]);
    expect(rules.status).toBe(2);
    expect(rules.stdout).toBe("");
    expect(rules.stderr).toContain("is for `check` and `build`");
    expect(cli(["--help"]).stdout).toContain(`--format <${FORMAT_NAMES.join("|")}>`);
  });
});
