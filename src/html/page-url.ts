/**
 * Pages and files have two spellings on the built site. A route is a path as the output folder
 * holds it (`/guides/a b/`, `/images/chart#1.png`): what a file's name says, decoded. A URL is the
 * route as links write it, each segment percent-encoded (`/guides/a%20b/`, `/images/chart%231.png`),
 * so that a `#`, `?`, `%`, space or backslash in a name stays part of the path. Every URL the site
 * makes from a path is encoded here, once.
 */

/**
 * The route of a page file. Clean URLs: `guides/setup.mdx` is served at `/guides/setup/` from
 * `guides/setup/index.html`, which every static file server finds; `index.mdx` of a folder is the
 * folder's route.
 */
export function pageRoute(file: string): string {
  const bare = file.replace(/\.(mdx|md)$/i, "");
  const route = bare === "index" ? "" : bare.endsWith("/index") ? bare.slice(0, -"/index".length) : bare;
  return route ? `/${route}/` : "/";
}

/** The URL of a page file: its route, encoded (`guides/a b.mdx` -> `/guides/a%20b/`). */
export function pageUrl(file: string): string {
  return encodeRoute(pageRoute(file));
}

/** The URL of a page's Markdown twin (`/guides/a%20b.md`). */
export function markdownUrl(file: string): string {
  return encodeRoute(`/${markdownFileOf(pageRoute(file))}`);
}

/**
 * A route (or a file's path under the root) as a URL path: each segment percent-encoded, the
 * slashes between them kept. encodeURI leaves `?` and `#` as they are, which would end the path.
 */
export function encodeRoute(route: string): string {
  return route
    .split("/")
    .map((segment) => encodeURI(segment.toWellFormed()).replace(/[?#]/g, (c) => (c === "?" ? "%3F" : "%23")))
    .join("/");
}

/** Where the HTML of the page at `route` is written, relative to the output folder. */
export function outputFileOf(route: string): string {
  return `${route.replace(/^\/+/, "")}index.html`;
}

/**
 * Where the Markdown twin of the page at `route` is written: its clean route with `.md` added, as
 * Mintlify serves it (`/guides/setup/` → `guides/setup.md`; the root page's is `index.md`).
 */
export function markdownFileOf(route: string): string {
  const bare = route.replace(/^\/+|\/+$/g, "");
  return `${bare || "index"}.md`;
}

/** A root-relative URL (`/guides/setup/`) under the site's base path (`/docs`). */
export function withBase(basePath: string, url: string): string {
  return `${basePath}${url.startsWith("/") ? url : `/${url}`}`;
}
