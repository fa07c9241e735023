import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { judge } from "../../src/engine/gate.js";
import { formatCompact } from "../../src/report/compact.js";
import { formatConsole } from "../../src/report/console.js";
import { FORMAT_NAMES, REPORT_FORMATS, reportFormat } from "../../src/report/formats.js";
import { formatGithubCommands } from "../../src/report/github-commands.js";
import { formatJson } from "../../src/report/json.js";
import { formatJunit } from "../../src/report/junit.js";
import type { ReportContext } from "../../src/report/report-format.js";
import { formatSarif } from "../../src/report/sarif.js";
import { diagnostic, result } from "./diagnostics.js";

const checked = result("/work/repo/docs", [
  diagnostic({ line: 6, column: 26 }),
  diagnostic({ severity: "warning", ruleId: "nav/duplicate", file: "guide.mdx", line: 8, column: 3 }),
]);
const context: ReportContext = {
  cwd: "/work/repo",
  repositoryRoot: "/work",
  console: {
    verdict: judge(checked.diagnostics, { failOn: "error" }),
    notes: ["A note."],
    color: false,
    detail: "normal",
  },
};
const rendered = (name: string) => [...reportFormat(name)!.render(checked, context)].join("");

test("the --format names, in the order the help lists them: the default first, then by name", () => {
  expect(FORMAT_NAMES[0]).toBe("console");
  expect(FORMAT_NAMES.slice(1)).toEqual([...FORMAT_NAMES.slice(1)].sort());
  expect(FORMAT_NAMES).toEqual(expect.arrayContaining(["console", "compact", "github", "json", "junit", "sarif"]));
  expect(reportFormat("html")).toBeUndefined();
});

test("each format renders the result with what it takes of the context", () => {
  expect(rendered("console")).toBe(formatConsole(checked, { ...context.console, cwd: "/work/repo" }));
  expect(rendered("json")).toBe(formatJson(checked));
  expect(rendered("sarif")).toBe(formatSarif(checked, { repositoryRoot: "/work" }));
  expect(rendered("junit")).toBe(formatJunit(checked));
  expect(rendered("compact")).toBe(formatCompact(checked, "/work/repo"));
  expect(rendered("github")).toBe(formatGithubCommands(checked, "/work"));
});

test("the action writes the JSON, SARIF and JUnit reports, each to its output and file", () => {
  expect(REPORT_FORMATS.flatMap(({ name, actionFile }) => (actionFile ? [[name, actionFile]] : []))).toEqual([
    ["json", { output: "report", name: "report.json" }],
    ["junit", { output: "junit", name: "junit.xml" }],
    ["sarif", { output: "sarif", name: "docsgate.sarif" }],
  ]);
});

test("the format list is the one the files in src/report/format/ make (npm run build writes it)", () => {
  const run = spawnSync(process.execPath, ["scripts/format-registry.mjs", "--check"], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
});

test("each format's file is named after it", () => {
  expect(readdirSync("src/report/format").sort()).toEqual(FORMAT_NAMES.map((name) => `${name}.ts`).sort());
});
