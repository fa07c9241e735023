/**
 * Clean URLs: `guides/setup.mdx` is served at `/guides/setup/` from `guides/setup/index.html`,
 * which every static file server finds; `index.mdx` of a folder is the folder's URL.
 */
export function pageUrl(file: string): string {
  const bare = file.replace(/\.(mdx|md)$/i, "");
  const route = bare === "index" ? "" : bare.endsWith("/index") ? bare.slice(0, -"/index".length) : bare;
  return route ? `/${route}/` : "/";
}

/** Where the HTML of the page at `url` is written, relative to the output folder. */
export function outputFileOf(url: string): string {
  return `${url.replace(/^\/+/, "")}index.html`;
}

/**
 * Where the Markdown twin of the page at `url` is written: its clean URL with `.md` added, as
 * Mintlify serves it (`/guides/setup/` → `guides/setup.md`; the root page's is `index.md`).
 */
export function markdownFileOf(url: string): string {
  const route = url.replace(/^\/+|\/+$/g, "");
  return `${route || "index"}.md`;
}

/** A root-relative URL (`/guides/setup/`) under the site's base path (`/docs`). */
export function withBase(basePath: string, url: string): string {
  return `${basePath}${url.startsWith("/") ? url : `/${url}`}`;
}
