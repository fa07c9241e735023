import { nearestName } from "../../config/near-key.js";
import { KNOWN_COMPONENT_NAMES } from "../components.js";
import { definePageRule } from "../page-rule.js";
import { pageComponents, tagPlace } from "../page-components.js";

export const rule = definePageRule(
  {
    id: "page/unknown-component",
    category: "page",
    defaultSeverity: "error",
    description: "Every component in a page (a capitalized element such as `<Note>`) is one of the format's components, a well-known one, or imported by the page.",
  },
  (page, report) => {
    for (const use of pageComponents(page).uses) {
      const place = use.kind === "unknown" ? tagPlace(page, use.element) : undefined;
      if (!place) continue;
      const suggestion = nearestName(use.name, KNOWN_COMPONENT_NAMES);
      report({
        message:
          `<${use.name}> is not a component the site knows: it is not in the format and the page does not import it, so the page cannot be rendered. ` +
          (suggestion ? `Did you mean <${suggestion}>? Correct the name, or import the component from a snippet file.` : "Use one of the format's components, or import this one from a snippet file."),
        place,
      });
    }
  },
);
