import type { NavItem, NavSection } from "../model/site-model.js";

/**
 * How many entries a page of a big section keeps on each side of its own, at each level of the
 * sidebar (the groups, then the entries of each group on the way down to the page). A page then
 * carries at most 31 entries a level whatever the size of its group, a few kilobytes; the client
 * puts the whole sidebar in from the section's shared file.
 */
export const SIDEBAR_WINDOW = 15;

/** The part of a level of `length` entries a page shows: `from` up to `to`, around the entry at `at`. */
export function windowAround(length: number, at: number): { from: number; to: number } {
  const size = 2 * SIDEBAR_WINDOW + 1;
  const from = Math.max(0, Math.min(at - SIDEBAR_WINDOW, length - size));
  return { from, to: Math.min(length, from + size) };
}

const places = new WeakMap<NavSection, Map<string, readonly NavItem[]>>();

/**
 * Where a page (by href) is in a section's sidebar: its top-level group, the nested groups under it, then the entry
 * that is the page (or the group whose root the page is). Where a page is listed twice, the first place. Made once
 * per section: every page of a section asks, and a scan per page would cost pages x entries.
 */
export function placeOf(section: NavSection, href: string): readonly NavItem[] | undefined {
  let byHref = places.get(section);
  if (!byHref) {
    const found = new Map<string, readonly NavItem[]>();
    const visit = (items: readonly NavItem[], above: readonly NavItem[]) => {
      for (const item of items) {
        if (item.kind === "page") {
          if (!found.has(item.href)) found.set(item.href, [...above, item]);
        } else if (item.kind === "group") {
          const path = [...above, item];
          if (item.root && !found.has(item.root.href)) found.set(item.root.href, path);
          visit(item.items, path);
        }
      }
    };
    for (const group of section.groups) {
      if (group.root && !found.has(group.root.href)) found.set(group.root.href, [group]);
      visit(group.items, [group]);
    }
    places.set(section, (byHref = found));
  }
  return byHref.get(href);
}
