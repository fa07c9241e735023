import { resolveEntry } from "../../nav/page-files.js";
import { isObject, hexColor, iconRef, linkHref, text } from "./config-values.js";
import { firstPage, navGroup, type NavContext } from "./nav-items.js";
import type { NavSection } from "./site-model.js";

interface Claimer {
  section: NavSection;
  /** The folder (or page path) whose pages the tab or anchor claims; undefined for an external URL. */
  prefix?: string;
}

/**
 * The sidebars of the legacy layout: the `navigation` groups, claimed by the tab or anchor
 * whose `url` their first page starts with (the longest such url; a tab before an anchor on a
 * tie), the rest in the top section. Tabs and anchors with an external URL are plain links.
 */
export function legacySections(config: Record<string, unknown>, context: NavContext): NavSection[] {
  const top: NavSection = { id: "top", kind: "top", name: "", groups: [] };
  const claimers: Claimer[] = [];
  (Array.isArray(config.tabs) ? config.tabs : []).forEach((tab, i) => {
    if (!isObject(tab)) return;
    claimers.push(claimer({ id: `tab-${i}`, kind: "tab", name: text(tab.name) ?? "", groups: [] }, tab.url, context));
  });
  (Array.isArray(config.anchors) ? config.anchors : []).forEach((anchor, i) => {
    if (!isObject(anchor)) return;
    const icon = iconRef(anchor.icon, anchor.iconType, context, "duotone");
    const color = anchorColor(anchor.color);
    const version = text(anchor.version);
    const section: NavSection = {
      id: `anchor-${i}`,
      kind: "anchor",
      name: text(anchor.name) ?? "",
      ...(icon ? { icon } : {}),
      ...(color ? { color } : {}),
      ...(version ? { version } : {}),
      ...(anchor.isDefaultHidden === true ? { isDefaultHidden: true } : {}),
      groups: [],
    };
    claimers.push(claimer(section, anchor.url, context));
  });
  for (const value of Array.isArray(config.navigation) ? config.navigation : []) {
    if (!isObject(value)) continue;
    const group = navGroup(value, context);
    owner(value, claimers, context)?.groups.push(group) ?? top.groups.push(group);
  }
  for (const { section, prefix } of claimers) {
    if (section.href === undefined) section.href = firstPage(section.groups.flatMap((g) => g.items))?.href ?? (prefix ? linkHref(prefix, context) : undefined);
  }
  top.href = firstPage(top.groups.flatMap((g) => g.items))?.href;
  return [top, ...claimers.map((c) => c.section)];
}

function claimer(section: NavSection, url: unknown, context: NavContext): Claimer {
  const raw = text(url);
  if (raw && resolveEntry(raw, context.files).kind === "url") {
    const href = linkHref(raw, context);
    return { section: href ? { ...section, href } : section };
  }
  const prefix = raw?.replace(/^\/+|\/+$/g, "");
  return { section, ...(prefix ? { prefix } : {}) };
}

function owner(value: Record<string, unknown>, claimers: readonly Claimer[], context: NavContext): NavSection | undefined {
  const first = firstEntry(value);
  if (first === undefined) return undefined;
  const target = resolveEntry(first, context.files);
  const path = target.kind === "page" || target.kind === "missing" || target.kind === "case-mismatch" ? target.page : first.replace(/^\/+/, "");
  let best: Claimer | undefined;
  for (const candidate of claimers) {
    const prefix = candidate.prefix;
    if (!prefix || !(path === prefix || path.startsWith(`${prefix}/`))) continue;
    if (!best || prefix.length > best.prefix!.length) best = candidate;
  }
  return best?.section;
}

/** The first page entry of a group as written, depth first. */
function firstEntry(value: Record<string, unknown>): string | undefined {
  for (const entry of Array.isArray(value.pages) ? value.pages : []) {
    if (typeof entry === "string") return entry.trim();
    if (isObject(entry)) {
      const found = firstEntry(entry);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function anchorColor(value: unknown): NavSection["color"] {
  const single = hexColor(value);
  if (single) return single;
  if (!isObject(value)) return undefined;
  const from = hexColor(value.from);
  const to = hexColor(value.to);
  if (from && to) return { from, to };
  return hexColor(value.light) ?? from ?? to;
}
