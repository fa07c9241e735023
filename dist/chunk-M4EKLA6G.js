import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  PAGE_POLICY,
  SANDBOX_POLICY,
  isSiteDocument
} from "./chunk-DUK4ZRUO.js";

// src/site/serve.ts
import {
  closeSync,
  createReadStream,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  realpathSync,
  statSync
} from "node:fs";
import http from "node:http";
import path from "node:path";
var CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mov": "video/quicktime",
  ".mp3": "audio/mpeg",
  ".pdf": "application/pdf",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".yaml": "text/yaml; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".zip": "application/zip"
};
function createSiteServer(siteDir, basePath) {
  const root = realpathSync(siteDir);
  return http.createServer((request, response) => {
    const reply = (status, headers, body) => {
      response.writeHead(status, { "x-content-type-options": "nosniff", "cache-control": "no-cache", ...headers });
      response.end(request.method === "HEAD" ? void 0 : body);
    };
    if (request.method !== "GET" && request.method !== "HEAD")
      return reply(405, { allow: "GET, HEAD", "content-type": CONTENT_TYPES[".txt"] }, "Method not allowed\n");
    const notFound = () => {
      const page = path.join(root, "404.html");
      return existsSync(page) ? reply(404, { "content-type": CONTENT_TYPES[".html"], ...policyOf(page) }, readFileSync(page)) : reply(404, { "content-type": CONTENT_TYPES[".txt"] }, "Not found\n");
    };
    const [rawPath = "/", query] = splitQuery(request.url ?? "/");
    let urlPath;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      return reply(400, { "content-type": CONTENT_TYPES[".txt"] }, "Bad request\n");
    }
    if (urlPath.includes("\0") || path.sep === "\\" && urlPath.includes("\\")) return notFound();
    if (basePath) {
      if (urlPath === "/" || urlPath === basePath) return reply(302, { location: `${basePath}/${query}` });
      if (!urlPath.startsWith(`${basePath}/`)) return notFound();
      urlPath = urlPath.slice(basePath.length);
    }
    const relative = path.posix.normalize(urlPath).replace(/^(\.\.\/?)+/, "").replace(/^\/+/, "");
    const target = resolveInside(root, relative);
    if (!target) return notFound();
    let file = target;
    if (statSync(target).isDirectory()) {
      if (!rawPath.endsWith("/"))
        return reply(301, { location: `${basePath}/${relative ? `${encodeURI(relative)}/` : ""}${query}` });
      file = resolveInside(root, path.posix.join(relative, "index.html")) ?? "";
      if (!file || !statSync(file).isFile()) return notFound();
    } else if (!statSync(target).isFile()) {
      return notFound();
    }
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    response.writeHead(200, {
      "content-type": type,
      ...policyOf(file),
      "content-length": statSync(file).size,
      "x-content-type-options": "nosniff",
      "cache-control": "no-cache"
    });
    if (request.method === "HEAD") return response.end();
    createReadStream(file).pipe(response);
  });
}
async function serveSite(siteDir, options) {
  const server = createSiteServer(siteDir, options.basePath);
  const host = options.host ?? "127.0.0.1";
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address();
  return { server, url: `http://${host}:${port}${options.basePath}/` };
}
function splitQuery(url) {
  const at = url.search(/[?#]/);
  return at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at)];
}
function resolveInside(root, relative) {
  let real;
  try {
    real = realpathSync(path.join(root, relative));
  } catch {
    return void 0;
  }
  return real === root || real.startsWith(root + path.sep) ? real : void 0;
}
var ACTIVE_TYPES = /* @__PURE__ */ new Set([".html", ".svg", ".xml"]);
var START_BYTES = 64 * 1024;
function policyOf(file) {
  const extension = path.extname(file).toLowerCase();
  if (!ACTIVE_TYPES.has(extension)) return {};
  return {
    "content-security-policy": extension === ".html" && isSiteDocument(startOf(file)) ? PAGE_POLICY : SANDBOX_POLICY
  };
}
function startOf(file) {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(START_BYTES);
    return buffer.toString("utf8", 0, readSync(fd, buffer, 0, START_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

export {
  createSiteServer,
  serveSite
};
