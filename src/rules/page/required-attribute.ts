import type { ComponentSpec, OneOf } from "../../components/catalogue.js";
import { isSpreadAttribute, jsxAttribute, jsxStringAttribute, type JsxElement } from "../../parse/mdx-nodes.js";
import { definePageRule } from "../../pages/page-rule.js";
import { pageComponents, tagPlace } from "../../pages/page-components.js";

export const rule = definePageRule(
  {
    id: "page/required-attribute",
    category: "page",
    defaultSeverity: "error",
    description:
      "Components carry the attributes Mintlify requires: a `title` on `Tab` and `Accordion`, `tip` on `Tooltip`, `label` on `Update`, `name` on `ResponseField`, `href` on `Tile`, `icon` or `src` on `Icon`, `variant` on `Color`, `value` on `Color.Item`, `name` on `Tree.Folder` and `Tree.File`, `description` on `Prompt`, `for` on `Visibility`, `title` on `View`, and exactly one location (`path`, `body`, `query`, `header`, `cookie` or `auth`) on `ParamField`.",
    editorGuidance: { section: "components", place: 2, text: "Give every component the attributes marked required." },
  },
  (page, report) => {
    for (const { element, spec } of pageComponents(page).uses) {
      // A spread (`{...props}`) may supply any attribute: docsgate never evaluates it.
      if (!spec || element.attributes.some(isSpreadAttribute)) continue;
      const place = tagPlace(page, element);
      if (!place) continue;
      for (const name of spec.required) {
        const problem = requiredProblem(element, spec, name);
        if (problem) report({ message: problem, place: jsxAttribute(element, name)?.position ?? place });
      }
      if (spec.oneOf) {
        const problem = oneOfProblem(element, spec.oneOf);
        if (problem) report({ message: problem, place });
      }
    }
  },
);

function requiredProblem(element: JsxElement, spec: ComponentSpec, name: string): string | undefined {
  const shownAs = spec.attributes?.[name]?.shownAs;
  const role = shownAs ? `: it is ${shownAs}` : "";
  if (!jsxAttribute(element, name)) {
    return `<${spec.name}> has no ${name}. Mintlify requires one on every ${spec.name}${role}. Add ${name}="…".`;
  }
  // An expression (`title={name}`) counts as given: it is never evaluated.
  if (jsxStringAttribute(element, name)?.trim() === "") {
    return `<${spec.name}> has an empty ${name}. Mintlify requires one on every ${spec.name}${role}. Write the ${name} between the quotes.`;
  }
  return undefined;
}

function oneOfProblem(element: JsxElement, oneOf: OneOf): string | undefined {
  const given = oneOf.names.filter((name) => jsxAttribute(element, name));
  const list = `${oneOf.names.slice(0, -1).join(", ")} or ${oneOf.names.at(-1)}`;
  if (given.length === 0) {
    return `<${element.name}> ${oneOf.missing}. Give ${oneOf.exactly ? "exactly one" : "one"} of ${list}, such as ${oneOf.example}.`;
  }
  if (oneOf.exactly && given.length > 1) {
    return `<${element.name}> has ${given.join(" and ")}, but it takes only one of ${list}. Keep only the one that applies.`;
  }
  return undefined;
}
