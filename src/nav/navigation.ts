import type { JsonPath } from "../project/json-source.js";

export interface NavPage {
  /** The entry as written. */
  entry: string;
  /** Where it is in docs.json. */
  path: JsonPath;
}

export interface NavGroup {
  name: string;
  path: JsonPath;
  version?: string;
}

export interface Navigation {
  pages: NavPage[];
  groups: NavGroup[];
}

/**
 * The pages and groups of a legacy-layout `navigation` array, in document order, at any
 * nesting depth; undefined when `navigation` is not an array. Shapes the schema rejects are skipped here; the schema rule reports them.
 */
export function collectNavigation(config: unknown): Navigation | undefined {
  const navigation = isObject(config) ? config.navigation : undefined;
  if (!Array.isArray(navigation)) return undefined;
  const result: Navigation = { pages: [], groups: [] };
  navigation.forEach((group, i) => collectGroup(group, ["navigation", i], result));
  return result;
}

function collectGroup(group: unknown, path: JsonPath, result: Navigation): void {
  if (!isObject(group)) return;
  if (typeof group.group === "string") {
    result.groups.push({ name: group.group, path, version: typeof group.version === "string" ? group.version : undefined });
  }
  if (!Array.isArray(group.pages)) return;
  group.pages.forEach((item, i) => {
    const itemPath = [...path, "pages", i];
    if (typeof item === "string") result.pages.push({ entry: item, path: itemPath });
    else collectGroup(item, itemPath, result);
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
