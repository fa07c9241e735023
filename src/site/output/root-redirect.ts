import { escapeAttribute, escapeHtml } from "../layout/html.js";
import type { SitePage } from "../model/site-model.js";

/**
 * The site's front door when no page is the root (`index.mdx`): a static host would answer `/`
 * with the 404 page, so this sends the reader to the first page of the navigation instead,
 * without a script. `data:` as its icon: the browser asks for no /favicon.ico on its way.
 */
export function rootRedirectDocument(siteName: string, pages: readonly SitePage[]): string | undefined {
  const first = pages.find((page) => page.listed) ?? pages[0];
  if (!first) return undefined;
  const href = escapeAttribute(first.href);
  return (
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(siteName)}</title>` +
    `<meta http-equiv="refresh" content="0; url=${href}"><link rel="canonical" href="${href}"><link rel="icon" href="data:,"><meta name="robots" content="noindex">` +
    `</head><body><p><a href="${href}">${escapeHtml(first.title)}</a></p></body></html>\n`
  );
}
