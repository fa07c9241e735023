/**
 * The address formats of the v2 docs.json (spec v2, terms table), as ajv formats. Editors that
 * do not know a format accept any text there; docsgate applies them.
 */

/** A path of the site (`/`, `#`), a mailto: link, or anything the WHATWG URL parser takes. */
export function isHref(value: string): boolean {
  return value.startsWith("/") || value.startsWith("#") || value.startsWith("mailto:") || URL.canParse(value);
}

/** Trailing slashes and a `#fragment` (not at the start) are cut before Mintlify checks a secure address. */
function normalise(value: string): string {
  const hash = value.indexOf("#");
  return (hash > 0 ? value.slice(0, hash) : value).replace(/\/+$/, "");
}

/** Files a link must not lead to. */
const BLOCKED = /\.(svg|exe|zip)$/i;

function pathOf(value: string): string {
  return URL.canParse(value) ? new URL(value).pathname : value.replace(/[?#].*$/, "");
}

/** An https URL, no scheme-relative `//` address, no .svg, .exe or .zip file. */
export function isSecureUrl(value: string): boolean {
  const url = normalise(value);
  return URL.canParse(url) && new URL(url).protocol === "https:" && !BLOCKED.test(pathOf(url));
}

/** Like an href, but an absolute address must be https and must not lead to a blocked file. */
export function isSecureHref(value: string): boolean {
  const url = normalise(value);
  if (url.startsWith("//")) return false;
  if (value === "") return false;
  // A bare "/" (or "#...") is trimmed to nothing and still leads somewhere.
  if (url.startsWith("/") || url.startsWith("#") || url === "") return !BLOCKED.test(pathOf(url));
  return isSecureUrl(value);
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A trimmed, non-empty path of the project, or an http(s) URL. */
export function isSpecSource(value: string): boolean {
  const trimmed = value.trim();
  if (!trimmed) return false;
  if (SCHEME.test(trimmed) && URL.canParse(trimmed)) return /^https?:$/.test(new URL(trimmed).protocol);
  return true;
}

/** A path of the project or an https URL. */
export function isLocalOrHttps(value: string): boolean {
  const trimmed = value.trim();
  if (!trimmed) return false;
  if (SCHEME.test(trimmed) && URL.canParse(trimmed)) return new URL(trimmed).protocol === "https:";
  return true;
}

export const V2_FORMATS: Record<string, (value: string) => boolean> = {
  uri: (value) => URL.canParse(value),
  href: isHref,
  "secure-href": isSecureHref,
  "secure-url": isSecureUrl,
  "spec-source": isSpecSource,
  "local-or-https": isLocalOrHttps,
};
