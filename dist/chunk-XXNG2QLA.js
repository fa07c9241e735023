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

export {
  pageUrl,
  outputFileOf,
  markdownFileOf,
  withBase
};
