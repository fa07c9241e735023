import type { ChangedPage } from "../report/run-report.js";
import { escapeAttribute, escapeHtml } from "../html/escape.js";
import { outputFileOf } from "../html/page-url.js";

export interface PreviewIndexInput {
  changedPages: readonly ChangedPage[];
  /** The URL of every page of the built site (`/`, `/guides/setup/`, `/guides/a%20b/`), sorted. */
  sitePages: readonly string[];
}

/**
 * The front page of a preview artifact: the changed pages first, then how to browse the rest, then
 * every page. The site sits in `site/` beside it. Page paths come from a pull request: all escaped.
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
<p>The links between the site's pages start at the site's root (<code>/guides/setup/</code>), so from a page opened as a file they lead nowhere. To follow them, serve the <code>site</code> folder from the folder this page is in:</p>
<pre>npx docsgate serve site</pre>
<p>and open <a href="http://127.0.0.1:3000/">http://127.0.0.1:3000/</a>. A site built with a base path needs it again: <code>--base-path /docs</code>.</p>
<h2>All pages (${input.sitePages.length})</h2>
${all.length ? `<ul>\n${all.join("\n")}\n</ul>` : "<p>The site has no pages.</p>"}
</body></html>
`;
}

/** A link to the page at `url` in `site/`, which works from disk: clean URLs are folders holding an index.html. */
function pageLink(url: string, text: string): string {
  // The URL is encoded already: its path relative to this page is the link.
  const file = outputFileOf(url);
  return `<a href="${escapeAttribute(`site/${file}`)}">${escapeHtml(text)}</a>`;
}
