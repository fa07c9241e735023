import type { ChangedPage } from "../report/run-report.js";
import { escapeAttribute, escapeHtml } from "../html/escape.js";
import { outputFileOf } from "../html/page-url.js";

export interface PreviewIndexInput {
  changedPages: readonly ChangedPage[];
  /** The URL of every page of the built site (`/`, `/guides/setup/`, `/guides/a%20b/`), sorted. */
  sitePages: readonly string[];
}

/**
 * The front page of a preview artifact: the changed pages first, then what works from the disk, then
 * every page. The site, its addresses relative, sits in `site/` beside it. Page paths come from a pull request: all
 * escaped.
 */
export function previewIndexHtml(input: PreviewIndexInput): string {
  const built = new Set(input.sitePages);
  const changed = input.changedPages.map((page) =>
    built.has(page.url)
      ? `<li>${pageLink(page.url, page.file)} <code>${escapeHtml(page.url)}</code></li>`
      : `<li>${escapeHtml(page.file)} <code>${escapeHtml(page.url)}</code> (not in the built site)</li>`,
  );
  const all = input.sitePages.map((url) => `<li>${pageLink(url, url)}</li>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Docs preview</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}code,pre{background:#f3f4f6;border-radius:4px;padding:0 .25em}pre{padding:.5em}</style>
</head><body>
<h1>Docs preview</h1>
<h2>Changed pages</h2>
${changed.length ? `<ul>\n${changed.join("\n")}\n</ul>` : "<p>The pull request changes no page.</p>"}
<h2>Browse the whole site</h2>
<p>The site in the <code>site</code> folder beside this page works opened from the disk: each page has its styles, images and scripts, and its links lead to the other pages. Search and the API playground's Send need the site served from a web address; on a page opened from the disk they say so.</p>
<h2>All pages (${input.sitePages.length})</h2>
${all.length ? `<ul>\n${all.join("\n")}\n</ul>` : "<p>The site has no pages.</p>"}
</body></html>
`;
}

/** A link to the page at `url` in `site/`, as a file: clean URLs are folders holding an index.html. */
function pageLink(url: string, text: string): string {
  // The URL is encoded already: its path relative to this page is the link.
  const file = outputFileOf(url);
  return `<a href="${escapeAttribute(`site/${file}`)}">${escapeHtml(text)}</a>`;
}
