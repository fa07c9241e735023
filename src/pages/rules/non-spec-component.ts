import { definePageRule } from "../page-rule.js";
import { pageComponents, tagPlace } from "../page-components.js";

export const rule = definePageRule(
  {
    id: "page/non-spec-component",
    category: "page",
    defaultSeverity: "notice",
    description: "Components that real documentation sets use but the format does not define (`<Icon>`, `<Badge>`, `<Columns>`, …) are rendered as plain containers and not checked.",
  },
  (page, report) => {
    const seen = new Set<string>();
    for (const use of pageComponents(page).uses) {
      if (use.kind !== "non-spec" || seen.has(use.name)) continue;
      const place = tagPlace(page, use.element);
      if (!place) continue;
      seen.add(use.name);
      report({
        message: `<${use.name}> is not part of the format: docsgate renders it as a plain container and does not check it. Use one of the format's components if one fits.`,
        place,
      });
    }
  },
);
