import { escapeAttribute, escapeHtml } from "../../html/escape.js";
import { PAGE_POLICY_META } from "../security/content-security-policy.js";
import { REDIRECT_SCRIPT } from "../layout/inline-scripts.js";

/**
 * A document that sends the browser on to `href` at once (a static host has no redirects of its
 * own): the script goes first, the refresh serves browsers without scripts. `data:` as its icon:
 * the browser asks for no /favicon.ico on its way.
 */
export function redirectDocument(siteName: string, href: string, label: string): string {
  const to = escapeAttribute(href);
  return (
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">${PAGE_POLICY_META}<title>${escapeHtml(siteName)}</title>` +
    `<link rel="canonical" href="${to}"><script>${REDIRECT_SCRIPT}</script>` +
    `<meta http-equiv="refresh" content="0; url=${to}"><link rel="icon" href="data:,"><meta name="robots" content="noindex">` +
    `</head><body><p><a href="${to}">${escapeHtml(label)}</a></p></body></html>\n`
  );
}
