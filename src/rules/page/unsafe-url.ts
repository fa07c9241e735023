import type { Program } from "estree";
import type { MdxJsxAttribute } from "mdast-util-mdx-jsx";
import { isIconImage } from "../../icons/icons.js";
import { styleText, URL_ATTRIBUTES } from "../../render/html-elements.js";
import { attributeKey, attributeProblem } from "../../render/markup-policy.js";
import { rawHtmlAttributes } from "../../render/raw-html.js";
import { evaluate, programExpression, type StaticValue } from "../../render/static-value.js";
import { isDataUrl, shownUrl, srcsetUrls, styleProblem, urlProblem, type UrlKind } from "../../html/url-policy.js";
import { isJsxElement, type JsxElement } from "../../parse/mdx-nodes.js";
import { definePageRule, type PageReport } from "../../pages/page-rule.js";
import { renderedNodes } from "../../pages/rendered-nodes.js";

/** Component attributes that name an image: `<Card img>`, and `icon` when it is a path or URL. */
const COMPONENT_IMAGES = new Set(["img", "image"]);

export const rule = definePageRule(
  {
    id: "page/unsafe-url",
    category: "page",
    // The site strips the URL, as Mintlify strips or neutralizes it: the page still publishes.
    defaultSeverity: "warning",
    description:
      "Every URL in a page is one the site writes: `javascript:`, `vbscript:`, `file:` and `data:` URLs (but raster images) and styles that load them are left out of the built site.",
  },
  (page, report) => {
    const say = (written: string, problem: string, place: PageReport["place"]) =>
      report({
        message: `The URL \`${shownUrl(written)}\` ${problem}, so docsgate's preview leaves it out; Mintlify hands some such URLs to the reader's browser as written. Link to a page or a web address instead.`,
        place,
      });
    const checkUrl = (kind: UrlKind, written: string, place: PageReport["place"] | undefined) => {
      const problem = urlProblem(kind, written);
      if (problem && place) say(written, problem, place);
    };
    // What the markup policy leaves out (a left-out element, whatever it holds, an `on…` attribute) is
    // page/unsafe-html's.
    for (const entry of renderedNodes(page)) {
      const { node } = entry;
      if (node.type === "link" || node.type === "definition") checkUrl("link", node.url, node.position);
      else if (node.type === "image") checkUrl("image", node.url, node.position);
      else if (node.type === "html")
        for (const { tag, name, value } of rawHtmlAttributes(node.value))
          checkAttribute(tag, name, value, node.position, checkUrl, report);
      if (!isJsxElement(node) || entry.htmlElement?.leftOut) continue;
      for (const attribute of node.attributes) {
        if (attribute.type !== "mdxJsxAttribute") continue;
        if (entry.htmlElement && attributeProblem(entry.htmlElement.tag, attributeKey(attribute.name))) continue;
        const value = literal(attribute);
        const place = attribute.position ?? node.position;
        if (typeof value === "string")
          checkJsxAttribute(node, entry.htmlElement?.tag, attribute.name, value, place, checkUrl, report);
        else if (attribute.name === "style" && value !== null && typeof value === "object" && !Array.isArray(value))
          checkAttribute(entry.htmlElement?.tag, "style", styleText(value), place, checkUrl, report);
      }
    }
  },
);

type CheckUrl = (kind: UrlKind, written: string, place: PageReport["place"] | undefined) => void;

/** An attribute of a JSX element; `tag` when the element is an HTML element (see renderedNodes). */
function checkJsxAttribute(
  element: JsxElement,
  tag: string | undefined,
  name: string,
  value: string,
  place: PageReport["place"] | undefined,
  checkUrl: CheckUrl,
  report: (report: PageReport) => void,
): void {
  const key = name.toLowerCase().replace(/[^a-z-]/g, "");
  const isComponent = /^[A-Z]/.test(element.name ?? "") || (element.name ?? "").includes(".");
  if (isComponent && (COMPONENT_IMAGES.has(key) || (key === "icon" && isIconImage(value))))
    return checkUrl("image", value, place);
  checkAttribute(tag, key, value, place, checkUrl, report);
}

/** `name` (see attributeKey) and its value, on the HTML element `tag` (undefined on a component). */
function checkAttribute(
  tag: string | undefined,
  name: string,
  value: string,
  place: PageReport["place"] | undefined,
  checkUrl: CheckUrl,
  report: (report: PageReport) => void,
): void {
  const kind = URL_ATTRIBUTES.get(name);
  if (tag === "iframe" && name === "src" && isDataUrl(value) && urlProblem("image", value) && place)
    // Browsers load a data: frame in an opaque origin of its own, which cannot reach the site or its readers' data.
    report({
      message: `Mintlify keeps the <iframe> src \`${shownUrl(value)}\` and the reader's browser shows it, in an isolated frame that cannot reach the site; docsgate's preview leaves data: URLs out, so the preview shows the frame empty.`,
      place,
      defaultSeverity: "notice",
    });
  else if (name === "srcset") for (const url of srcsetUrls(value)) checkUrl("image", url, place);
  else if (kind) checkUrl(kind, value, place);
  else if (name === "style" && place) {
    const problem = styleProblem(value);
    if (problem)
      report({
        message: `This style ${problem === "runs a script" ? "runs a script" : `loads a URL that ${problem}`}, so the built site leaves the whole style out. Remove it; the site's theme styles every page.`,
        place,
      });
  }
}

/** A JSX attribute's literal value; undefined when it needs code to read. */
function literal(attribute: MdxJsxAttribute): StaticValue | undefined {
  if (typeof attribute.value === "string") return attribute.value;
  if (attribute.value === null || attribute.value === undefined) return undefined;
  const expression = programExpression(attribute.value.data?.estree as Program | undefined);
  if (typeof expression !== "object") return undefined;
  const evaluated = evaluate(expression, new Map());
  return evaluated.ok ? evaluated.value : undefined;
}
