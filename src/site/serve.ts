import {
  closeSync,
  createReadStream,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  realpathSync,
  statSync,
} from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { isSiteDocument, PAGE_POLICY, SANDBOX_POLICY } from "./security/content-security-policy.js";

/** Content types of what a built site holds; anything else is served as bytes. */
const CONTENT_TYPES: Record<string, string> = {
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
  ".zip": "application/zip",
};

export interface ServeOptions {
  /** "" or `/docs`, as the site was built with. */
  basePath: string;
  port: number;
  host?: string;
}

/**
 * A static server for a built site, as a static host would serve it: `/guide/` from
 * `guide/index.html`, `/guide` redirected to `/guide/`, the site's 404.html with status 404,
 * everything under the base path. Nothing outside the folder is ever served.
 */
export function createSiteServer(siteDir: string, basePath: string): http.Server {
  const root = realpathSync(siteDir);
  return http.createServer((request, response) => {
    const reply = (status: number, headers: http.OutgoingHttpHeaders, body?: string | Buffer) => {
      response.writeHead(status, { "x-content-type-options": "nosniff", "cache-control": "no-cache", ...headers });
      response.end(request.method === "HEAD" ? undefined : body);
    };
    if (request.method !== "GET" && request.method !== "HEAD")
      return reply(405, { allow: "GET, HEAD", "content-type": CONTENT_TYPES[".txt"] }, "Method not allowed\n");
    const notFound = () => {
      const page = path.join(root, "404.html");
      return existsSync(page)
        ? reply(404, { "content-type": CONTENT_TYPES[".html"], ...policyOf(page) }, readFileSync(page))
        : reply(404, { "content-type": CONTENT_TYPES[".txt"] }, "Not found\n");
    };

    const [rawPath = "/", query] = splitQuery(request.url ?? "/");
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      return reply(400, { "content-type": CONTENT_TYPES[".txt"] }, "Bad request\n");
    }
    // A backslash separates folders only on Windows; elsewhere it is a character of a file's name (`a\b.mdx`).
    if (urlPath.includes("\0") || (path.sep === "\\" && urlPath.includes("\\"))) return notFound();
    if (basePath) {
      if (urlPath === "/" || urlPath === basePath) return reply(302, { location: `${basePath}/${query}` });
      if (!urlPath.startsWith(`${basePath}/`)) return notFound();
      urlPath = urlPath.slice(basePath.length);
    }
    // Segments `..` never climb out: normalized against the site's root first.
    const relative = path.posix
      .normalize(urlPath)
      .replace(/^(\.\.\/?)+/, "")
      .replace(/^\/+/, "");
    const target = resolveInside(root, relative);
    if (!target) return notFound();
    let file = target;
    if (statSync(target).isDirectory()) {
      // Built from the normalized path, so the redirect never leads to another host (`//host`).
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
      "cache-control": "no-cache",
    });
    if (request.method === "HEAD") return response.end();
    createReadStream(file).pipe(response);
  });
}

/** Starts the server; resolves with its address once it listens. */
export async function serveSite(siteDir: string, options: ServeOptions): Promise<{ server: http.Server; url: string }> {
  const server = createSiteServer(siteDir, options.basePath);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${host}:${port}${options.basePath}/` };
}

function splitQuery(url: string): [string, string] {
  const at = url.search(/[?#]/);
  return at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at)];
}

/** The real path of `relative` under `root`, or undefined when it is missing or leads out (a symlink). */
function resolveInside(root: string, relative: string): string | undefined {
  let real: string;
  try {
    real = realpathSync(path.join(root, relative));
  } catch {
    return undefined;
  }
  return real === root || real.startsWith(root + path.sep) ? real : undefined;
}

/** Types a browser runs scripts in when a file of them is opened on its own. */
const ACTIVE_TYPES = new Set([".html", ".svg", ".xml"]);
/** The start of an HTML file read to tell the site's own documents from others: their policy is in the first line. */
const START_BYTES = 64 * 1024;

/**
 * The Content-Security-Policy header of a file: the site's own documents get the policy their `<meta>` holds (as a
 * header it also covers what a browser reads before the meta); any other HTML, SVG or XML file a sandbox.
 */
function policyOf(file: string): http.OutgoingHttpHeaders {
  const extension = path.extname(file).toLowerCase();
  if (!ACTIVE_TYPES.has(extension)) return {};
  return {
    "content-security-policy": extension === ".html" && isSiteDocument(startOf(file)) ? PAGE_POLICY : SANDBOX_POLICY,
  };
}

function startOf(file: string): string {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(START_BYTES);
    return buffer.toString("utf8", 0, readSync(fd, buffer, 0, START_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}
