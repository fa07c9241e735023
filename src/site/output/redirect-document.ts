import { escapeAttribute, escapeHtml } from "../../html/escape.js";

/**
 * A document that sends the browser on to `href` at once (a static host has no redirects of its
 * own). A refresh drops the fragment of the URL it was opened with, which an HTTP redirect keeps,
 * so a one-line script goes first and carries it over; the refresh serves browsers without
 * scripts. `data:` as its icon: the browser asks for no /favicon.ico on its way.
 */
export function redirectDocument(siteName: string, href: string, label: string): string {
  const to = escapeAttribute(href);
  return (
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(siteName)}</title>` +
    `<script>location.replace(${escapeScriptString(href)} + location.hash)</script>` +
    `<meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${to}"><link rel="icon" href="data:,"><meta name="robots" content="noindex">` +
    `</head><body><p><a href="${to}">${escapeHtml(label)}</a></p></body></html>\n`
  );
}

/** A JavaScript string literal that cannot end the script element it sits in. */
function escapeScriptString(text: string): string {
  return JSON.stringify(text).replace(/</g, "\\u003c");
}
