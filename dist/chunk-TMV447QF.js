import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/html/page-url.ts
function pageUrl(file) {
  const bare = file.replace(/\.(mdx|md)$/i, "");
  const route = bare === "index" ? "" : bare.endsWith("/index") ? bare.slice(0, -"/index".length) : bare;
  return route ? `/${route}/` : "/";
}
function outputFileOf(url) {
  return `${url.replace(/^\/+/, "")}index.html`;
}
function markdownFileOf(url) {
  const route = url.replace(/^\/+|\/+$/g, "");
  return `${route || "index"}.md`;
}
function withBase(basePath, url) {
  return `${basePath}${url.startsWith("/") ? url : `/${url}`}`;
}

// src/html/escape.ts
function escapeHtml(value) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function escapeAttribute(value) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function attributes(values) {
  let out = "";
  for (const [name, value] of Object.entries(values)) {
    if (value === void 0 || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`;
  }
  return out;
}
function cssUrl(href) {
  return `url("${href.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

export {
  pageUrl,
  outputFileOf,
  markdownFileOf,
  withBase,
  escapeHtml,
  escapeAttribute,
  attributes,
  cssUrl
};
