import { escapeHtml } from "./html-text.js";
import type { ChangedPage, PagesPreview, RunReport } from "./run-report.js";

/** The preview's lines of the comment and the job summary, when it is a folder of the Pages branch. */
export function pagesPreviewHtml(preview: PagesPreview): string[] {
  const lines: string[] = [];
  const link = `<a href="${escapeHtml(preview.url)}">${escapeHtml(preview.url)}</a>`;
  if (preview.status === "published" || preview.status === "unchanged")
    lines.push(
      `🔎 **Preview:** ${link} (<code>${escapeHtml((preview.commit ?? "").slice(0, 7))}</code> on the Pages branch${preview.status === "unchanged" ? ", unchanged since the last push" : ""}).`,
    );
  else if (preview.status === "waiting") lines.push(`⏳ **Preview:** ${escapeHtml(preview.problem ?? "")}`);
  else if (preview.status === "removed")
    lines.push(`🧹 **Preview removed:** the pull request is closed, so ${link} no longer answers.`);
  else lines.push(`⚠️ **No preview:** ${escapeHtml(preview.problem ?? "")}`);
  if (preview.notice) lines.push(`ℹ️ ${escapeHtml(preview.notice)}`);
  return lines;
}

/**
 * One list item per changed page: a link to it in the published preview when there is one (a page
 * the pull request removes has none, and says so), else its path. The paths come from the pull
 * request: escaped, and linked only when they lie inside the preview.
 */
export function changedPageItems(report: Pick<RunReport, "changedPages" | "preview">): string[] {
  const preview = report.preview && "kind" in report.preview ? report.preview : undefined;
  const live = preview && (preview.status === "published" || preview.status === "unchanged") ? preview : undefined;
  return report.changedPages.map((page) => {
    const status = page.status ?? "changed";
    const label = status === "added" ? "new" : status;
    const file = `<code>${escapeHtml(page.file)}</code>`;
    if (status === "removed")
      return `<li>${label}: ${file} (was <code>${escapeHtml(page.url)}</code>; removed, so there is no page to link to)</li>`;
    const href = live ? pageHref(live.url, page) : undefined;
    const where = href
      ? `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`
      : `<code>${escapeHtml(page.url)}</code>`;
    return `<li>${label}: ${file} → ${where}</li>`;
  });
}

/** The page's address in the preview at `previewUrl`, when its path lies inside the preview. */
export function pageHref(previewUrl: string, page: ChangedPage): string | undefined {
  const preview = new URL(previewUrl);
  if (!page.url.startsWith(preview.pathname)) return undefined;
  // Resolved, a path with ".." segments could leave the preview's folder.
  const href = new URL(page.url, preview.origin);
  return href.origin === preview.origin && href.pathname.startsWith(preview.pathname) ? href.href : undefined;
}
