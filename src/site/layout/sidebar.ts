import { iconSvg } from "../../icons/icons.js";
import { countEntries, firstPage } from "../model/nav-items.js";
import type {
  GlobalLink,
  NavGroupItem,
  NavItem,
  NavPageItem,
  NavSection,
  SiteModel,
  SitePage,
} from "../model/site-model.js";
import { withBase } from "../../html/page-url.js";
import { textOn } from "../../html/text-on-colour.js";
import { attributes, escapeAttribute, escapeHtml } from "../../html/escape.js";
import {
  chainLevels,
  globalLinks,
  isListed,
  levelOf,
  memoBySection,
  sectionById,
  type ChainLevel,
} from "./section-tree.js";
import { methodBadge } from "../api/playground-html.js";
import { placeOf, windowAround } from "./sidebar-window.js";
import { renderSwitcher } from "./switchers.js";
import { external } from "./external-link.js";
import { drawerLinks } from "./top-bar.js";

/**
 * Above this many entries a section's sidebar is not written into every page: each page carries
 * the entries around its own (SIDEBAR_WINDOW) and the client fills in the rest from one shared
 * file per section, which the browser caches.
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

/** The sidebar; `className` marks one that is only the phone's menu drawer (a page mode without a sidebar). */
export function renderSidebar(model: SiteModel, page: SitePage | undefined, className = ""): string {
  const id = page?.section ?? model.home;
  const section = sectionById(model, id) ?? sectionById(model, model.home) ?? model.sections[0];
  const current = page?.listed ? page.href : undefined;
  const groups = section ? sidebarGroups(model, section, current) : "";
  const head = section ? memoBySection(model, `sidebar\0${section.id}`, () => sidebarHead(model, section)) : "";
  // A plain box: the navigation inside is the landmark (an unnamed aside around it would be a second, nameless one).
  const links = memoBySection(model, "drawer-links", () => drawerLinks(model));
  return `<div class="sidebar${className ? ` ${className}` : ""}" id="sidebar">${links}<nav aria-label="Sidebar">${head}${groups}</nav></div>`;
}

/**
 * A group or entry without the current page looks the same on every page: drawn once and
 * reused, so each page pays only for its own group.
 */
const drawnGroups = new WeakMap<NavGroupItem, string>();
const drawnCollapsedGroups = new WeakMap<NavGroupItem, string>();
const drawnCollapsedSubgroups = new WeakMap<NavGroupItem, string>();

function memo(
  cache: WeakMap<NavGroupItem, string>,
  value: NavGroupItem,
  draw: (value: NavGroupItem) => string,
): string {
  let html = cache.get(value);
  if (html === undefined) cache.set(value, (html = draw(value)));
  return html;
}

function sidebarGroups(model: SiteModel, section: NavSection, current: string | undefined): string {
  const place = current === undefined ? undefined : placeOf(section, current);
  const own = place?.[0];
  const shown = section.groups.filter((g) => !g.hidden);
  if (!isBigSection(section))
    return `<div class="nav-groups">${shown.map((g) => (g === own ? group(g, current) : memo(drawnGroups, g, (v) => group(v, undefined)))).join("")}</div>`;
  // The groups around the page's own, the others as titles leading to their first page; in its own group, the
  // entries around the page (what a reader without the script needs to move on).
  const { from, to } = windowAround(shown.length, Math.max(0, own ? shown.indexOf(own as NavGroupItem) : 0));
  const body = shown
    .slice(from, to)
    .map((g) => (g === own ? group(g, current, place!.slice(1)) : memo(drawnCollapsedGroups, g, collapsedGroup)))
    .join("");
  const more = (count: number) => (count > 0 ? `<p class="nav-elided">${moreText(count)}</p>` : "");
  return `<div class="nav-groups"${attributes({ "data-shared-nav": withBase(model.basePath, `/${sharedSidebarPath(section)}`) })}>${more(from)}${body}${more(shown.length - to)}</div>`;
}

/** A big section's full sidebar, without a current page: the client marks it. */
export function sharedSidebar(section: NavSection): string {
  return section.groups
    .filter((g) => !g.hidden)
    .map((g) => group(g, undefined))
    .join("");
}

/**
 * A top-level group: always open; a title with a `root` page opens it. With `below` (the page's place under it, in a
 * big section), only the entries around the page.
 */
function group(value: NavGroupItem, current: string | undefined, below?: readonly NavItem[]): string {
  const label = `${icon(value.icon)}<span>${escapeHtml(value.name)}</span>${tag(value)}`;
  const title = value.root
    ? `<a class="nav-group-title"${attributes({ href: value.root.href, "aria-current": value.root.href === current ? "page" : undefined })}>${label}</a>`
    : value.name
      ? `<p class="nav-group-title">${label}</p>`
      : "";
  return `<div class="nav-group"${attributes({ "data-version": value.version })}>${title}<ul>${entries(value.items, current, below)}</ul></div>`;
}

function entries(
  items: readonly NavItem[],
  current: string | undefined,
  below: readonly NavItem[] | undefined,
): string {
  if (!below) return items.map((item) => navItem(item, current)).join("");
  const drawn = items.filter((item) => item.kind === "link" || !item.hidden);
  const next = below[0];
  const { from, to } = windowAround(drawn.length, Math.max(0, next ? drawn.indexOf(next) : 0));
  const shown = drawn
    .slice(from, to)
    .map((item) =>
      item.kind !== "group"
        ? navItem(item, current)
        : item === next
          ? subgroup(item, current, true, entries(item.items, current, below.slice(1)))
          : memo(drawnCollapsedSubgroups, item, collapsedSubgroup),
    )
    .join("");
  const more = (count: number) => (count > 0 ? `<li class="nav-elided">${moreText(count)}</li>` : "");
  return `${more(from)}${shown}${more(drawn.length - to)}`;
}

function moreText(count: number): string {
  return `… ${count.toLocaleString("en-US")} more`;
}

function tag(value: NavGroupItem | NavPageItem): string {
  return value.tag ? `<span class="badge nav-tag">${escapeHtml(value.tag)}</span>` : "";
}

function collapsedGroup(value: NavGroupItem): string {
  const first = value.root ?? firstPage(value.items);
  const title = `${icon(value.icon)}<span>${escapeHtml(value.name || first?.label || "")}</span>${tag(value)}`;
  return `<div class="nav-group nav-group-collapsed"${attributes({ "data-version": value.version })}>${first ? `<a class="nav-group-title" href="${escapeAttribute(first.href)}">${title}</a>` : `<p class="nav-group-title">${title}</p>`}</div>`;
}

/** A nested group away from the page, in a big section: its name, leading to its first page. */
function collapsedSubgroup(value: NavGroupItem): string {
  const first = value.root ?? firstPage(value.items);
  const label = `${icon(value.icon)}<span>${escapeHtml(value.name)}</span>${tag(value)}`;
  return `<li class="nav-subgroup nav-subgroup-collapsed"${attributes({ "data-version": value.version })}>${first ? `<a class="nav-link" href="${escapeAttribute(first.href)}">${label}</a>` : `<span class="nav-link">${label}</span>`}</li>`;
}

function navItem(item: NavItem, current: string | undefined): string {
  if (item.kind === "page") {
    if (item.hidden) return "";
    return `<li><a class="nav-link"${attributes({ href: item.href, "aria-current": item.href === current ? "page" : undefined })}>${icon(item.icon)}${item.method ? methodBadge(item.method) : ""}<span>${escapeHtml(item.label)}</span>${tag(item)}</a></li>`;
  }
  if (item.kind === "link") {
    return `<li><a class="nav-link nav-external"${attributes({ href: item.href, ...external(item.href) })}><span>${escapeHtml(item.label)}</span></a></li>`;
  }
  if (item.hidden) return "";
  const open =
    item.expanded === true ||
    (current !== undefined && contains(item.items, current)) ||
    (item.root !== undefined && item.root.href === current);
  return subgroup(item, current, open, item.items.map((child) => navItem(child, current)).join(""));
}

/** A nested group: a disclosure whose summary names it (its root page's link when it has one). */
function subgroup(item: NavGroupItem, current: string | undefined, open: boolean, inner: string): string {
  // A root page is the group's own: its name leads there, and the group opens on it.
  const name = item.root
    ? `<a class="nav-group-root"${attributes({ href: item.root.href, "aria-current": item.root.href === current ? "page" : undefined })}>${escapeHtml(item.name)}</a>`
    : `<span>${escapeHtml(item.name)}</span>`;
  return `<li class="nav-subgroup"${attributes({ "data-version": item.version })}><details${open ? " open" : ""}><summary>${icon(item.icon)}${name}${tag(item)}</summary><ul>${inner}</ul></details></li>`;
}

function contains(items: readonly NavItem[], href: string): boolean {
  return items.some(
    (item) =>
      (item.kind === "page" && item.href === href) ||
      (item.kind === "group" && (item.root?.href === href || contains(item.items, href))),
  );
}

function icon(ref: NavGroupItem["icon"]): string {
  return ref ? (iconSvg(ref, "icon nav-icon") ?? "") : "";
}

/**
 * What sits above the groups: a switcher for each product and dropdown level of the page's
 * navigation, then its anchors (in the legacy layout the top anchor first; one hidden by default
 * listed only on its own pages, so a reader linked there sees where they are) and the `global`
 * link-outs that have no switcher or tab of their kind to join.
 */
function sidebarHead(model: SiteModel, section: NavSection): string {
  const levels = chainLevels(model, section.id);
  const switchers: string[] = [];
  const joined = new Set<GlobalLink["kind"]>(["tab"]);
  for (const level of levels) {
    const kind = level.current.kind;
    if (kind !== "product" && kind !== "dropdown") continue;
    joined.add(kind);
    const label = kind === "product" ? "Product" : "Section";
    switchers.push(
      renderSwitcher({
        label,
        level,
        links: globalLinks(model, levels, kind),
        className: "switcher-sidebar",
        icon: kind === "product" ? "cubes" : "layer-group",
      }),
    );
  }
  if (levelOf(levels, "language")) joined.add("language");
  if (levelOf(levels, "version")) joined.add("version");
  const links = model.global.filter(
    (link) => !joined.has(link.kind) && globalLinks(model, levels, link.kind).includes(link),
  );
  return `${switchers.length > 0 ? `<div class="switchers">${switchers.join("")}</div>` : ""}${anchorList(model, levels, links)}`;
}

function anchorList(model: SiteModel, levels: readonly ChainLevel[], links: readonly GlobalLink[]): string {
  const level = levelOf(levels, "anchor");
  const current = level?.current;
  const anchors = (level?.siblings ?? []).filter((s) => s.kind === "anchor" && isListed(s, current));
  if (anchors.length === 0 && links.length === 0) return "";
  const top = level?.siblings.find((s) => s.kind === "top");
  const items = [
    top
      ? anchorLink(
          model.topAnchor.name,
          top.href ?? withBase(model.basePath, "/"),
          iconSvg(model.topAnchor.icon, "icon") ?? "",
          undefined,
          current?.kind !== "anchor",
          undefined,
        )
      : "",
    ...anchors.map((anchor) =>
      anchorLink(
        anchor.name,
        anchor.href,
        anchor.icon ? (iconSvg(anchor.icon, "icon") ?? "") : "",
        anchor.color,
        anchor === current,
        anchor.version,
      ),
    ),
    ...links.map((link) =>
      anchorLink(
        link.name,
        link.href,
        link.icon ? (iconSvg(link.icon, "icon") ?? "") : "",
        undefined,
        false,
        undefined,
      ),
    ),
  ];
  return `<ul class="anchors">${items.join("")}</ul>`;
}

function anchorLink(
  name: string,
  href: string | undefined,
  svg: string,
  color: NavSection["color"],
  active: boolean,
  version: string | undefined,
): string {
  // The icon on the anchor's colour: white, or black where white would not read (a gradient: on its start).
  const background =
    color === undefined
      ? undefined
      : typeof color === "string"
        ? `background:${color};color:${textOn(color)}`
        : `background:linear-gradient(45deg,${color.from},${color.to});color:${textOn(color.from)}`;
  const square = `<span class="anchor-icon"${attributes({ style: background, "data-colored": background ? "true" : undefined })}>${svg}</span>`;
  return `<li${attributes({ "data-version": version })}><a${attributes({ class: active ? "anchor-link is-active" : "anchor-link", href, "data-anchor": name, ...(href ? external(href) : {}) })}>${square}<span>${escapeHtml(name)}</span></a></li>`;
}
