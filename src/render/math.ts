import type { ElementContent } from "hast";
import katex from "katex";
import type { Literal, Node, Parent } from "mdast";
import type { JsxElement } from "../parse/mdx-nodes.js";
import type { InlineMath, Math } from "mdast-util-math";
import { abbreviate } from "./attributes.js";
import { el, raw, text } from "./hast.js";
import type { RenderContext } from "./render-context.js";
import { INVALID_MATH_ID } from "./rule-ids.js";

/**
 * A formula, typeset now with KaTeX (the page then needs only KaTeX's stylesheet and fonts, no
 * script). With `styling.latex: false` the dollars were never meant as math: the source is shown
 * as the text it was written as. An invalid formula shows KaTeX's red error text and is reported.
 */
export function renderMath(
  node: InlineMath | Math,
  context: RenderContext,
  parent: Parent | undefined,
): ElementContent {
  const display = node.type === "math";
  if (context.settings.latex === false) return text(display ? `$$\n${node.value}\n$$` : `$${node.value}$`);
  context.extras.add("katex");
  if (node.type === "inlineMath" && looksLikePrices(node, parent)) {
    context.report(
      INVALID_MATH_ID,
      `\`$${node.value.length > 40 ? abbreviate(node.value) : node.value}$\` reads as a formula, as it does on Mintlify, though the dollars look like prices: the site shows the words between them as math. Write \`\\$\` for a dollar sign that is not math, or set \`styling.latex\` to false in docs.json when the docs have no formulas.`,
      node,
    );
  }
  const html = typeset(node, display, context);
  return display
    ? el("div", { className: ["math", "math-display"] }, [raw(html)])
    : el("span", { className: ["math", "math-inline"] }, [raw(html)]);
}

/**
 * `<Latex>x^2</Latex>`: the formula written as the component's content, inline within a line,
 * displayed on a line of its own. MDX reads `{1}` in `\frac{1}{2}` as an expression: its braces
 * are the formula's, so they are put back. The component asks for math, so `styling.latex: false`
 * does not turn it off.
 */
export function latexComponent(node: JsxElement, context: RenderContext): ElementContent {
  const value = latexSource(node);
  const display = node.type === "mdxJsxFlowElement";
  context.extras.add("katex");
  const formula: InlineMath | Math = display
    ? { type: "math", value, ...(node.position ? { position: node.position } : {}) }
    : { type: "inlineMath", value, ...(node.position ? { position: node.position } : {}) };
  const html = typeset(formula, display, context);
  return display
    ? el("div", { className: ["math", "math-display"], dataComponent: "Latex" }, [raw(html)])
    : el("span", { className: ["math", "math-inline"], dataComponent: "Latex" }, [raw(html)]);
}

/** The formula a `<Latex>` element holds, as written. */
export function latexSource(node: JsxElement): string {
  return formulaText(node.children).trim();
}

function formulaText(nodes: readonly Node[]): string {
  return nodes
    .map((node) => {
      if (node.type === "mdxTextExpression" || node.type === "mdxFlowExpression") return `{${(node as Literal).value}}`;
      if ("value" in node && typeof node.value === "string") return node.value;
      if ("children" in node && Array.isArray(node.children))
        return formulaText(node.children as Node[]) + (node.type === "paragraph" ? "\n" : "");
      return "";
    })
    .join("");
}

/** docs.json `styling.latex`: true or false when set, else undefined (formulas are found page by page). */
export function configLatex(config: unknown): boolean | undefined {
  const styling = config !== null && typeof config === "object" ? (config as { styling?: unknown }).styling : undefined;
  const latex = styling !== null && typeof styling === "object" ? (styling as { latex?: unknown }).latex : undefined;
  return typeof latex === "boolean" ? latex : undefined;
}

/**
 * `costs $5 and $10`: a single dollar opens inline math, so Mintlify typesets `5 and ` in italics.
 * A formula that starts with a number and either ends in a space or is followed by one (`$10`)
 * is two prices, not math (`$2x$` and `$3^2$` are left alone).
 */
function looksLikePrices(node: InlineMath, parent: Parent | undefined): boolean {
  if (!/^\d/.test(node.value)) return false;
  if (/\s$/.test(node.value)) return true;
  const next = parent?.children[parent.children.indexOf(node) + 1];
  return next?.type === "text" && /^\d/.test(next.value);
}

function typeset(node: InlineMath | Math, display: boolean, context: RenderContext): string {
  // `strict: "ignore"`: KaTeX would otherwise print a console warning for every Unicode letter in a formula.
  const options = { displayMode: display, output: "htmlAndMathml" as const, strict: "ignore" as const };
  try {
    return katex.renderToString(node.value, { ...options, throwOnError: true });
  } catch (error) {
    const reason =
      error instanceof katex.ParseError ? error.message.replace(/^KaTeX parse error: /, "") : String(error);
    context.report(
      INVALID_MATH_ID,
      `The formula \`${abbreviate(node.value)}\` is not valid LaTeX (${reason}); the site shows it in red as written. Fix the formula, or write \`\\$\` for a dollar sign that is not math.`,
      node,
    );
    return katex.renderToString(node.value, { ...options, throwOnError: false });
  }
}
