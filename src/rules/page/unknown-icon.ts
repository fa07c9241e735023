import type { Position } from "unist";
import { ICON_LIBRARY_INFO, isKnownIcon, unknownIconAdvice } from "../../icons/icon-library.js";
import { isIconImage } from "../../icons/icons.js";
import { valueOnKeyLine } from "../../parse/front-matter.js";
import { jsxStringAttribute, jsxAttribute } from "../../parse/mdx-nodes.js";
import { pageComponents } from "../../pages/page-components.js";
import { definePageRule } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/unknown-icon",
    category: "page",
    defaultSeverity: "warning",
    description:
      "The icon of a `Card` and the front matter `icon` name an icon of the library docs.json picks (or an image), so the site can show it.",
  },
  (page, report) => {
    const library = page.iconLibrary;
    const check = (name: string, place: Position | undefined, where: string) => {
      const value = name.trim();
      if (!value || !place || isIconImage(value) || isKnownIcon(library, value)) return;
      report({
        message: `The icon "${value}" ${where} is not in ${ICON_LIBRARY_INFO[library].title}${library === "fontawesome" ? "" : ", the library `icons.library` in docs.json picks"}, so the site shows no icon.${unknownIconAdvice(library, value)}`,
        place,
      });
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
