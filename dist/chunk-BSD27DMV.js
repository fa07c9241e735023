import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/html/page-url.ts
function pageRoute(file) {
  const bare = file.replace(/\.(mdx|md)$/i, "");
  const route = bare === "index" ? "" : bare.endsWith("/index") ? bare.slice(0, -"/index".length) : bare;
  return route ? `/${route}/` : "/";
}
function pageUrl(file) {
  return encodeRoute(pageRoute(file));
}
function markdownUrl(file) {
  return encodeRoute(`/${markdownFileOf(pageRoute(file))}`);
}
function encodeRoute(route) {
  return route.split("/").map((segment) => encodeURI(segment.toWellFormed()).replace(/[?#]/g, (c) => c === "?" ? "%3F" : "%23")).join("/");
}
function outputFileOf(route) {
  return `${route.replace(/^\/+/, "")}index.html`;
}
function markdownFileOf(route) {
  const bare = route.replace(/^\/+|\/+$/g, "");
  return `${bare || "index"}.md`;
}
function withBase(basePath, url) {
  return `${basePath}${url.startsWith("/") ? url : `/${url}`}`;
}

// src/parse/mdx-nodes.ts
function isJsxElement(node) {
  return node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";
}
function jsxAttribute(element, name) {
  return element.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
}
function jsxStringAttribute(element, name) {
  const attribute = jsxAttribute(element, name);
  if (!attribute) return void 0;
  if (typeof attribute.value === "string") return attribute.value;
  if (attribute.value && typeof attribute.value === "object") {
    const match = /^\s*(["'`])((?:(?!\1)[^\\]|\\.)*)\1\s*$/.exec(attribute.value.value);
    if (match && !(match[1] === "`" && match[2].includes("${"))) return match[2];
  }
  return void 0;
}
function isSpreadAttribute(attribute) {
  return attribute.type === "mdxJsxExpressionAttribute";
}

export {
  pageRoute,
  pageUrl,
  markdownUrl,
  encodeRoute,
  outputFileOf,
  markdownFileOf,
  withBase,
  isJsxElement,
  jsxAttribute,
  jsxStringAttribute,
  isSpreadAttribute
};
