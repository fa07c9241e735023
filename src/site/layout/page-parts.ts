import { iconSvg } from "../../icons/icons.js";
import type { IconRef } from "../../icons/icon-ref.js";
import type { NavSection, SiteModel, SitePage, SocialPlatform } from "../model/site-model.js";
import { pageRoute } from "../../html/page-url.js";
import type { TocEntry } from "../../render/types.js";
import { attributes, escapeAttribute, escapeHtml } from "../../html/escape.js";
import {
  chainLevels,
  childrenOf,
  globalLinks,
  isListed,
  levelOf,
  memoBySection,
  type ChainLevel,
} from "./section-tree.js";
import { switcherItem } from "./switchers.js";
import { external } from "./external-link.js";
import { uiIcon } from "./ui-icons.js";

/**
 * The tabs bar: the tabs beside the page's own (in the legacy layout the top section first,
 * under the top anchor's name), a tab with a `menu` as a menu of its items, then the `global`
 * tabs. None when the page's navigation has no tabs.
 */
export function renderTabsBar(model: SiteModel, page: SitePage | undefined): string {
  const section = page?.section ?? model.home;
  return memoBySection(model, `tabs\0${section}`, () => {
    const levels = chainLevels(model, section);
    const level = levelOf(levels, "tab");
    const links = globalLinks(model, levels, "tab");
    if (!level && links.length === 0) return "";
    const siblings = level?.siblings ?? [];
    const currentTab = level?.current.kind === "tab" ? level.current : undefined;
    const top = siblings.find((s) => s.kind === "top");
    const items = [
      top ? tabLink(model.topAnchor.name, top.href, !currentTab, undefined, undefined) : "",
      ...siblings
        .filter((s) => s.kind === "tab")
        .map((tab) => (isListed(tab, currentTab) ? tabItem(model, tab, tab === currentTab, levels) : "")),
      ...links.map((link) => tabLink(link.name, link.href, false, undefined, link.icon)),
    ];
    return `<nav class="tabs-bar" aria-label="Sections"><div class="tabs-bar-inner">${items.join("")}</div></nav>`;
  });
}

function tabLink(
  name: string,
  href: string | undefined,
  active: boolean,
  version: string | undefined,
  icon: IconRef | undefined,
): string {
  const svg = icon ? (iconSvg(icon, "icon") ?? "") : "";
  return `<a${attributes({ class: active ? "tab-link is-active" : "tab-link", href, "data-version": version, ...(href ? external(href) : {}) })}>${svg}${escapeHtml(name)}</a>`;
}

/** A tab; one with a `menu` opens the list of its items, the page's own marked. */
function tabItem(model: SiteModel, tab: NavSection, active: boolean, levels: readonly ChainLevel[]): string {
  const items = childrenOf(model, tab).filter((child) => child.kind === "menu");
  if (items.length === 0) return tabLink(tab.name, tab.href, active, tab.version, tab.icon);
  const current = levels.find((level) => level.current.parent === tab.id)?.current;
  const svg = tab.icon ? (iconSvg(tab.icon, "icon") ?? "") : "";
  const list = items
    .filter((item) => isListed(item, current))
    .map((item) =>
      switcherItem(item.name, item.href, item.icon, item === current, item.description, undefined, undefined),
    );
  return `<details class="tab-menu"><summary${attributes({ class: active ? "tab-link is-active" : "tab-link" })}>${svg}${escapeHtml(tab.name)}${uiIcon("chevron-down", "solid", "icon icon-small switcher-chevron")}</summary><ul class="switcher-menu tab-menu-list">${list.join("")}</ul></details>`;
}

/** The table of contents; `actions`, the page's contextual menu where the theme puts it here (sequoia). */
export function renderToc(toc: readonly TocEntry[], actions = ""): string {
  if (toc.length === 0) return "";
  let html = "";
  let open = false;
  for (const entry of toc) {
    const link = `<a href="#${escapeAttribute(entry.id)}">${escapeHtml(entry.text)}</a>`;
    if (entry.depth === 3 && html) {
      html += `${open ? "" : "<ul>"}<li class="toc-h3">${link}</li>`;
      open = true;
    } else {
      html += `${open ? "</ul>" : ""}${html ? "</li>" : ""}<li class="toc-h${entry.depth}">${link}`;
      open = false;
    }
  }
  html += `${open ? "</ul>" : ""}</li>`;
  return `<div class="toc">${actions}<nav aria-label="On this page"><p class="toc-title">On this page</p><ul>${html}</ul></nav></div>`;
}

/** Previous and next among the pages the same sidebar (and docs version) lists. */
export function renderPrevNext(model: SiteModel, page: SitePage): string {
  if (!page.listed || page.hidden) return "";
  const { chain, at: positions } = readingChain(model, page);
  const at = positions.get(page) ?? -1;
  const previous = at > 0 ? chain[at - 1] : undefined;
  const next = at >= 0 ? chain[at + 1] : undefined;
  if (!previous && !next) return "";
  const link = (target: SitePage, rel: "prev" | "next") =>
    `<a class="pager-${rel}" rel="${rel}" href="${escapeAttribute(target.href)}"><span class="pager-label">${rel === "prev" ? `${uiIcon("chevron-left", "solid", "icon icon-small")}Previous` : `Next${uiIcon("chevron-right", "solid", "icon icon-small")}`}</span><span class="pager-title">${escapeHtml(target.title)}</span></a>`;
  return `<nav class="pager" aria-label="Previous and next pages">${previous ? link(previous, "prev") : "<span></span>"}${next ? link(next, "next") : ""}</nav>`;
}

/** The reading order a page's previous/next links follow, made once per section and version: every page asks. */
const chains = new WeakMap<SiteModel, Map<string, { chain: SitePage[]; at: Map<SitePage, number> }>>();

function readingChain(model: SiteModel, page: SitePage): { chain: SitePage[]; at: Map<SitePage, number> } {
  let bySection = chains.get(model);
  if (!bySection) chains.set(model, (bySection = new Map()));
  const key = `${page.section}\0${page.version ?? ""}`;
  let found = bySection.get(key);
  if (!found) {
    const chain = model.pages.filter(
      (p) =>
        p.listed &&
        !p.hidden &&
        p.section === page.section &&
        (p.version === undefined || page.version === undefined || p.version === page.version),
    );
    found = { chain, at: new Map(chain.map((p, i) => [p, i])) };
    bySection.set(key, found);
  }
  return found;
}

/**
 * "Was this page helpful?" with a thumb up and down, when asked for; then "Suggest edits" and
 * "Raise issue" links, when asked for and the repository is known.
 */
export function renderFeedback(model: SiteModel, page: SitePage): string {
  return renderRating(model) + renderFeedbackLinks(model, page);
}

/** The preview sends the answer nowhere: a pressed button thanks the reader, as the published page does. */
function renderRating(model: SiteModel): string {
  if (!model.feedback.thumbsRating) return "";
  const button = (answer: string, icon: string) =>
    `<button type="button" class="rating-button" aria-pressed="false" data-answer="${answer}">${uiIcon(icon, "regular")}${answer}</button>`;
  return `<div class="rating" role="group" aria-label="Page feedback"><span class="rating-question">Was this page helpful?</span>${button("Yes", "thumbs-up")}${button("No", "thumbs-down")}<span class="rating-thanks" role="status"></span></div>`;
}

function renderFeedbackLinks(model: SiteModel, page: SitePage): string {
  const { suggestEdit, raiseIssue, repository } = model.feedback;
  if (!repository || (!suggestEdit && !raiseIssue)) return "";
  const repo = `${repository.serverUrl.replace(/\/+$/, "")}/${repository.slug}`;
  const links: string[] = [];
  if (suggestEdit && !page.generated) {
    const file = [repository.docsPath.replace(/^\/+|\/+$/g, ""), page.file].filter(Boolean).join("/");
    const href = `${repo}/edit/${encodePath(repository.branch)}/${encodePath(file)}`;
    links.push(
      `<a class="feedback-link" href="${escapeAttribute(href)}" rel="noopener">${uiIcon("pen-to-square", "regular")}Suggest edits</a>`,
    );
  }
  if (raiseIssue) {
    const route = pageRoute(page.file);
    const path = route === "/" ? route : route.slice(0, -1);
    const href = `${repo}/issues/new?title=${encodeURIComponent("Issue on docs")}&body=${encodeURIComponent(`Path: ${path}`)}`;
    links.push(
      `<a class="feedback-link" href="${escapeAttribute(href)}" rel="noopener">${uiIcon("circle-exclamation")}Raise issue</a>`,
    );
  }
  return `<div class="feedback">${links.join("")}</div>`;
}

function encodePath(value: string): string {
  return value.split("/").map(encodeURIComponent).join("/");
}

/** The label and icon of each footer platform; most keys name their Font Awesome icon. */
const SOCIALS: Record<SocialPlatform, { label: string; icon: string; style: "brands" | "solid" }> = {
  website: { label: "Website", icon: "globe", style: "solid" },
  facebook: { label: "Facebook", icon: "facebook", style: "brands" },
  x: { label: "X", icon: "x-twitter", style: "brands" },
  discord: { label: "Discord", icon: "discord", style: "brands" },
  slack: { label: "Slack", icon: "slack", style: "brands" },
  github: { label: "GitHub", icon: "github", style: "brands" },
  linkedin: { label: "LinkedIn", icon: "linkedin", style: "brands" },
  instagram: { label: "Instagram", icon: "instagram", style: "brands" },
  "hacker-news": { label: "Hacker News", icon: "hacker-news", style: "brands" },
  youtube: { label: "YouTube", icon: "youtube", style: "brands" },
  medium: { label: "Medium", icon: "medium", style: "brands" },
  telegram: { label: "Telegram", icon: "telegram", style: "brands" },
  twitter: { label: "Twitter", icon: "twitter", style: "brands" },
  "x-twitter": { label: "X", icon: "x-twitter", style: "brands" },
  "earth-americas": { label: "Website", icon: "earth-americas", style: "solid" },
  bluesky: { label: "Bluesky", icon: "bluesky", style: "brands" },
  threads: { label: "Threads", icon: "threads", style: "brands" },
  reddit: { label: "Reddit", icon: "reddit", style: "brands" },
  podcast: { label: "Podcast", icon: "podcast", style: "solid" },
};

export function renderFooter(model: SiteModel): string {
  const socials = model.footerSocials
    .map(({ platform, href }) => {
      const social = SOCIALS[platform];
      return `<a class="social-link"${attributes({ href, "aria-label": social.label, title: social.label, ...external(href) })}>${iconSvg({ name: social.icon, style: social.style }) ?? ""}</a>`;
    })
    .join("");
  const columns = model.footerLinks
    .map((column, index) => {
      const id = `footer-column-${index}`;
      const header = column.header ? `<p class="footer-column-header" id="${id}">${escapeHtml(column.header)}</p>` : "";
      const items = column.items
        .map(
          (item) =>
            `<li><a${attributes({ href: item.href, ...external(item.href) })}>${escapeHtml(item.label)}</a></li>`,
        )
        .join("");
      return `<div class="footer-column">${header}<ul${column.header ? ` aria-labelledby="${id}"` : ""}>${items}</ul></div>`;
    })
    .join("");
  const links = columns ? `<nav class="footer-links" aria-label="Footer">${columns}</nav>` : "";
  return `<footer class="site-footer" id="footer">${links}${socials ? `<div class="socials">${socials}</div>` : ""}<p class="powered">${escapeHtml(model.name)} · Built with docsgate</p></footer>`;
}
