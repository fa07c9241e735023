import { describeTotals } from "./outcome.js";
import { plural } from "../text/plural.js";
import { escapeHtml, locationHtml, messageHtml, ruleHtml, rowsWithin, SEVERITY_ICON } from "./html-text.js";
import { changedPageItems, pagesPreviewHtml } from "./preview-html.js";
import { failingDiagnostics, isListed, type FixedProblem, type RunDiagnostic, type RunReport } from "./run-report.js";

/** GitHub refuses a comment body over 65,536 characters; lists give way first. */
const COMMENT_LIMIT = 60_000;
/** Problems listed by name in each of the new and fixed lists; the rest are counted. */
const LISTED = 15;

/**
 * The hidden line that finds the comment again on the next push. It names the docs folder, so
 * two docsgate steps for two docs folders keep a comment each.
 */
export function commentMarker(root: string): string {
  return `<!-- docsgate:comment root=${encodeURIComponent(root)} -->`;
}

export interface CommentExtras {
  /** The workflow run's page, for the full report. */
  runUrl?: string;
}

/**
 * The sticky comment: the verdict and what fails it first, then the other new problems (notices
 * only on changed lines), the problems fixed against the base, the changed pages and the preview.
 */
export function pullRequestComment(report: RunReport, extras: CommentExtras = {}): string {
  const parts = [commentMarker(report.root), `### ${report.failed ? "❌" : "✅"} docsgate: ${headline(report)}`];
  const limit = report.maxWarnings === undefined ? "" : `, max-warnings: ${report.maxWarnings}`;
  parts.push(
    `${escapeHtml(describeTotals(report.totals))} in <code>${escapeHtml(report.root)}</code> at ${commitLabel(report)}${report.failOn === "never" && !limit ? "." : ` (fail-on: ${report.failOn}${limit}).`}`,
  );
  const budget = { left: COMMENT_LIMIT };
  const failing = failingDiagnostics(report);
  if (failing.length > 0) parts.push(problemList("Fails the gate", failing, report, budget, true));
  if (report.baseline && "problem" in report.baseline) {
    parts.push(
      `⚠️ The base branch's problems could not be had, so every problem counts as new: ${escapeHtml(report.baseline.problem)}`,
    );
  }
  const compared = report.baseline && !("problem" in report.baseline);
  const others = report.diagnostics.filter((d) => (!compared || d.isNew) && isListed(d) && !failing.includes(d));
  const title = compared
    ? failing.length > 0
      ? "Other new problems"
      : "New in this pull request"
    : failing.length > 0
      ? "Other problems"
      : "Problems";
  if (others.length > 0) parts.push(problemList(title, others, report, budget, false));
  if (report.baseline && !("problem" in report.baseline) && report.baseline.fixed.length > 0)
    parts.push(fixedList(report.baseline.fixed, budget));
  const pages = report.preview && "kind" in report.preview ? report.preview : undefined;
  if (pages) parts.push(...pagesPreviewHtml(pages));
  if (report.changedPages.length > 0) {
    const items = changedPageItems(report);
    // With a preview to open, the links are what a reviewer came for: shown, not folded.
    parts.push(
      `<details${pages?.commit ? " open" : ""}><summary>Changed pages (${report.changedPages.length})</summary>\n\n<ul>\n${rowsWithin(items, budget.left).join("\n")}\n</ul>\n</details>`,
    );
  }
  if (pages?.artifact)
    parts.push(
      `📦 <a href="${escapeHtml(pages.artifact.url)}">The site as an artifact</a>: download it, unzip it and open <code>index.html</code>.`,
    );
  else if (report.preview && "id" in report.preview)
    parts.push(
      `📦 <a href="${escapeHtml(report.preview.url)}">Preview of the site</a>: download the artifact, unzip it and open <code>index.html</code>; the changed pages come first.`,
    );
  else if (report.preview && !("kind" in report.preview) && "problem" in report.preview)
    parts.push(`⚠️ No preview: ${escapeHtml(report.preview.problem)}`);
  if (extras.runUrl)
    parts.push(
      `<sub><a href="${escapeHtml(extras.runUrl)}">The whole report</a> is in the job summary. This comment is updated on every push.</sub>`,
    );
  return `${parts.join("\n\n")}\n`;
}

/** The comment once the pull request is closed and its preview removed (or not: `line` says). */
export function previewRemovedComment(root: string, line: string): string {
  return `${commentMarker(root)}\n\n### docsgate: pull request closed\n\n${escapeHtml(line)}\n`;
}

function headline(report: RunReport): string {
  const baseline = report.baseline && !("problem" in report.baseline) ? report.baseline : undefined;
  if (baseline) {
    const added = report.diagnostics.filter((d) => d.isNew);
    const errors = added.filter((d) => d.severity === "error").length;
    if (added.length === 0)
      return baseline.fixed.length > 0
        ? `no new problems, ${plural(baseline.fixed.length, "problem")} fixed`
        : "no new problems";
    return errors > 0
      ? `this pull request adds ${plural(errors, "error")}`
      : `this pull request adds ${plural(added.length, "problem")}, no errors`;
  }
  if (report.diagnostics.length === 0) return "no problems";
  return report.failed ? `${plural(report.failing, "problem")} to fix` : "nothing that blocks the merge";
}

function commitLabel(report: RunReport): string {
  const sha = report.pullRequest?.headSha ?? report.commit.sha;
  return sha ? `<code>${escapeHtml(sha.slice(0, 7))}</code>` : "the head commit";
}

function problemList(
  title: string,
  problems: readonly RunDiagnostic[],
  report: RunReport,
  budget: { left: number },
  open: boolean,
): string {
  const rows = problems
    .slice(0, LISTED)
    .map(
      (d) =>
        `<li>${SEVERITY_ICON[d.severity]} ${locationHtml(report, d)}: ${messageHtml(d.message)} ${ruleHtml(d)}</li>`,
    );
  return list(`${title} (${problems.length})`, rows, problems.length, budget, open);
}

function fixedList(fixed: readonly FixedProblem[], budget: { left: number }): string {
  const rows = fixed
    .slice(0, LISTED)
    .map(
      (d) =>
        `<li>✔️ <code>${escapeHtml(d.line > 0 ? `${d.file}:${d.line}` : d.file)}</code>: ${messageHtml(d.message)} <code>${escapeHtml(d.ruleId)}</code></li>`,
    );
  return list(`Fixed by this pull request (${fixed.length})`, rows, fixed.length, budget, false);
}

function list(title: string, rows: string[], total: number, budget: { left: number }, open: boolean): string {
  const kept = rowsWithin(rows, budget.left - 1_000);
  budget.left -= kept.reduce((size, row) => size + row.length + 1, 0);
  const rest = total - kept.length;
  const more = rest > 0 ? `\n<p>…and ${rest} more, in the job summary.</p>` : "";
  return `<details${open ? " open" : ""}><summary>${escapeHtml(title)}</summary>\n\n<ul>\n${kept.join("\n")}\n</ul>${more}\n</details>`;
}
