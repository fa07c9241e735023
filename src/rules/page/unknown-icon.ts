import type { Position } from "unist";
import { ICON_LIBRARY_INFO, isKnownIcon, proIconNotice, unknownIconAdvice } from "../../icons/icon-library.js";
import { isIconImage } from "../../icons/icons.js";
import { valueOnKeyLine } from "../../parse/front-matter.js";
import { jsxStringAttribute, jsxAttribute } from "../../parse/mdx-nodes.js";
import { pageComponents } from "../../pages/page-components.js";
import { definePageRule } from "../../pages/page-rule.js";

/** Mintlify's components that draw an `icon` (../shared/spec/docs-json-v2.md, the component catalogue). */
const ICON_COMPONENTS = new Set(["Card", "Callout", "Tab", "Accordion", "Step", "Icon", "Badge", "Prompt"]);

export const rule = definePageRule(
  {
    id: "page/unknown-icon",
    category: "page",
    defaultSeverity: "warning",
    description:
      "The icon of a `Card` and the front matter `icon` name an icon of the library docs.json picks (or an image), so the site can show it; a notice names the free icon the preview draws for a Font Awesome Pro name in any component.",
  },
  (page, report) => {
    const library = page.iconLibrary;
    const check = (name: string, place: Position | undefined, where: string | undefined) => {
      const value = name.trim();
      if (!value || !place || isIconImage(value)) return;
      const pro = library === "fontawesome" ? proIconNotice(value) : undefined;
      if (pro) return report({ message: pro, place, defaultSeverity: "notice" });
      // Only the Card's and the front matter's names are held to the library; other components' only to Pro.
      if (where === undefined || isKnownIcon(library, value)) return;
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
      if (kind !== "known" || !ICON_COMPONENTS.has(name)) continue;
      const icon = jsxStringAttribute(element, "icon");
      if (icon !== undefined)
        check(
          icon,
          jsxAttribute(element, "icon")?.position ?? element.position,
          name === "Card" ? "of this Card" : undefined,
        );
    }
  },
);
