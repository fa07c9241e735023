import type { Html } from "mdast";
import {
  attributeKey,
  attributeProblem,
  leftOutAttributeMessage,
  leftOutElementMessage,
} from "../../render/markup-policy.js";
import { isComponentTag, rawHtmlPieces } from "../../render/raw-html.js";
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
      "Pages hold no scripts: `<script>`, `<style>`, embedded objects, `on…` event attributes, `srcdoc`, and attributes a video or frame player does not take are left out of the built site.",
  },
  (page, report) => {
    for (const entry of renderedNodes(page)) {
      if (entry.htmlElement) checkElement(page, entry.node, entry.htmlElement, report);
      else if (entry.node.type === "html") checkRawHtml(page, entry.node, report);
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
    if (place) report({ message: leftOutElementMessage(name), place });
    return;
  }
  for (const attribute of element.attributes) {
    if (attribute.type !== "mdxJsxAttribute") continue;
    const problem = attributeProblem(tag, attributeKey(attribute.name));
    const at = attribute.position ?? place;
    if (problem && at) report({ message: leftOutAttributeMessage(attribute.name, name, problem), place: at });
  }
}

/** Raw HTML in a Markdown page, read piece by piece as the renderer reads it. */
function checkRawHtml(page: PageContext, node: Html, report: (report: PageReport) => void): void {
  const start = node.position?.start.offset;
  // Inside a quote or list the node's value drops the markers, so offsets in it are not page offsets.
  const exact = start !== undefined && page.text.slice(start, node.position?.end.offset) === node.value;
  const placeOf = (index: number, length: number) =>
    exact ? page.positionOf(start + index, start + index + length) : node.position;
  for (const piece of rawHtmlPieces(node.value)) {
    const place = piece.kind === "text" ? undefined : placeOf(piece.index, piece.name.length + 1);
    if (piece.kind === "left-out" && place) report({ message: leftOutElementMessage(piece.name), place });
    if (piece.kind !== "tag" || isComponentTag(piece.name)) continue;
    for (const attribute of piece.attributes) {
      const problem = attributeProblem(piece.name.toLowerCase(), attributeKey(attribute.name));
      const at = placeOf(attribute.index, attribute.name.length);
      if (problem && at) report({ message: leftOutAttributeMessage(attribute.name, piece.name, problem), place: at });
    }
  }
}
