import type { NavItem, NavSection, SiteModel, SitePage } from "../model/site-model.js";
import { childrenOf, sectionChain } from "./section-tree.js";

/** A section's pages: each page's href by its key, and by its place in the section's navigation. */
interface SectionPages {
  byKey: Map<string, string>;
  byPlace: Map<string, string>;
  /** The place of each page, by its file. */
  placeOf: Map<string, string>;
}

const indexes = new WeakMap<SiteModel, Map<string, SectionPages>>();

/**
 * Where a switcher item for `to` (another language or version beside `from`) leads a reader of
 * `page`: the same page there, else the page at the same place in its navigation, else
 * undefined (the caller then leads to `to`'s first page). The same page is the one whose path is
 * the page's with the other section's folder (`fr/guides/setup` for `guides/setup`); the same
 * place is the same tab, group and position. Only a page built with `to`'s navigation counts: one
 * that `from` lists too shows `from`'s.
 */
export function equivalentHref(
  model: SiteModel,
  page: SitePage | undefined,
  from: NavSection,
  to: NavSection,
): string | undefined {
  if (!page || to === from) return page?.href;
  const source = pagesOf(model, from);
  const target = pagesOf(model, to);
  const file = withoutExtension(page.file);
  const byKey = target.byKey.get(keyOf(file, from));
  if (byKey) return byKey;
  const place = source.placeOf.get(file);
  return place === undefined ? undefined : target.byPlace.get(place);
}

function pagesOf(model: SiteModel, section: NavSection): SectionPages {
  let bySection = indexes.get(model);
  if (!bySection) indexes.set(model, (bySection = new Map()));
  let pages = bySection.get(section.id);
  if (!pages) bySection.set(section.id, (pages = collect(model, section)));
  return pages;
}

function collect(model: SiteModel, section: NavSection): SectionPages {
  const pages: SectionPages = { byKey: new Map(), byPlace: new Map(), placeOf: new Map() };
  const own = new Set(
    model.pages
      .filter((page) => sectionChain(model, page.section).includes(section))
      .map((page) => withoutExtension(page.file)),
  );
  const add = (items: readonly NavItem[], place: string) =>
    items.forEach((item, index) => {
      const here = `${place}/${index}`;
      if (item.kind === "group") {
        if (item.root) add([item.root], `${here}r`);
        add(item.items, here);
      } else if (item.kind === "page") {
        const file = withoutExtension(item.file);
        // A page two sections list is built once, with the first one's sidebar: the other cannot lead there.
        if (pages.placeOf.has(file) || !own.has(file)) return;
        pages.placeOf.set(file, here);
        if (!pages.byPlace.has(here)) pages.byPlace.set(here, item.href);
        if (!pages.byKey.has(keyOf(file, section))) pages.byKey.set(keyOf(file, section), item.href);
      }
    });
  // A place is the tab (dropdown, anchor…), group and position; a language or version level
  // inside the section adds none, so that one language's versions line up with another's tabs
  // (the default version, listed first, taking the place).
  const walk = (current: NavSection, place: string) => {
    add(current.groups, `${place}g`);
    childrenOf(model, current).forEach((child, index) =>
      walk(child, child.kind === "language" || child.kind === "version" ? place : `${place}s${index}`),
    );
  };
  walk(section, "");
  return pages;
}

/** A page's path without the section's own folder: its language code or its version's name (`fr/`, `v1/`). */
function keyOf(file: string, section: NavSection): string {
  const slash = file.indexOf("/");
  if (slash < 0) return file;
  const folder = file.slice(0, slash).toLowerCase();
  const names = [section.language, section.kind === "version" ? section.name : undefined];
  return names.some((name) => name?.toLowerCase() === folder) ? file.slice(slash + 1) : file;
}

function withoutExtension(file: string): string {
  return file.replace(/\.mdx?$/i, "");
}
