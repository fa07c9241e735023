import { nearestName } from "../../config/near-key.js";
import { COMPONENTS } from "../../components/catalogue.js";
import { definePageRule } from "../../pages/page-rule.js";
import { pageComponents, tagPlace } from "../../pages/page-components.js";

const KNOWN_NAMES = [...COMPONENTS.keys()];

export const rule = definePageRule(
  {
    id: "page/unknown-component",
    category: "page",
    defaultSeverity: "error",
    description:
      "Every component in a page (a capitalized element such as `<Note>`) is one Mintlify renders, or one the page imports or defines.",
    editorGuidance: {
      section: "components",
      place: 1,
      text: "Use the components listed here; any other component must be imported from a file in the docs folder.",
    },
  },
  (page, report) => {
    for (const use of pageComponents(page).uses) {
      const place = use.kind === "unknown" ? tagPlace(page, use.element) : undefined;
      if (!place) continue;
      const suggestion = nearestName(use.name, KNOWN_NAMES);
      report({
        message:
          `<${use.name}> is not a component Mintlify knows, and the page neither imports nor defines it, so the published page does not show it or its content. ` +
          (suggestion
            ? `Did you mean <${suggestion}>? Correct the name, or import the component from a snippet file.`
            : "Use one of Mintlify's components, or import this one from a snippet file."),
        place,
      });
    }
  },
);
