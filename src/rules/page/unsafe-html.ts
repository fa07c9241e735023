import {
  attributeKey,
  attributeProblem,
  leftOutAttributeMessage,
  leftOutElementMessage,
} from "../../render/markup-policy.js";
import type { JsxElement } from "../../parse/mdx-nodes.js";
import { renderedNodes } from "../../pages/rendered-nodes.js";
import type { PageContext } from "../../pages/page-context.js";
import { tagPlace } from "../../pages/page-components.js";
import { definePageRule, type PageReport } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/unsafe-html",
    category: "page",
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
    if (place) report({ message: leftOutElementMessage(name, element.type === "mdxJsxTextElement"), place });
    return;
  }
  for (const attribute of element.attributes) {
    if (attribute.type !== "mdxJsxAttribute") continue;
    const problem = attributeProblem(tag, attributeKey(attribute.name));
    const at = attribute.position ?? place;
    if (problem && at) report({ message: leftOutAttributeMessage(attribute.name, name, problem), place: at });
  }
}
