import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  INERT_HTML_POLICY
} from "./chunk-6XB3XLVW.js";

// src/site/security/content-security-policy.ts
import { createHash } from "node:crypto";

// src/site/layout/inline-scripts.ts
var EARLY_SCRIPT = `(function(){var d=document.documentElement,s=d.dataset,t=s.themeForced,v;try{t=t||localStorage.getItem("docsgate-theme");v=localStorage.getItem("docsgate-version");if(s.banner&&localStorage.getItem("docsgate-banner")===s.banner)s.bannerClosed=""}catch(e){}if(t!=="light"&&t!=="dark")t=s.themeDefault||(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light");d.dataset.theme=t;d.classList.toggle("dark",t==="dark");var vs=s.versions?s.versions.split("\\n"):[];if(vs.length){if(s.pageVersion)v=s.pageVersion;if(vs.indexOf(v)<0)v=vs[0];s.version=v;var e=document.createElement("style");e.id="docsgate-version-style";e.textContent='[data-version]:not([data-version="'+CSS.escape(v)+'"]){display:none!important}';document.head.appendChild(e)}})();`;
var REDIRECT_SCRIPT = 'location.replace(document.querySelector("link[rel=canonical]").href + location.hash)';

// src/site/security/content-security-policy.ts
function scriptHash(script) {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}
var PAGE_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${scriptHash(EARLY_SCRIPT)} ${scriptHash(REDIRECT_SCRIPT)}`,
  "style-src 'self' 'unsafe-inline' https: http:",
  "img-src 'self' https: http: data:",
  "media-src 'self' https: http:",
  "frame-src 'self' https: http:",
  "font-src 'self' https: http: data:",
  "connect-src 'self' https: http:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'"
].join("; ");
var PAGE_POLICY_META = `<meta http-equiv="Content-Security-Policy" content="${PAGE_POLICY}">`;
var SANDBOX_POLICY = `sandbox; ${INERT_HTML_POLICY}`;
var SITE_DOCUMENT_START = new RegExp(
  `^<!doctype html>\\s*<html[^>]*>\\s*<head>\\s*<meta charset="utf-8">\\s*${PAGE_POLICY_META.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
  "i"
);
function isSiteDocument(start) {
  return SITE_DOCUMENT_START.test(start);
}

export {
  EARLY_SCRIPT,
  REDIRECT_SCRIPT,
  PAGE_POLICY,
  PAGE_POLICY_META,
  SANDBOX_POLICY,
  isSiteDocument
};
