import path from "node:path";
import * as core from "@actions/core";
import type { CheckResult } from "../check.js";
import type { Diagnostic, Severity } from "../types.js";
import { countDiagnostics, plural } from "./outcome.js";

export interface Annotation {
  severity: Severity;
  message: string;
  properties: core.AnnotationProperties;
}

/**
 * One annotation per diagnostic, its file relative to the repository root (`workspace`) so
 * GitHub can place it on the pull request's diff, also when the docs live in a subfolder.
 */
export function toAnnotations(result: CheckResult, workspace: string): Annotation[] {
  return result.diagnostics.map((d) => {
    const file = repositoryPath(result.root, d.file, workspace);
    if (file === undefined) {
      // A file outside the repository (a --config path elsewhere) cannot carry an annotation.
      return { severity: d.severity, message: `${path.resolve(result.root, d.file)}: ${d.message}`, properties: { title: d.ruleId } };
    }
    const properties: core.AnnotationProperties = { title: d.ruleId, file };
    if (d.line > 0) {
      properties.startLine = d.line;
      properties.endLine = d.endLine ?? d.line;
      // GitHub takes columns only for a range on a single line.
      if (properties.endLine === d.line) {
        properties.startColumn = d.column;
        if (d.endColumn !== undefined) properties.endColumn = d.endColumn;
      }
    }
    return { severity: d.severity, message: d.message, properties };
  });
}

export function emitAnnotations(annotations: readonly Annotation[]): void {
  for (const { severity, message, properties } of annotations) {
    if (severity === "error") core.error(message, properties);
    else if (severity === "warning") core.warning(message, properties);
    else core.notice(message, properties);
  }
}

export interface SummaryOptions {
  workspace: string;
  /** `https://github.com/<owner>/<repo>/blob/<sha>`, to link each location; see blobUrlFromEnv. */
  blobUrl?: string;
  /** Rows after this many are counted, not listed, to keep the summary readable and small. */
  maxRows?: number;
}

const DEFAULT_MAX_ROWS = 100;
const SEVERITY_ICON: Record<Severity, string> = { error: "❌", warning: "⚠️", notice: "ℹ️" };

/**
 * The job summary: totals and a table of diagnostics, as GitHub-flavoured Markdown with HTML.
 * Blocks are separated, and the summary ends, by a blank line: an HTML block runs until one,
 * and a later step may append its own summary to the same file.
 */
export function jobSummary(result: CheckResult, options: SummaryOptions): string {
  const totals = countDiagnostics(result.diagnostics);
  const where = `<code>${escapeHtml(path.relative(options.workspace, result.root).split(path.sep).join("/") || ".")}</code>`;
  const config = result.configFile ? ` (${escapeHtml(result.configFile)})` : "";
  const blocks = ["## docsgate"];
  if (result.diagnostics.length === 0) {
    blocks.push(`✅ No problems found in ${where}${config}.`);
    return `${blocks.join("\n\n")}\n\n`;
  }
  blocks.push(`${plural(totals.errors, "error")}, ${plural(totals.warnings, "warning")} and ${plural(totals.notices, "notice")} in ${where}${config}.`);
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const rows = result.diagnostics.slice(0, maxRows).map((d) => {
    const cells = [`${SEVERITY_ICON[d.severity]} ${d.severity}`, location(result, d, options), messageHtml(d.message), `<a href="${escapeHtml(d.docsUrl)}"><code>${escapeHtml(d.ruleId)}</code></a>`];
    return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;
  });
  blocks.push(["<table>", "<thead><tr><th>Severity</th><th>Location</th><th>Message</th><th>Rule</th></tr></thead>", "<tbody>", ...rows, "</tbody>", "</table>"].join("\n"));
  const rest = result.diagnostics.length - maxRows;
  if (rest > 0) blocks.push(`…and ${plural(rest, "more problem")}, listed in the job log and in the JSON report (the \`report\` output).`);
  return `${blocks.join("\n\n")}\n\n`;
}

/** The base of links to files at the commit being checked, from the variables GitHub sets. */
export function blobUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env;
  return server && repository && sha ? `${server}/${repository}/blob/${sha}` : undefined;
}

function location(result: CheckResult, d: Diagnostic, options: SummaryOptions): string {
  const file = repositoryPath(result.root, d.file, options.workspace) ?? path.resolve(result.root, d.file);
  const text = escapeHtml(d.line > 0 ? `${file}:${d.line}:${d.column}` : file);
  if (!options.blobUrl || path.isAbsolute(file)) return text;
  const href = `${options.blobUrl}/${file.split("/").map(encodeURIComponent).join("/")}${d.line > 0 ? `#L${d.line}` : ""}`;
  return `<a href="${escapeHtml(href)}">${text}</a>`;
}

/** POSIX path relative to the repository root, or undefined when the file lies outside it. */
export function repositoryPath(root: string, file: string, workspace: string): string | undefined {
  const relative = path.relative(workspace, path.resolve(root, file));
  if (relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep).join("/");
}

/** Messages are plain text with `code` spans; inside an HTML table Markdown is not parsed. */
function messageHtml(message: string): string {
  return escapeHtml(message)
    .replace(/`([^`\n]+)`/g, "<code>$1</code>")
    .replace(/\r?\n/g, "<br>");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
