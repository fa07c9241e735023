import type { Expression, Node as EstreeNode, Program } from "estree";

/** A value the site can show without running code: what a literal in the page's source spells. */
export type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue };

/** Names a page can use in `{…}`: a snippet's props and the literal `export const`s in scope. */
export type Scope = ReadonlyMap<string, StaticValue>;

export type Evaluated = { ok: true; value: StaticValue } | { ok: false; node: EstreeNode };

/**
 * Reads the value of an expression from its syntax tree, as remark-mdx's acorn parse gives it:
 * literals, template literals without `${}`, negative numbers, literal arrays and objects, and
 * names bound in `scope` (`word`, `props.word`). Nothing is ever run; anything else fails at the
 * node that cannot be read.
 */
export function evaluate(node: EstreeNode, scope: Scope): Evaluated {
  switch (node.type) {
    case "Literal":
      if ("regex" in node || "bigint" in node) return { ok: false, node };
      return { ok: true, value: node.value as string | number | boolean | null };
    case "TemplateLiteral":
      if (node.expressions.length > 0) return { ok: false, node };
      return { ok: true, value: node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join("") };
    case "UnaryExpression": {
      if (node.operator !== "-" && node.operator !== "+") return { ok: false, node };
      const operand = evaluate(node.argument, scope);
      if (!operand.ok || typeof operand.value !== "number") return operand.ok ? { ok: false, node } : operand;
      return { ok: true, value: node.operator === "-" ? -operand.value : operand.value };
    }
    case "ArrayExpression": {
      const values: StaticValue[] = [];
      for (const element of node.elements) {
        if (!element || element.type === "SpreadElement") return { ok: false, node: element ?? node };
        const item = evaluate(element, scope);
        if (!item.ok) return item;
        values.push(item.value);
      }
      return { ok: true, value: values };
    }
    case "ObjectExpression": {
      const object: { [key: string]: StaticValue } = {};
      for (const property of node.properties) {
        if (property.type !== "Property" || property.computed || property.kind !== "init" || property.method)
          return { ok: false, node: property };
        const key =
          property.key.type === "Identifier"
            ? property.key.name
            : property.key.type === "Literal"
              ? String(property.key.value)
              : undefined;
        if (key === undefined) return { ok: false, node: property.key };
        const value = evaluate(property.value, scope);
        if (!value.ok) return value;
        object[key] = value.value;
      }
      return { ok: true, value: object };
    }
    case "Identifier":
      return scope.has(node.name) ? { ok: true, value: scope.get(node.name)! } : { ok: false, node };
    case "MemberExpression":
      // `props.word` in a snippet: the prop the including page passed.
      if (
        !node.computed &&
        node.object.type === "Identifier" &&
        node.object.name === "props" &&
        node.property.type === "Identifier" &&
        scope.has(node.property.name)
      ) {
        return { ok: true, value: scope.get(node.property.name)! };
      }
      return { ok: false, node };
    default:
      return { ok: false, node };
  }
}

/**
 * The expression inside `{…}`: "empty" when the braces hold only comments (`{/* note *\/}`),
 * which render nothing; "statement" for anything that is not one expression.
 */
export function programExpression(program: Program | undefined): Expression | "empty" | "statement" {
  const body = program?.body ?? [];
  if (body.length === 0) return "empty";
  const statement = body[0]!;
  return body.length === 1 && statement.type === "ExpressionStatement" ? statement.expression : "statement";
}

/** How React shows a value as a child: text and numbers as written, nothing for booleans and null. */
export function valueText(value: StaticValue): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (value === null || typeof value === "boolean") return "";
  if (Array.isArray(value)) {
    let text = "";
    for (const item of value) {
      const part = valueText(item);
      if (part === undefined) return undefined;
      text += part;
    }
    return text;
  }
  return undefined; // an object is not something a page can show
}
