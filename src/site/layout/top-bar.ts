import { iconSvg } from "../../icons/icons.js";
import type { NavSection, SiteModel, SitePage } from "../model/site-model.js";
import { withBase } from "../../html/page-url.js";
import { attributes, escapeAttribute, escapeHtml } from "../../html/escape.js";
import { equivalentHref } from "./equivalent-pages.js";
import { external } from "./external-link.js";
import { chainLevels, globalLinks } from "./section-tree.js";
import { languageName, renderSwitcher } from "./switchers.js";
import { uiIcon } from "./ui-icons.js";

/** The top bar; every page has the menu button, which opens the sidebar as a drawer on a phone. */
export function renderTopBar(model: SiteModel, page: SitePage | undefined): string {
  const logo = model.logo
    ? `<a class="logo"${attributes({ href: model.logo.href })}>${logoImages(model)}</a>`
    : `<a class="logo logo-name"${attributes({ href: withBase(model.basePath, "/") })}>${escapeHtml(model.name)}</a>`;
  const links = topbarLinks(model);
  return [
    '<header class="topbar"><div class="topbar-inner">',
    `<button type="button" class="menu-button" aria-label="Open navigation" aria-controls="sidebar" aria-expanded="false">${uiIcon("bars")}</button>`,
    logo,
    // Named by its visible text (a label that differed from it would not be what a voice user says); the shortcut is
    // announced as aria-keyshortcuts rather than read out as text.
    `<button type="button" class="search-button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K">${uiIcon("magnifying-glass")}<span class="search-placeholder">Search…</span><kbd class="search-shortcut" aria-hidden="true"><span class="key-mod">Ctrl</span> K</kbd></button>`,
    '<div class="topbar-end">',
    links ? `<nav class="topbar-links" aria-label="Links">${links}</nav>` : "",
    versionSelect(model),
    switcherOf(model, page, "version"),
    // Palm's floats at the bottom left (renderFloatingLanguage); a phone has it here, clear of the content.
    switcherOf(model, page, "language", model.theme === "palm" ? "switcher-topbar switcher-phone-only" : undefined),
    callToAction(model),
    model.modeToggle.isHidden
      ? ""
      : `<button type="button" class="mode-toggle" aria-label="Toggle dark mode">${uiIcon("sun", "solid", "icon icon-sun")}${uiIcon("moon", "solid", "icon icon-moon")}</button>`,
    "</div></div></header>",
  ].join("");
}

function topbarLinks(model: SiteModel): string {
  return model.topbarLinks
    .map(
      (link) =>
        `<a class="topbar-link"${attributes({ href: link.href, ...external(link.href) })}>${link.icon ? (iconSvg(link.icon, "icon") ?? "") : ""}${escapeHtml(link.name)}</a>`,
    )
    .join("");
}

/**
 * The top bar's links and primary button, which a phone's top bar has no room for, again at the
 * head of the menu drawer (shown only at phone widths).
 */
export function drawerLinks(model: SiteModel): string {
  const links = topbarLinks(model);
  const cta = callToAction(model);
  if (!links && !cta) return "";
  return `<nav class="drawer-links" aria-label="Links">${links}${cta}</nav>`;
}

function logoImages(model: SiteModel): string {
  const { light, dark } = model.logo!;
  const alt = escapeAttribute(model.name);
  if (light === dark) return `<img class="logo-image" src="${escapeAttribute(light)}" alt="${alt}">`;
  return `<img class="logo-image logo-light" src="${escapeAttribute(light)}" alt="${alt}"><img class="logo-image logo-dark" src="${escapeAttribute(dark)}" alt="${alt}">`;
}

function callToAction(model: SiteModel): string {
  const cta = model.cta;
  if (!cta) return "";
  if (cta.kind === "link")
    return `<a class="cta-button"${attributes({ href: cta.href, ...external(cta.href) })}>${escapeHtml(cta.name)}${uiIcon("chevron-right", "solid", "icon icon-small")}</a>`;
  const stars =
    cta.stars === undefined
      ? ""
      : `<span class="cta-stars" aria-label="${cta.stars} stars">${uiIcon("star", "solid", "icon icon-small")}${formatStars(cta.stars)}</span>`;
  return `<a class="cta-github"${attributes({ href: cta.href, ...external(cta.href) })}>${uiIcon("github", "brands")}<span class="cta-repository">${escapeHtml(cta.repository)}</span>${stars}</a>`;
}

/** 1234 -> "1.2k", as repository pages show it. */
export function formatStars(stars: number): string {
  if (stars < 1000) return String(Math.max(0, Math.round(stars)));
  const thousands = stars / 1000;
  return `${thousands >= 100 ? Math.round(thousands) : Math.round(thousands * 10) / 10}k`;
}

/**
 * The language or version switcher of the page's navigation, with the `global` languages or versions. Each leads to
 * the same page there when it has one (equivalent-pages.ts), else to its first page.
 */
function switcherOf(
  model: SiteModel,
  page: SitePage | undefined,
  kind: "version" | "language",
  className = "switcher-topbar",
): string {
  const levels = chainLevels(model, page?.section ?? model.home);
  const level = levels.find((each) => each.current.kind === kind);
  if (!level) return "";
  return renderSwitcher({
    label: kind === "version" ? "Version" : "Language",
    level,
    links: globalLinks(model, levels, kind),
    className,
    icon: kind === "version" ? "code-branch" : "globe",
    hrefOf: (to) => equivalentHref(model, page, level.current, to),
    ...(kind === "language" ? { nameOf: (s: NavSection) => (s.language ? languageName(s.language) : s.name) } : {}),
  });
}

/**
 * Palm's language selector floats at the bottom left of the window, "similar to Stripe's approach"
 * (Mintlify's changelog), instead of sitting in the top bar; a phone, which has no room beside the content, keeps
 * the top bar's.
 */
export function renderFloatingLanguage(model: SiteModel, page: SitePage | undefined): string {
  if (model.theme !== "palm") return "";
  const switcher = switcherOf(model, page, "language", "switcher-topbar switcher-floating");
  // Its own landmark: outside the top bar, whose blur would make it the fixed box's frame.
  return switcher ? `<nav class="floating-language" aria-label="Language">${switcher}</nav>` : "";
}

/**
 * The legacy layout's versions: the select lists them; each option knows where its first page is, for a page the chosen
 * version lacks.
 */
function versionSelect(model: SiteModel): string {
  if (model.versions.length === 0) return "";
  const options = model.versions.map((version) => {
    const first = firstPageOf(model.pages, version);
    return `<option${attributes({ value: version, "data-href": first?.href })}>${escapeHtml(version)}</option>`;
  });
  return `<select class="version-select" aria-label="Version">${options.join("")}</select>`;
}

function firstPageOf(pages: readonly SitePage[], version: string): SitePage | undefined {
  return (
    pages.find((page) => page.listed && page.version === version) ??
    pages.find((page) => page.listed && page.version === undefined)
  );
}
