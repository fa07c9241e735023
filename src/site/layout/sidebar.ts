import { iconSvg } from "../icons/icons.js";
import { countEntries, firstPage } from "../model/nav-items.js";
import type { NavGroupItem, NavItem, NavSection, SiteModel, SitePage } from "../model/site-model.js";
import { withBase } from "../page-url.js";
import { attributes, escapeAttribute, escapeHtml } from "./html.js";
import { external } from "./top-bar.js";

/**
 * Above this many entries a section's sidebar is not written into every page: each page
 * carries its own group and the titles of the others, and the client fills in the rest from
 * one shared file per section, which the browser caches.
 */
export const SIDEBAR_INLINE_LIMIT = 200;

/** Where the shared sidebar of a big section is written, relative to the site root. */
export function sharedSidebarPath(section: NavSection): string {
  return `_docsgate/nav/${section.id}.html`;
}

const bigSections = new WeakMap<NavSection, boolean>();

export function isBigSection(section: NavSection): boolean {
  let big = bigSections.get(section);
  if (big === undefined) bigSections.set(section, (big = countEntries(section.groups) > SIDEBAR_INLINE_LIMIT));
  return big;
}

export function renderSidebar(model: SiteModel, page: SitePage | undefined): string {
  const section = model.sections.find((s) => s.id === (page?.section ?? "top")) ?? model.sections[0];
  const current = page?.listed ? page.href : undefined;
  const groups = section ? sidebarGroups(model, section, current) : "";
  return `<aside class="sidebar" id="sidebar"><nav aria-label="Sidebar">${anchorList(model, section)}${groups}</nav></aside>`;
}

/**
 * A group without the current page looks the same on every page: drawn once and reused, so
 * each page pays only for its own group.
 */
const drawnGroups = new WeakMap<NavGroupItem, string>();
const drawnCollapsedGroups = new WeakMap<NavGroupItem, string>();

function memo(cache: WeakMap<NavGroupItem, string>, value: NavGroupItem, draw: (value: NavGroupItem) => string): string {
  let html = cache.get(value);
  if (html === undefined) cache.set(value, (html = draw(value)));
  return html;
}

function sidebarGroups(model: SiteModel, section: NavSection, current: string | undefined): string {
  const own = current === undefined ? undefined : section.groups.find((g) => contains(g.items, current));
  if (!isBigSection(section)) return `<div class="nav-groups">${section.groups.map((g) => (g === own ? group(g, current) : memo(drawnGroups, g, (v) => group(v, undefined)))).join("")}</div>`;
  // The page's own group in full, the others as titles leading to their first page.
  const body = section.groups.map((g) => (g === own ? group(g, current) : memo(drawnCollapsedGroups, g, collapsedGroup))).join("");
  return `<div class="nav-groups"${attributes({ "data-shared-nav": withBase(model.basePath, `/${sharedSidebarPath(section)}`) })}>${body}</div>`;
}

/** A big section's full sidebar, without a current page: the client marks it. */
export function sharedSidebar(section: NavSection): string {
  return section.groups.map((g) => group(g, undefined)).join("");
}

function group(value: NavGroupItem, current: string | undefined): string {
  const title = value.name ? `<p class="nav-group-title">${icon(value.icon)}<span>${escapeHtml(value.name)}</span></p>` : "";
  return `<div class="nav-group"${attributes({ "data-version": value.version })}>${title}<ul>${value.items.map((item) => navItem(item, current)).join("")}</ul></div>`;
}

function collapsedGroup(value: NavGroupItem): string {
  const first = firstPage(value.items);
  const title = `${icon(value.icon)}<span>${escapeHtml(value.name || first?.label || "")}</span>`;
  return `<div class="nav-group nav-group-collapsed"${attributes({ "data-version": value.version })}>${first ? `<a class="nav-group-title" href="${escapeAttribute(first.href)}">${title}</a>` : `<p class="nav-group-title">${title}</p>`}</div>`;
}

function navItem(item: NavItem, current: string | undefined): string {
  if (item.kind === "page") {
    return `<li><a class="nav-link"${attributes({ href: item.href, "aria-current": item.href === current ? "page" : undefined })}>${icon(item.icon)}<span>${escapeHtml(item.label)}</span></a></li>`;
  }
  if (item.kind === "link") {
    return `<li><a class="nav-link nav-external"${attributes({ href: item.href, ...external(item.href) })}><span>${escapeHtml(item.label)}</span></a></li>`;
  }
  const open = current !== undefined && contains(item.items, current);
  return `<li class="nav-subgroup"${attributes({ "data-version": item.version })}><details${open ? " open" : ""}><summary>${icon(item.icon)}<span>${escapeHtml(item.name)}</span></summary><ul>${item.items.map((child) => navItem(child, current)).join("")}</ul></details></li>`;
}

function contains(items: readonly NavItem[], href: string): boolean {
  return items.some((item) => (item.kind === "page" && item.href === href) || (item.kind === "group" && contains(item.items, href)));
}

function icon(ref: NavGroupItem["icon"]): string {
  return ref ? (iconSvg(ref, "icon nav-icon") ?? "") : "";
}

/**
 * The anchors above the groups: the top anchor, then each anchor. One hidden by default is
 * listed only on its own pages (a reader linked there sees where they are).
 */
function anchorList(model: SiteModel, current: NavSection | undefined): string {
  const anchors = model.sections.filter((s) => s.kind === "anchor" && (!s.isDefaultHidden || s === current));
  if (anchors.length === 0) return "";
  const top = model.sections.find((s) => s.kind === "top");
  const items = [
    anchorLink(model.topAnchor.name, top?.href ?? withBase(model.basePath, "/"), iconSvg(model.topAnchor.icon, "icon") ?? "", undefined, current?.kind !== "anchor", undefined),
    ...anchors.map((anchor) => anchorLink(anchor.name, anchor.href, anchor.icon ? (iconSvg(anchor.icon, "icon") ?? "") : "", anchor.color, anchor === current, anchor.version)),
  ];
  return `<ul class="anchors">${items.join("")}</ul>`;
}

function anchorLink(name: string, href: string | undefined, svg: string, color: NavSection["color"], active: boolean, version: string | undefined): string {
  const background = color === undefined ? undefined : typeof color === "string" ? `background:${color}` : `background:linear-gradient(45deg,${color.from},${color.to})`;
  const square = `<span class="anchor-icon"${attributes({ style: background, "data-colored": background ? "true" : undefined })}>${svg}</span>`;
  return `<li${attributes({ "data-version": version })}><a${attributes({ class: active ? "anchor-link is-active" : "anchor-link", href, "data-anchor": name, ...(href ? external(href) : {}) })}>${square}<span>${escapeHtml(name)}</span></a></li>`;
}
