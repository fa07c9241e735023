import type { Element, ElementContent, Properties } from "hast";
import { find, html, svg } from "property-information";
import { jsxAttribute, type JsxElement } from "../parse/mdx-nodes.js";
import { readAttributes } from "./attributes.js";
import { el } from "./hast.js";
import type { RenderContext } from "./render-context.js";
import { attributeKey, attributeProblem, isLeftOutElement } from "./markup-policy.js";
import type { StaticValue } from "./static-value.js";
import { srcsetUrls, styleProblem, type UrlKind } from "../html/url-policy.js";

/** Attributes that hold a URL, and what for: rewritten like Markdown links and images, through the URL policy. */
export const URL_ATTRIBUTES: ReadonlyMap<string, UrlKind> = new Map<string, UrlKind>([
  ["href", "link"],
  ["src", "image"],
  ["srcset", "image"],
  ["poster", "image"],
  ["background", "image"],
  ["action", "link"],
  ["formaction", "link"],
  ["cite", "link"],
  ["data", "link"],
  ["xlinkhref", "link"],
  ["xlink:href", "link"],
  ["ping", "link"],
]);

/** CSS properties that React writes without a unit when given a number. */
const UNITLESS = new Set([
  "opacity",
  "zIndex",
  "flex",
  "flexGrow",
  "flexShrink",
  "order",
  "fontWeight",
  "lineHeight",
  "zoom",
  "gridRow",
  "gridColumn",
  "columnCount",
  "tabSize",
  "aspectRatio",
]);

/**
 * A lowercase JSX element (`<div>`, `<img>`, `<iframe>`) as plain HTML: React attribute names
 * become HTML ones (`className` -> `class`), a literal `style` object becomes CSS text, URLs
 * resolve like Markdown links, and what the markup policy refuses is dropped (check's
 * page/unsafe-html reports it).
 */
export function htmlElement(
  node: JsxElement,
  context: RenderContext,
  children: () => ElementContent[],
): ElementContent[] {
  const name = node.name!;
  const tag = name.toLowerCase();
  if (isLeftOutElement(tag)) return [];
  const inSvg = tag === "svg" || context.svgDepth > 0;
  const properties: Properties = {};
  // What the policy leaves out is not read: an `onClick={handler}` is page/unsafe-html's alone.
  const kept = node.attributes.filter(
    (attribute) => attribute.type !== "mdxJsxAttribute" || !attributeProblem(tag, attributeKey(attribute.name)),
  );
  for (const [attribute, value] of readAttributes({ ...node, attributes: kept }, context)) {
    const key = attributeKey(attribute);
    const text = attributeText(attribute, value);
    if (text === undefined) continue;
    const info = find(inSvg ? svg : html, attribute === "class" ? "className" : attribute);
    const urlKind = URL_ATTRIBUTES.get(key);
    if (urlKind && typeof text === "string") {
      const url = attributeUrl(key, text, (written) =>
        context.url(written, jsxAttribute(node, attribute) ?? node, urlKind),
      );
      if (url !== undefined) properties[info.property] = url;
      continue;
    }
    // A style that loads a refused URL is left out whole (check's page/unsafe-url reports it).
    if (key === "style" && typeof text === "string" && styleProblem(text)) continue;
    properties[info.property] = text;
  }
  if (tag === "a" && properties.target === "_blank") properties.rel = ["noopener", "noreferrer"];
  if (tag === "iframe" && properties.loading === undefined) properties.loading = "lazy";
  if (inSvg) context.svgDepth++;
  try {
    return [el(inSvg ? name : tag, properties, children()) as Element];
  } finally {
    if (inSvg) context.svgDepth--;
  }
}

/**
 * A URL attribute's value as the site writes it: one URL resolved, or each URL of a `srcset`
 * (kept only when all of them are allowed). Undefined drops the attribute.
 */
export function attributeUrl(
  key: string,
  value: string,
  resolve: (written: string) => string | undefined,
): string | undefined {
  if (key !== "srcset") return resolve(value);
  const candidates = value
    .split(",")
    .map((candidate) => candidate.trim())
    .filter(Boolean);
  const urls = srcsetUrls(value).map(resolve);
  if (urls.some((url) => url === undefined)) return undefined;
  return candidates.map((candidate, i) => [urls[i], ...candidate.split(/\s+/).slice(1)].join(" ")).join(", ");
}

/** An attribute value as HTML writes it; undefined drops the attribute (false, objects other than `style`). */
function attributeText(name: string, value: StaticValue): string | boolean | undefined {
  if (typeof value === "boolean") return value || undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value))
    return value.filter((item) => typeof item === "string" || typeof item === "number").join(" ");
  if (value !== null && name === "style") return styleText(value);
  return undefined;
}

/** `{{ maxWidth: 400, backgroundColor: "red" }}` -> `max-width: 400px; background-color: red`. */
export function styleText(style: { [key: string]: StaticValue }): string {
  const declarations: string[] = [];
  for (const [property, value] of Object.entries(style)) {
    if (typeof value !== "string" && typeof value !== "number") continue;
    const cssName = property.startsWith("--")
      ? property
      : property
          .replace(/^(Webkit|Moz|ms)(?=[A-Z])/, (vendor) => `-${vendor.toLowerCase()}`)
          .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const cssValue = typeof value === "number" && value !== 0 && !UNITLESS.has(property) ? `${value}px` : String(value);
    declarations.push(`${cssName}: ${cssValue}`);
  }
  return declarations.join("; ");
}
