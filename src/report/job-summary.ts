import { describeTotals } from "./outcome.js";
import { judge } from "../engine/gate.js";
import { plural } from "../text/plural.js";
import { categoryOf, escapeHtml, locationHtml, messageHtml, ruleHtml, rowsWithin, SEVERITY_ICON } from "./html-text.js";
import { changedPageItems, pagesPreviewHtml } from "./preview-html.js";
import { failingDiagnostics, gateOf, isListed, type RunDiagnostic, type RunReport } from "./run-report.js";

/**
 * GitHub refuses a step summary over 1 MiB; the table gives way first, with room to spare for a later step's summary.
 */
const SUMMARY_LIMIT_BYTES = 1_000_000;

export interface SummaryExtras {
  /** Diagnostics shown as annotations on the diff, and how many were left out of them. */
  annotations?: { shown: number; notShown: number; checkRunUrl?: string };
  /** Messages about what could not be done (a comment the token may not write, a failed upload). */
  notes?: readonly string[];
}

/**
 * The job summary: the verdict and what fails it, first; then the baseline, the preview, counts
 * by category and by rule, the changed pages, and the other problems (changed files first), each
 * linked to its line at the head commit. Notices outside the lines a pull request changes are
 * counted, not listed. Blocks are separated, and the summary ends, by a blank line: an HTML block
 * runs until one, and a later step may append its own summary to the same file.
 */
export function jobSummary(report: RunReport, extras: SummaryExtras = {}, limit = SUMMARY_LIMIT_BYTES): string {
  const where = `<code>${escapeHtml(report.root)}</code>${report.configFile ? ` (${escapeHtml(report.configFile)})` : ""}`;
  const heading = `## docsgate: ${report.failed ? "❌ failed" : "✅ passed"}`;
  if (report.diagnostics.length === 0)
    return `${[`${heading}\n\nNo problems found in ${where}.`, ...previewBlocks(report).filter(Boolean)].join("\n\n")}\n\n`;
  const lead = `${heading}\n\n${escapeHtml(describeTotals(report.totals))} in ${where}. ${verdictSentence(report)}\n\n`;

  const blocks: string[] = [];
  const baseline = baselineLine(report);
  if (baseline) blocks.push(baseline);
  const [preview, changed] = previewBlocks(report);
  if (preview) blocks.push(preview);
  if (extras.annotations) blocks.push(annotationLine(extras.annotations, report.diagnostics.filter(isListed).length));
  for (const note of extras.notes ?? []) blocks.push(`⚠️ ${escapeHtml(note)}`);
  if (changed) blocks.push(changed);
  blocks.push(
    `### By category\n\n${countTable(
      "Category",
      report.diagnostics,
      (d) => categoryOf(d.ruleId),
      (key) => `<code>${escapeHtml(key)}</code>`,
    )}`,
  );
  blocks.push(
    `### By rule\n\n${countTable(
      "Rule",
      report.diagnostics,
      (d) => d.ruleId,
      (key) => ruleHtml(report.diagnostics.find((d) => d.ruleId === key)!),
    )}`,
  );
  const middle = `${blocks.join("\n\n")}\n\n`;

  // What fails the gate comes first and gets the room first; the other problems get what is left.
  const failing = failingDiagnostics(report);
  const others = report.diagnostics.filter((d) => isListed(d) && !failing.includes(d));
  const unlisted = report.diagnostics.filter((d) => !isListed(d)).length;
  let budget = limit - Buffer.byteLength(lead + middle, "utf8") - 1_000;
  const failingTable =
    failing.length > 0 ? problemTable(`Fails the gate (${failing.length})`, failing, report, budget) : "";
  budget -= Buffer.byteLength(failingTable, "utf8");
  const othersTable =
    others.length > 0
      ? problemTable(`${failing.length > 0 ? "Other problems" : "Problems"} (${others.length})`, others, report, budget)
      : "";
  const counted =
    unlisted > 0
      ? `${plural(unlisted, "notice")}${report.pullRequest ? " on lines this pull request does not change" : ""} ${unlisted === 1 ? "is" : "are"} counted above, not listed.`
      : "";
  return [
    lead,
    failingTable && `${failingTable}\n\n`,
    middle,
    othersTable && `${othersTable}\n\n`,
    counted && `${counted}\n\n`,
  ].join("");
}

/** The preview's lines and the changed pages (linked into the preview when it is published), each a block or "". */
function previewBlocks(report: RunReport): [string, string] {
  const pages = report.preview && "kind" in report.preview ? report.preview : undefined;
  const preview = pages
    ? pagesPreviewHtml(pages).join("\n\n")
    : report.preview && "id" in report.preview
      ? `Preview of the site: <a href="${escapeHtml(report.preview.url)}">the <code>${report.preview.id}</code> artifact</a> (download it, unzip, open <code>index.html</code>).`
      : "";
  const changed =
    report.changedPages.length > 0 ? `### Changed pages\n\n<ul>\n${changedPageItems(report).join("\n")}\n</ul>` : "";
  return [preview, changed];
}

function verdictSentence(report: RunReport): string {
  const verdict = judge(report.diagnostics, gateOf(report));
  const limit = report.maxWarnings === undefined ? "" : `, max-warnings: ${report.maxWarnings}`;
  if (!verdict.failed) return `Nothing fails the job (fail-on: ${report.failOn}${limit}).`;
  return `${escapeHtml(verdict.counts)} fail${verdict.failing === 1 ? "s" : ""} the job (${verdict.note ?? `fail-on: ${report.failOn}`}).`;
}

function baselineLine(report: RunReport): string | undefined {
  if (!report.baseline) return undefined;
  if ("problem" in report.baseline)
    return `⚠️ The base commit's problems are unknown, so every problem counts as new: ${escapeHtml(report.baseline.problem)}`;
  const added = report.diagnostics.filter((d) => d.isNew).length;
  return `Against the base commit: ${plural(added, "new problem")}, ${plural(report.baseline.fixed.length, "problem")} fixed.`;
}

function annotationLine(annotations: NonNullable<SummaryExtras["annotations"]>, listed: number): string {
  if (annotations.checkRunUrl)
    return `Every error and warning, and every notice on a changed line, is annotated on the diff by the <a href="${escapeHtml(annotations.checkRunUrl)}">docsgate check run</a>.`;
  if (annotations.notShown === 0) return `${plural(annotations.shown, "problem")} annotated on the diff.`;
  return `${annotations.shown} of ${plural(listed, "problem")} annotated on the diff (GitHub shows 10 errors, 10 warnings and 10 notices a step; those on changed lines first); the other ${annotations.notShown} are listed below.`;
}

function countTable(
  title: string,
  diagnostics: readonly RunDiagnostic[],
  keyOf: (d: RunDiagnostic) => string,
  label: (key: string) => string,
): string {
  const counts = new Map<string, { error: number; warning: number; notice: number }>();
  for (const d of diagnostics) {
    const key = keyOf(d);
    const entry = counts.get(key) ?? { error: 0, warning: 0, notice: 0 };
    entry[d.severity]++;
    counts.set(key, entry);
  }
  const rows = [...counts]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, c]) => `<tr><td>${label(key)}</td><td>${c.error}</td><td>${c.warning}</td><td>${c.notice}</td></tr>`);
  return [
    "<table>",
    `<thead><tr><th>${title}</th><th>Errors</th><th>Warnings</th><th>Notices</th></tr></thead>`,
    "<tbody>",
    ...rows,
    "</tbody>",
    "</table>",
  ].join("\n");
}

/** Problems in the report's order (changed lines and files first), as many as fit in `budget` bytes. */
function problemTable(title: string, problems: readonly RunDiagnostic[], report: RunReport, budget: number): string {
  const withBaseline = report.baseline !== null && !("problem" in report.baseline);
  const rows = problems.map((d) => {
    const cells = [
      `${SEVERITY_ICON[d.severity]} ${d.severity}${withBaseline && d.isNew ? " (new)" : ""}`,
      locationHtml(report, d),
      messageHtml(d.message),
      ruleHtml(d),
    ];
    return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;
  });
  const open = [
    `### ${escapeHtml(title)}`,
    "",
    "<table>",
    "<thead><tr><th>Severity</th><th>Location</th><th>Message</th><th>Rule</th></tr></thead>",
    "<tbody>",
  ].join("\n");
  const close = "</tbody>\n</table>";
  // Room for the frame and the line that counts what was left out.
  const kept = rowsWithin(rows, budget - Buffer.byteLength(open + close, "utf8") - 400);
  const table = [open, ...kept, close].join("\n");
  const rest = rows.length - kept.length;
  return rest > 0
    ? `${table}\n\n…and ${plural(rest, "more problem")} not listed, to keep this summary under GitHub's 1 MiB: the job log and the JSON report (the <code>report</code> output) hold them all.`
    : table;
}
