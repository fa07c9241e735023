import type { Program } from "estree";
import type { JsxElement } from "../parse/mdx-nodes.js";
import { attributeMarkup, staticMarkup } from "./attribute-markup.js";
import type { RenderContext } from "./render-context.js";
import { UNRENDERED_EXPRESSION_ID } from "./rule-ids.js";
import { evaluate, programExpression, type StaticValue } from "./static-value.js";

export const UNRENDERED_FIX =
  'Write a literal instead (`title="Setup"`, `cols={2}`, `{"text"}`), or pass the value as a prop of a snippet; docsgate never runs code from the docs.';

/**
 * An element's attributes with their literal values: `x="a"` is "a", a bare `x` is true, and
 * `x={…}` is the expression's literal value. A value that cannot be read without running code,
 * and a spread (`{...props}`), is reported once and left out. Static markup in an attribute of
 * `drawn` (see MARKUP_ATTRIBUTES) is left out silently: the caller draws it.
 */
export function readAttributes(
  element: JsxElement,
  context: RenderContext,
  drawn: ReadonlySet<string> = new Set(),
): Map<string, StaticValue> {
  const values = new Map<string, StaticValue>();
  for (const attribute of element.attributes) {
    if (attribute.type === "mdxJsxExpressionAttribute") {
      context.report(
        UNRENDERED_EXPRESSION_ID,
        `The spread attribute \`{${attribute.value}}\` on <${element.name}> needs code to run, so docsgate's preview leaves it out (Mintlify runs it). ${UNRENDERED_FIX}`,
        attribute.position ? attribute : element,
      );
      continue;
    }
    if (attribute.value === null || attribute.value === undefined) {
      values.set(attribute.name, true);
      continue;
    }
    if (typeof attribute.value === "string") {
      values.set(attribute.name, attribute.value);
      continue;
    }
    const expression = programExpression(attribute.value.data?.estree as Program | undefined);
    const value = typeof expression === "object" ? evaluate(expression, context.frame.scope) : undefined;
    if (value?.ok) values.set(attribute.name, value.value);
    else if (typeof expression === "object" && drawn.has(attribute.name) && staticMarkup(expression)) continue;
    else if (expression !== "empty") {
      const isJsx =
        typeof expression === "object" && (expression.type === "JSXElement" || expression.type === "JSXFragment");
      const fix = !isJsx
        ? UNRENDERED_FIX
        : drawn.has(attribute.name)
          ? 'docsgate\'s preview draws markup here only when it is plain elements and text whose attributes are literals (`fill="#1F8DED"`, `strokeWidth={2}`), with no other `{…}`, component or spread: write it so, or give an icon by name (`icon="rocket"`) or as the path of an image file (`icon="/icons/logo.svg"`).'
          : "docsgate's preview draws markup written in an attribute only as a built-in component's `icon`: give this content as the component's children, or as text.";
      context.report(
        UNRENDERED_EXPRESSION_ID,
        `The value of \`${attribute.name}\` on <${element.name}> is an expression (\`{${abbreviate(attribute.value.value)}}\`) that needs code to run, so docsgate's preview leaves the attribute out (Mintlify runs it). ${fix}`,
        attribute.position ? attribute : element,
      );
    }
  }
  return values;
}

/** A component's `icon`: a name or image path, or static markup (`icon={<svg …/>}`) the component draws as written. */
export function iconOf(element: JsxElement, attributes: Map<string, StaticValue>): string | JsxElement | undefined {
  return stringOf(attributes.get("icon")) ?? attributeMarkup(element, "icon");
}

export function stringOf(value: StaticValue | undefined): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return undefined;
}

/** Flags written `x`, `x={true}` or `x="true"`. */
export function flagOf(value: StaticValue | undefined): boolean {
  return value === true || value === "true";
}

export function abbreviate(source: string): string {
  const line = source.replace(/\s+/g, " ").trim();
  return line.length > 40 ? `${line.slice(0, 37)}...` : line;
}
