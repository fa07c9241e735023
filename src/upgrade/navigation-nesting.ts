import { isRecord, type Leftovers } from "./leftovers.js";
import {
  type LegacyDivision,
  type LegacyGroup,
  type LegacyVersion,
  readDivisions,
  readGroups,
  readVersions,
} from "./legacy-navigation.js";

type Kind = "tab" | "anchor";
type Node = Record<string, unknown>;
/** The entry that holds the pages no division claims, for a kind of division. */
type FirstEntry = (kind: Kind) => Node;

/** What every level of the nesting needs. */
interface Context {
  leftovers: Leftovers;
  firstEntry: FirstEntry;
  /** The kind whose every entry links to another site (they went to `global`), if any. */
  linkedOut: Kind | undefined;
}

const LIST = { tab: "tabs", anchor: "anchors" } as const;

/**
 * The v2 `navigation` for a legacy config: its groups (`navigation`), `tabs`, `anchors` and
 * `versions` turned into one tree. A division claims the pages whose path lies under its url, so
 * groups are split where their pages belong to different divisions; every page keeps its place
 * among the pages of its division, and the pages no division claims go into a first entry (the
 * legacy primary tab or top anchor), which is where the legacy site shows them.
 */
export function upgradeNavigation(legacy: Record<string, unknown>, leftovers: Leftovers): Node {
  const groups = readGroups(legacy.navigation, leftovers);
  let tabs = readDivisions("tab", legacy.tabs, leftovers);
  let anchors = readDivisions("anchor", legacy.anchors, leftovers);
  let versions = readVersions(legacy.versions, leftovers);

  // Lists made only of links to other sites become the links shown on every section.
  const global: Node = {};
  if (allLinksOut(tabs)) {
    global.tabs = tabs.map((tab) => ({ ...divisionNode(tab, leftovers), href: tab.url }));
    tabs = [];
  }
  if (allLinksOut(anchors)) {
    global.anchors = anchors.map((anchor) => ({ ...divisionNode(anchor, leftovers), href: anchor.url }));
    anchors = [];
  }
  if (versions.length && versions.every((version) => version.url !== undefined && isRemote(version.url))) {
    const languages = versions.every((version) => version.locale !== undefined);
    global[languages ? "languages" : "versions"] = versions.map((version) =>
      versionNode(version, languages, { href: version.url }),
    );
    versions = [];
  }

  const names = new Set(versions.map((version) => version.name));
  for (const division of [...tabs, ...anchors]) {
    if (division.version !== undefined && !names.has(division.version)) {
      leftovers.add(
        [...division.path, "version"],
        `The ${division.kind} "${division.name}" belongs to version "${division.version}", which \`versions\` does not list, so it shows in no version; it was left out.`,
      );
    }
  }
  const linkedOut: Kind | undefined = global.anchors ? "anchor" : global.tabs ? "tab" : undefined;
  const context: Context = { leftovers, firstEntry: firstEntries(legacy), linkedOut };
  if (versions.length) reportUnknownVersions(groups, names, leftovers);
  const shown = (division: LegacyDivision) => division.version === undefined || names.has(division.version);
  // A division of an unlisted version is left out, and its pages go where pages of no division go.
  const root = versions.length
    ? byVersion(versions, groups, tabs.filter(shown), anchors.filter(shown), context)
    : body(groups, tabs.filter(shown), anchors.filter(shown), context);
  if (!hasPages(groups))
    leftovers.add(
      ["navigation"],
      "The navigation lists no page; v2 needs at least one group with pages. Add them to `navigation` in docs.json.",
    );
  return Object.keys(global).length ? { ...root, global } : root;
}

/** A group of a version that `versions` does not list shows in no version. */
function reportUnknownVersions(groups: LegacyGroup[], names: Set<string>, leftovers: Leftovers): void {
  for (const group of groups) {
    if (group.version !== undefined && !names.has(group.version)) {
      leftovers.add(
        [...group.path, "version"],
        `The group "${group.group}" belongs to version "${group.version}", which \`versions\` does not list, so it shows in no version; it was left out.`,
      );
    } else {
      reportUnknownVersions(
        group.pages.filter((page) => typeof page !== "string"),
        names,
        leftovers,
      );
    }
  }
}

function allLinksOut(divisions: LegacyDivision[]): boolean {
  return (
    divisions.length > 0 && divisions.every((division) => isRemote(division.url) && division.version === undefined)
  );
}

function hasPages(groups: LegacyGroup[]): boolean {
  return groups.some((group) => group.pages.some((page) => typeof page === "string" || hasPages([page])));
}

/** The legacy primary tab and top anchor, which hold the pages outside every tab or anchor. */
function firstEntries(legacy: Record<string, unknown>): FirstEntry {
  const { primaryTab, topAnchor } = legacy;
  return (kind) => {
    if (kind === "tab") {
      const name =
        isRecord(primaryTab) && typeof primaryTab.name === "string" && primaryTab.name.trim()
          ? primaryTab.name
          : "Documentation";
      return { tab: name, ...(isRecord(primaryTab) && primaryTab.isDefaultHidden === true ? { hidden: true } : {}) };
    }
    const anchor = isRecord(topAnchor) ? topAnchor : {};
    const name = typeof anchor.name === "string" && anchor.name.trim() ? anchor.name : "Documentation";
    return { anchor: name, icon: typeof anchor.icon === "string" ? icon(anchor.icon, anchor.iconType) : "book-open" };
  };
}

/**
 * One version (or language, when every version names a locale) per entry of `versions`, each with the groups and
 * divisions it shows.
 */
function byVersion(
  versions: LegacyVersion[],
  groups: LegacyGroup[],
  tabs: LegacyDivision[],
  anchors: LegacyDivision[],
  context: Context,
): Node {
  const languages = versions.every((version) => version.locale !== undefined);
  const divisions = [...tabs, ...anchors];
  const nodes = versions.map((version) => {
    if (version.url !== undefined) return versionNode(version, languages, { href: version.url });
    const mine = (division: LegacyDivision) => division.version === undefined || division.version === version.name;
    // Pages under a division of another version belong to that version only.
    const elsewhere = divisions.filter(
      (division) =>
        !mine(division) &&
        !isRemote(division.url) &&
        !divisions.some((other) => mine(other) && slashed(other.url) === slashed(division.url)),
    );
    const own = claim(
      inVersion(groups, version.name),
      (page) => !elsewhere.some((division) => under(page, division.url)),
    ).taken;
    return versionNode(version, languages, body(own, tabs.filter(mine), anchors.filter(mine), context));
  });
  return { [languages ? "languages" : "versions"]: nodes };
}

function versionNode(version: LegacyVersion, language: boolean, content: Node): Node {
  return {
    ...(language ? { language: version.locale } : { version: version.name }),
    ...(version.default ? { default: true } : {}),
    ...content,
  };
}

/**
 * The groups, nested in tabs and anchors when there are any: `{groups}`, `{tabs}` or `{anchors}`.
 * When every tab or anchor links out, the legacy site still shows its top anchor (or primary tab)
 * above the links: so v2 gets that one entry holding the groups.
 */
function body(groups: LegacyGroup[], tabs: LegacyDivision[], anchors: LegacyDivision[], context: Context): Node {
  if (tabs.length || anchors.length) {
    const top = topKind(tabs, anchors);
    const nodes =
      top === "tab"
        ? sections("tab", tabs, anchors, groups, context)
        : sections("anchor", anchors, tabs, groups, context);
    if (nodes.length) return { [LIST[top]]: nodes };
  } else if (context.linkedOut && groups.length) {
    return { [LIST[context.linkedOut]]: [{ ...context.firstEntry(context.linkedOut), groups: groups.map(v2Group) }] };
  }
  return { groups: groups.map(v2Group) };
}

/**
 * Which kind goes on top when there are both: the one whose urls hold the other's (anchors
 * holding tabs when every tab lies under an anchor), else the one holding more of the other.
 */
function topKind(tabs: LegacyDivision[], anchors: LegacyDivision[]): Kind {
  const localTabs = tabs.filter((tab) => !isRemote(tab.url));
  const localAnchors = anchors.filter((anchor) => !isRemote(anchor.url));
  if (!anchors.length || !localAnchors.length) return tabs.length ? "tab" : "anchor";
  if (!tabs.length || !localTabs.length) return "anchor";
  const tabsHeld = localTabs.filter((tab) => localAnchors.some((anchor) => under(tab.url, anchor.url))).length;
  const anchorsHeld = localAnchors.filter((anchor) => localTabs.some((tab) => under(anchor.url, tab.url))).length;
  if (anchorsHeld === localAnchors.length) return "tab";
  if (tabsHeld === localTabs.length) return "anchor";
  return anchorsHeld >= tabsHeld ? "tab" : "anchor";
}

/**
 * The nodes of one kind: each division with the groups it claims (or, when divisions of the other
 * kind lie under its url, those nested in it), a link-out division as an href, and first the entry
 * for what is left.
 */
function sections(
  kind: Kind,
  divisions: LegacyDivision[],
  others: LegacyDivision[],
  groups: LegacyGroup[],
  context: Context,
): Node[] {
  const { leftovers } = context;
  const otherKind: Kind = kind === "tab" ? "anchor" : "tab";
  const local = divisions.filter((division) => !isRemote(division.url));
  const placed = new Set<LegacyDivision>();
  const nodes: Node[] = [];
  let pool = groups;
  for (const division of divisions) {
    const node = divisionNode(division, leftovers);
    if (isRemote(division.url)) {
      nodes.push({ ...node, href: division.url });
      continue;
    }
    // A division whose url extends this one's claims its own pages, whichever comes first.
    const finer = local.filter(
      (other) => other !== division && slashed(other.url) !== slashed(division.url) && under(other.url, division.url),
    );
    const { taken, rest } = claim(
      pool,
      (page) => under(page, division.url) && !finer.some((other) => under(page, other.url)),
    );
    pool = rest;
    const inside = others.filter((other) => !isRemote(other.url) && closest(local, other.url) === division);
    inside.forEach((other) => placed.add(other));
    const children = inside.length
      ? sections(otherKind, inside, [], taken, { ...context, firstEntry: (first) => ({ [first]: division.name }) })
      : [];
    if (children.length) nodes.push({ ...node, [LIST[otherKind]]: children });
    else if (taken.length) nodes.push({ ...node, groups: taken.map(v2Group) });
    else if (division.openapi !== undefined) nodes.push(node);
    else
      leftovers.add(
        division.path,
        `The ${division.kind} "${division.name}" has no page of the navigation under its url \`${division.url}\`, so it would be empty; it was left out.`,
      );
  }
  const outside = others.filter((other) => !placed.has(other));
  if (outside.length) {
    const inner = sections(otherKind, outside, [], pool, context);
    if (inner.length) nodes.unshift({ ...context.firstEntry(kind), [LIST[otherKind]]: inner });
  } else if (pool.length) {
    nodes.unshift({ ...context.firstEntry(kind), groups: pool.map(v2Group) });
  }
  return nodes;
}

/** The division of `divisions` with the longest url that holds `url`. */
function closest(divisions: LegacyDivision[], url: string): LegacyDivision | undefined {
  let best: LegacyDivision | undefined;
  for (const division of divisions) {
    if (under(url, division.url) && (!best || slashed(division.url).length > slashed(best.url).length)) best = division;
  }
  return best;
}

/** A tab or anchor's own fields in v2: name, icon, color, hidden, OpenAPI source. */
function divisionNode(division: LegacyDivision, leftovers: Leftovers): Node {
  const node: Node = { [division.kind]: division.name };
  if (division.icon !== undefined) node.icon = icon(division.icon, division.iconType);
  const color = division.color === undefined ? undefined : anchorColor(division, leftovers);
  if (color) node.color = { light: color, dark: color };
  if (division.hidden) node.hidden = true;
  if (division.openapi !== undefined)
    node.openapi = isRemote(division.url) ? division.openapi : specIn(division.openapi, division.url);
  return node;
}

/** A local division's OpenAPI file, with its generated pages in the division's folder. */
function specIn(openapi: unknown, url: string): unknown {
  const directory = url.replace(/^\/+|\/+$/g, "");
  if (typeof openapi === "string") return { source: openapi, directory };
  if (Array.isArray(openapi))
    return openapi.map((source) => (typeof source === "string" ? { source, directory } : source));
  return openapi;
}

/** A legacy anchor colour: one hex colour, or a gradient of which v2 keeps the first colour. */
function anchorColor(division: LegacyDivision, leftovers: Leftovers): string | undefined {
  const { color } = division;
  if (typeof color === "string") return color;
  if (isRecord(color) && typeof color.from === "string") {
    if (color.to !== undefined || color.via !== undefined)
      leftovers.add(
        [...division.path, "color"],
        `The anchor "${division.name}" has a gradient colour; v2 anchors have one colour, so only its \`from\` colour was kept.`,
      );
    return color.from;
  }
  leftovers.add(
    [...division.path, "color"],
    `The anchor "${division.name}" has a colour that is neither a hex colour nor a gradient; it was left out.`,
  );
  return undefined;
}

export function icon(name: string, style: unknown): unknown {
  return typeof style === "string" ? { name, style } : name;
}

function v2Group(group: LegacyGroup): Node {
  return {
    group: group.group,
    ...(group.icon !== undefined ? { icon: icon(group.icon, group.iconType) } : {}),
    ...(group.public !== undefined ? { public: group.public } : {}),
    pages: group.pages.map((page) => (typeof page === "string" ? page : v2Group(page))),
  };
}

/** The groups split in two by their pages, nested groups too; each part keeps the pages' order. */
function claim(groups: LegacyGroup[], takes: (page: string) => boolean): { taken: LegacyGroup[]; rest: LegacyGroup[] } {
  const taken: LegacyGroup[] = [];
  const rest: LegacyGroup[] = [];
  for (const group of groups) {
    const takenPages: LegacyGroup["pages"] = [];
    const restPages: LegacyGroup["pages"] = [];
    for (const page of group.pages) {
      if (typeof page === "string") (takes(page) ? takenPages : restPages).push(page);
      else {
        const part = claim([page], takes);
        takenPages.push(...part.taken);
        restPages.push(...part.rest);
      }
    }
    if (takenPages.length) taken.push({ ...group, pages: takenPages });
    if (restPages.length) rest.push({ ...group, pages: restPages });
  }
  return { taken, rest };
}

/** The groups a version shows: those of that version and those of none. */
function inVersion(groups: LegacyGroup[], version: string): LegacyGroup[] {
  return groups.flatMap((group) => {
    if (group.version !== undefined && group.version !== version) return [];
    const pages = group.pages.flatMap((page): LegacyGroup["pages"] =>
      typeof page === "string" ? [page] : inVersion([page], version),
    );
    return pages.length ? [{ ...group, pages }] : [];
  });
}

function isRemote(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** A path with one slash before and after, so that `api` holds `api/x` but not `apis/x`. */
function slashed(path: string): string {
  const bare = path.replace(/^\/+|\/+$/g, "");
  return bare ? `/${bare}/` : "/";
}

function under(path: string, url: string): boolean {
  return slashed(path).startsWith(slashed(url));
}
