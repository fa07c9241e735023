import type { SitePage } from "../model/site-model.js";
import { absoluteUrl } from "./site-address.js";

/**
 * sitemap.xml: every page in the site's order. Without a site URL the locations are paths from
 * the server's root (crawlers want absolute URLs: give `--site-url`).
 */
export function sitemapXml(pages: readonly SitePage[], siteUrl: string | undefined): string {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, page.href))}</loc></url>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );
}
