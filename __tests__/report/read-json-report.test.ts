import { describe, expect, test } from "vitest";
import { formatJson } from "../../src/report/json.js";
import { MAX_BASELINE_DIAGNOSTICS, readJsonReport } from "../../src/report/read-json-report.js";
import { tempProject } from "../helpers/temp-project.js";
import { diagnostic, result } from "./diagnostics.js";

const GOOD = {
  ruleId: "nav/missing-page",
  severity: "error",
  message: "Gone.",
  file: "docs.json",
  line: 6,
  fingerprint: "0123abcd",
};

/** A report with these diagnostics and the other keys `--format json` writes. */
const report = (diagnostics: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ version: 1, tool: { name: "docsgate" }, diagnostics, ...extra });

describe("readJsonReport", () => {
  test("reads back what formatJson wrote, with only the baseline's keys", () => {
    const root = tempProject({ "docs.json": "{\n}\n" });
    const text = formatJson(
      result(root, [
        diagnostic({ line: 1, column: 1, fix: { start: 0, end: 1, text: "" } }),
        diagnostic({ severity: "notice", ruleId: "nav/orphan-page", line: 0, column: 0 }),
      ]),
    );
    const read = readJsonReport(text);
    expect(read).toEqual({
      diagnostics: [
        {
          ruleId: "nav/missing-page",
          severity: "error",
          message: "The page is missing.",
          file: "docs.json",
          line: 1,
          fingerprint: JSON.parse(text).diagnostics[0].fingerprint,
        },
        {
          ruleId: "nav/orphan-page",
          severity: "notice",
          message: "The page is missing.",
          file: "docs.json",
          line: 0,
          fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
        },
      ],
    });
    expect(readJsonReport(report([{ ...GOOD, column: 3, extra: { deep: true } }]))).toEqual({ diagnostics: [GOOD] });
    expect(readJsonReport(report([]))).toEqual({ diagnostics: [] });
  });

  test.each([
    ["", "not valid JSON"],
    ['{"version": 1, "diagnostics": [', "not valid JSON"],
    ["[]", "not a JSON object"],
    ["null", "not a JSON object"],
    [report([], { version: 2 }), "version 2; this docsgate reads version 1"],
    [report([], { version: "1" }), "of no known version"],
    [JSON.stringify({ version: 1 }), "no `diagnostics` list"],
    [report({}), "no `diagnostics` list"],
    [report([GOOD, "text"]), "Diagnostic 2 of the baseline report is not an object."],
    [report([null]), "Diagnostic 1 of the baseline report is not an object."],
    [report([[]]), "Diagnostic 1 of the baseline report is not an object."],
    [report([{ ...GOOD, ruleId: 7 }]), "has no text `ruleId`"],
    [
      report([{ ...GOOD, ruleId: undefined }]).replace('"severity"', '"__proto__":{"ruleId":"x"},"severity"'),
      "has no text `ruleId`",
    ],
    [report([{ ...GOOD, message: undefined }]), "has no text `message`"],
    [report([{ ...GOOD, file: null }]), "has no text `file`"],
    [report([{ ...GOOD, fingerprint: ["a"] }]), "has no text `fingerprint`"],
    [report([{ ...GOOD, severity: "fatal" }]), "has a `severity` other than error, warning or notice"],
    [report([{ ...GOOD, severity: "toString" }]), "has a `severity` other than"],
    [report([{ ...GOOD, line: -1 }]), "has a `line` that is not a whole number"],
    [report([{ ...GOOD, line: 1.5 }]), "has a `line` that is not a whole number"],
    [report([{ ...GOOD, line: "6" }]), "has a `line` that is not a whole number"],
    [report([{ ...GOOD, line: 1e300 }]), "has a `line` that is not a whole number"],
  ])("refuses %j in plain words", (text, problem) => {
    const read = readJsonReport(text);
    expect(typeof read).toBe("string");
    expect(read).toContain(problem);
  });

  test("refuses a report with more diagnostics than the cap, and never quotes the report", () => {
    const many = `{"version":1,"diagnostics":[${Array(MAX_BASELINE_DIAGNOSTICS + 1)
      .fill("0")
      .join(",")}]}`;
    expect(readJsonReport(many)).toBe(
      `The baseline report has ${MAX_BASELINE_DIAGNOSTICS + 1} diagnostics; docsgate reads at most ${MAX_BASELINE_DIAGNOSTICS}.`,
    );
    expect(readJsonReport("::error::owned")).not.toContain("owned");
  });
});
