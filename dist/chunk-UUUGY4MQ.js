import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

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
  escapeHtml,
  escapeAttribute,
  attributes,
  cssUrl
};
