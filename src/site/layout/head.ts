import type { SiteModel, SitePage } from "../model/site-model.js";
import { encodeRoute, pageRoute, withBase } from "../../html/page-url.js";
import { pageSearchIndexPath } from "../search/search-index.js";
import { SEARCH_INDEX_PATH } from "../search/search-options.js";
import { htmlLanguage } from "./switchers.js";
import { cssUrl, escapeAttribute, escapeHtml } from "../../html/escape.js";
import { pageMetatags } from "../model/reader-config.js";
import { boundedText, MAX_HEAD_DESCRIPTION, MAX_META_CONTENT } from "../model/bounded-text.js";
import { PAGE_EXTRAS, type PageExtra } from "../../render/page-extras.js";
import { EARLY_SCRIPT } from "./inline-scripts.js";
import { textOn } from "../../html/text-on-colour.js";
import { PAGE_POLICY_META } from "../security/content-security-policy.js";

export interface HeadOptions {
  title: string;
  description?: string;
  /** Absent for the 404 page, which has no canonical place. */
  href?: string;
  /** The page's file, for the `seo.paths` meta tags of its folder; absent for the 404 page. */
  file?: string;
  /** Search engines are asked not to index the page. */
  noindex?: boolean;
  /** What the page loads after the theme: its own (a formula, a diagram) and the site's (a banner). */
  extras?: readonly PageExtra[];
  /** The 404 page of a site whose `errors["404"].redirect` holds: where it sends the reader. */
  redirectTo?: string;
}

/** A blank icon when none is configured: otherwise every browser asks for /favicon.ico, which is not there. */
const NO_FAVICON = "data:,";

export function renderHead(model: SiteModel, options: HeadOptions): string {
  const title = options.title === model.name ? model.name : `${options.title} - ${model.name}`;
  const written = options.description ?? model.description;
  const description = written === undefined ? undefined : boundedText(written, MAX_HEAD_DESCRIPTION);
  const { primary, light, dark, background } = model.colors;
  const variables = [`--primary:${primary}`, `--primary-light:${light}`, `--primary-dark:${dark}`];
  // Text drawn on each of them (buttons, the active anchor's square): black where white would not read.
  variables.push(`--on-primary:${textOn(primary)}`, `--on-primary-light:${textOn(light)}`);
  variables.push(`--on-primary-dark:${textOn(dark)}`);
  if (background?.light) variables.push(`--background-light:${background.light}`);
  if (background?.dark) variables.push(`--background-dark:${background.dark}`);
  const banner = model.banner?.color;
  if (banner?.light) variables.push(`--banner-light:${banner.light}`, `--on-banner-light:${textOn(banner.light)}`);
  if (banner?.dark) variables.push(`--banner-dark:${banner.dark}`, `--on-banner-dark:${textOn(banner.dark)}`);
  const base = model.basePath;
  const extras = (options.extras ?? []).map(
    (extra): { stylesheet?: string; script?: string; module?: string } => PAGE_EXTRAS[extra],
  );
  return [
    '<meta charset="utf-8">',
    PAGE_POLICY_META,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeAttribute(description)}">` : "",
    options.noindex ? '<meta name="robots" content="noindex">' : "",
    options.redirectTo ? `<meta http-equiv="refresh" content="0; url=${escapeAttribute(options.redirectTo)}">` : "",
    `<meta property="og:title" content="${escapeAttribute(title)}">`,
    description ? `<meta property="og:description" content="${escapeAttribute(description)}">` : "",
    `<meta property="og:site_name" content="${escapeAttribute(model.name)}">`,
    '<meta property="og:type" content="website">',
    '<meta name="generator" content="docsgate">',
    ...pageMetatags(model, options.file).map(
      ([name, content]) =>
        `<meta ${/^(?:og|article|book|profile|fb):/i.test(name) ? "property" : "name"}="${escapeAttribute(name)}" content="${escapeAttribute(boundedText(content, MAX_META_CONTENT))}">`,
    ),
    `<link rel="icon" href="${escapeAttribute(model.favicon ?? NO_FAVICON)}">`,
    `<link rel="stylesheet" href="${escapeAttribute(withBase(base, "/_docsgate/theme.css"))}">`,
    ...extras.flatMap(({ stylesheet }) =>
      stylesheet
        ? [`<link rel="stylesheet" href="${escapeAttribute(withBase(base, `/_docsgate/${stylesheet}`))}">`]
        : [],
    ),
    `<style>${fontFaces(model)}:root{${[...variables, ...fontVariables(model)].join(";")}}</style>`,
    // After the colours too: a project's stylesheet may set them (`:root { --primary: … }`) as on Mintlify.
    ...(model.stylesheets ?? []).map(
      (sheet) => `<link rel="stylesheet" href="${escapeAttribute(withBase(base, `/${encodeRoute(sheet)}`))}">`,
    ),
    `<script>${EARLY_SCRIPT}</script>`,
    `<script src="${escapeAttribute(withBase(base, "/_docsgate/client.js"))}" defer></script>`,
    ...extras.flatMap(({ script }) =>
      script ? [`<script src="${escapeAttribute(withBase(base, `/_docsgate/${script}`))}" defer></script>`] : [],
    ),
    ...extras.flatMap(({ module }) =>
      module
        ? [`<script type="module" src="${escapeAttribute(withBase(base, `/_docsgate/${module}`))}"></script>`]
        : [],
    ),
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The `<html>` attributes the early script and the client read; a page of a language or v2 version other than the
 * default searches that language's (that version's) index.
 */
export function htmlAttributes(model: SiteModel, page: SitePage | undefined): Record<string, string | undefined> {
  const forced = model.modeToggle.isHidden ? model.modeToggle.default : undefined;
  const language = page?.language;
  const index = pageSearchIndexPath(model, page);
  return {
    lang: language ? htmlLanguage(language) : "en",
    class: model.modeToggle.default === "dark" ? "dark" : undefined,
    "data-theme": model.modeToggle.default ?? "light",
    "data-base": model.basePath,
    "data-theme-default": model.modeToggle.default,
    "data-theme-forced": forced,
    // The docs.json theme, which the stylesheet's theme variants key on ("data-theme" is the colour mode).
    "data-theme-name": model.theme ?? "mint",
    "data-versions": model.versions.length > 0 ? model.versions.join("\n") : undefined,
    "data-page-version": page?.version,
    // Mintlify's <html> names the page's path (no trailing slash): projects' stylesheets scope rules to a page by it.
    "data-current-path": page ? pageRoute(page.file).replace(/(.)\/$/, "$1") : undefined,
    "data-banner": model.banner?.dismissible ? model.banner.id : undefined,
    "data-decoration": model.decoration,
    "data-codeblocks": model.codeblocks,
    "data-search-index": index === SEARCH_INDEX_PATH ? undefined : withBase(model.basePath, `/${index}`),
  };
}

/** A font with a source of its own: loaded from it (a woff or woff2 file). */
function fontFaces(model: SiteModel): string {
  const fonts = [model.fonts?.heading, model.fonts?.body].filter((font) => font?.source !== undefined);
  return [...new Map(fonts.map((font) => [`${font!.family}\0${font!.source}`, font!])).values()]
    .map(
      (font) =>
        `@font-face{font-family:"${font.family}";src:${cssUrl(font.source!.replace(/</g, "%3C"))}${font.format ? ` format("${font.format}")` : ""};font-display:swap${font.weight !== undefined ? `;font-weight:${font.weight}` : ""}}`,
    )
    .join("");
}

/** The fonts' families before the system's (a family neither loaded nor installed falls back to them). */
function fontVariables(model: SiteModel): string[] {
  const { heading, body } = model.fonts ?? {};
  return [
    ...(body ? [`--font-sans:"${body.family}",${SYSTEM_SANS}`] : []),
    ...(body?.weight !== undefined ? [`--font-body-weight:${body.weight}`] : []),
    ...(heading ? [`--font-heading:"${heading.family}",${SYSTEM_SANS}`] : []),
    ...(heading?.weight !== undefined ? [`--font-heading-weight:${heading.weight}`] : []),
  ];
}

const SYSTEM_SANS = 'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
