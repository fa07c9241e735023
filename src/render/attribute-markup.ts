import type { Expression, Node as EstreeNode, Program } from "estree";
import type { JSXAttribute, JSXElement, JSXFragment } from "estree-jsx";
import type { MdxJsxAttribute, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { Text } from "mdast";
import type { Position } from "unist";
import { jsxAttribute, type JsxElement } from "../parse/mdx-nodes.js";
import { isHtmlElementName } from "./markup-policy.js";
import { evaluate, programExpression } from "./static-value.js";

/**
 * Attributes whose markup a built-in component draws, as Mintlify's do: `icon={<svg …/>}` on a
 * Card, Step, Tab, Accordion, Callout, Icon, Badge or Prompt.
 */
export const MARKUP_ATTRIBUTES: ReadonlySet<string> = new Set(["icon"]);

const NO_NAMES = new Map();

/** The static markup (see staticMarkup) written as the value of attribute `name`, if it is that. */
export function attributeMarkup(element: JsxElement, name: string): JsxElement | undefined {
  const value = jsxAttribute(element, name)?.value;
  if (!value || typeof value === "string") return undefined;
  const expression = programExpression(value.data?.estree as Program | undefined);
  return typeof expression === "object" ? staticMarkup(expression) : undefined;
}

/**
 * Markup in an expression as the page's own JSX elements are parsed, so that it renders (and is
 * checked) as they are; undefined unless it is static: HTML or SVG elements and text, attributes
 * written as strings, bare or as literals (`{2}`, `{{ opacity: 0.5 }}`), and nothing else in
 * braces but comments. A component, a spread or any other `{…}` needs code to run.
 */
export function staticMarkup(expression: Expression): JsxElement | undefined {
  return expression.type === "JSXElement" || expression.type === "JSXFragment" ? element(expression) : undefined;
}

function element(node: JSXElement | JSXFragment): MdxJsxTextElement | undefined {
  let name: string | null = null;
  const attributes: MdxJsxAttribute[] = [];
  if (node.type === "JSXElement") {
    const written = node.openingElement.name;
    if (written.type !== "JSXIdentifier" || !isHtmlElementName(written.name)) return undefined;
    name = written.name;
    for (const attribute of node.openingElement.attributes) {
      const read = attribute.type === "JSXAttribute" ? staticAttribute(attribute) : undefined;
      if (!read) return undefined;
      attributes.push(read);
    }
  }
  const children: (MdxJsxTextElement | Text)[] = [];
  for (const child of node.children) {
    if (child.type === "JSXText") {
      const value = jsxText(child.value);
      if (value) children.push({ type: "text", value, ...positionOf(child) });
    } else if (child.type === "JSXElement" || child.type === "JSXFragment") {
      const read = element(child);
      if (!read) return undefined;
      children.push(read);
    } else if (child.type !== "JSXExpressionContainer" || child.expression.type !== "JSXEmptyExpression") {
      return undefined;
    }
  }
  return { type: "mdxJsxTextElement", name, attributes, children, ...positionOf(node) };
}

function staticAttribute(attribute: JSXAttribute): MdxJsxAttribute | undefined {
  const written = attribute.name;
  const name = written.type === "JSXNamespacedName" ? `${written.namespace.name}:${written.name.name}` : written.name;
  const value = attribute.value;
  const read = (value: MdxJsxAttribute["value"]): MdxJsxAttribute => ({
    type: "mdxJsxAttribute",
    name,
    value,
    ...positionOf(attribute),
  });
  if (value === null) return read(null);
  if (value.type === "Literal") return typeof value.value === "string" ? read(value.value) : undefined;
  if (value.type !== "JSXExpressionContainer" || value.expression.type === "JSXEmptyExpression") return undefined;
  const evaluated = evaluate(value.expression, NO_NAMES);
  if (!evaluated.ok) return undefined;
  // The expression itself, so the element's attributes are read as a page's own `x={…}` are.
  const program: Program = {
    type: "Program",
    sourceType: "module",
    body: [{ type: "ExpressionStatement", expression: value.expression }],
  };
  return read({
    type: "mdxJsxAttributeValueExpression",
    value: JSON.stringify(evaluated.value),
    data: { estree: program },
  });
}

/**
 * Text as JSX gives it to React: lines trimmed where they meet a line break, blank lines dropped,
 * the rest joined with a space (Babel's `cleanJSXElementLiteralChild`).
 */
function jsxText(value: string): string {
  const lines = value.split(/\r\n|\n|\r/);
  let last = -1;
  lines.forEach((line, i) => {
    if (/[^ \t]/.test(line)) last = i;
  });
  let result = "";
  lines.forEach((line, i) => {
    let trimmed = line.replace(/\t/g, " ");
    if (i > 0) trimmed = trimmed.replace(/^ +/, "");
    if (i < lines.length - 1) trimmed = trimmed.replace(/ +$/, "");
    if (trimmed) result += i === last ? trimmed : `${trimmed} `;
  });
  return result;
}

/** The place of an estree node, as the parser wrote it (its columns from 0), in unist's terms. */
function positionOf(node: EstreeNode): { position?: Position } {
  const loc = node.loc;
  if (!loc) return {};
  return {
    position: {
      start: { line: loc.start.line, column: loc.start.column + 1, ...(node.range ? { offset: node.range[0] } : {}) },
      end: { line: loc.end.line, column: loc.end.column + 1, ...(node.range ? { offset: node.range[1] } : {}) },
    },
  };
}
