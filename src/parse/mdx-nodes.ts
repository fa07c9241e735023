import type { Nodes } from "mdast";
import type {
  MdxJsxAttribute,
  MdxJsxExpressionAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from "mdast-util-mdx-jsx";

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function isJsxElement(node: Nodes | { type: string }): node is JsxElement {
  return node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";
}

/** The attribute named `name`, if present (a spread `{...props}` is never matched). */
export function jsxAttribute(element: JsxElement, name: string): MdxJsxAttribute | undefined {
  return element.attributes.find((a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === name);
}

/**
 * A literal string value of an attribute: `title="x"`, or an expression that is a plain string
 * literal such as `title={"x"}`. Anything computed is undefined: docsgate never evaluates code.
 */
export function jsxStringAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = jsxAttribute(element, name);
  if (!attribute) return undefined;
  if (typeof attribute.value === "string") return attribute.value;
  if (attribute.value && typeof attribute.value === "object") {
    const match = /^\s*(["'`])((?:(?!\1)[^\\]|\\.)*)\1\s*$/.exec(attribute.value.value);
    if (match && !(match[1] === "`" && match[2]!.includes("${"))) return match[2];
  }
  return undefined;
}

export function isSpreadAttribute(
  attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
): attribute is MdxJsxExpressionAttribute {
  return attribute.type === "mdxJsxExpressionAttribute";
}
