import type { Project } from "../../project/project.js";
import type { JsonPath } from "../../project/json-source.js";
import type { Rule } from "../../types.js";
import { isIconImage, isKnownIcon, nearestIcon } from "../../site/icons/icons.js";
import { valueAt } from "../legacy-config.js";

export const rule: Rule<Project> = {
  meta: {
    id: "config/unknown-icon",
    category: "config",
    defaultSeverity: "warning",
    description: "Every icon docs.json names (anchors, the top anchor, the newer layout's tabs, anchors and groups) is in the icon set, so the site can show it.",
  },
  check(project, report) {
    const { config } = project;
    if (config.status !== "read" || config.source.syntaxError || !config.source.value) return;
    const source = config.source;
    const value = source.value;
    // The newer layout may pick another icon library, whose names docsgate cannot know.
    const library = valueAt(value, ["icons", "library"]);
    if (typeof library === "string" && library !== "fontawesome") return;
    for (const path of iconPaths(value, config.layout)) {
      const name = valueAt(value, path);
      if (typeof name !== "string" || !name.trim() || isIconImage(name.trim()) || isKnownIcon(name)) continue;
      const nearest = nearestIcon(name);
      const hint = nearest ? ` Did you mean "${nearest}"?` : " Pick a name from the Font Awesome free icons (fontawesome.com/icons), or give an image path such as \"/icons/logo.svg\".";
      report({ message: `The icon "${name}" is not in the icon set, so the site shows no icon here.${hint}`, file: source.file, ...source.rangeOf(path) });
    }
  },
};

/** Where docs.json names icons, in document order as far as the layout allows. */
function iconPaths(config: unknown, layout: "legacy" | "v2"): JsonPath[] {
  if (layout === "legacy") {
    const paths: JsonPath[] = [["topAnchor", "icon"]];
    const anchors = valueAt(config, ["anchors"]);
    if (Array.isArray(anchors)) anchors.forEach((_, i) => paths.push(["anchors", i, "icon"]));
    return paths;
  }
  const paths: JsonPath[] = [];
  collectNewer(valueAt(config, ["navigation"]), ["navigation"], paths);
  return paths;
}

/** Every `icon` of the newer navigation: tabs, anchors, dropdowns, groups and their nesting (a `{ name }` icon too). */
function collectNewer(node: unknown, path: JsonPath, paths: JsonPath[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => collectNewer(item, [...path, i], paths));
    return;
  }
  if (node === null || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  if (typeof record.icon === "string") paths.push([...path, "icon"]);
  else if (record.icon !== null && typeof record.icon === "object") paths.push([...path, "icon", "name"]);
  for (const [key, child] of Object.entries(record)) {
    if (key !== "icon" && typeof child === "object") collectNewer(child, [...path, key], paths);
  }
}
