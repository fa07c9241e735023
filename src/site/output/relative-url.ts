import path from "node:path";
import { encodeRoute } from "../../html/page-url.js";

/**
 * The site's own URLs (root-absolute, under the base path: `/docs/guides/setup/`) as a folder opened from disk reads
 * them: relative to the document, and a folder's URL as its `index.html`, which no file:// URL is served in place of.
 */
export class RelativeUrls {
  constructor(
    /** "" or `/docs`: what every URL of the site starts with. */
    private readonly basePath: string,
    /** Every file of the site, relative to its root, decoded, POSIX separators. */
    private readonly files: ReadonlySet<string>,
  ) {}

  /**
   * A URL of the site relative to its root (`guides/setup/index.html#steps`); undefined for a URL that is not the
   * site's own (another host, a scheme, already relative, outside the base path).
   */
  rootRelative(url: string): string | undefined {
    if (!url.startsWith("/") || url.startsWith("//") || url.startsWith("/\\")) return undefined;
    const end = url.search(/[?#]/);
    const urlPath = end < 0 ? url : url.slice(0, end);
    const rest = end < 0 ? "" : url.slice(end);
    let sitePath: string;
    if (!this.basePath) sitePath = urlPath.slice(1);
    else if (urlPath === this.basePath) sitePath = "";
    else if (urlPath.startsWith(`${this.basePath}/`)) sitePath = urlPath.slice(this.basePath.length + 1);
    else return undefined;
    return `${this.fileOf(sitePath)}${rest}`;
  }

  /** `url` as written in the site's file `from` (relative to the root, decoded): relative to it when the site's own. */
  from(from: string, url: string): string {
    const target = this.rootRelative(url);
    return target === undefined ? url : relativeTo(from, target);
  }

  /** The site's root as a relative URL from the file `from`, without a trailing slash (`.`, `../..`). */
  rootFrom(from: string): string {
    return path.posix.relative(`/${path.posix.dirname(encodeRoute(from))}`, "/") || ".";
  }

  /** A path of the site (`guides/setup/`, `guides/setup`) as the file a browser opens from disk. */
  private fileOf(sitePath: string): string {
    if (sitePath === "" || sitePath.endsWith("/")) return `${sitePath}index.html`;
    const decoded = decodedPath(sitePath);
    if (decoded === undefined || this.files.has(decoded)) return sitePath;
    return this.files.has(`${decoded}/index.html`) ? `${sitePath}/index.html` : sitePath;
  }
}

/** `target` (relative to the site root, with its query and fragment) as a URL from the site's file `from`. */
function relativeTo(from: string, target: string): string {
  const end = target.search(/[?#]/);
  const targetPath = end < 0 ? target : target.slice(0, end);
  const rest = end < 0 ? "" : target.slice(end);
  const relative = path.posix.relative(`/${path.posix.dirname(encodeRoute(from))}`, `/${targetPath}`) || ".";
  // A first segment with a colon would read as a scheme (`a:b/index.html`).
  return `${/^[^/]*:/.test(relative) ? "./" : ""}${relative}${rest}`;
}

function decodedPath(urlPath: string): string | undefined {
  try {
    return urlPath.split("/").map(decodeURIComponent).join("/");
  } catch {
    return undefined;
  }
}
