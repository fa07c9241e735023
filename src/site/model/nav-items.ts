import { resolveEntry } from "../../nav/page-files.js";
import { pageUrl, withBase } from "../page-url.js";
import type { RenderedPage } from "../types.js";
import { iconRef, isObject, linkHref, text, type ModelContext } from "./config-values.js";
import type { NavGroupItem, NavItem, NavPageItem } from "./site-model.js";

export interface NavContext extends ModelContext {
  pages: ReadonlyMap<string, RenderedPage>;
}

/**
 * A navigation entry: a page the build renders, or a URL as a link. Entries that reach no
 * rendered page (missing files, paths out of the root) are left out: check reports them.
 */
export function navEntry(entry: string, context: NavContext): NavItem | undefined {
  const target = resolveEntry(entry.trim(), context.files);
  if (target.kind === "url") {
    const href = linkHref(entry, context);
    return href ? { kind: "link", label: entry.trim().replace(/^[a-z]+:\/\/(?:www\.)?/i, "").replace(/\/$/, ""), href } : undefined;
  }
  const file = target.kind === "page" ? target.file : target.kind === "case-mismatch" ? target.actual : undefined;
  return file ? pageItem(file, context) : undefined;
}

export function pageItem(file: string, context: NavContext): NavPageItem | undefined {
  const page = context.pages.get(file);
  if (!page) return undefined;
  const icon = iconRef(page.icon, page.iconType, context);
  return { kind: "page", file, href: withBase(context.basePath, pageUrl(file)), label: page.sidebarTitle?.trim() || page.title, ...(icon ? { icon } : {}) };
}

/**
 * A group of either layout: `{ group, pages, icon?, iconType?, version?, root? }`, nested groups
 * as entries. The newer layout's `root` (the group's own landing page) comes first.
 */
export function navGroup(value: Record<string, unknown>, context: NavContext, version?: string): NavGroupItem {
  const ownVersion = text(value.version) ?? version;
  const items: NavItem[] = [];
  if (typeof value.root === "string") pushDefined(items, navEntry(value.root, context));
  for (const entry of Array.isArray(value.pages) ? value.pages : []) {
    if (typeof entry === "string") pushDefined(items, navEntry(entry, context));
    else if (isObject(entry) && typeof entry.group === "string") items.push(navGroup(entry, context, ownVersion));
    else if (isObject(entry) && typeof entry.page === "string") pushDefined(items, navEntry(entry.page, context));
  }
  const icon = iconRef(value.icon, value.iconType, context);
  return { kind: "group", name: text(value.group) ?? "", ...(icon ? { icon } : {}), ...(ownVersion ? { version: ownVersion } : {}), items };
}

function pushDefined<T>(list: T[], item: T | undefined): void {
  if (item !== undefined) list.push(item);
}

/** The first page of a list of items, depth first: where a section or collapsed group leads. */
export function firstPage(items: readonly NavItem[]): NavPageItem | undefined {
  for (const item of items) {
    if (item.kind === "page") return item;
    if (item.kind === "group") {
      const found = firstPage(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

/** Pages, links and groups of a list of items at every depth: the sidebar's size. */
export function countEntries(items: readonly NavItem[]): number {
  let count = 0;
  for (const item of items) count += 1 + (item.kind === "group" ? countEntries(item.items) : 0);
  return count;
}
