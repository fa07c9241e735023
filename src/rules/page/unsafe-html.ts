import type { Program } from "estree";
import type { MdxJsxAttribute } from "mdast-util-mdx-jsx";
import {
  attachedHandlerMessage,
  attributeKey,
  attributeProblem,
  dataBlockMessage,
  isAttachedHandler,
  isDataBlockType,
  leftOutAttributeMessage,
  leftOutElementMessage,
} from "../../render/markup-policy.js";
import { programExpression } from "../../render/static-value.js";
import type { JsxElement } from "../../parse/mdx-nodes.js";
import { renderedNodes } from "../../pages/rendered-nodes.js";
import type { PageContext } from "../../pages/page-context.js";
import { tagPlace } from "../../pages/page-components.js";
import { definePageRule, type PageReport } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/unsafe-html",
    category: "page",
    // The site leaves the markup out: the page still publishes without it.
    defaultSeverity: "warning",
    description:
      "Markup docsgate's preview leaves out (`<script>`, `<style>`, embedded objects, `on…` event attributes, `srcdoc`, and attributes a video or frame player does not take), each said with what Mintlify does with it.",
  },
  (page, report) => {
    for (const entry of renderedNodes(page)) {
      if (entry.htmlElement) checkElement(page, entry.node, entry.htmlElement, report);
    }
  },
);

function checkElement(
  page: PageContext,
  element: JsxElement,
  { tag, leftOut }: { tag: string; leftOut: boolean },
  report: (report: PageReport) => void,
): void {
  const name = element.name!;
  const place = tagPlace(page, element);
  if (leftOut) {
    if (!place) return;
    // A data block (JSON-LD) never runs nor shows: the preview without it looks like the site.
    const type = tag === "script" ? literalText(element.attributes.find(isTypeAttribute)) : undefined;
    if (type !== undefined && isDataBlockType(type))
      report({ message: dataBlockMessage(name, type), place, defaultSeverity: "notice" });
    else report({ message: leftOutElementMessage(name, element.type === "mdxJsxTextElement"), place });
    return;
  }
  for (const attribute of element.attributes) {
    if (attribute.type !== "mdxJsxAttribute") continue;
    const problem = attributeProblem(tag, attributeKey(attribute.name));
    const at = attribute.position ?? place;
    if (!problem || !at) continue;
    // A handler Mintlify runs is missing only from docsgate's preview: the published page is right.
    if (isAttachedHandler(attribute.name, givenCode(attribute)))
      report({ message: attachedHandlerMessage(attribute.name, name), place: at, defaultSeverity: "notice" });
    else report({ message: leftOutAttributeMessage(attribute.name, name, problem), place: at });
  }
}

function isTypeAttribute(attribute: JsxElement["attributes"][number]): attribute is MdxJsxAttribute {
  return attribute.type === "mdxJsxAttribute" && attribute.name.toLowerCase() === "type";
}

/** A JSX attribute's text (`type="x"`, `type={"x"}`, `` type={`x`} ``); undefined when absent or not written as text. */
function literalText(attribute: MdxJsxAttribute | undefined): string | undefined {
  if (typeof attribute?.value === "string") return attribute.value;
  if (typeof attribute?.value !== "object" || attribute.value === null) return undefined;
  const expression = programExpression(attribute.value.data?.estree as Program | undefined);
  if (typeof expression !== "object") return undefined;
  if (expression.type === "Literal") return typeof expression.value === "string" ? expression.value : undefined;
  if (expression.type === "TemplateLiteral" && !expression.expressions.length)
    return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** Whether the attribute's value is code, not text or another literal (`{"openChat()"}` is text). */
function givenCode(attribute: MdxJsxAttribute): boolean {
  if (typeof attribute.value !== "object" || attribute.value === null) return false;
  const expression = programExpression(attribute.value.data?.estree as Program | undefined);
  if (typeof expression !== "object") return false;
  return expression.type !== "Literal" && !(expression.type === "TemplateLiteral" && !expression.expressions.length);
}
