/**
 * The URL of the site's root, from the page's `data-base`: the base path on a served site (`/docs`, "" at the host's
 * root), or the root relative to the page in a site opened from disk (`../..`), which the artifact's copy writes.
 */
export function siteRoot(): URL {
  return new URL(`${document.documentElement.dataset.base ?? ""}/`, location.href);
}

/**
 * Whether the page was opened from disk (file://), where the browser lets a page fetch nothing: the search index and
 * an API request need the site served.
 */
export function openedFromDisk(): boolean {
  return location.protocol === "file:";
}
