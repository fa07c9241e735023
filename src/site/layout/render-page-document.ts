import type { SiteModel, SitePage } from "../model/site-model.js";
import { markdownUrl, pageUrl, withBase } from "../../html/page-url.js";
import type { RenderedPage } from "../../render/types.js";
import { renderHead, htmlAttributes, type HeadOptions } from "./head.js";
import { attributes, cssUrl, escapeAttribute, escapeHtml } from "../../html/escape.js";
import { renderFeedback, renderFooter, renderPrevNext, renderTabsBar, renderToc } from "./page-parts.js";
import { renderSearchDialog } from "./search-dialog.js";
import { sectionById } from "./section-tree.js";
import { renderSidebar } from "./sidebar.js";
import { renderFloatingLanguage, renderTopBar } from "./top-bar.js";
import { uiIcon } from "./ui-icons.js";
import { pageExtras, siteExtras } from "./site-extras.js";

/** A whole HTML document for one rendered page: the page wrapped in the site's chrome. */
export function renderPageDocument(model: SiteModel, page: RenderedPage): string {
  const href = withBase(model.basePath, pageUrl(page.file));
  const site = sitePageOf(model, page.file) ?? {
    file: page.file,
    href,
    title: page.title,
    section: model.home,
    listed: false,
  };
  const mode = page.mode ?? "default";
  const theme = model.theme ?? "mint";
  // Sequoia's table of contents carries the page's contextual menu ("Copy page"); the title row keeps its own for
  // screens too narrow for the table (the stylesheet shows one of the two).
  const toc =
    mode === "default" && !page.aside ? renderToc(page.toc, theme === "sequoia" ? pageActionsOf(model, page) : "") : "";
  const main = pageMain(model, page, site, mode);
  // Custom and center pages show no sidebar beside the content; it stays the phone's menu drawer, as the top bar's
  // menu opens the navigation on every page of the published site.
  const beside = mode !== "custom" && mode !== "center";
  const sidebar = renderSidebar(model, site, beside ? "" : "sidebar-drawer-only");
  return documentShell(
    model,
    {
      title: page.title,
      description: page.description,
      href,
      file: page.file,
      noindex: site.noindex === true,
      extras: pageExtras(model, page),
    },
    site,
    `<div class="layout layout-${mode}${toc ? "" : " no-toc"}${beside ? "" : " no-sidebar"}">${sidebar}${main}${toc}</div>`,
  );
}

/**
 * The page's column, as Mintlify's page modes lay it out (organize/pages, guides/custom-layouts in
 * Mintlify's docs): `custom` is a blank canvas the width of the window, only the page's own content;
 * `frame` is that canvas beside the sidebar, with the footer; the other modes have the title,
 * description and the page's footer parts.
 */
/**
 * `content-area` (and the footer's `footer`) are the ids Mintlify's layout gives these parts, which projects' stylesheets
 * style. Not `navbar`, `header` or `banner`: they come before the page's headings, and a heading of that name (Mintlify's
 * own docs have them) would lose its anchor to them.
 */
function pageMain(model: SiteModel, page: RenderedPage, site: SitePage, mode: string): string {
  if (mode === "custom") return `<main class="custom-page" id="content">${page.html}</main>`;
  if (mode === "frame")
    return `<main class="custom-page" id="content"><div class="frame-canvas">${page.html}</div>${renderFooter(model)}</main>`;
  return `<main class="content" id="content"><article class="page" id="content-area">${pageHeader(model, page, site)}${pageBody(page, mode)}${renderFeedback(model, site)}${renderPrevNext(model, site)}</article>${renderFooter(model)}</main>`;
}

const sitePages = new WeakMap<SiteModel, Map<string, SitePage>>();

/** The model's page of a file (the first, where two share it), from a map made once: every page asks. */
function sitePageOf(model: SiteModel, file: string): SitePage | undefined {
  let byFile = sitePages.get(model);
  if (!byFile) {
    byFile = new Map();
    for (const page of model.pages) if (!byFile.has(page.file)) byFile.set(page.file, page);
    sitePages.set(model, byFile);
  }
  return byFile.get(file);
}

/**
 * The page a static server sends for a missing path: site chrome, the top sidebar, a way home;
 * `errors["404"]` gives its title and text, and unless its `redirect` is false, sends the reader
 * on to the start page (as the published site does) after saying so.
 */
export function renderNotFoundDocument(model: SiteModel): string {
  const home = sectionById(model, model.home)?.href ?? withBase(model.basePath, "/");
  const title = model.notFound?.title ?? "Page not found";
  const description =
    model.notFound?.description ?? "There is no page at this address. It may have moved, or the link may be mistyped.";
  const main = `<main class="content" id="content"><article class="page not-found"><header class="page-header"><p class="eyebrow">404</p><h1>${escapeHtml(title)}</h1><p class="description">${escapeHtml(description)}</p></header><p><a class="button" href="${escapeAttribute(home)}">Go to the start page</a></p></article>${renderFooter(model)}</main>`;
  return documentShell(
    model,
    { title, extras: siteExtras(model), ...(model.notFound?.redirect ? { redirectTo: home } : {}) },
    undefined,
    `<div class="layout no-toc">${renderSidebar(model, undefined)}${main}</div>`,
  );
}

function documentShell(model: SiteModel, head: HeadOptions, page: SitePage | undefined, body: string): string {
  const background = model.backgroundImage
    ? `<div class="background-image" aria-hidden="true"${attributes({ style: `background-image:${cssUrl(model.backgroundImage)}` })}></div>`
    : "";
  return [
    "<!doctype html>",
    `<html${attributes(htmlAttributes(model, page))}>`,
    "<head>",
    renderHead(model, head),
    "</head>",
    "<body>",
    '<a class="skip-link" href="#content">Skip to content</a>',
    background,
    renderBanner(model),
    renderTopBar(model, page),
    renderFloatingLanguage(model, page),
    renderTabsBar(model, page),
    body,
    renderSearchDialog(),
    "</body>",
    "</html>",
    "",
  ]
    .filter((part) => part !== "")
    .join("\n");
}

/** `banner`: above the top bar; a dismissible one has a close button (the client remembers the choice). */
function renderBanner(model: SiteModel): string {
  const banner = model.banner;
  if (!banner) return "";
  const close = banner.dismissible
    ? `<button type="button" class="banner-close" aria-label="Close banner">${uiIcon("xmark")}</button>`
    : "";
  return `<div class="site-banner banner-${banner.type}${banner.color ? " banner-colored" : ""}" role="region" aria-label="Announcement"><div class="banner-content">${banner.html}</div>${close}</div>`;
}

function pageHeader(model: SiteModel, page: RenderedPage, site: SitePage): string {
  const above = site.breadcrumbs?.join(" / ") ?? site.group;
  const eyebrow = above ? `<p class="eyebrow">${escapeHtml(above)}</p>` : "";
  const description = page.description ? `<p class="description">${escapeHtml(page.description)}</p>` : "";
  const tag = page.tag ? `<span class="badge page-tag">${escapeHtml(page.tag)}</span>` : "";
  const title = `<div class="page-title-row"><h1>${escapeHtml(page.title)}</h1>${tag}${pageActionsOf(model, page)}</div>`;
  return `<header class="page-header">${eyebrow}${title}${description}${viewSwitcher(page)}</header>`;
}

function pageActionsOf(model: SiteModel, page: RenderedPage): string {
  return pageActions(withBase(model.basePath, markdownUrl(page.file)));
}

/**
 * "Copy page" copies the page's Markdown twin (the client script fetches it); the menu beside it
 * opens the twin, and works without the script.
 */
function pageActions(markdown: string): string {
  return `<div class="page-actions"><button type="button" class="copy-page"${attributes({ "data-markdown": markdown })}>${uiIcon("copy", "regular", "icon icon-small")}<span class="copy-page-label">Copy page</span></button><details class="page-menu"><summary aria-label="More page actions">${uiIcon("chevron-down", "solid", "icon icon-small")}</summary><div class="page-menu-list"><a${attributes({ href: markdown, type: "text/markdown" })}>${uiIcon("file-lines", "regular", "icon icon-small")}View as Markdown</a></div></details></div>`;
}

/** A page with several Views picks the one shown here (the client switches; the first shows until then). */
function viewSwitcher(page: RenderedPage): string {
  if (!page.views) return "";
  const options = page.views.map((title) => `<option>${escapeHtml(title)}</option>`).join("");
  return `<label class="view-switcher"><span>View</span><select data-view-select>${options}</select></label>`;
}

/**
 * An API page's examples and a Panel (page.aside) sit in a column beside the body; the wide and
 * centred modes, which have no side column, leave them out.
 */
function pageBody(page: RenderedPage, mode: string): string {
  if (!page.aside || mode !== "default") return `<div class="prose">${page.html}</div>`;
  return `<div class="api-columns"><div class="prose">${page.html}</div><aside class="api-examples" aria-label="Examples">${page.aside}</aside></div>`;
}
