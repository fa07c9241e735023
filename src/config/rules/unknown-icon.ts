import type { Project } from "../../project/project.js";
import type { JsonPath } from "../../project/json-source.js";
import type { Rule } from "../../types.js";
import { configIconLibrary, ICON_LIBRARY_INFO, iconLibraryOf, isKnownIcon, unknownIconAdvice } from "../../icons/icon-library.js";
import { isIconImage } from "../../site/icons/icons.js";
import { valueAt } from "../legacy-config.js";

export const rule: Rule<Project> = {
  meta: {
    id: "config/unknown-icon",
    category: "config",
    defaultSeverity: "warning",
    description: "Every icon docs.json names (anchors and the top anchor; in the newer layout every navigation level, navbar links and contextual menu options) is in the icon library that draws it, so the site can show it.",
  },
  check(project, report) {
    const { config } = project;
    if (config.status !== "read" || config.source.syntaxError || !config.source.value) return;
    const source = config.source;
    const value = source.value;
    const configLibrary = configIconLibrary(value);
    for (const path of iconPaths(value, config.layout)) {
      const icon = valueAt(value, path);
      const object = icon !== null && typeof icon === "object" ? (icon as { name?: unknown; library?: unknown }) : undefined;
      const name = object ? object.name : icon;
      const library = iconLibraryOf(icon, configLibrary);
      if (typeof name !== "string" || !name.trim() || !library || isIconImage(name.trim()) || isKnownIcon(library, name)) continue;
      const trimmed = name.trim();
      const picked = object && "library" in object ? ", the library the icon's `library` names" : library !== "fontawesome" ? ", the library `icons.library` picks" : "";
      const message = `The icon "${trimmed}" is not in ${ICON_LIBRARY_INFO[library].title}${picked}, so the site shows no icon here.${unknownIconAdvice(library, trimmed)}`;
      report({ message, file: source.file, ...source.rangeOf(object ? [...path, "name"] : path) });
    }
  },
};

/** Where docs.json names icons (the `icon` values, string or object), in document order as far as the layout allows. */
function iconPaths(config: unknown, layout: "legacy" | "newer"): JsonPath[] {
  if (layout === "legacy") {
    const paths: JsonPath[] = [["topAnchor", "icon"]];
    const anchors = valueAt(config, ["anchors"]);
    if (Array.isArray(anchors)) anchors.forEach((_, i) => paths.push(["anchors", i, "icon"]));
    return paths;
  }
  return newerIconPaths(config);
}

/**
 * The newer layout's icons: every `icon` in the navigation (tabs, anchors, dropdowns, products,
 * versions, languages, menu items, `global` entries, groups at any depth), then the navbar's
 * links and the contextual menu's own options. Footer socials are platforms, not icons.
 */
function newerIconPaths(config: unknown): JsonPath[] {
  const paths: JsonPath[] = [];
  collectIcons(valueAt(config, ["navigation"]), ["navigation"], paths);
  for (const list of [["navbar", "links"], ["contextual", "options"]]) {
    const items = valueAt(config, list);
    if (!Array.isArray(items)) continue;
    items.forEach((item, i) => {
      if (item !== null && typeof item === "object" && "icon" in item) paths.push([...list, i, "icon"]);
    });
  }
  return paths;
}

function collectIcons(node: unknown, path: JsonPath, paths: JsonPath[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => collectIcons(item, [...path, i], paths));
    return;
  }
  if (node === null || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  if ("icon" in record) paths.push([...path, "icon"]);
  for (const [key, child] of Object.entries(record)) {
    if (key !== "icon" && typeof child === "object") collectIcons(child, [...path, key], paths);
  }
}
