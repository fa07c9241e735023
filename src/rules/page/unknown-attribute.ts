import { nearestName } from "../../config/near-key.js";
import { isUniversalAttribute, UNIVERSAL_ATTRIBUTES } from "../../components/catalogue.js";
import { definePageRule } from "../../pages/page-rule.js";
import { pageComponents } from "../../pages/page-components.js";

export const rule = definePageRule(
  {
    id: "page/unknown-attribute",
    category: "page",
    defaultSeverity: "warning",
    description:
      "Mintlify's documented components carry only attributes they read: a misspelt one (`titel`) is ignored, and so is `icon` or `color` on a typed callout such as `<Note>`.",
    editorGuidance: {
      section: "components",
      place: 3,
      text: "Spell attributes exactly as listed: the site ignores a misspelt one.",
    },
  },
  (page, report) => {
    for (const { element, spec } of pageComponents(page).uses) {
      const attributes = spec?.attributes;
      if (!spec || !attributes) continue;
      const known = Object.keys(attributes);
      for (const attribute of element.attributes) {
        if (
          attribute.type !== "mdxJsxAttribute" ||
          Object.hasOwn(attributes, attribute.name) ||
          isUniversalAttribute(attribute.name)
        )
          continue;
        const suggestion = nearestName(attribute.name, [...known, ...UNIVERSAL_ATTRIBUTES]);
        const hint = suggestion
          ? `Did you mean ${suggestion}? Correct the name.`
          : known.length
            ? `It takes ${known.join(", ")}. Remove it, or use one of those.`
            : `It takes no attributes of its own. Remove it.`;
        const place = attribute.position ?? element.position;
        const ignored =
          spec.ignored && Object.hasOwn(spec.ignored, attribute.name) ? spec.ignored[attribute.name] : undefined;
        if (place)
          report({
            message: ignored
              ? `<${spec.name}> ignores "${attribute.name}": ${ignored}. Remove it.`
              : `<${spec.name}> has no attribute "${attribute.name}", so the site ignores it. ${hint}`,
            place,
          });
      }
    }
  },
);
