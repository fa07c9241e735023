import { isObject, iconRef, linkHref, text } from "./config-values.js";
import { anchorColor } from "./legacy-sections.js";
import { firstPage, navGroup, type NavContext } from "./nav-items.js";
import type { NavGroupItem, NavSection } from "./site-model.js";

interface Walk {
  context: NavContext;
  top: NavSection;
  sections: NavSection[];
  versions: string[];
  counts: { tab: number; anchor: number };
}

/**
 * The newer layout's `navigation` object mapped onto the same sidebars: tabs become tab
 * sections, anchors and dropdowns anchor sections, versions tag what they hold, the default
 * (or first) language is the one built; `global` anchors and tabs are links beside them.
 */
export function newerSections(navigation: Record<string, unknown>, context: NavContext): { sections: NavSection[]; versions: string[] } {
  const walk: Walk = { context, top: { id: "top", kind: "top", name: "", groups: [] }, sections: [], versions: [], counts: { tab: 0, anchor: 0 } };
  visit(navigation, walk.top, undefined, walk);
  const all = [walk.top, ...walk.sections];
  for (const section of all) section.href ??= firstPage(section.groups.flatMap((g) => g.items))?.href;
  return { sections: all, versions: walk.versions };
}

function visit(node: Record<string, unknown>, section: NavSection, version: string | undefined, walk: Walk): void {
  const languages = list(node.languages);
  if (languages.length > 0) {
    const chosen = languages.find((l) => l.default === true) ?? languages.find((l) => l.language === "en") ?? languages[0]!;
    visit(chosen, section, version, walk);
  }
  for (const entry of list(node.versions)) {
    const name = text(entry.version);
    if (name && !walk.versions.includes(name)) walk.versions.push(name);
    visit(entry, section, name ?? version, walk);
  }
  for (const tab of list(node.tabs)) visit(tab, child(tab, "tab", text(tab.tab), version, walk), version, walk);
  for (const anchor of list(node.anchors)) visit(anchor, child(anchor, "anchor", text(anchor.anchor), version, walk), version, walk);
  for (const dropdown of list(node.dropdowns)) visit(dropdown, child(dropdown, "anchor", text(dropdown.dropdown), version, walk), version, walk);
  for (const product of list(node.products)) visit(product, child(product, "anchor", text(product.product), version, walk), version, walk);
  for (const item of list(node.menu)) visit(item, section, version, walk);
  for (const group of list(node.groups)) section.groups.push(navGroup(group, walk.context, version));
  const loose = looseGroup(node, version, walk.context);
  if (loose) section.groups.push(loose);
  if (isObject(node.global)) visit(node.global, section, version, walk);
}

function child(value: Record<string, unknown>, kind: "tab" | "anchor", name: string | undefined, version: string | undefined, walk: Walk): NavSection {
  const id = `${kind}-${walk.counts[kind]++}`;
  const icon = iconRef(value.icon, undefined, walk.context);
  const color = kind === "anchor" ? anchorColor(value.color) : undefined;
  const href = typeof value.href === "string" ? linkHref(value.href, walk.context) : undefined;
  const section: NavSection = {
    id,
    kind,
    name: name ?? "",
    ...(href ? { href } : {}),
    ...(icon ? { icon } : {}),
    ...(color ? { color } : {}),
    ...(version ? { version } : {}),
    ...(value.hidden === true ? { isDefaultHidden: true } : {}),
    groups: [],
  };
  walk.sections.push(section);
  return section;
}

/** Pages listed straight under a tab or anchor, without a group: one untitled group. */
function looseGroup(node: Record<string, unknown>, version: string | undefined, context: NavContext): NavGroupItem | undefined {
  if (!Array.isArray(node.pages) || typeof node.group === "string") return undefined;
  const group = navGroup({ pages: node.pages }, context, version);
  return group.items.length > 0 ? group : undefined;
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}
