/**
 * The one URL policy of the built site: every URL it writes into HTML (links, images, media,
 * icons, logos, the favicon, links in docs.json and in OpenAPI descriptions) passes here, and
 * check's page/unsafe-url rule reports what it would drop. Allowed: http(s), mailto and tel;
 * paths, fragments, queries and `//host` addresses; for links, the schemes of apps too
 * (`cursor:`, `vscode:`, `slack:`: published pages keep such install and open links, and a
 * browser hands them to the app); for images only, `data:` of a raster image. Dropped:
 * `javascript:`, `vbscript:`, `file:`, `data:` of anything but a raster image (an SVG image can
 * hold a script once opened on its own), and for images any scheme but http(s).
 */

/** What the URL is for: only an image may be a `data:` URL. */
export type UrlKind = "link" | "image";

const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const RASTER_DATA = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)(?:;[^,]*)?,/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Why the site drops `value`, in words that finish "The URL ... ", or undefined when it keeps it. */
export function urlProblem(kind: UrlKind, value: string): string | undefined {
  // A lone surrogate (JSON's `"\ud800"`) is no character: no address can be encoded with it.
  if (!value.isWellFormed())
    return "holds half of a UTF-16 surrogate pair, which is no character and cannot be part of an address";
  // Browsers strip leading and trailing spaces and control characters and ignore tabs and line
  // breaks anywhere, so `\u0001java\tscript:` runs as `javascript:`: the scheme is read as they read it.
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, "");
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined || ALLOWED_SCHEMES.has(scheme)) return undefined;
  if (scheme === "javascript" || scheme === "vbscript") return "runs a script";
  if (scheme === "data") {
    // `data:,` is empty: the site's own "no favicon" that keeps browsers from asking for /favicon.ico.
    if (kind === "image" && (RASTER_DATA.test(compact) || compact === "data:,")) return undefined;
    return kind === "image"
      ? "is a data: URL of something other than a PNG, JPEG, GIF, WebP or AVIF image"
      : "is a data: URL, which opens content no file of the site holds";
  }
  if (scheme === "file") return "names a file on the reader's own computer";
  if (kind === "link") return undefined;
  return `uses the \`${scheme}:\` scheme, which the site does not load images from`;
}

/** Whether `value` is a `data:` URL, its scheme read as a browser reads it (see urlProblem). */
export function isDataUrl(value: string): boolean {
  return /^data:/i.test(value.replace(/[\u0000-\u0020\u007f]/g, ""));
}

/** A URL as a report shows it: control characters and lone surrogates spelled out, at most 40 characters. */
export function shownUrl(written: string): string {
  const shown = written.replace(
    /[\u0000-\u001f\u007f\ud800-\udfff]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return shown.length > 40 ? `${shown.slice(0, 37)}...` : shown;
}

/** `value` when the site may write it, else undefined. */
export function safeUrl(kind: UrlKind, value: string): string | undefined {
  return urlProblem(kind, value) === undefined ? value : undefined;
}

/** The URLs of a `srcset` (`a.png 1x, b.png 2x`); a srcset is written only when all of them are safe. */
export function srcsetUrls(value: string): string[] {
  return value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

/** Whether CSS text from a page (a `style` attribute) loads nothing the policy refuses and runs no script. */
export function styleProblem(css: string): string | undefined {
  // A CSS escape (`\6a avascript`) could spell any scheme; the site's pages need none.
  if (/\\/.test(css)) return "hides characters behind CSS escapes";
  const compact = css.replace(/[\u0000-\u0020\u007f]/g, "");
  if (/expression\(|behavior:|-moz-binding|javascript:|vbscript:/i.test(compact)) return "runs a script";
  for (const match of compact.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/gi)) {
    const url = match[1] ?? match[2] ?? match[3] ?? "";
    // An image CSS draws (a background, a mask) never runs script, an SVG's included; Mintlify keeps such styles.
    if (/^data:image\/svg\+xml[;,]/i.test(url)) continue;
    const problem = urlProblem("image", url);
    if (problem) return problem;
  }
  return undefined;
}
