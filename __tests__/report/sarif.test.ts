import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import { ALL_RULE_METAS } from "../../src/registry/rule-registry.js";
import { fingerprintDiagnostics } from "../../src/report/fingerprint.js";
import { formatSarif } from "../../src/report/sarif.js";
import packageJson from "../../package.json" with { type: "json" };
import { tempProject } from "../helpers/temp-project.js";
import { diagnostic, result } from "./diagnostics.js";

const KNOWN = ALL_RULE_METAS.find((meta) => meta.id === "nav/missing-page")!;

/** The SARIF log of these diagnostics, parsed, with the docs in `site/docs` of a repository. */
function sarif(diagnostics: Parameters<typeof result>[1], repositoryRoot?: string) {
  const root = tempProject({ "site/docs/docs.json": '{\n  "navigation": ["guides/install"]\n}\n' });
  const docs = path.join(root, "site", "docs");
  const text = formatSarif(result(docs, diagnostics), { repositoryRoot: repositoryRoot ?? root });
  return { root, docs, text, log: JSON.parse(text), run: JSON.parse(text).runs[0] };
}

describe("SARIF report", () => {
  test("is one SARIF 2.1.0 run by docsgate, with a rule entry per rule reported, by id", () => {
    const { log, run } = sarif([
      diagnostic({ ruleId: "nav/missing-page", line: 2, column: 18 }),
      diagnostic({ ruleId: "config/schema", severity: "warning" }),
      diagnostic({ ruleId: "nav/missing-page", line: 3 }),
    ]);
    expect(Object.keys(log)).toEqual(["$schema", "version", "runs"]);
    expect(log.$schema).toBe("https://json.schemastore.org/sarif-2.1.0.json");
    expect(log.version).toBe("2.1.0");
    expect(log.runs).toHaveLength(1);
    expect(run.tool.driver).toMatchObject({
      name: "docsgate",
      version: packageJson.version,
      informationUri: "https://github.com/docsgate/docsgate",
    });
    expect(run.tool.driver.rules.map((rule: { id: string }) => rule.id)).toEqual(["config/schema", "nav/missing-page"]);
    expect(run.tool.driver.rules[1]).toEqual({
      id: "nav/missing-page",
      name: "NavMissingPage",
      shortDescription: { text: KNOWN.description },
      helpUri: "https://example.test/rules/nav/missing-page.md",
      help: { text: `${KNOWN.description} Documentation: https://example.test/rules/nav/missing-page.md` },
      defaultConfiguration: { level: KNOWN.defaultSeverity },
      properties: { tags: [KNOWN.category] },
    });
    expect(run.results.map((r: { ruleId: string; ruleIndex: number }) => [r.ruleId, r.ruleIndex])).toEqual([
      ["nav/missing-page", 1],
      ["config/schema", 0],
      ["nav/missing-page", 1],
    ]);
    for (const r of run.results) {
      expect(Object.keys(r)).toEqual(["ruleId", "ruleIndex", "level", "message", "locations", "partialFingerprints"]);
      expect(run.tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId);
      expect(r.message).toEqual({ text: "The page is missing." });
    }
  });

  test("gives rules it has no metadata for (style files, redocly) an entry of their own", () => {
    const { run } = sarif([
      diagnostic({
        ruleId: "openapi/operation-summary",
        severity: "warning",
        docsUrl: "https://redocly.com/docs/cli/rules/oas/operation-summary",
      }),
      diagnostic({ ruleId: "style/acme-terms", severity: "notice", docsUrl: ".docsgate/styles/acme-terms.yml" }),
    ]);
    expect(run.tool.driver.rules).toEqual([
      expect.objectContaining({
        id: "openapi/operation-summary",
        name: "OpenapiOperationSummary",
        shortDescription: { text: "openapi/operation-summary" },
        helpUri: "https://redocly.com/docs/cli/rules/oas/operation-summary",
        defaultConfiguration: { level: "warning" },
        properties: { tags: ["openapi"] },
      }),
      {
        id: "style/acme-terms",
        name: "StyleAcmeTerms",
        shortDescription: { text: "style/acme-terms" },
        // A style file's own path is no URI, so it is named in the help text only.
        help: { text: "style/acme-terms Documentation: .docsgate/styles/acme-terms.yml" },
        defaultConfiguration: { level: "note" },
        properties: { tags: ["style"] },
      },
    ]);
  });

  test("maps error, warning and notice to error, warning and note", () => {
    const { run } = sarif([
      diagnostic({ severity: "error" }),
      diagnostic({ severity: "warning" }),
      diagnostic({ severity: "notice" }),
    ]);
    expect(run.results.map((r: { level: string }) => r.level)).toEqual(["error", "warning", "note"]);
  });

  test("places each result by its path in the repository, with its region", () => {
    const { run } = sarif([
      diagnostic({ line: 2, column: 18, endLine: 2, endColumn: 34 }),
      diagnostic({ file: "guides/a b#1%.mdx", line: 4, column: 1, endLine: 6, endColumn: 2 }),
      diagnostic({ line: 5, column: 3 }),
      diagnostic({ line: 5, column: 9, endLine: 5, endColumn: 4 }),
    ]);
    const locations = run.results.map((r: { locations: { physicalLocation: unknown }[] }) =>
      r.locations.map((l) => l.physicalLocation),
    );
    expect(locations).toEqual([
      [
        {
          artifactLocation: { uri: "site/docs/docs.json", uriBaseId: "%SRCROOT%" },
          region: { startLine: 2, startColumn: 18, endLine: 2, endColumn: 34 },
        },
      ],
      [
        {
          artifactLocation: { uri: "site/docs/guides/a%20b%231%25.mdx", uriBaseId: "%SRCROOT%" },
          region: { startLine: 4, startColumn: 1, endLine: 6, endColumn: 2 },
        },
      ],
      [
        {
          artifactLocation: { uri: "site/docs/docs.json", uriBaseId: "%SRCROOT%" },
          region: { startLine: 5, startColumn: 3 },
        },
      ],
      // An end before the start is left out rather than written as an invalid region.
      [
        {
          artifactLocation: { uri: "site/docs/docs.json", uriBaseId: "%SRCROOT%" },
          region: { startLine: 5, startColumn: 9, endLine: 5 },
        },
      ],
    ]);
    expect(run.columnKind).toBe("utf16CodeUnits");
  });

  test("has no region for a diagnostic on line 0", () => {
    const { run } = sarif([diagnostic({ ruleId: "config/missing", line: 0, column: 0 })]);
    expect(run.results[0].locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: "site/docs/docs.json", uriBaseId: "%SRCROOT%" },
    });
  });

  test("names files relative to the docs root by default, and a file outside the repository by its file URI", () => {
    const { docs } = sarif([]);
    const outside = path.resolve("/elsewhere/docsgate.config.json");
    const run = JSON.parse(
      formatSarif(result(docs, [diagnostic(), diagnostic({ file: outside, ruleId: "settings/invalid" })]), {}),
    ).runs[0];
    expect(run.results[0].locations[0].physicalLocation.artifactLocation).toEqual({
      uri: "docs.json",
      uriBaseId: "%SRCROOT%",
    });
    expect(run.results[1].locations[0].physicalLocation.artifactLocation).toEqual({ uri: pathToFileURL(outside).href });
    const climbing = JSON.parse(
      formatSarif(result(docs, [diagnostic({ file: "../../x.json" })]), { repositoryRoot: docs }),
    ).runs[0];
    expect(climbing.results[0].locations[0].physicalLocation.artifactLocation).toEqual({
      uri: pathToFileURL(path.resolve(docs, "../../x.json")).href,
    });
  });

  test("carries each diagnostic's fingerprint, which follows its line's text", () => {
    const diagnostics = [
      diagnostic({ line: 2, column: 18 }),
      diagnostic({ line: 2, column: 18 }),
      diagnostic({ line: 1 }),
    ];
    const { run, docs } = sarif(diagnostics);
    const fingerprints = run.results.map((r: { partialFingerprints: Record<string, string> }) => r.partialFingerprints);
    expect(fingerprints).toEqual(
      fingerprintDiagnostics(docs, diagnostics).map((fingerprint) => ({ "docsgate/v1": fingerprint })),
    );
    expect(new Set(fingerprints.map((f: Record<string, string>) => f["docsgate/v1"])).size).toBe(3);
  });

  test("is the same text for the same result, and valid for a clean project", () => {
    const diagnostics = [diagnostic({ ruleId: "b/rule" }), diagnostic({ ruleId: "a/rule" })];
    const root = tempProject({ "docs.json": "{}\n" });
    expect(formatSarif(result(root, diagnostics), {})).toBe(formatSarif(result(root, diagnostics), {}));
    const clean = JSON.parse(formatSarif(result(root, []), {})).runs[0];
    expect(clean.tool.driver.rules).toEqual([]);
    expect(clean.results).toEqual([]);
  });
});
