import type { Report } from "../diagnostics/diagnostic.js";
import { upgradeFields } from "../upgrade/field-mapping.js";
import { Leftovers } from "../upgrade/leftovers.js";
import { NAVIGATION_KEYS } from "../upgrade/upgrade-config.js";
import type { ConfigName } from "./config-file.js";
import type { ConfigDocument, ConfigPlace } from "./config-document.js";
import { isObject, valueAt, type UncheckedV2Config } from "./config-types/unchecked.js";
import type * as jsonc from "jsonc-parser";
import type { JsonPath, JsonSource, Range } from "./json-source.js";

/**
 * What the legacy layout says that v2 has no place for (Mintlify's upgrade drops it) and the preview still draws as
 * Mintlify's legacy renderer did.
 */
export interface LegacyOnlySettings {
  /** `feedback`: the suggest-edit, raise-issue and thumbs buttons. */
  feedback?: unknown;
  /** `versions`: the names of the version switcher. */
  versions?: unknown;
  /** `topAnchor`: the name and icon of the first anchor. */
  topAnchor?: unknown;
  /** `api.maintainOrder`: schema fields in the spec's order. */
  maintainOrder?: unknown;
  /** `api.auth.inputPrefix`: what the playground puts before the credential. */
  authInputPrefix?: unknown;
}

/**
 * docs.json in one shape, whichever layout it was written in: v2-shaped (typed from the v2 schema), its `$ref`s
 * resolved, the legacy layout's settings lifted to their v2 places by the upgrade's own field mapping, as Mintlify's
 * prebuild lifts them. Every stage that is not about the file as written reads this; the navigation is read from
 * `project.navigation`, the one tree both layouts give.
 */
export interface DocsConfig {
  /**
   * The layout the file was written in. Its settings are all in `value`; only what the legacy layout keeps on its tabs
   * and anchors rather than in its settings (their OpenAPI files and images) is read from `project.navigation` by it.
   */
  layout: "legacy" | "v2";
  /**
   * The settings, unchecked (docsgate reports every problem and still reads the rest). A v2 config as written, with
   * its `navigation`; a legacy config without one.
   */
  value: UncheckedV2Config;
  /** The legacy layout's settings with no v2 place; undefined for a v2 config. */
  legacy?: LegacyOnlySettings;
  /**
   * Where the value at `path` of `value` was written (or its nearest written parent). A path `value` does not hold is
   * one of the file as written: a navigation node's path (NavNode.path) is located the same way in either layout.
   */
  placeOf(path: JsonPath): ConfigPlace;
  /** The path the file as written gives the value at `path` of `value`: a lifted legacy setting's own name. */
  writtenPath(path: JsonPath): JsonPath;
  /** The range of the value (or key) at `path` (as for placeOf), in the file that wrote it. */
  rangeOf(path: JsonPath, part?: "value" | "key"): { file: string } & Range;
  /** A report at the value (or key) at `path` (as for placeOf). */
  at(path: JsonPath, message: string, part?: "value" | "key"): Report;
  /** Every string value docs.json itself writes, in the order written, with its range: what a built link is traced to. */
  writtenStrings(): readonly WrittenString[];
}

export interface WrittenString {
  text: string;
  range: { file: string } & Range;
}

/** Prebuild's in-memory upgrade always picks this theme (the CLI's upgrade maps the legacy themes instead). */
const PREBUILD_THEME = "mint";

export function normalizeConfig(written: ConfigDocument, file: ConfigName, layout: "legacy" | "v2"): DocsConfig {
  const source = isObject(written.value) ? written.value : {};
  if (layout === "v2") {
    return {
      layout,
      value: source,
      placeOf: written.placeOf,
      writtenPath: (path) => path,
      rangeOf: written.rangeOf,
      at: (path, message, part = "value") => ({ message, ...written.rangeOf(path, part) }),
      writtenStrings: () => stringsOf(written.sources.get(file)!),
    };
  }
  const value = { ...upgradeFields(source, new Leftovers()), theme: PREBUILD_THEME };
  const whence = liftedPaths(source, value);
  const api = isObject(source.api) ? source.api : {};
  return {
    layout,
    value,
    legacy: {
      feedback: source.feedback,
      versions: source.versions,
      topAnchor: source.topAnchor,
      maintainOrder: api.maintainOrder,
      authInputPrefix: isObject(api.auth) ? api.auth.inputPrefix : undefined,
    },
    placeOf: (path) => written.placeOf(whence(path)),
    writtenPath: whence,
    rangeOf: (path, part) => written.rangeOf(whence(path), part),
    at: (path, message, part = "value") => ({ message, ...written.rangeOf(whence(path), part) }),
    writtenStrings: () => stringsOf(written.sources.get(file)!),
  };
}

/**
 * Where a value of the lifted config was in the legacy one. The mapping copies objects and lists as they are, so those
 * are found by identity; a text or number in an object the mapping made is found at the same path, else where the
 * legacy config holds the same value under the same key, else the same text (outside the navigation, which the
 * mapping leaves alone). A path the lifted config does not hold is taken as a path of the file as written.
 */
function liftedPaths(legacy: Record<string, unknown>, lifted: Record<string, unknown>): (path: JsonPath) => JsonPath {
  const objects = new Map<object, JsonPath>();
  const leaves: { path: JsonPath; value: unknown }[] = [];
  const walk = (value: unknown, at: JsonPath) => {
    if (value !== null && typeof value === "object") {
      if (!objects.has(value)) objects.set(value, at);
      for (const [key, child] of Object.entries(value)) walk(child, [...at, Array.isArray(value) ? Number(key) : key]);
    } else leaves.push({ path: at, value });
  };
  for (const [key, child] of Object.entries(legacy)) if (!NAVIGATION_KEYS.includes(key)) walk(child, [key]);
  return (path) => {
    let current: unknown = lifted;
    let known: { at: JsonPath; depth: number } | undefined;
    for (let depth = 0; depth <= path.length; depth++) {
      const found = current !== null && typeof current === "object" ? objects.get(current) : undefined;
      if (found) known = { at: found, depth };
      if (depth === path.length || current === null || typeof current !== "object") break;
      current = (current as Record<string | number, unknown>)[path[depth]!];
    }
    if (known && known.depth === path.length) return known.at;
    // Nothing there: a path of the file as written (the legacy navigation tree's nodes give such paths).
    if (current === undefined) return path;
    const under = known ? [...known.at, ...path.slice(known.depth)] : undefined;
    if (current === null || typeof current !== "object") {
      for (const candidate of [under, path]) if (candidate && valueAt(legacy, candidate) === current) return candidate;
      const last = path.at(-1);
      const same =
        leaves.find((leaf) => leaf.value === current && leaf.path.at(-1) === last) ??
        (typeof current === "string" ? leaves.find((leaf) => leaf.value === current) : undefined);
      if (same) return same.path;
    }
    return under ?? path;
  };
}

const writtenStrings = new WeakMap<JsonSource, WrittenString[]>();

function stringsOf(source: JsonSource): WrittenString[] {
  const known = writtenStrings.get(source);
  if (known) return known;
  const found: WrittenString[] = [];
  const visit = (node: jsonc.Node) => {
    const isKey = node.parent?.type === "property" && node.parent.children?.[0] === node;
    if (node.type === "string" && typeof node.value === "string" && !isKey)
      found.push({ text: node.value, range: { file: source.file, ...source.rangeOfNode(node) } });
    for (const child of node.children ?? []) visit(child);
  };
  if (source.tree) visit(source.tree);
  writtenStrings.set(source, found);
  return found;
}
