import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as core from "@actions/core";
import { afterEach, describe, expect, test, vi } from "vitest";
import { blobUrlFromEnv, emitAnnotations, jobSummary, repositoryPath, toAnnotations } from "../../src/report/github.js";
import { diagnostic, result } from "./diagnostics.js";

const WORKSPACE = path.resolve("/repo");
const DOCS = path.join(WORKSPACE, "site", "docs");

describe("annotations", () => {
  test("name the file relative to the repository root when the docs live in a subfolder", () => {
    const [annotation] = toAnnotations(result(DOCS, [diagnostic({ line: 6, column: 26, endLine: 6, endColumn: 42 })]), WORKSPACE);
    expect(annotation).toEqual({
      severity: "error",
      message: "The page is missing.",
      properties: { title: "nav/missing-page", file: "site/docs/docs.json", startLine: 6, endLine: 6, startColumn: 26, endColumn: 42 },
    });
  });

  test("leave out columns for a range over several lines, and positions for line 0", () => {
    const annotations = toAnnotations(
      result(DOCS, [diagnostic({ line: 2, column: 3, endLine: 5, endColumn: 4 }), diagnostic({ line: 0, column: 0, ruleId: "config/missing" })]),
      WORKSPACE,
    );
    expect(annotations[0]!.properties).toEqual({ title: "nav/missing-page", file: "site/docs/docs.json", startLine: 2, endLine: 5 });
    expect(annotations[1]!.properties).toEqual({ title: "config/missing", file: "site/docs/docs.json" });
  });

  test("put a file outside the repository into the message instead", () => {
    const settings = path.resolve("/elsewhere/docsgate.config.json");
    const [annotation] = toAnnotations(result(DOCS, [diagnostic({ file: settings, ruleId: "settings/invalid" })]), WORKSPACE);
    expect(annotation!.properties).toEqual({ title: "settings/invalid" });
    expect(annotation!.message).toBe(`${settings}: The page is missing.`);
    expect(repositoryPath(DOCS, "../..", WORKSPACE)).toBe("");
    expect(repositoryPath(WORKSPACE, "../x.json", WORKSPACE)).toBeUndefined();
    expect(repositoryPath(WORKSPACE, "..x/y.json", WORKSPACE)).toBe("..x/y.json");
  });

  describe("as workflow commands", () => {
    afterEach(() => vi.restoreAllMocks());

    test("one command per diagnostic, by severity, with escaped message", () => {
      const written: string[] = [];
      vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true));
      emitAnnotations(
        toAnnotations(
          result(DOCS, [
            diagnostic({ line: 6, column: 26, endLine: 6, endColumn: 42, message: "Line one\nline two: 100%" }),
            diagnostic({ severity: "warning", ruleId: "nav/duplicate", line: 3, column: 1 }),
            diagnostic({ severity: "notice", ruleId: "nav/orphan-page", line: 0, column: 0 }),
          ]),
          WORKSPACE,
        ),
      );
      expect(written.join("").trimEnd().split("\n")).toEqual([
        "::error title=nav/missing-page,file=site/docs/docs.json,line=6,endLine=6,col=26,endColumn=42::Line one%0Aline two: 100%25",
        "::warning title=nav/duplicate,file=site/docs/docs.json,line=3,endLine=3,col=1::The page is missing.",
        "::notice title=nav/orphan-page,file=site/docs/docs.json::The page is missing.",
      ]);
    });
  });
});

describe("job summary", () => {
  test("says so in one line when there is nothing to report", () => {
    expect(jobSummary(result(DOCS, []), { workspace: WORKSPACE })).toBe("## docsgate\n\n✅ No problems found in <code>site/docs</code> (docs.json).\n\n");
  });

  test("has the totals and a table row per diagnostic, with HTML escaped and links", () => {
    const text = jobSummary(
      result(DOCS, [
        diagnostic({ line: 6, column: 26, message: "Entry `<script>` & \"more\"\nsecond line" }),
        diagnostic({ severity: "warning", file: "guides/a b#c.mdx", line: 0, column: 0 }),
      ]),
      { workspace: WORKSPACE, blobUrl: "https://github.com/o/r/blob/abc" },
    );
    expect(text).toContain("1 error, 1 warning and 0 notices in <code>site/docs</code> (docs.json).");
    expect(text).toContain(
      '<tr><td>❌ error</td><td><a href="https://github.com/o/r/blob/abc/site/docs/docs.json#L6">site/docs/docs.json:6:26</a></td>' +
        "<td>Entry <code>&lt;script&gt;</code> &amp; &quot;more&quot;<br>second line</td>" +
        '<td><a href="https://example.test/rules/nav/missing-page.md"><code>nav/missing-page</code></a></td></tr>',
    );
    expect(text).toContain('<a href="https://github.com/o/r/blob/abc/site/docs/guides/a%20b%23c.mdx">site/docs/guides/a b#c.mdx</a>');
    expect(text).not.toContain("<script>");
    // An HTML block ends at a blank line, so the table must have none.
    const table = text.slice(text.indexOf("<table>"), text.indexOf("</table>"));
    expect(table).not.toMatch(/\n\s*\n/);
  });

  test("lists at most maxRows rows and counts the rest", () => {
    const many = Array.from({ length: 7 }, (_, i) => diagnostic({ line: i + 1 }));
    const text = jobSummary(result(DOCS, many), { workspace: WORKSPACE, maxRows: 5 });
    expect(text.match(/<tr><td>/g)).toHaveLength(5);
    expect(text).toContain("</table>\n\n…and 2 more problems, listed in the job log and in the JSON report");
    expect(text.endsWith("output).\n\n")).toBe(true);
  });

  test("links need the server, repository and commit", () => {
    expect(blobUrlFromEnv({ GITHUB_SERVER_URL: "https://github.com", GITHUB_REPOSITORY: "o/r", GITHUB_SHA: "abc" })).toBe("https://github.com/o/r/blob/abc");
    expect(blobUrlFromEnv({ GITHUB_SERVER_URL: "https://github.com", GITHUB_REPOSITORY: "o/r" })).toBeUndefined();
  });

  test("goes to the GITHUB_STEP_SUMMARY file through core.summary", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "docsgate-summary-"));
    const file = path.join(dir, "summary.md");
    writeFileSync(file, "");
    vi.stubEnv("GITHUB_STEP_SUMMARY", file);
    try {
      const text = jobSummary(result(DOCS, [diagnostic({ line: 6, column: 26 })]), { workspace: WORKSPACE });
      await core.summary.addRaw(text).write();
      expect(readFileSync(file, "utf8")).toBe(text);
    } finally {
      vi.unstubAllEnvs();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
