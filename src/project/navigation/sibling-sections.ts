import type { Navigation, NavSection, SectionKind } from "./navigation.js";

/**
 * The sections of `kind` in each list of the navigation (the `versions` of one node, the
 * `languages` of another), in document order: one switcher each. `global` link-outs are left
 * out: they lead elsewhere and hold no pages.
 */
export function siblingSections(navigation: Navigation, kind: SectionKind): NavSection[][] {
  const lists = new Map<string, NavSection[]>();
  for (const section of navigation.sections) {
    if (section.kind !== kind || section.isGlobal) continue;
    const list = JSON.stringify(section.path.slice(0, -1));
    const siblings = lists.get(list);
    if (siblings) siblings.push(section);
    else lists.set(list, [section]);
  }
  return [...lists.values()];
}
