import { createHash } from "node:crypto";
import { EARLY_SCRIPT, REDIRECT_SCRIPT } from "../layout/inline-scripts.js";
import { INERT_HTML_POLICY } from "../../html/active-files.js";

/** A script the site writes inline, allowed by its hash: `'sha256-…'`. */
function scriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/**
 * The Content-Security-Policy of every document the build writes (pages, the 404 page, redirect documents): scripts
 * only from the site's own files, and its two inline scripts by their hash, so that markup a page lets through (an
 * inline `<script>`, an `on…` attribute, a `javascript:` link) cannot run. The rest follows what the pages do:
 * styles inline (KaTeX's and the pages' `style` attributes, Mermaid's SVG) and from any web address (a project's
 * stylesheet `@import`s its fonts' CSS, as on Mintlify: no more than the project's own CSS, which the site serves, can
 * already do), images, video, frames and fonts from any web address (pages embed them), and requests to any web address (the API playground sends the reader's request to
 * the server they pick or type, and the search loads its indexes).
 */
export const PAGE_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${scriptHash(EARLY_SCRIPT)} ${scriptHash(REDIRECT_SCRIPT)}`,
  "style-src 'self' 'unsafe-inline' https: http:",
  "img-src 'self' https: http: data:",
  "media-src 'self' https: http:",
  "frame-src 'self' https: http:",
  "font-src 'self' https: http: data:",
  "connect-src 'self' https: http:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** The policy as the first thing of a document's head (after its charset): static hosts send no headers. */
export const PAGE_POLICY_META = `<meta http-equiv="Content-Security-Policy" content="${PAGE_POLICY}">`;

/**
 * What `docsgate serve` sends with every HTML document that is not one of the site's pages (a file copied from the
 * docs), every SVG and every XML file, which a browser runs scripts in when they are opened on their own: a sandbox,
 * in which no script runs and the document has an origin of its own, so it reaches nothing of the site's.
 */
export const SANDBOX_POLICY = `sandbox; ${INERT_HTML_POLICY}`;

/** How every document the build writes starts: its policy right after the charset. */
const SITE_DOCUMENT_START = new RegExp(
  `^<!doctype html>\\s*<html[^>]*>\\s*<head>\\s*<meta charset="utf-8">\\s*${PAGE_POLICY_META.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
  "i",
);

/**
 * Whether an HTML document is one the build wrote (a page, the 404 page, a redirect), from its start: a file copied
 * from the docs starts with the inert policy instead, whatever it holds.
 */
export function isSiteDocument(start: string): boolean {
  return SITE_DOCUMENT_START.test(start);
}
