import { escapeAttribute } from "../html/escape.js";
import type { RunDiagnostic, RunReport } from "./run-report.js";

/**
 * Pieces of the Markdown-with-HTML that GitHub renders for the job summary, the pull request
 * comment and the check run. Messages quote the docs, so everything is escaped: inside HTML
 * blocks GitHub parses no Markdown, and nothing a page says can become a tag or a mention link.
 */
export function escapeHtml(text: string): string {
  return escapeAttribute(text).replace(/'/g, "&#39;").replace(/@/g, "&#64;");
}

/** Messages are plain text with `code` spans. */
export function messageHtml(message: string): string {
  return escapeHtml(message)
    .replace(/`([^`\n]+)`/g, "<code>$1</code>")
    .replace(/\r?\n/g, "<br>");
}

/** `file:line:column`, linked to the line at the checked commit when the file is in the repository. */
export function locationHtml(
  report: Pick<RunReport, "commit">,
  d: Pick<RunDiagnostic, "file" | "inRepository" | "line" | "column">,
): string {
  const label = escapeHtml(d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file);
  const href = fileUrl(report, d);
  return href ? `<a href="${escapeHtml(href)}">${label}</a>` : label;
}

function fileUrl(
  report: Pick<RunReport, "commit">,
  d: Pick<RunDiagnostic, "file" | "inRepository" | "line">,
): string | undefined {
  if (!report.commit.blobUrl || !d.inRepository) return undefined;
  return `${report.commit.blobUrl}/${d.file.split("/").map(encodeURIComponent).join("/")}${d.line > 0 ? `#L${d.line}` : ""}`;
}

export function ruleHtml(d: Pick<RunDiagnostic, "ruleId" | "docsUrl">): string {
  return `<a href="${escapeHtml(d.docsUrl)}"><code>${escapeHtml(d.ruleId)}</code></a>`;
}

export const SEVERITY_ICON = { error: "❌", warning: "⚠️", notice: "ℹ️" } as const;

/** The rule's category as users see it: the part of its id before the slash. */
export function categoryOf(ruleId: string): string {
  const slash = ruleId.indexOf("/");
  return slash > 0 ? ruleId.slice(0, slash) : ruleId;
}

/** Joins rows until the next one would take the text past `budget` bytes; returns the rows kept. */
export function rowsWithin(rows: readonly string[], budget: number): string[] {
  const kept: string[] = [];
  let size = 0;
  for (const row of rows) {
    const bytes = Buffer.byteLength(row, "utf8") + 1;
    if (size + bytes > budget) break;
    kept.push(row);
    size += bytes;
  }
  return kept;
}
