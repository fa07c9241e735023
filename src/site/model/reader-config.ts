import { createHash } from "node:crypto";
import { escapeAttribute, escapeHtml } from "../../html/escape.js";
import { boundedText, MAX_BANNER } from "./bounded-text.js";
import { valueAt, type UncheckedV2Config } from "../../project/config-types/unchecked.js";
import { assetHref, hexColor, isObject, linkHref, text, type ModelContext } from "./config-values.js";
import type { SiteFont, SiteModel } from "./site-model.js";
import { leavesSite, sourceFolder } from "../../project/redirects.js";

/**
 * The fields that change what a reader sees around every page: the banner, the footer's link columns, the SEO meta
 * tags, the background decoration, the fonts, the code block theme, the redirects and the 404 page. A field of the
 * wrong shape is left out (check reports it).
 */
export function readerConfig(
  config: UncheckedV2Config,
  context: ModelContext,
): Pick<
  SiteModel,
  "banner" | "footerLinks" | "metatags" | "decoration" | "fonts" | "codeblocks" | "redirects" | "notFound"
> {
  const decoration = valueAt(config, ["background", "decoration"]);
  const banner = siteBanner(config.banner, context);
  const fonts = siteFonts(config.fonts, context);
  const notFound = notFoundPage(config.errors);
  return {
    ...(banner ? { banner } : {}),
    footerLinks: footerLinks(valueAt(config, ["footer", "links"]), context),
    metatags: siteMetatags(config.seo),
    ...(decoration === "gradient" || decoration === "grid" || decoration === "windows" ? { decoration } : {}),
    ...(fonts ? { fonts } : {}),
    ...(valueAt(config, ["styling", "codeblocks"]) === "dark" ? { codeblocks: "dark" as const } : {}),
    redirects: siteRedirects(config.redirects, context),
    ...(notFound ? { notFound } : {}),
  };
}

function siteBanner(value: unknown, context: ModelContext): SiteModel["banner"] {
  if (!isObject(value)) return undefined;
  const content = text(value.content);
  if (!content) return undefined;
  const color = isObject(value.color) ? value.color : {};
  const light = hexColor(color.light);
  const dark = hexColor(color.dark);
  const type = value.type === "warning" || value.type === "critical" ? value.type : "info";
  return {
    html: inlineMarkdown(boundedText(content, MAX_BANNER), context),
    // A new text shows again to a reader who closed the previous one.
    id: createHash("sha256").update(content).digest("hex").slice(0, 12),
    dismissible: value.dismissible === true,
    type,
    ...(light || dark ? { color: { ...(light ? { light } : {}), ...(dark ? { dark } : {}) } } : {}),
  };
}

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|_(.+?)_|`([^`]+)`/g;

/**
 * The banner's "basic MDX": links, bold, italic and code; anything else is text. Tags in the
 * text are shown as written, and a link to a script URL is left as its label.
 */
export function inlineMarkdown(source: string, context: ModelContext): string {
  let html = "";
  let at = 0;
  for (const match of source.matchAll(INLINE)) {
    html += escapeHtml(source.slice(at, match.index));
    at = match.index + match[0].length;
    const [, label, href, strong1, strong2, em1, em2, code] = match;
    if (label !== undefined) {
      const target = linkHref(href, context);
      const inner = inlineMarkdown(label, context);
      html += target ? `<a href="${escapeAttribute(target)}">${inner}</a>` : inner;
    } else if (strong1 !== undefined || strong2 !== undefined)
      html += `<strong>${inlineMarkdown(strong1 ?? strong2!, context)}</strong>`;
    else if (em1 !== undefined || em2 !== undefined) html += `<em>${inlineMarkdown(em1 ?? em2!, context)}</em>`;
    else html += `<code>${escapeHtml(code!)}</code>`;
  }
  return html + escapeHtml(source.slice(at));
}

/** Up to four columns of links; an item without a label or a usable href is left out. */
function footerLinks(value: unknown, context: ModelContext): SiteModel["footerLinks"] {
  const columns: SiteModel["footerLinks"] = [];
  for (const column of Array.isArray(value) ? value.slice(0, 4) : []) {
    const written = isObject(column) ? column.items : undefined;
    if (!isObject(column) || !Array.isArray(written)) continue;
    const items = written.flatMap((item) => {
      if (!isObject(item)) return [];
      const label = text(item.label);
      const href = linkHref(item.href, context);
      return label && href ? [{ label, href }] : [];
    });
    const header = text(column.header);
    if (items.length > 0) columns.push({ ...(header ? { header } : {}), items });
  }
  return columns;
}

function tagRecord(value: unknown): [string, string][] {
  return isObject(value)
    ? Object.entries(value).flatMap(([name, content]) =>
        name.trim() && typeof content === "string" && content.trim() ? [[name.trim(), content]] : [],
      )
    : [];
}

/** `seo.metatags` for every page, and `seo.paths` for the pages under a folder, longest folder first. */
function siteMetatags(value: unknown): SiteModel["metatags"] {
  const seo = isObject(value) ? value : {};
  const paths = (Array.isArray(seo.paths) ? seo.paths : []).flatMap((entry) => {
    const path = isObject(entry) ? text(entry.path)?.replace(/^\/+|\/+$/g, "") : undefined;
    return path && isObject(entry) ? [{ path, tags: tagRecord(entry.metatags) }] : [];
  });
  paths.sort((a, b) => b.path.length - a.path.length);
  return { all: tagRecord(seo.metatags), paths };
}

/** The meta tags of the page at `file`: the longest matching folder's beat the site's, and front matter beats both. */
export function pageMetatags(
  model: SiteModel,
  file: string | undefined,
  own: Readonly<Record<string, string>> = {},
): [string, string][] {
  const tags = new Map(model.metatags.all);
  if (file !== undefined)
    for (const entry of [...model.metatags.paths].reverse())
      if (file.startsWith(`${entry.path}/`)) for (const [name, content] of entry.tags) tags.set(name, content);
  for (const [name, content] of Object.entries(own)) tags.set(name, content);
  return [...tags];
}

function siteFont(value: unknown, context: ModelContext): SiteFont | undefined {
  if (!isObject(value)) return undefined;
  const family = text(value.family);
  // Written into CSS as a quoted name: a quote or backslash could end it.
  if (!family || /["\\<>;{}]/.test(family)) return undefined;
  const weight = typeof value.weight === "number" && Number.isFinite(value.weight) ? value.weight : undefined;
  const source = assetHref(value.source, context);
  const format = value.format === "woff" || value.format === "woff2" ? value.format : undefined;
  return {
    family,
    ...(weight !== undefined ? { weight } : {}),
    ...(source ? { source, ...(format ? { format } : {}) } : {}),
  };
}

/** One font for everything, or `heading` and `body`. */
function siteFonts(value: unknown, context: ModelContext): SiteModel["fonts"] {
  if (!isObject(value)) return undefined;
  if (value.family !== undefined) {
    const font = siteFont(value, context);
    return font ? { heading: font, body: font } : undefined;
  }
  const heading = siteFont(value.heading, context);
  const body = siteFont(value.body, context);
  return heading || body ? { ...(heading ? { heading } : {}), ...(body ? { body } : {}) } : undefined;
}

/**
 * Redirects a static site can hold: each source without wildcards or parameters becomes a page
 * that sends the reader on (the others need a server; check's rules look at them all).
 */
function siteRedirects(value: unknown, context: ModelContext): SiteModel["redirects"] {
  const redirects: SiteModel["redirects"] = [];
  for (const entry of Array.isArray(value) ? value : []) {
    if (!isObject(entry)) continue;
    const source = text(entry.source);
    // A destination written like a path that leads to another host (config/protocol-relative-redirect): the preview,
    // which may share the published site's origin, holds no open redirect.
    if (typeof entry.destination === "string" && leavesSite(entry.destination)) continue;
    const href = linkHref(entry.destination, context) ?? externalOrPath(entry.destination, context);
    if (!source || !href || /[*:?#]/.test(source)) continue;
    const path = sourceFolder(source);
    if (path && !path.split("/").some((part) => part === "." || part === "..")) redirects.push({ path, href });
  }
  return redirects;
}

/** A destination that is no file of the project (a route of the published site): under the base path as written. */
function externalOrPath(value: unknown, context: ModelContext): string | undefined {
  const destination = text(value);
  if (!destination?.startsWith("/") || destination.startsWith("//")) return undefined;
  return `${context.basePath}${encodeURI(destination)}`;
}

function notFoundPage(value: unknown): SiteModel["notFound"] {
  const page = isObject(value) && isObject(value["404"]) ? value["404"] : undefined;
  if (!page) return undefined;
  const title = text(page.title);
  const description = text(page.description);
  return {
    redirect: page.redirect !== false,
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
  };
}
