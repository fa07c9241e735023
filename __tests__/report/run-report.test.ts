import path from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { emitAnnotations } from "../../src/action/emit-annotations.js";
import { checkRunAnnotations, selectAnnotations } from "../../src/report/annotations.js";
import { jobSummary } from "../../src/report/job-summary.js";
import { commentMarker, pullRequestComment } from "../../src/report/pr-comment.js";
import { readRunReport } from "../../src/report/read-run-report.js";
import { buildRunReport, type RunReportInput } from "../../src/report/run-report.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { diagnostic, result } from "./diagnostics.js";

const WORKSPACE = path.resolve("/repo");
const DOCS = path.join(WORKSPACE, "site", "docs");
const SHA = "a".repeat(40);

function report(diagnostics: Diagnostic[], extra: Partial<RunReportInput> = {}) {
  return buildRunReport({
    result: result(DOCS, diagnostics),
    workspace: WORKSPACE,
    fingerprints: diagnostics.map((_, i) => `fp${i}`),
    failOn: "error",
    commit: { sha: SHA, blobUrl: `https://github.com/o/r/blob/${SHA}` },
    basePath: "",
    pageFiles: new Set(["index.mdx", "guides/a.mdx"]),
    ...extra,
  });
}

describe("the run report", () => {
  test("orders problems by closeness to the change, then severity, and names repository paths", () => {
    const changed = new Map([["site/docs/guides/a.mdx", new Set([4])]]);
    const r = report(
      [
        diagnostic({ file: "docs.json", line: 1, severity: "error" }),
        diagnostic({ file: "guides/a.mdx", line: 2, severity: "warning" }),
        diagnostic({ file: "guides/a.mdx", line: 4, severity: "notice" }),
        diagnostic({ file: "guides/a.mdx", line: 9, severity: "error" }),
      ],
      { changed, pullRequest: { number: 7, headSha: SHA } },
    );
    expect(r.diagnostics.map((d) => [d.file, d.line, d.change])).toEqual([
      ["site/docs/guides/a.mdx", 4, 0],
      ["site/docs/guides/a.mdx", 9, 1],
      ["site/docs/guides/a.mdx", 2, 1],
      ["site/docs/docs.json", 1, 2],
    ]);
    expect(r.changedPages).toEqual([{ file: "site/docs/guides/a.mdx", url: "/guides/a/", status: "changed" }]);
    expect(r.root).toBe("site/docs");
  });

  test("new-error fails only on new errors; without a baseline every problem counts as new", () => {
    const diagnostics = [diagnostic({ line: 1 }), diagnostic({ line: 2 })];
    const old = report(diagnostics, {
      failOn: "new-error",
      comparison: { isNew: [false, false], fixed: [], source: "git" },
    });
    expect(old).toMatchObject({ failed: false, failing: 0 });
    const one = report(diagnostics, {
      failOn: "new-error",
      comparison: { isNew: [false, true], fixed: [], source: "git" },
    });
    expect(one).toMatchObject({ failed: true, failing: 1 });
    const unknown = report(diagnostics, { failOn: "new-error", comparison: { problem: "no base" } });
    expect(unknown).toMatchObject({ failed: true, failing: 2, baseline: { problem: "no base" } });
    expect(report(diagnostics, { failOn: "never" }).failed).toBe(false);
  });

  test("round-trips through the untrusted reader, which refuses anything else", () => {
    const r = report([diagnostic({ line: 3 })], {
      pullRequest: { number: 7, headSha: SHA },
      comparison: {
        isNew: [true],
        fixed: [{ ruleId: "x/y", severity: "error", message: "m", file: "a.mdx", line: 2, fingerprint: "f" }],
        source: "git",
      },
    });
    expect(readRunReport(JSON.stringify(r))).toEqual(r);
    expect(readRunReport("{")).toMatch(/^it is not JSON/);
    expect(readRunReport(JSON.stringify({ ...r, extra: 1 }))).toMatch(/not a docsgate run report/);
    expect(readRunReport(JSON.stringify({ ...r, commit: { sha: "main; rm -rf /", blobUrl: null } }))).toMatch(
      /\/commit\/sha/,
    );
    expect(
      readRunReport(JSON.stringify({ ...r, diagnostics: [{ ...r.diagnostics[0], docsUrl: "javascript:alert(1)" }] })),
    ).toMatch(/docsUrl/);
  });
});

describe("annotations", () => {
  afterEach(() => vi.restoreAllMocks());

  test("a step gets the first 10 of each severity, in the report's order", () => {
    const many = [
      ...Array.from({ length: 14 }, (_, i) => diagnostic({ line: i + 1 })),
      ...Array.from({ length: 3 }, (_, i) => diagnostic({ line: i + 1, severity: "warning" })),
      ...Array.from({ length: 12 }, (_, i) => diagnostic({ line: i + 1, severity: "notice" })),
    ];
    const { shown, notShown } = selectAnnotations(
      report(many, { changed: new Map([["site/docs/docs.json", "whole"]]) }).diagnostics,
    );
    expect(shown.filter((d) => d.severity === "error")).toHaveLength(10);
    expect(shown.filter((d) => d.severity === "warning")).toHaveLength(3);
    expect(shown.filter((d) => d.severity === "notice")).toHaveLength(10);
    expect(notShown).toBe(6);
  });

  test("notices are annotated on the lines a pull request changes only, by the step and by the check run", () => {
    const changed = new Map([["site/docs/guides/a.mdx", new Set([4])]]);
    const r = report(
      [
        diagnostic({ file: "guides/a.mdx", line: 4, severity: "notice", ruleId: "style/title" }),
        diagnostic({ file: "guides/a.mdx", line: 5, severity: "notice", ruleId: "style/title" }),
        diagnostic({ file: "index.mdx", line: 2, severity: "notice", ruleId: "style/title" }),
        diagnostic({ file: "index.mdx", line: 3, severity: "warning", ruleId: "page/title" }),
      ],
      { changed, pullRequest: { number: 7, headSha: SHA } },
    );
    expect(selectAnnotations(r.diagnostics)).toEqual({
      shown: [r.diagnostics[0], r.diagnostics.find((d) => d.severity === "warning")],
      notShown: 0,
    });
    expect(checkRunAnnotations(r.diagnostics).map((a) => `${a.annotation_level} ${a.path}:${a.start_line}`)).toEqual([
      "notice site/docs/guides/a.mdx:4",
      "warning site/docs/index.mdx:3",
    ]);
    // Outside a pull request no line is changed: notices are only counted.
    expect(checkRunAnnotations(report([diagnostic({ severity: "notice" })]).diagnostics)).toEqual([]);
  });

  test("as workflow commands: repository paths, columns only on one line, escaped, outside files in the message", () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation(
      (chunk: string | Uint8Array) => (written.push(String(chunk)), true),
    );
    emitAnnotations(
      report([
        diagnostic({ line: 6, column: 26, endLine: 6, endColumn: 42, message: "Line one\nline two: 100%" }),
        diagnostic({ severity: "warning", ruleId: "nav/duplicate", line: 3, column: 1, endLine: 5, endColumn: 2 }),
        diagnostic({ severity: "notice", ruleId: "nav/orphan-page", line: 0, column: 0 }),
        diagnostic({ ruleId: "settings/invalid", file: "../../../elsewhere/docsgate.config.json", line: 1, column: 1 }),
      ]).diagnostics,
    );
    expect(written.join("").trimEnd().split("\n")).toEqual([
      "::error title=nav/missing-page,file=site/docs/docs.json,line=6,endLine=6,col=26,endColumn=42::Line one%0Aline two: 100%25",
      `::error title=settings/invalid::${path.resolve("/elsewhere/docsgate.config.json")}: The page is missing.`,
      "::warning title=nav/duplicate,file=site/docs/docs.json,line=3,endLine=5::The page is missing.",
      "::notice title=nav/orphan-page,file=site/docs/docs.json::The page is missing.",
    ]);
  });

  test("for a check run: levels, line 1 for a whole-file problem, no file outside the repository", () => {
    const annotations = checkRunAnnotations(
      report([
        diagnostic({ line: 0, column: 0 }),
        diagnostic({ line: 2, column: 3, endColumn: 9, severity: "warning" }),
        diagnostic({ file: "../../../x.json" }),
      ]).diagnostics,
    );
    expect(annotations).toEqual([
      {
        path: "site/docs/docs.json",
        start_line: 1,
        end_line: 1,
        annotation_level: "failure",
        title: "nav/missing-page",
        message: "The page is missing.",
      },
      {
        path: "site/docs/docs.json",
        start_line: 2,
        end_line: 2,
        start_column: 3,
        end_column: 9,
        annotation_level: "warning",
        title: "nav/missing-page",
        message: "The page is missing.",
      },
    ]);
  });
});

describe("the job summary", () => {
  test("says so when there is nothing to report", () => {
    expect(jobSummary(report([]))).toBe(
      "## docsgate: ✅ passed\n\nNo problems found in <code>site/docs</code> (docs.json).\n\n",
    );
  });

  test("verdict, counts by category and rule, changed pages, and a linked, escaped table", () => {
    const text = jobSummary(
      report(
        [
          diagnostic({ line: 6, column: 26, message: 'Entry `<script>` & "more"\nsecond line' }),
          diagnostic({ severity: "warning", ruleId: "page/heading", file: "guides/a b#c.mdx", line: 0, column: 0 }),
        ],
        { changed: new Map([["site/docs/guides/a.mdx", "whole"]]) },
      ),
      { annotations: { shown: 2, notShown: 0 }, notes: ["GitHub said <no>"] },
    );
    expect(text).toContain("## docsgate: ❌ failed");
    expect(text).toContain(
      "1 error, 1 warning, 0 notices in <code>site/docs</code> (docs.json). 1 error fails the job (fail-on: error).",
    );
    // What fails the gate comes before anything else; the other problems after the counts.
    expect(text.indexOf("### Fails the gate (1)")).toBeLessThan(text.indexOf("⚠️ GitHub said"));
    expect(text.indexOf("### By rule")).toBeLessThan(text.indexOf("### Other problems (1)"));
    expect(text).toContain("<tr><td><code>nav</code></td><td>1</td><td>0</td><td>0</td></tr>");
    expect(text).toContain(
      '<tr><td><a href="https://example.test/rules/page/heading.md"><code>page/heading</code></a></td><td>0</td><td>1</td><td>0</td></tr>',
    );
    expect(text).toContain("<li>changed: <code>site/docs/guides/a.mdx</code> → <code>/guides/a/</code></li>");
    expect(text).toContain("⚠️ GitHub said &lt;no&gt;");
    expect(text).toContain(
      `<tr><td>❌ error</td><td><a href="https://github.com/o/r/blob/${SHA}/site/docs/docs.json#L6">site/docs/docs.json:6:26</a></td>` +
        "<td>Entry <code>&lt;script&gt;</code> &amp; &quot;more&quot;<br>second line</td>" +
        '<td><a href="https://example.test/rules/nav/missing-page.md"><code>nav/missing-page</code></a></td></tr>',
    );
    expect(text).toContain(
      `<a href="https://github.com/o/r/blob/${SHA}/site/docs/guides/a%20b%23c.mdx">site/docs/guides/a b#c.mdx</a>`,
    );
    expect(text).not.toContain("<script>");
    // An HTML block ends at a blank line, so no table may hold one.
    const tables = text.match(/<table>[\s\S]*?<\/table>/g)!;
    expect(tables).toHaveLength(4);
    for (const table of tables) expect(table).not.toMatch(/\n\s*\n/);
  });

  test("stays under its byte limit, and says how many rows it left out", () => {
    const many = Array.from({ length: 5_000 }, (_, i) => diagnostic({ line: i + 1, message: "x".repeat(200) }));
    const text = jobSummary(report(many));
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
    const rows = text.match(/<tr><td>❌/g)!.length;
    expect(rows).toBeGreaterThan(1_000);
    expect(text).toContain(`…and ${5_000 - rows} more problems not listed`);
    expect(Buffer.byteLength(jobSummary(report(many), {}, 20_000))).toBeLessThan(20_000);
  });

  test("leads with the new errors under new-error, and counts the notices outside the changed lines without listing them", () => {
    const r = report(
      [
        diagnostic({ line: 2, message: "new one" }),
        diagnostic({ line: 3, message: "inherited" }),
        diagnostic({
          file: "guides/a.mdx",
          line: 4,
          severity: "notice",
          ruleId: "style/title",
          message: "on a changed line",
        }),
        diagnostic({ file: "index.mdx", line: 1, severity: "notice", ruleId: "style/title", message: "elsewhere" }),
      ],
      {
        failOn: "new-error",
        pullRequest: { number: 7, headSha: SHA },
        changed: new Map([["site/docs/guides/a.mdx", new Set([4])]]),
        comparison: { isNew: [true, false, true, false], fixed: [], source: "git" },
      },
    );
    const text = jobSummary(r);
    expect(text).toContain("1 new error fails the job (fail-on: new-error).");
    const failing = text.slice(text.indexOf("### Fails the gate (1)"), text.indexOf("### By category"));
    expect(failing).toContain("new one");
    expect(failing).not.toContain("inherited");
    expect(text.indexOf("on a changed line")).toBeGreaterThan(text.indexOf("### Other problems (2)"));
    expect(text).not.toContain("elsewhere");
    expect(text).toContain("1 notice on lines this pull request does not change is counted above, not listed.");
  });

  test("max-warnings: the warnings fail the job", () => {
    const r = report([diagnostic({ severity: "warning" }), diagnostic({ severity: "warning", line: 2 })], {
      maxWarnings: 1,
    });
    expect(r).toMatchObject({ failed: true, failing: 2, maxWarnings: 1 });
    expect(jobSummary(r)).toContain("2 warnings fail the job (more than 1 warning allowed).");
    expect(report([diagnostic({ severity: "warning" })], { maxWarnings: 1 })).toMatchObject({
      failed: false,
      failing: 0,
    });
    expect(readRunReport(JSON.stringify(r))).toEqual(r);
  });

  test("counts the problems left out of the annotations", () => {
    expect(jobSummary(report([diagnostic()]), { annotations: { shown: 30, notShown: 12 } })).toContain(
      "the other 12 are listed below",
    );
    expect(
      jobSummary(report([diagnostic()]), {
        annotations: { shown: 1, notShown: 0, checkRunUrl: "https://github.test/c/1" },
      }),
    ).toContain('<a href="https://github.test/c/1">docsgate check run</a>');
  });
});

describe("the pull request comment", () => {
  const fixed = [
    {
      ruleId: "page/old",
      severity: "warning" as const,
      message: "Old `x`",
      file: "guides/a.mdx",
      line: 4,
      fingerprint: "z",
    },
  ];

  test("starts with the marker and gives the verdict, new and fixed problems, pages and preview", () => {
    const r = report([diagnostic({ line: 2 }), diagnostic({ line: 3, message: "inherited" })], {
      failOn: "new-error",
      pullRequest: { number: 7, headSha: SHA },
      comparison: { isNew: [true, false], fixed, source: "git" },
      changed: new Map([["site/docs/index.mdx", "whole"]]),
    });
    r.preview = { id: 42, url: "https://github.com/o/r/actions/runs/1/artifacts/42" };
    const body = pullRequestComment(r, { runUrl: "https://github.com/o/r/actions/runs/1" });
    expect(body.startsWith(`${commentMarker("site/docs")}\n`)).toBe(true);
    expect(body).toContain("### ❌ docsgate: this pull request adds 1 error");
    expect(body).toContain("<details open><summary>Fails the gate (1)</summary>");
    expect(body).not.toContain("inherited");
    expect(body).toContain("<summary>Fixed by this pull request (1)</summary>");
    expect(body).toContain("<code>site/docs/guides/a.mdx:4</code>: Old <code>x</code>");
    expect(body).toContain("<code>site/docs/index.mdx</code> → <code>/</code>");
    expect(body).toContain('<a href="https://github.com/o/r/actions/runs/1/artifacts/42">Preview of the site</a>');
    expect(body).toContain(`at <code>${SHA.slice(0, 7)}</code>`);
  });

  test("leads with what fails the gate: under fail-on error an inherited error fails it too; other new problems follow", () => {
    const r = report(
      [
        diagnostic({ line: 2, message: "inherited" }),
        diagnostic({ line: 3, severity: "warning", message: "new warning" }),
      ],
      {
        pullRequest: { number: 7, headSha: SHA },
        comparison: { isNew: [false, true], fixed: [], source: "git" },
      },
    );
    const body = pullRequestComment(r);
    expect(body.indexOf("<summary>Fails the gate (1)</summary>")).toBeLessThan(
      body.indexOf("<summary>Other new problems (1)</summary>"),
    );
    expect(body.slice(body.indexOf("Fails the gate"), body.indexOf("Other new problems"))).toContain("inherited");
  });

  test("no new problems: a pass, and a long list is cut to fit GitHub's comment limit", () => {
    const passing = report([diagnostic({ severity: "warning" })], {
      pullRequest: { number: 7, headSha: SHA },
      comparison: { isNew: [false], fixed, source: "git" },
    });
    expect(pullRequestComment(passing)).toContain("### ✅ docsgate: no new problems, 1 problem fixed");
    const many = Array.from({ length: 3_000 }, (_, i) => diagnostic({ line: i + 1, message: "y".repeat(2_000) }));
    const body = pullRequestComment(report(many, { pullRequest: { number: 7, headSha: SHA } }));
    expect(body.length).toBeLessThan(65_536);
    expect(body).toMatch(/…and 2,?9\d\d more, in the job summary/);
  });
});
