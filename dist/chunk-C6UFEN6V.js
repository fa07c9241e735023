import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  el,
  find,
  html,
  readAttributes,
  svg
} from "./chunk-PXY5HM43.js";
import {
  jsxAttribute
} from "./chunk-BSD27DMV.js";
import {
  srcsetUrls,
  styleProblem
} from "./chunk-M3T6AEA5.js";

// src/render/markup-policy.ts
var LEFT_OUT_ELEMENTS = /* @__PURE__ */ new Set([
  "script",
  "style",
  "object",
  "embed",
  "applet",
  "base",
  "meta",
  "link",
  "frame",
  "frameset",
  "noscript",
  "template"
]);
var CONTENT_LEFT_OUT = /* @__PURE__ */ new Set(["script", "style", "template", "noscript"]);
var MEDIA_ELEMENTS = /* @__PURE__ */ new Set(["video", "iframe", "audio", "source"]);
var MEDIA_ATTRIBUTES = /* @__PURE__ */ new Set([
  "src",
  "srcset",
  "type",
  "title",
  "width",
  "height",
  "poster",
  "controls",
  "autoplay",
  "muted",
  "loop",
  "playsinline",
  "preload",
  "allow",
  "allowfullscreen",
  "loading",
  "frameborder",
  "scrolling",
  "referrerpolicy",
  "crossorigin",
  "sandbox",
  "controlslist",
  "disablepictureinpicture"
]);
var ALWAYS_KEPT = /^(?:classname|class|id|style|data-.*|aria-.*)$/;
function isHtmlElementName(name) {
  return /^[a-z]/.test(name) && !name.includes(".");
}
function attributeKey(name) {
  return name.toLowerCase().replace(/[^a-z-]/g, "");
}
function isLeftOutElement(tag) {
  return LEFT_OUT_ELEMENTS.has(tag);
}
function dropsContent(tag) {
  return CONTENT_LEFT_OUT.has(tag);
}
function attributeProblem(tag, key) {
  if (key.startsWith("on") || key === "srcdoc" || key === "dangerouslysetinnerhtml") return "script";
  if (MEDIA_ELEMENTS.has(tag) && !MEDIA_ATTRIBUTES.has(key) && !ALWAYS_KEPT.test(key)) return "media";
  return void 0;
}
var MINTLIFY_KEEPS_BLOCK = /* @__PURE__ */ new Set(["script", "link"]);
var PREVIEW_WHY = "docsgate's preview leaves it out, because a preview is built from pull requests and runs no scripts, stylesheets or embedded documents of its pages";
function leftOutElementMessage(name, inline) {
  const fix = "Put site-wide scripts and styles in a .js or .css file of the docs folder, which Mintlify adds to every page; an interactive example can be a video, a code block or a link.";
  if (!inline && !MINTLIFY_KEEPS_BLOCK.has(name.toLowerCase()))
    return `<${name}> is left out of the page by Mintlify, which drops a block-level element it does not know, and by docsgate's preview. Remove it. ${fix}`;
  return `Mintlify keeps <${name}> in the page, but ${PREVIEW_WHY}, so the preview shows the page without it. ${fix}`;
}
function leftOutAttributeMessage(attribute, element, problem) {
  if (/^on/i.test(attribute))
    return `The \`${attribute}\` attribute on <${element}> never runs: React, which renders Mintlify's pages, writes no \`on…\` attribute into them, and docsgate's preview leaves it out too. Remove it.`;
  const preview = problem === "script" ? PREVIEW_WHY : "docsgate's preview leaves it out, keeping only the attributes of a player (src, size, title, controls, playback and loading) on a video, audio or frame";
  return `Mintlify keeps the \`${attribute}\` attribute on <${element}>, but ${preview}; the preview shows the ${element} without it.`;
}

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
  isHtmlElementName,
  attributeKey,
  isLeftOutElement,
  dropsContent,
  attributeProblem,
  leftOutElementMessage,
  leftOutAttributeMessage,
  URL_ATTRIBUTES,
  htmlElement,
  attributeUrl,
  styleText
};
