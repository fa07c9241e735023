import path from "node:path";
import { describe, expect, test } from "vitest";
import { jobSummary } from "../../src/report/job-summary.js";
import { pullRequestComment } from "../../src/report/pr-comment.js";
import { pageHref } from "../../src/report/preview-html.js";
import { readRunReport } from "../../src/report/read-run-report.js";
import { buildRunReport, type PagesPreview, type RunReport } from "../../src/report/run-report.js";
import { diagnostic, result } from "./diagnostics.js";

const WORKSPACE = path.resolve("/repo");
const SHA = "a".repeat(40);
const PREVIEW = "https://acme.github.io/docs/pr-preview/pr-7/";

/** A pull request that changes one page, adds one and removes one, built for the preview's address. */
function report(preview: PagesPreview | null, clean = false): RunReport {
  const built = buildRunReport({
    result: result(path.join(WORKSPACE, "docs"), clean ? [] : [diagnostic({ file: "guides/a.mdx", line: 2 })]),
    workspace: WORKSPACE,
    fingerprints: clean ? [] : ["fp"],
    failOn: "error",
    commit: { sha: SHA, blobUrl: `https://github.com/acme/docs/blob/${SHA}` },
    pullRequest: { number: 7, headSha: SHA },
    changed: new Map([
      ["docs/guides/a.mdx", "whole"],
      ["docs/guides/new <b>.mdx", "whole"],
    ]),
    added: new Set(["docs/guides/new <b>.mdx"]),
    removed: ["docs/guides/old.mdx", "docs/logo.png"],
    basePath: "/docs/pr-preview/pr-7",
    pageFiles: new Set(["guides/a.mdx", "guides/new <b>.mdx"]),
  });
  return { ...built, preview };
}

const published: PagesPreview = {
  kind: "pages",
  url: PREVIEW,
  status: "published",
  commit: "b".repeat(40),
  problem: null,
  notice: null,
  artifact: null,
};

describe("the preview on GitHub Pages in the comment and the job summary", () => {
  test("links the preview and each changed page; a removed page says it has no link", () => {
    for (const clean of [false, true]) {
      const r = report(published, clean);
      for (const text of [pullRequestComment(r), jobSummary(r)]) {
        expect(text).toContain(`🔎 **Preview:** <a href="${PREVIEW}">${PREVIEW}</a> (<code>bbbbbbb</code>`);
        expect(text).toContain(
          `<li>changed: <code>docs/guides/a.mdx</code> → <a href="${PREVIEW}guides/a/">${PREVIEW}guides/a/</a></li>`,
        );
        // The file name comes from the pull request: escaped, and its URL encoded.
        expect(text).toContain(
          `<li>new: <code>docs/guides/new &lt;b&gt;.mdx</code> → <a href="${PREVIEW}guides/new%20%3Cb%3E/">`,
        );
        expect(text).toContain(
          "<li>removed: <code>docs/guides/old.mdx</code> (was <code>/docs/pr-preview/pr-7/guides/old/</code>; removed, so there is no page to link to)</li>",
        );
        expect(text).not.toContain("logo.png");
      }
    }
  });

  test("an unchanged preview says so; a preview not published says why and links no page", () => {
    expect(pullRequestComment(report({ ...published, status: "unchanged" }))).toContain(
      "unchanged since the last push",
    );
    const withheld = report({
      ...published,
      status: "not-published",
      commit: null,
      problem: 'this pull request comes from a fork: a maintainer adds the "preview" label',
      notice: "GitHub Pages is not turned on for this repository",
    });
    for (const text of [pullRequestComment(withheld), jobSummary(withheld)]) {
      expect(text).toContain(
        "⚠️ **No preview:** this pull request comes from a fork: a maintainer adds the &quot;preview&quot; label",
      );
      expect(text).toContain("ℹ️ GitHub Pages is not turned on for this repository");
      expect(text).not.toContain(`href="${PREVIEW}guides/a/"`);
      expect(text).toContain(
        "<li>changed: <code>docs/guides/a.mdx</code> → <code>/docs/pr-preview/pr-7/guides/a/</code></li>",
      );
    }
  });

  test("a page's link stays inside the preview whatever path a run report names", () => {
    expect(pageHref(PREVIEW, { file: "a.mdx", url: "/docs/pr-preview/pr-7/a/" })).toBe(`${PREVIEW}a/`);
    expect(pageHref(PREVIEW, { file: "a.mdx", url: "/docs/pr-preview/pr-7/../pr-8/a/" })).toBeUndefined();
    expect(pageHref(PREVIEW, { file: "a.mdx", url: "//evil.test/docs/pr-preview/pr-7/" })).toBeUndefined();
    expect(pageHref(PREVIEW, { file: "a.mdx", url: "/elsewhere/" })).toBeUndefined();
  });

  test("the run report with a Pages preview reads back", () => {
    const r = report({
      ...published,
      status: "waiting",
      commit: null,
      problem: "waits",
      artifact: { id: 3, url: "https://github.com/a" },
    });
    expect(readRunReport(JSON.stringify(r))).toEqual(r);
    expect(readRunReport(JSON.stringify({ ...r, preview: { ...r.preview, url: "javascript:alert(1)" } }))).toMatch(
      /not a docsgate run report/,
    );
  });
});
