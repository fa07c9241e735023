import { describe, expect, test } from "vitest";
import { fingerprintDiagnostics } from "../../src/report/fingerprint.js";
import { formatJson, jsonReportPieces } from "../../src/report/json.js";
import { tempProject } from "../helpers/temp-project.js";
import packageJson from "../../package.json" with { type: "json" };
import { diagnostic, result } from "./diagnostics.js";

describe("JSON report", () => {
  test("in pieces, byte for byte JSON.stringify's layout of the whole report, with or without diagnostics", () => {
    const many = Array.from({ length: 250 }, (_, i) =>
      diagnostic({
        line: i + 1,
        column: 1,
        message: i % 2 ? "Zeile «über» den Rand: 💨" : 'A "quoted"\nline',
        ...(i % 3 ? {} : { fix: { start: 1, end: 2, text: "a\nb" } }),
      }),
    );
    for (const diagnostics of [[], [diagnostic()], many]) {
      const checked = result("/work/docs", diagnostics);
      const pieces = [...jsonReportPieces(checked)];
      const whole = JSON.parse(pieces.join(""));
      expect(pieces.join("")).toBe(`${JSON.stringify(whole, null, 2)}\n`);
      expect(pieces.join("")).toBe(formatJson(checked));
      expect(whole.diagnostics).toHaveLength(diagnostics.length);
      // 100 diagnostics a piece, between the head and the tail.
      expect(pieces).toHaveLength(diagnostics.length === 0 ? 1 : 2 + Math.ceil(diagnostics.length / 100));
    }
  });

  test("has the documented keys, in order, with null for what is unknown", () => {
    const report = JSON.parse(
      formatJson(
        result("/work/docs", [
          diagnostic({ line: 4, column: 5, endLine: 4, endColumn: 12, fix: { start: 10, end: 11, text: "" } }),
          diagnostic({ severity: "warning", ruleId: "config/schema", line: 2, column: 3 }),
          diagnostic({ severity: "notice", ruleId: "nav/orphan-page", line: 0, column: 0 }),
        ]),
      ),
    );
    expect(Object.keys(report)).toEqual(["version", "tool", "root", "configFile", "summary", "diagnostics"]);
    expect(report.version).toBe(1);
    expect(report.tool).toEqual({ name: "docsgate", version: packageJson.version });
    expect(report.root).toBe("/work/docs");
    expect(report.configFile).toBe("docs.json");
    expect(Object.keys(report.summary)).toEqual(["errors", "warnings", "notices"]);
    expect(report.summary).toEqual({ errors: 1, warnings: 1, notices: 1 });
    for (const d of report.diagnostics) {
      expect(Object.keys(d)).toEqual([
        "ruleId",
        "severity",
        "message",
        "file",
        "line",
        "column",
        "endLine",
        "endColumn",
        "fix",
        "docsUrl",
        "fingerprint",
      ]);
      expect(d.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(report.diagnostics[0]).toMatchObject({
      line: 4,
      column: 5,
      endLine: 4,
      endColumn: 12,
      fix: { start: 10, end: 11, text: "" },
    });
    expect(report.diagnostics[1]).toMatchObject({
      ruleId: "config/schema",
      severity: "warning",
      endLine: null,
      endColumn: null,
      fix: null,
    });
    expect(new Set(report.diagnostics.map((d: { fingerprint: string }) => d.fingerprint)).size).toBe(3);
  });

  test("gives each diagnostic the fingerprint of its problem, read from its line", () => {
    const root = tempProject({ "docs.json": '{\n  "name": "Acme"\n}\n' });
    const d = diagnostic({ line: 2, column: 3 });
    const report = JSON.parse(formatJson(result(root, [d])));
    expect(report.diagnostics[0].fingerprint).toBe(fingerprintDiagnostics(root, [d])[0]);
    expect(report.diagnostics[0].fingerprint).not.toBe(fingerprintDiagnostics(tempProject({}), [d])[0]);
  });

  test("says null when no config file was found, and is one pretty-printed document", () => {
    const text = formatJson(result("/work/docs", [], null));
    expect(JSON.parse(text)).toMatchObject({
      configFile: null,
      summary: { errors: 0, warnings: 0, notices: 0 },
      diagnostics: [],
    });
    expect(text.endsWith("}\n")).toBe(true);
    expect(text.split("\n")[1]).toBe('  "version": 1,');
  });
});
