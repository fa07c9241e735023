import type { Navigation, NavNode, NavPage, NavSection as TreeSection } from "../../project/navigation/navigation.js";
import { hexColor, iconRef, isObject, linkHref, text } from "./config-values.js";
import { firstPage, generatedGroups, looseGroup, navGroup, type NavContext } from "./nav-items.js";
import type { GlobalLink, NavItem, NavSection } from "./site-model.js";

export interface SiteNavigation {
  sections: NavSection[];
  global: GlobalLink[];
  /** Language codes in the site's order (the default first), each once. */
  languages: string[];
}

/**
 * The navigation tree as the site's sections. Every division becomes a section under its parent;
 * the groups and pages a division holds are its sidebar; groups and pages at the top (and, in the
 * legacy layout, always) make the top section. Languages and versions are ordered with the
 * default (`default: true`, else the first) first, so the site's first page is the default's.
 */
export function navigationSections(navigation: Navigation | undefined, context: NavContext): SiteNavigation {
  const walk = new Walk(context, navigation?.layout === "legacy");
  if (walk.isLegacy) walk.top();
  walk.visit(navigation?.children ?? [], undefined);
  walk.finish();
  const global = (navigation?.global ?? [])
    .map((section) => walk.globalLink(section))
    .filter((link) => link !== undefined);
  const languages = [
    ...new Set(
      walk.sections.flatMap((section) => (section.kind === "language" && section.language ? [section.language] : [])),
    ),
  ];
  return { sections: walk.sections, global, languages };
}

class Walk {
  readonly sections: NavSection[] = [];
  private readonly counts = new Map<string, number>();
  private readonly children = new Map<NavSection, NavSection[]>();
  /** Tree sections' paths, to find the owner of a `global` entry. */
  private readonly ids = new Map<string, string>();
  /** The legacy `url` of each tab and anchor (the folder it claims): where it leads when it claims no page. */
  private readonly urls = new Map<NavSection, string>();
  private topSection: NavSection | undefined;

  constructor(
    private readonly context: NavContext,
    /** The legacy layout always has a top section, named by `topAnchor`, and duotone anchor icons. */
    readonly isLegacy: boolean,
  ) {}

  top(): NavSection {
    if (!this.topSection) {
      this.topSection = { id: "top", kind: "top", name: "", groups: [] };
      this.sections.unshift(this.topSection);
    }
    return this.topSection;
  }

  visit(nodes: readonly NavNode[], parent: NavSection | undefined): void {
    let loose: NavPage[] = [];
    const flush = () => {
      if (loose.length > 0) (parent ?? this.top()).groups.push(looseGroup(loose, this.context));
      loose = [];
    };
    const divisions: TreeSection[] = [];
    for (const node of nodes) {
      if (node.kind === "page") {
        loose.push(node);
        continue;
      }
      flush();
      if (node.kind === "group") (parent ?? this.top()).groups.push(navGroup(node, this.context));
      else divisions.push(node);
    }
    flush();
    for (const division of defaultFirst(divisions)) {
      const section = this.section(division, parent);
      this.visit(division.children, section);
      section.groups.push(...generatedGroups(division, this.context));
    }
  }

  private section(tree: TreeSection, parent: NavSection | undefined): NavSection {
    const count = this.counts.get(tree.kind) ?? 0;
    this.counts.set(tree.kind, count + 1);
    const value = tree.value;
    const icon = iconRef(
      tree.icon,
      value.iconType,
      this.context,
      this.isLegacy && tree.kind === "anchor" ? "duotone" : undefined,
    );
    const color =
      tree.kind === "anchor" || tree.kind === "dropdown" || tree.kind === "product"
        ? anchorColor(value.color)
        : undefined;
    const href = tree.href === undefined ? undefined : linkHref(tree.href, this.context);
    // A product may carry a display name beside its key.
    const name = (tree.kind === "product" ? text(value.name) : undefined) ?? text(tree.name) ?? "";
    const description =
      tree.kind === "dropdown" || tree.kind === "product" || tree.kind === "menu" ? text(value.description) : undefined;
    const tag = tree.kind === "version" ? text(value.tag) : undefined;
    const version = tree.kind === "anchor" ? text(value.version) : undefined;
    const section: NavSection = {
      id: `${tree.kind}-${count}`,
      kind: tree.kind,
      name,
      ...(href ? { href } : {}),
      ...(icon ? { icon } : {}),
      ...(color ? { color } : {}),
      ...(description ? { description } : {}),
      ...(tag ? { tag } : {}),
      ...(version ? { version } : {}),
      ...(tree.language ? { language: tree.language } : {}),
      ...(tree.isDefault ? { isDefault: true } : {}),
      ...(tree.hidden ? { isDefaultHidden: true } : {}),
      ...(parent ? { parent: parent.id } : {}),
      groups: [],
    };
    this.sections.push(section);
    if (parent) this.children.set(parent, [...(this.children.get(parent) ?? []), section]);
    this.ids.set(tree.path.join("/"), section.id);
    const url = text(value.url)?.replace(/^\/+|\/+$/g, "");
    if (url) this.urls.set(section, url);
    return section;
  }

  /**
   * Each section without a link of its own leads to its first page, children (default first)
   * after its own groups. In the v2 layout, the first page whose chrome is its own comes first.
   *
   * Why: Mintlify serves a page listed in two versions (or any two divisions) at one URL and draws
   * the navigation of the version the reader picked last (the picked version is the reader's
   * state, not the URL's). A static page here has one chrome: the first section that lists it (the
   * default version's). A v1 whose first page is shared with the default version would lead the
   * switcher back to the default's chrome, and v1 could not be reached; so a division leads to the
   * first page only it (or a division inside it) draws, and to its first page when it has none.
   * Pages are not built once per version under a prefix: Mintlify gives them one URL.
   */
  finish(): void {
    const lead = (section: NavSection): string | undefined => {
      if (section.href !== undefined) return section.href;
      const own = firstPage(section.groups)?.href ?? firstLeading(this.children.get(section) ?? [], lead);
      section.href = own ?? linkHref(this.urls.get(section), this.context);
      return section.href;
    };
    if (!this.isLegacy) {
      const owners = chromeOwners(this.sections);
      const byId = new Map(this.sections.map((section) => [section.id, section]));
      const isWithin = (id: string | undefined, ancestor: NavSection): boolean => {
        for (
          let section = id === undefined ? undefined : byId.get(id);
          section;
          section = section.parent === undefined ? undefined : byId.get(section.parent)
        )
          if (section === ancestor) return true;
        return false;
      };
      const ownLead = (section: NavSection): string | undefined =>
        firstPage(section.groups, (page) => isWithin(owners.get(page.href), section))?.href ??
        (this.children.get(section) ?? []).map(ownLead).find((href) => href !== undefined);
      for (const section of this.sections) if (section.href === undefined) section.href = ownLead(section);
    }
    for (const section of this.sections) lead(section);
  }

  globalLink(tree: TreeSection): GlobalLink | undefined {
    if (tree.kind === "menu") return undefined;
    const href = tree.href === undefined ? undefined : linkHref(tree.href, this.context);
    if (!href) return undefined;
    const icon = iconRef(tree.icon, tree.value.iconType, this.context);
    // The entry sits at `<owner>/global/<kind>/<index>`.
    const owner = this.ids.get(tree.path.slice(0, -3).join("/"));
    return {
      kind: tree.kind,
      name: text(tree.name) ?? "",
      href,
      ...(icon ? { icon } : {}),
      ...(owner ? { owner } : {}),
    };
  }
}

/**
 * The section whose chrome each page (by href) takes: the first in the site's order whose sidebar lists it, as the
 * site's pages are assigned.
 */
function chromeOwners(sections: readonly NavSection[]): Map<string, string> {
  const owners = new Map<string, string>();
  const visit = (items: readonly NavItem[], section: NavSection) => {
    for (const item of items) {
      if (item.kind === "group") visit(item.root ? [item.root, ...item.items] : item.items, section);
      else if (item.kind === "page" && !owners.has(item.href)) owners.set(item.href, section.id);
    }
  };
  for (const section of sections) visit(section.groups, section);
  return owners;
}

/** The first child's href that is a page of the site; a link out only when no child leads to a page. */
function firstLeading(
  children: readonly NavSection[],
  lead: (section: NavSection) => string | undefined,
): string | undefined {
  const hrefs = children.map(lead);
  return hrefs.find((href) => href !== undefined && !EXTERNAL.test(href)) ?? hrefs.find((href) => href !== undefined);
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Languages and versions: the default (`default: true`, else the first) first, the others in their order. */
function defaultFirst(divisions: readonly TreeSection[]): TreeSection[] {
  const chosen = divisions.find((d) => (d.kind === "language" || d.kind === "version") && d.isDefault);
  return chosen ? [chosen, ...divisions.filter((d) => d !== chosen)] : [...divisions];
}

/** An anchor's colour: one hex colour, a gradient `{ from, to }`, or `{ light, dark }` (the light one shown). */
export function anchorColor(value: unknown): NavSection["color"] {
  const single = hexColor(value);
  if (single) return single;
  if (!isObject(value)) return undefined;
  const from = hexColor(value.from);
  const to = hexColor(value.to);
  if (from && to) return { from, to };
  return hexColor(value.light) ?? from ?? to;
}
