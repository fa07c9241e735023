import type { ComponentSpec } from "../components.js";
import { isSpreadAttribute, jsxAttribute, jsxStringAttribute, type JsxElement } from "../mdx-nodes.js";
import { definePageRule } from "../page-rule.js";
import { pageComponents, tagPlace } from "../page-components.js";

export const rule = definePageRule(
  {
    id: "page/required-attribute",
    category: "page",
    defaultSeverity: "error",
    description: "Components carry the attributes the format requires: a `title` on `Step`, `Tab`, `Accordion`, `Card` and `Expandable`, `tip` on `Tooltip`, `label` and `description` on `Update`, `name` on `ResponseField`, and exactly one location on `ParamField`.",
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
      if (spec.exactlyOneOf) {
        const problem = exactlyOneProblem(element, spec.exactlyOneOf);
        if (problem) report({ message: problem, place });
      }
    }
  },
);

function requiredProblem(element: JsxElement, spec: ComponentSpec, name: string): string | undefined {
  const shownAs = spec.attributes[name]?.shownAs;
  const role = shownAs ? `: it is ${shownAs}` : "";
  if (!jsxAttribute(element, name)) {
    return `<${spec.name}> has no ${name}. The format requires one on every ${spec.name}${role}. Add ${name}="…".`;
  }
  // An expression (`title={name}`) counts as given: it is never evaluated.
  if (jsxStringAttribute(element, name)?.trim() === "") {
    return `<${spec.name}> has an empty ${name}. The format requires one on every ${spec.name}${role}. Write the ${name} between the quotes.`;
  }
  return undefined;
}

function exactlyOneProblem(element: JsxElement, names: readonly string[]): string | undefined {
  const given = names.filter((name) => jsxAttribute(element, name));
  const list = `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  if (given.length === 0) {
    return `<${element.name}> does not say where the parameter goes. Give exactly one of ${list}, with the parameter's name as its value, such as query="limit".`;
  }
  if (given.length > 1) {
    return `<${element.name}> has ${given.join(" and ")}, but a parameter has one location. Keep only the one where the API reads it.`;
  }
  return undefined;
}
