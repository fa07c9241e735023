import { expect, test } from "vitest";
import { judge } from "../../src/engine/gate.js";
import { formatJson } from "../../src/report/json.js";
import { reportFormat } from "../../src/report/formats.js";
import type { ReportContext } from "../../src/report/report-format.js";
import { diagnostic, result } from "./diagnostics.js";

const checked = result("/work/repo/docs", [
  diagnostic({ ruleId: "page/broken-link", file: "guide.mdx", line: 6, column: 26, message: 'Broken link "a".' }),
  diagnostic({ severity: "warning", ruleId: "nav/duplicate", file: "docs.json", line: 8, column: 3 }),
  diagnostic({ severity: "notice", ruleId: "style/title", file: "intro.mdx", line: 0, column: 0 }),
  diagnostic({ ruleId: "settings/invalid", file: "../../settings.json", line: 2, column: 1, message: "Bad." }),
]);
const context = (repositoryRoot: string): ReportContext => ({
  cwd: "/work/repo",
  repositoryRoot,
  console: { verdict: judge(checked.diagnostics, { failOn: "error" }), notes: [], color: false, detail: "normal" },
});
const issues = (repositoryRoot = "/work/repo") =>
  JSON.parse([...reportFormat("gitlab")!.render(checked, context(repositoryRoot))].join(""));

test("one code quality issue per problem, placed by its path in the repository", () => {
  const fingerprints = JSON.parse(formatJson(checked)).diagnostics.map((d: { fingerprint: string }) => d.fingerprint);
  expect(issues()).toEqual([
    {
      type: "issue",
      check_name: "page/broken-link",
      description: 'Broken link "a".',
      severity: "major",
      fingerprint: fingerprints[0],
      location: { path: "docs/guide.mdx", lines: { begin: 6 } },
    },
    {
      type: "issue",
      check_name: "nav/duplicate",
      description: "The page is missing.",
      severity: "minor",
      fingerprint: fingerprints[1],
      location: { path: "docs/docs.json", lines: { begin: 8 } },
    },
    // A problem of the whole file stands at its first line: GitLab needs one.
    {
      type: "issue",
      check_name: "style/title",
      description: "The page is missing.",
      severity: "info",
      fingerprint: fingerprints[2],
      location: { path: "docs/intro.mdx", lines: { begin: 1 } },
    },
    // Outside the repository: named in the description.
    {
      type: "issue",
      check_name: "settings/invalid",
      description: "../../settings.json: Bad.",
      severity: "major",
      fingerprint: fingerprints[3],
      location: { path: ".", lines: { begin: 2 } },
    },
  ]);
});

test("paths follow the repository's root, and a clean project is an empty list", () => {
  expect(issues("/work/repo/docs")[0].location.path).toBe("guide.mdx");
  const clean = [...reportFormat("gitlab")!.render(result("/work/repo/docs", []), context("/work/repo"))].join("");
  expect(clean).toBe("[]\n");
});
