import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  attributeKey,
  attributeProblem,
  el,
  find,
  html,
  isLeftOutElement,
  readAttributes,
  svg
} from "./chunk-ARJOCTAC.js";
import {
  jsxAttribute
} from "./chunk-BSD27DMV.js";
import {
  srcsetUrls,
  styleProblem
} from "./chunk-6XB3XLVW.js";

// src/render/html-elements.ts
var URL_ATTRIBUTES = /* @__PURE__ */ new Map([
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
  ["ping", "link"]
]);
var UNITLESS = /* @__PURE__ */ new Set([
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
  "aspectRatio"
]);
function htmlElement(node, context, children) {
  const name = node.name;
  const tag = name.toLowerCase();
  if (isLeftOutElement(tag)) return [];
  const inSvg = tag === "svg" || context.svgDepth > 0;
  const properties = {};
  const kept = node.attributes.filter(
    (attribute) => attribute.type !== "mdxJsxAttribute" || !attributeProblem(tag, attributeKey(attribute.name))
  );
  for (const [attribute, value] of readAttributes({ ...node, attributes: kept }, context)) {
    const key = attributeKey(attribute);
    const text = attributeText(attribute, value);
    if (text === void 0) continue;
    const info = find(inSvg ? svg : html, attribute === "class" ? "className" : attribute);
    const urlKind = URL_ATTRIBUTES.get(key);
    if (urlKind && typeof text === "string") {
      const url = attributeUrl(
        key,
        text,
        (written) => context.url(written, jsxAttribute(node, attribute) ?? node, urlKind)
      );
      if (url !== void 0) properties[info.property] = url;
      continue;
    }
    if (key === "style" && typeof text === "string" && styleProblem(text)) continue;
    properties[info.property] = text;
  }
  if (tag === "a" && properties.target === "_blank") properties.rel = ["noopener", "noreferrer"];
  if (tag === "iframe" && properties.loading === void 0) properties.loading = "lazy";
  if (inSvg) context.svgDepth++;
  try {
    return [el(inSvg ? name : tag, properties, children())];
  } finally {
    if (inSvg) context.svgDepth--;
  }
}
function attributeUrl(key, value, resolve) {
  if (key !== "srcset") return resolve(value);
  const candidates = value.split(",").map((candidate) => candidate.trim()).filter(Boolean);
  const urls = srcsetUrls(value).map(resolve);
  if (urls.some((url) => url === void 0)) return void 0;
  return candidates.map((candidate, i) => [urls[i], ...candidate.split(/\s+/).slice(1)].join(" ")).join(", ");
}
function attributeText(name, value) {
  if (typeof value === "boolean") return value || void 0;
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value))
    return value.filter((item) => typeof item === "string" || typeof item === "number").join(" ");
  if (value !== null && name === "style") return styleText(value);
  return void 0;
}
function styleText(style) {
  const declarations = [];
  for (const [property, value] of Object.entries(style)) {
    if (typeof value !== "string" && typeof value !== "number") continue;
    const cssName = property.startsWith("--") ? property : property.replace(/^(Webkit|Moz|ms)(?=[A-Z])/, (vendor) => `-${vendor.toLowerCase()}`).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const cssValue = typeof value === "number" && value !== 0 && !UNITLESS.has(property) ? `${value}px` : String(value);
    declarations.push(`${cssName}: ${cssValue}`);
  }
  return declarations.join("; ");
}

export {
  URL_ATTRIBUTES,
  htmlElement,
  attributeUrl,
  styleText
};
