import type { FileIndex } from "../project/file-index.js";
import type { JsonPath } from "../project/json-source.js";
import { resolveEntry, type EntryTarget } from "./page-files.js";

export interface NavPage {
  /** The entry as written. */
  entry: string;
  /** Where it is in docs.json. */
  path: JsonPath;
  /** What the entry reaches, resolved once for every rule that asks. */
  target: EntryTarget;
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

/** The page files the navigation lists (case-only mismatches count: the file is meant). */
export function listedPageFiles(navigation: Navigation | undefined): Set<string> {
  const listed = new Set<string>();
  for (const { target } of navigation?.pages ?? []) {
    if (target.kind === "page") listed.add(target.file);
    else if (target.kind === "case-mismatch") listed.add(target.actual);
  }
  return listed;
}

/**
 * The pages and groups of a legacy-layout `navigation` array, in document order, at any
 * nesting depth; undefined when `navigation` is not an array. Shapes the schema rejects are skipped here; the schema rule reports them.
 */
export function collectNavigation(config: unknown, files: FileIndex): Navigation | undefined {
  const navigation = isObject(config) ? config.navigation : undefined;
  if (!Array.isArray(navigation)) return undefined;
  const result: Navigation = { pages: [], groups: [] };
  navigation.forEach((group, i) => collectGroup(group, ["navigation", i], result, files));
  return result;
}

function collectGroup(group: unknown, path: JsonPath, result: Navigation, files: FileIndex): void {
  if (!isObject(group)) return;
  if (typeof group.group === "string") {
    result.groups.push({ name: group.group, path, version: typeof group.version === "string" ? group.version : undefined });
  }
  if (!Array.isArray(group.pages)) return;
  group.pages.forEach((item, i) => {
    const itemPath = [...path, "pages", i];
    if (typeof item === "string") result.pages.push({ entry: item, path: itemPath, target: resolveEntry(item, files) });
    else collectGroup(item, itemPath, result, files);
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
