import type { Project, ProjectRule } from "../../project/project.js";
import type { JsonPath } from "../../project/json-source.js";
import type { Navigation } from "../../project/navigation/navigation.js";

import {
  configIconLibrary,
  ICON_LIBRARY_INFO,
  iconLibraryOf,
  isKnownIcon,
  proIconNotice,
  unknownIconAdvice,
} from "../../icons/icon-library.js";
import { isIconImage } from "../../icons/icons.js";
import { uncheckedObject, valueAt, type UncheckedConfig } from "../../project/config-types/unchecked.js";
import type { LegacyDocsConfig } from "../../project/config-types/legacy-config.js";
import type { V2DocsConfig } from "../../project/config-types/v2-config.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/unknown-icon",
    category: "config",
    defaultSeverity: "warning",
    description:
      "Every icon docs.json names (anchors and the top anchor; in the v2 layout every navigation level, in `$ref`'d files too, navbar links and contextual menu options) is in the icon library that draws it, so the site can show it; a notice names the free icon the preview draws for a Font Awesome Pro name.",
  },
  check(project, report) {
    const { document } = project;
    const value = uncheckedObject<LegacyDocsConfig | V2DocsConfig>(document?.value);
    if (!document || !value) return;
    const configLibrary = configIconLibrary(value);
    for (const path of iconPaths(project, value)) {
      const icon = valueAt(value, path);
      const object =
        icon !== null && typeof icon === "object" ? (icon as { name?: unknown; library?: unknown }) : undefined;
      const name = object ? object.name : icon;
      const library = iconLibraryOf(icon, configLibrary);
      if (typeof name !== "string" || !name.trim() || !library || isIconImage(name.trim())) continue;
      const at = object ? [...path, "name"] : path;
      const pro = library === "fontawesome" ? proIconNotice(name) : undefined;
      if (pro) {
        report({ ...document.at(at, pro), defaultSeverity: "notice" });
        continue;
      }
      if (isKnownIcon(library, name)) continue;
      const trimmed = name.trim();
      const picked =
        object && "library" in object
          ? ", the library the icon's `library` names"
          : library !== "fontawesome"
            ? ", the library `icons.library` picks"
            : "";
      const message = `The icon "${trimmed}" is not in ${ICON_LIBRARY_INFO[library].title}${picked}, so the site shows no icon here.${unknownIconAdvice(library, trimmed)}`;
      report(document.at(at, message));
    }
  },
};

/** Where docs.json names icons (the `icon` values, string or object), in document order as far as the layout allows. */
function iconPaths(project: Project, config: UncheckedConfig): JsonPath[] {
  if (project.navigation?.layout !== "v2") {
    const paths: JsonPath[] = [["topAnchor", "icon"]];
    const anchors = config.anchors;
    if (Array.isArray(anchors)) anchors.forEach((_, i) => paths.push(["anchors", i, "icon"]));
    return paths;
  }
  return v2IconPaths(project.navigation, config);
}

/**
 * The v2 layout's icons: every section's and group's in the navigation (`global` entries too),
 * then the navbar's links and the contextual menu's own options. Footer socials are platforms,
 * not icons.
 */
function v2IconPaths(navigation: Navigation, config: UncheckedConfig): JsonPath[] {
  const paths: JsonPath[] = [...navigation.sections, ...navigation.groups]
    .filter((node) => node.icon !== undefined)
    .map((node) => [...node.path, "icon"]);
  for (const list of [
    ["navbar", "links"],
    ["contextual", "options"],
  ] as const) {
    const items = valueAt(config, list);
    if (!Array.isArray(items)) continue;
    items.forEach((item, i) => {
      if (item !== null && typeof item === "object" && "icon" in item) paths.push([...list, i, "icon"]);
    });
  }
  return paths;
}
