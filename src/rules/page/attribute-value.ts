import type { MdxJsxAttribute } from "mdast-util-mdx-jsx";
import type { AttributeSpec, ComponentSpec } from "../../components/catalogue.js";
import { jsxStringAttribute, type JsxElement } from "../../parse/mdx-nodes.js";
import { definePageRule } from "../../pages/page-rule.js";
import { pageComponents } from "../../pages/page-components.js";

export const rule = definePageRule(
  {
    id: "page/attribute-value",
    category: "page",
    defaultSeverity: "warning",
    description:
      'Attribute values have the kind the component reads: `CardGroup` `cols` is a whole number from 1, a text attribute has text, `iconType` is a style Mintlify draws, and a flag is not switched on by the text "false".',
    editorGuidance: {
      section: "components",
      place: 4,
      text: 'Give each attribute a value of its kind: text for text, a whole number for numbers, and `{false}` (never the text "false") to switch a flag off.',
    },
  },
  (page, report) => {
    for (const { element, spec } of pageComponents(page).uses) {
      if (!spec) continue;
      for (const attribute of element.attributes) {
        if (attribute.type !== "mdxJsxAttribute") continue;
        const attributeSpec =
          spec.attributes && Object.hasOwn(spec.attributes, attribute.name)
            ? spec.attributes[attribute.name]
            : undefined;
        const problem = attributeSpec && valueProblem(spec, element, attribute, attributeSpec);
        const place = attribute.position ?? element.position;
        if (problem && place) report({ message: problem, place });
      }
    }
  },
);

/** A literal the attribute is given: text, a number, or nothing for a bare flag; undefined when computed. */
type Literal = { kind: "bare" } | { kind: "text"; value: string } | { kind: "number"; value: number };

function literalOf(attribute: MdxJsxAttribute): Literal | undefined {
  const value = attribute.value;
  if (value === null || value === undefined) return { kind: "bare" };
  if (typeof value === "string") return { kind: "text", value };
  const source = value.value.trim();
  if (/^-?\d+(?:\.\d+)?$/.test(source)) return { kind: "number", value: Number(source) };
  const quoted = /^(["'])((?:(?!\1)[^\\])*)\1$/.exec(source);
  return quoted ? { kind: "text", value: quoted[2]! } : undefined;
}

function valueProblem(
  component: ComponentSpec,
  element: JsxElement,
  attribute: MdxJsxAttribute,
  spec: AttributeSpec,
): string | undefined {
  const literal = literalOf(attribute);
  if (!literal) return undefined;
  const name = attribute.name;
  const tag = `<${component.name}>`;
  switch (spec.type) {
    case "integer": {
      const [low, high] = spec.range ?? [0, Number.MAX_SAFE_INTEGER];
      const allowed = !spec.range
        ? "a whole number"
        : high === Infinity
          ? `a whole number from ${low}`
          : `a whole number from ${low} to ${high}`;
      const number =
        literal.kind === "number"
          ? literal.value
          : literal.kind === "text" && /^\s*\d+\s*$/.test(literal.value)
            ? Number(literal.value)
            : undefined;
      if (number !== undefined && Number.isInteger(number) && number >= low && number <= high) return undefined;
      const written =
        literal.kind === "bare"
          ? "has no value"
          : `is ${literal.kind === "text" ? `"${literal.value}"` : literal.value}`;
      return `${tag} ${name} ${written}, but it must be ${allowed}, such as ${name}={${Math.min(Math.max(low, 2), high)}}. Correct the value.`;
    }
    case "boolean":
      // Any text switches a flag on, "false" included: the component never reads the words.
      if (literal.kind === "text" && literal.value.trim().toLowerCase() === "false") {
        return `${tag} ${name}="${literal.value}" switches ${name} on: any text counts as set. Remove the attribute, or write ${name}={false}.`;
      }
      return undefined;
    case "string":
      if (literal.kind === "bare")
        return `${tag} ${name} has no value: written alone it means "true", not text. Write ${name}="…".`;
      if (
        spec.allowed &&
        literal.kind === "text" &&
        !spec.allowed.values.includes(literal.value) &&
        (!spec.allowed.withText || jsxStringAttribute(element, spec.allowed.withText) !== undefined)
      )
        return `${tag} ${name}="${literal.value}" is not one it takes, so ${spec.allowed.otherwise}. Use one of ${spec.allowed.values.join(", ")}.`;
      return undefined;
    default:
      return undefined;
  }
}
