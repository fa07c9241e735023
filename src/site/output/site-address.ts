/**
 * The two halves of the address a built site is published at: the base path (project pages on
 * GitHub Pages live under `/<repository>`) and the site URL (scheme and host) that sitemap.xml and
 * llms.txt need for absolute URLs.
 */

/** `/docs`, `docs/`, `/docs/` -> `/docs`; `/` or "" -> "". Undefined when it is not a plain URL path. */
export function normalizeBasePath(raw: string): string | undefined {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, "");
  if (trimmed === "") return "";
  const segments = trimmed.split("/");
  // Unreserved characters and percent escapes only: the value lands in every href of the site.
  if (
    segments.some(
      (segment) =>
        segment === "" ||
        segment === "." ||
        segment === ".." ||
        !/^(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})+$/.test(segment),
    )
  )
    return undefined;
  return `/${segments.join("/")}`;
}

/**
 * `https://acme.dev`, also written with a trailing slash, with the base path at its end, or with a leading part of the
 * base path (GitHub Pages' address of a repository, `https://acme.github.io/docs/`, for a preview built under
 * `/docs/pr-preview/pr-7`), which is then not repeated: the URL every page path is appended to. Undefined unless
 * http(s).
 */
export function normalizeSiteUrl(raw: string, basePath: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password || url.search || url.hash)
    return undefined;
  let prefix = url.pathname.replace(/\/+$/, "");
  if (basePath && prefix.endsWith(basePath)) prefix = prefix.slice(0, -basePath.length);
  else if (prefix && basePath.startsWith(`${prefix}/`)) prefix = "";
  return `${url.origin}${prefix}`;
}

/** An href of the site (base path included) as a URL a crawler or a language model can follow. */
export function absoluteUrl(siteUrl: string | undefined, href: string): string {
  return siteUrl ? `${siteUrl}${href}` : href;
}
