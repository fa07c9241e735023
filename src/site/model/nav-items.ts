import type { NavGroup, NavPage, NavSection } from "../../project/navigation/navigation.js";
import { pageUrl, withBase } from "../../html/page-url.js";
import type { RenderedPage } from "../../render/types.js";
import { iconRef, linkHref, text, type ModelContext } from "./config-values.js";
import type { GeneratedListing } from "./generated-listing.js";
import type { NavGroupItem, NavItem, NavPageItem } from "./site-model.js";

export interface NavContext extends ModelContext {
  pages: ReadonlyMap<string, RenderedPage>;
  /** Where the navigation lists the pages it generates from OpenAPI operations. */
  generated?: GeneratedListing;
}

/**
 * A navigation entry: a page the build renders, or a URL as a link. Entries that reach no
 * rendered page (missing files, paths out of the root, endpoints without a page) are left out:
 * check reports them.
 */
export function navEntry(page: NavPage, context: NavContext): NavItem | undefined {
  const generated = page.operation ? context.generated?.entries.get(page) : undefined;
  if (generated !== undefined) return pageItem(generated, context);
  const target = page.target;
  if (target.kind === "url") {
    const href = linkHref(page.entry, context);
    return href
      ? {
          kind: "link",
          label: page.entry
            .trim()
            .replace(/^[a-z]+:\/\/(?:www\.)?/i, "")
            .replace(/\/$/, ""),
          href,
        }
      : undefined;
  }
  const file = target.kind === "page" ? target.file : target.kind === "case-mismatch" ? target.actual : undefined;
  return file ? pageItem(file, context) : undefined;
}

export function pageItem(file: string, context: NavContext): NavPageItem | undefined {
  const page = context.pages.get(file);
  if (!page) return undefined;
  const icon = iconRef(page.icon, page.iconType, context);
  return {
    kind: "page",
    file,
    // Front matter `url`: the entry links out, as Mintlify's navigation does.
    href: page.url ?? withBase(context.basePath, pageUrl(file)),
    label: page.sidebarTitle?.trim() || page.title,
    ...(icon ? { icon } : {}),
    ...(page.method ? { method: page.method } : {}),
    ...(page.tag ? { tag: page.tag } : {}),
    ...(page.hidden ? { hidden: true } : {}),
  };
}

/**
 * A group of the tree with its pages and nested groups (a nested object needs a `group` name to
 * count). A `version` written on the group (the legacy layout's) is kept, and nested groups
 * inherit it.
 */
export function navGroup(group: NavGroup, context: NavContext, version?: string): NavGroupItem {
  const ownVersion = text(group.value.version) ?? version;
  const items: NavItem[] = [];
  for (const child of group.children) {
    if (child.kind === "page") pushDefined(items, navEntry(child, context));
    else if (typeof child.value.group === "string") items.push(navGroup(child, context, ownVersion));
  }
  items.push(...generatedGroups(group, context));
  const icon = iconRef(group.icon, group.value.iconType, context);
  const root = group.root ? navEntry(group.root, context) : undefined;
  const tag = text(group.tag);
  return {
    kind: "group",
    name: text(group.name) ?? "",
    ...(icon ? { icon } : {}),
    ...(ownVersion ? { version: ownVersion } : {}),
    ...(root?.kind === "page" ? { root } : {}),
    ...(tag ? { tag } : {}),
    ...(group.expanded === true ? { expanded: true } : {}),
    ...(group.hidden ? { hidden: true } : {}),
    items,
  };
}

/** Pages listed straight under a section, without a group: one untitled group. */
export function looseGroup(pages: readonly NavPage[], context: NavContext): NavGroupItem {
  const items: NavItem[] = [];
  for (const page of pages) pushDefined(items, navEntry(page, context));
  return { kind: "group", name: "", items };
}

/** The groups of pages a section's or group's spec generates, listed after its own entries. */
export function generatedGroups(node: NavSection | NavGroup, context: NavContext): NavGroupItem[] {
  return (context.generated?.groups.get(node) ?? []).map((group) => {
    const items: NavItem[] = [];
    for (const file of group.pages) pushDefined(items, pageItem(file, context));
    return { kind: "group", name: group.name, items };
  });
}

function pushDefined<T>(list: T[], item: T | undefined): void {
  if (item !== undefined) list.push(item);
}

/**
 * The first page of a list of items, depth first (a group's root before its pages; hidden groups
 * and pages skipped), of those `accepted` when given: where a section or collapsed group leads.
 */
export function firstPage(
  items: readonly NavItem[],
  accepted: (page: NavPageItem) => boolean = () => true,
): NavPageItem | undefined {
  for (const item of items) {
    if (item.kind === "page" && !item.hidden && accepted(item)) return item;
    if (item.kind === "group" && !item.hidden) {
      const found = item.root && accepted(item.root) ? item.root : firstPage(item.items, accepted);
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
