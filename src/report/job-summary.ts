import { describeTotals, plural } from "./outcome.js";
import { categoryOf, escapeHtml, locationHtml, messageHtml, ruleHtml, rowsWithin, SEVERITY_ICON } from "./html-text.js";
import type { RunDiagnostic, RunReport } from "./run-report.js";

/** GitHub refuses a step summary over 1 MiB; the table gives way first, with room to spare for a later step's summary. */
const SUMMARY_LIMIT_BYTES = 1_000_000;

export interface SummaryExtras {
  /** Diagnostics shown as annotations on the diff, and how many were left out of them. */
  annotations?: { shown: number; notShown: number; checkRunUrl?: string };
  /** Messages about what could not be done (a comment the token may not write, a failed upload). */
  notes?: readonly string[];
}

/**
 * The job summary: the verdict, counts by category and by rule, the changed pages with their
 * paths in the preview, then every problem (changed files first) linked to its line at the head
 * commit. Blocks are separated, and the summary ends, by a blank line: an HTML block runs until
 * one, and a later step may append its own summary to the same file.
 */
export function jobSummary(report: RunReport, extras: SummaryExtras = {}, limit = SUMMARY_LIMIT_BYTES): string {
  const where = `<code>${escapeHtml(report.root)}</code>${report.configFile ? ` (${escapeHtml(report.configFile)})` : ""}`;
  const blocks = [`## docsgate: ${report.failed ? "❌ failed" : "✅ passed"}`];
  if (report.diagnostics.length === 0) blocks.push(`No problems found in ${where}.`);
  else blocks.push(`${escapeHtml(describeTotals(report.totals))} in ${where}. ${verdictLine(report)}`);
  const baseline = baselineLine(report);
  if (baseline) blocks.push(baseline);
  if (report.preview && "url" in report.preview) blocks.push(`Preview of the site: <a href="${escapeHtml(report.preview.url)}">the <code>${report.preview.id}</code> artifact</a> (download it, unzip, open <code>index.html</code>).`);
  if (extras.annotations && report.diagnostics.length > 0) blocks.push(annotationLine(extras.annotations, report.diagnostics.length));
  for (const note of extras.notes ?? []) blocks.push(`⚠️ ${escapeHtml(note)}`);
  if (report.changedPages.length > 0) {
    const items = report.changedPages.map((page) => `<li><code>${escapeHtml(page.file)}</code> → <code>${escapeHtml(page.url)}</code></li>`);
    blocks.push(`### Changed pages\n\n<ul>\n${items.join("\n")}\n</ul>`);
  }
  if (report.diagnostics.length > 0) {
    blocks.push(`### By category\n\n${countTable("Category", report.diagnostics, (d) => categoryOf(d.ruleId), (key) => `<code>${escapeHtml(key)}</code>`)}`);
    blocks.push(`### By rule\n\n${countTable("Rule", report.diagnostics, (d) => d.ruleId, (key) => ruleHtml(report.diagnostics.find((d) => d.ruleId === key)!))}`);
  }
  const head = `${blocks.join("\n\n")}\n\n`;
  if (report.diagnostics.length === 0) return head;
  return `${head}${problemTable(report, limit - Buffer.byteLength(head, "utf8"))}\n\n`;
}

function verdictLine(report: RunReport): string {
  if (report.failOn === "never") return "Nothing fails the job (fail-on: never).";
  const what = report.failOn.startsWith("new-") ? `new ${report.failOn === "new-error" ? "error" : "problem"}` : report.failOn === "error" ? "error" : "problem";
  return report.failed ? `${plural(report.failing, what)} fail${report.failing === 1 ? "s" : ""} the job (fail-on: ${report.failOn}).` : `Nothing fails the job (fail-on: ${report.failOn}).`;
}

function baselineLine(report: RunReport): string | undefined {
  if (!report.baseline) return undefined;
  if ("problem" in report.baseline) return `⚠️ The base commit's problems are unknown, so every problem counts as new: ${escapeHtml(report.baseline.problem)}`;
  const added = report.diagnostics.filter((d) => d.isNew).length;
  return `Against the base commit: ${plural(added, "new problem")}, ${plural(report.baseline.fixed.length, "problem")} fixed.`;
}

function annotationLine(annotations: NonNullable<SummaryExtras["annotations"]>, total: number): string {
  if (annotations.checkRunUrl) return `Every problem is annotated on the diff by the <a href="${escapeHtml(annotations.checkRunUrl)}">docsgate check run</a>.`;
  if (annotations.notShown === 0) return `${plural(annotations.shown, "problem")} annotated on the diff.`;
  return `${annotations.shown} of ${plural(total, "problem")} annotated on the diff (GitHub shows 10 errors, 10 warnings and 10 notices a step; those on changed lines first); the other ${annotations.notShown} are listed below.`;
}

function countTable(title: string, diagnostics: readonly RunDiagnostic[], keyOf: (d: RunDiagnostic) => string, label: (key: string) => string): string {
  const counts = new Map<string, { error: number; warning: number; notice: number }>();
  for (const d of diagnostics) {
    const key = keyOf(d);
    const entry = counts.get(key) ?? { error: 0, warning: 0, notice: 0 };
    entry[d.severity]++;
    counts.set(key, entry);
  }
  const rows = [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, c]) => `<tr><td>${label(key)}</td><td>${c.error}</td><td>${c.warning}</td><td>${c.notice}</td></tr>`);
  return ["<table>", `<thead><tr><th>${title}</th><th>Errors</th><th>Warnings</th><th>Notices</th></tr></thead>`, "<tbody>", ...rows, "</tbody>", "</table>"].join("\n");
}

/** Every problem, in the report's order (changed lines and files first), as many as fit in `budget` bytes. */
function problemTable(report: RunReport, budget: number): string {
  const withBaseline = report.baseline !== null && !("problem" in report.baseline);
  const rows = report.diagnostics.map((d) => {
    const cells = [`${SEVERITY_ICON[d.severity]} ${d.severity}${withBaseline && d.isNew ? " (new)" : ""}`, locationHtml(report, d), messageHtml(d.message), ruleHtml(d)];
    return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;
  });
  const open = ["### Problems", "", "<table>", "<thead><tr><th>Severity</th><th>Location</th><th>Message</th><th>Rule</th></tr></thead>", "<tbody>"].join("\n");
  const close = "</tbody>\n</table>";
  // Room for the frame and the line that counts what was left out.
  const kept = rowsWithin(rows, budget - Buffer.byteLength(open + close, "utf8") - 400);
  const table = [open, ...kept, close].join("\n");
  const rest = rows.length - kept.length;
  return rest > 0 ? `${table}\n\n…and ${plural(rest, "more problem")} not listed, to keep this summary under GitHub's 1 MiB: the job log and the JSON report (the <code>report</code> output) hold them all.` : table;
}
