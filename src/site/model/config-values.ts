import { isObject } from "../../project/config-types/unchecked.js";
import { resolveEntry } from "../../project/navigation/page-files.js";
import { resolveDocPath } from "../../project/doc-path.js";
import type { FileIndex } from "../../project/file-index.js";
import { iconLibraryOf } from "../../icons/icon-library.js";
import { isIconImage } from "../../icons/icons.js";
import { encodeRoute, pageUrl, withBase } from "../../html/page-url.js";
import type { IconLibrary, IconRef, IconStyle } from "../../icons/icon-ref.js";
import { safeUrl } from "../../html/url-policy.js";

/** What every part of the model reads docs.json with: the files, the base path, and where copied assets go. */
export interface ModelContext {
  files: FileIndex;
  basePath: string;
  /** Root-relative local files docs.json names, collected for the build to copy. */
  assets: Set<string>;
  /** The library docs.json draws its icons from (`icons.library`); Font Awesome when absent. */
  iconLibrary?: IconLibrary;
}

// The one check of "a JSON object" the config readers share; the site model's readers import it from here.
export { isObject };

export function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** A hex colour, or undefined: colours are written into CSS, so nothing else gets through. */
export function hexColor(value: unknown): string | undefined {
  return typeof value === "string" && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim())
    ? value.trim()
    : undefined;
}

const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The href of a link written in docs.json: external URLs as written, a page path (`quickstart`,
 * `/guides/setup`) as its clean URL, any other local path under the base path. Undefined for
 * empty values and script URLs.
 */
export function linkHref(raw: unknown, context: ModelContext): string | undefined {
  const value = text(raw);
  if (!value || safeUrl("link", value) === undefined) return undefined;
  if (URL_LIKE.test(value) || value.startsWith("#")) return value;
  const [pathPart, fragment] = splitFragment(value);
  const target = resolveEntry(pathPart, context.files);
  if (target.kind === "page") return withBase(context.basePath, pageUrl(target.file)) + fragment;
  const local = resolveDocPath(pathPart, context.files);
  if (local.kind !== "local") return undefined;
  return withBase(context.basePath, encodeRoute(`/${local.path}`)) + fragment;
}

function splitFragment(value: string): [string, string] {
  const at = value.search(/[?#]/);
  return at < 0 ? [value, ""] : [value.slice(0, at), value.slice(at)];
}

/**
 * The href of an image or file docs.json names (logo, favicon, background): a URL as written,
 * a local file under the root (recorded for copying) under the base path. Missing files and
 * paths out of the root give undefined; check's config rules report them.
 */
export function assetHref(raw: unknown, context: ModelContext): string | undefined {
  const value = text(raw);
  if (!value || safeUrl("image", value) === undefined) return undefined;
  const target = resolveDocPath(value, context.files);
  if (target.kind === "url") return value;
  if (target.kind !== "local" || !context.files.has(target.path)) return undefined;
  context.assets.add(target.path);
  return withBase(context.basePath, encodeRoute(`/${target.path}`));
}

const ICON_STYLES = new Set<IconStyle>(["brands", "duotone", "light", "sharp-solid", "solid", "thin", "regular"]);

/**
 * An icon as docs.json writes it: a name with a separate style (`icon` + `iconType`), or the
 * newer layout's `{ name, style, library }`; a name is drawn from the icon's own library, else
 * the config's. An image path becomes its href.
 */
export function iconRef(
  icon: unknown,
  iconType: unknown,
  context: ModelContext,
  defaultStyle?: IconStyle,
): IconRef | undefined {
  const name = text(icon) ?? (isObject(icon) ? text(icon.name) : undefined);
  if (!name) return undefined;
  if (isIconImage(name)) {
    const href = assetHref(name, context);
    return href ? { name: href } : undefined;
  }
  const library = iconLibraryOf(icon, context.iconLibrary ?? "fontawesome");
  if (library === undefined) return undefined;
  if (library !== "fontawesome") return { name, library };
  const written = isObject(icon) ? icon.style : iconType;
  const style =
    typeof written === "string" && ICON_STYLES.has(written as IconStyle) ? (written as IconStyle) : defaultStyle;
  return style ? { name, style } : { name };
}
