import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isSiteDocument } from "../security/content-security-policy.js";
import { relativeCss, relativeDocument } from "./relative-html.js";
import { RelativeUrls } from "./relative-url.js";

/** Where the shared sidebars of big sections are: fragments the client puts into pages, resolved against their own URL. */
const SHARED_SIDEBARS = "_docsgate/nav/";
/** The quick search indexes (one per language), whose results link to pages; the full ones hold no URL. */
const QUICK_SEARCH_INDEX = /^_docsgate\/search(?:-[^/]*)?\.json$/;

/**
 * Copies the built site at `siteDir` (built under `basePath`) to `outDir` as a site that works opened from disk, as
 * `mint export` gives one: in the documents the build wrote, its fragments and every stylesheet, each of the site's
 * URLs is relative to the file it is in and names a folder's `index.html`; the search indexes' results are relative
 * to the site's root, which the client script finds from the page. Every other file is copied as it is (an HTML file
 * of the docs, which the build copied behind a policy that lets nothing run, keeps its text). Made for the preview
 * artifact alone: the build writes one site, served at its base path.
 */
export function writeRelativeSite(siteDir: string, outDir: string, basePath: string): void {
  const files = readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  const urls = new RelativeUrls(basePath, new Set(files));
  const folders = new Set<string>();
  for (const file of files) {
    const from = path.join(siteDir, file);
    const to = path.join(outDir, file);
    const folder = path.dirname(to);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    const text = relativeText(file, from, urls);
    if (text === undefined) copyFileSync(from, to);
    else writeFileSync(to, text);
  }
}

/** The file's text as the relative site holds it; undefined for a file copied as it is. */
function relativeText(file: string, from: string, urls: RelativeUrls): string | undefined {
  const lower = file.toLowerCase();
  if (lower.endsWith(".css")) return relativeCss(readFileSync(from, "utf8"), (url) => urls.from(file, url));
  if (QUICK_SEARCH_INDEX.test(file) && !file.endsWith("-full.json"))
    return relativeSearchIndex(readFileSync(from, "utf8"), urls);
  if (!lower.endsWith(".html")) return undefined;
  const html = readFileSync(from, "utf8");
  return file.startsWith(SHARED_SIDEBARS) || isSiteDocument(html.slice(0, 2048))
    ? relativeDocument(html, file, urls)
    : undefined;
}

/** A quick search index (MiniSearch's JSON) whose results' URLs are relative to the site's root. */
function relativeSearchIndex(json: string, urls: RelativeUrls): string {
  const index = JSON.parse(json) as { storedFields?: Record<string, { url?: string }> };
  for (const stored of Object.values(index.storedFields ?? {}))
    if (typeof stored.url === "string") stored.url = urls.rootRelative(stored.url) ?? stored.url;
  return JSON.stringify(index);
}
