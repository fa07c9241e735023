import type { Position } from "unist";
import { isIconImage, isKnownIcon, nearestIcon } from "../../site/icons/icons.js";
import { valueOnKeyLine } from "../front-matter.js";
import { jsxStringAttribute, jsxAttribute } from "../mdx-nodes.js";
import { pageComponents } from "../page-components.js";
import { definePageRule } from "../page-rule.js";
import type { PageContext } from "../page-context.js";
import { readConfigFile } from "../../project/config-file.js";

/** Per docs root: whether docs.json picks an icon library other than Font Awesome (newer layout `icons.library`), read once per thread. */
const otherLibrary = new Map<string, boolean>();

function usesOtherLibrary(page: PageContext): boolean {
  const root = page.files.root;
  let other = otherLibrary.get(root);
  if (other === undefined) {
    const config = readConfigFile(root, page.files);
    const value = config.status === "read" ? config.source.value : undefined;
    const library = value !== null && typeof value === "object" ? (value as { icons?: { library?: unknown } }).icons?.library : undefined;
    other = typeof library === "string" && library !== "fontawesome";
    otherLibrary.set(root, other);
  }
  return other;
}

export const rule = definePageRule(
  {
    id: "page/unknown-icon",
    category: "page",
    defaultSeverity: "warning",
    description: "The icon of a `Card` and the front matter `icon` name an icon of the icon set (or an image), so the site can show it; not checked when docs.json picks another icon library.",
  },
  (page, report) => {
    // Another library's names are not Font Awesome's; docsgate cannot know them.
    if (usesOtherLibrary(page)) return;
    const check = (name: string, place: Position | undefined, where: string) => {
      const value = name.trim();
      if (!value || !place || isIconImage(value) || isKnownIcon(value)) return;
      const nearest = nearestIcon(value);
      const hint = nearest ? ` Did you mean "${nearest}"?` : ' Pick a name from the Font Awesome free icons (fontawesome.com/icons), or give an image path such as "/icons/logo.svg".';
      report({ message: `The icon "${value}" ${where} is not in the icon set, so the site shows no icon.${hint}`, place });
    };
    const data = page.frontMatter?.data;
    if (typeof data?.icon === "string") {
      const range = valueOnKeyLine(page.frontMatter!, "icon");
      check(data.icon, range ? page.positionOf(range[0], range[1]) : page.positionOf(0, 3), "in the front matter");
    }
    for (const { element, name, kind } of pageComponents(page).uses) {
      if (name !== "Card" || kind !== "known") continue;
      const icon = jsxStringAttribute(element, "icon");
      if (icon !== undefined) check(icon, jsxAttribute(element, "icon")?.position ?? element.position, "of this Card");
    }
  },
);
