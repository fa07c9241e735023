import type { ConfigDocument } from "../config-document.js";
import type { FileIndex } from "../file-index.js";
import type { JsonPath } from "../json-source.js";
import { isObject, type Navigation, type NavGroup, type NavPage, type NavSection } from "./navigation.js";
import { resolveEntry } from "./page-files.js";
import { spanOf } from "./navigation-span.js";

/**
 * The legacy layout's navigation as the tree: `tabs` and `anchors` as sections holding the
 * `navigation` groups they claim (the groups whose first page lies under their `url`), the
 * unclaimed groups at the top, each group tagged with its `version`. `pages` and `groups` stay
 * in the order of the `navigation` array. Undefined when `navigation` is not an array; shapes
 * the schema rejects are skipped here, the schema rule reports them.
 */
export function readLegacyNavigation(document: ConfigDocument, files: FileIndex): Navigation | undefined {
  const config = document.value;
  const navigation = isObject(config) ? config.navigation : undefined;
  if (!Array.isArray(navigation) || !isObject(config)) return undefined;
  const result: Navigation = {
    layout: "legacy",
    children: [],
    global: [],
    pages: [],
    groups: [],
    sections: [],
    rangeOf: document.rangeOf,
    spanOf: (path) => spanOf(document, path),
    cut: document.tooDeep.some((cut) => cut.at[0] === "navigation"),
  };
  const claimers = [...claimersOf(config, "tabs", document, files), ...claimersOf(config, "anchors", document, files)];
  navigation.forEach((value, i) => {
    const group = readGroup(value, ["navigation", i], undefined, document, files, result);
    if (!group) return;
    const owner = ownerOf(group, claimers);
    if (owner) owner.children.push(group);
    else result.children.push(group);
  });
  for (const { section } of claimers) {
    result.sections.push(section);
    result.children.push(section);
  }
  return result;
}

interface Claimer {
  section: NavSection;
  /** The folder (or page path) whose groups the tab or anchor claims; undefined for an external URL. */
  prefix?: string;
}

/**
 * A tab or anchor of the legacy layout: `name`, `url` (a folder it claims, or an external link), anchors' `icon`,
 * `version`, `isDefaultHidden`.
 */
function claimersOf(
  config: Record<string, unknown>,
  key: "tabs" | "anchors",
  document: ConfigDocument,
  files: FileIndex,
): Claimer[] {
  const list = config[key];
  if (!Array.isArray(list)) return [];
  const claimers: Claimer[] = [];
  list.forEach((value, i) => {
    if (!isObject(value)) return;
    const path = [key, i];
    const url = typeof value.url === "string" ? value.url.trim() : "";
    const isLink = url !== "" && resolveEntry(url, files).kind === "url";
    const section: NavSection = {
      kind: key === "tabs" ? "tab" : "anchor",
      name: typeof value.name === "string" ? value.name : "",
      path,
      place: document.placeOf(path),
      ...(key === "anchors" && typeof value.version === "string" && value.version.trim()
        ? { version: value.version.trim() }
        : {}),
      ...(isLink ? { href: url } : {}),
      ...(key === "anchors" && value.icon !== undefined ? { icon: value.icon } : {}),
      ...(key === "anchors" && value.isDefaultHidden === true ? { hidden: true } : {}),
      children: [],
      value,
    };
    const prefix = url.replace(/^\/+|\/+$/g, "");
    claimers.push({ section, ...(!isLink && prefix ? { prefix } : {}) });
  });
  return claimers;
}

/**
 * The tab or anchor with the longest `url` that the group's first page lies under (a tab before an anchor on a tie).
 */
function ownerOf(group: NavGroup, claimers: readonly Claimer[]): NavSection | undefined {
  const first = firstPage(group);
  if (!first) return undefined;
  const target = first.target;
  const path =
    target.kind === "page" || target.kind === "missing" || target.kind === "case-mismatch"
      ? target.page
      : first.entry.trim().replace(/^\/+/, "");
  let best: Claimer | undefined;
  for (const candidate of claimers) {
    const prefix = candidate.prefix;
    if (!prefix || !(path === prefix || path.startsWith(`${prefix}/`))) continue;
    if (!best || prefix.length > best.prefix!.length) best = candidate;
  }
  return best?.section;
}

function firstPage(group: NavGroup): NavPage | undefined {
  for (const child of group.children) {
    const found = child.kind === "page" ? child : firstPage(child);
    if (found) return found;
  }
  return undefined;
}

function readGroup(
  value: unknown,
  path: JsonPath,
  version: string | undefined,
  document: ConfigDocument,
  files: FileIndex,
  result: Navigation,
): NavGroup | undefined {
  if (!isObject(value)) return undefined;
  const own = typeof value.version === "string" ? value.version : version;
  const group: NavGroup = {
    kind: "group",
    name: typeof value.group === "string" ? value.group : "",
    path,
    place: document.placeOf(path),
    ...(own !== undefined ? { version: own } : {}),
    ...(value.icon !== undefined ? { icon: value.icon } : {}),
    children: [],
    value,
  };
  if (typeof value.group === "string") result.groups.push(group);
  if (Array.isArray(value.pages)) {
    value.pages.forEach((item, i) => {
      const itemPath = [...path, "pages", i];
      if (typeof item === "string") {
        const page: NavPage = {
          kind: "page",
          entry: item,
          path: itemPath,
          place: document.placeOf(itemPath),
          target: resolveEntry(item, files),
          ...(own !== undefined ? { version: own } : {}),
        };
        result.pages.push(page);
        group.children.push(page);
      } else {
        const child = readGroup(item, itemPath, own, document, files, result);
        if (child) group.children.push(child);
      }
    });
  }
  return group;
}
