import type { GlobalLink, NavSection, SectionKind, SiteModel } from "../model/site-model.js";

interface Tree {
  byId: Map<string, NavSection>;
  /** Children of each section, by its id ("" for the top level), in the model's order. */
  children: Map<string, NavSection[]>;
}

const trees = new WeakMap<SiteModel, Tree>();

function treeOf(model: SiteModel): Tree {
  let tree = trees.get(model);
  if (!tree) {
    const byId = new Map(model.sections.map((section) => [section.id, section]));
    const children = new Map<string, NavSection[]>();
    for (const section of model.sections) {
      const key = section.parent ?? "";
      children.set(key, [...(children.get(key) ?? []), section]);
    }
    trees.set(model, (tree = { byId, children }));
  }
  return tree;
}

export function sectionById(model: SiteModel, id: string | undefined): NavSection | undefined {
  return id === undefined ? undefined : treeOf(model).byId.get(id);
}

/** The sections from the top level down to the one with `id` (its language, version, tab…). */
export function sectionChain(model: SiteModel, id: string | undefined): NavSection[] {
  const chain: NavSection[] = [];
  for (let section = sectionById(model, id); section; section = sectionById(model, section.parent))
    chain.unshift(section);
  return chain;
}

/** The sections beside one (its parent's children, itself among them). */
export function siblingsOf(model: SiteModel, section: NavSection): NavSection[] {
  return treeOf(model).children.get(section.parent ?? "") ?? [];
}

export function childrenOf(model: SiteModel, section: NavSection): NavSection[] {
  return treeOf(model).children.get(section.id) ?? [];
}

/** A page's place: the levels of its chain, each with the sections a reader can switch to there. */
export interface ChainLevel {
  /** The section of the chain at this level. */
  current: NavSection;
  siblings: NavSection[];
}

export function chainLevels(model: SiteModel, id: string | undefined): ChainLevel[] {
  return sectionChain(model, id).map((current) => ({ current, siblings: siblingsOf(model, current) }));
}

/** The first level whose sections are of `kind`. */
export function levelOf(levels: readonly ChainLevel[], kind: SectionKind): ChainLevel | undefined {
  return levels.find((level) => level.siblings.some((section) => section.kind === kind));
}

/**
 * The `global` link-outs of `kind` that a page in this chain shows: the navigation's own, and those of each section
 * above it.
 */
export function globalLinks(model: SiteModel, levels: readonly ChainLevel[], kind: GlobalLink["kind"]): GlobalLink[] {
  const owners = new Set(levels.map((level) => level.current.id));
  return model.global.filter((link) => link.kind === kind && (link.owner === undefined || owners.has(link.owner)));
}

/** A section a reader sees in a list: shown unless hidden, and a hidden one only where it is current. */
export function isListed(section: NavSection, current: NavSection | undefined): boolean {
  return !section.isDefaultHidden || section === current;
}

const drawn = new WeakMap<SiteModel, Map<string, string>>();

/** Chrome that is the same on every page of a section: drawn once per section and part. */
export function memoBySection(model: SiteModel, key: string, draw: () => string): string {
  let cache = drawn.get(model);
  if (!cache) drawn.set(model, (cache = new Map()));
  let html = cache.get(key);
  if (html === undefined) cache.set(key, (html = draw()));
  return html;
}
