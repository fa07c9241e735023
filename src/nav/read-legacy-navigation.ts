import type { ConfigDocument } from "../project/config-document.js";
import type { FileIndex } from "../project/file-index.js";
import type { JsonPath } from "../project/json-source.js";
import { isObject, type Navigation, type NavGroup, type NavPage } from "./navigation.js";
import { resolveEntry } from "./page-files.js";

/**
 * The legacy layout's `navigation` array as the tree: its groups and pages in document order,
 * each group tagged with its `version`. Undefined when `navigation` is not an array; shapes the
 * schema rejects are skipped here, the schema rule reports them.
 */
export function readLegacyNavigation(document: ConfigDocument, files: FileIndex): Navigation | undefined {
  const config = document.value;
  const navigation = isObject(config) ? config.navigation : undefined;
  if (!Array.isArray(navigation)) return undefined;
  const result: Navigation = { layout: "legacy", children: [], global: [], pages: [], groups: [], sections: [] };
  navigation.forEach((value, i) => {
    const group = readGroup(value, ["navigation", i], undefined, document, files, result);
    if (group) result.children.push(group);
  });
  return result;
}

function readGroup(value: unknown, path: JsonPath, version: string | undefined, document: ConfigDocument, files: FileIndex, result: Navigation): NavGroup | undefined {
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
        const page: NavPage = { kind: "page", entry: item, path: itemPath, place: document.placeOf(itemPath), target: resolveEntry(item, files), ...(own !== undefined ? { version: own } : {}) };
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
