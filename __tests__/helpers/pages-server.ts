import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * A static server on 127.0.0.1 that serves a folder the way GitHub Pages serves a branch of a project site
 * (`https://<owner>.github.io/<repo>/`): everything under `/<repo>/`; a folder's URL without its slash redirected to
 * it, then answered with its index.html; `foo` answered with `foo.html` when that is there; anything else with the
 * branch root's 404.html and status 404. Without `.nojekyll` at the root Jekyll would build the branch and leave out
 * every path with a segment starting with `_` (so `_docsgate/`): then those are missing here too. No
 * Content-Security-Policy header, as Pages sends none: a page's own `<meta>` policy is all that protects it.
 */
export interface PagesServer {
  /** `http://127.0.0.1:PORT/<repo>/` */
  url: string;
  /** The path and status of every request, in order. */
  requests: { path: string; status: number }[];
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".mp4": "video/mp4",
};

export async function startPagesServer(branchDir: string, repo: string): Promise<PagesServer> {
  const prefix = `/${repo}`;
  const requests: PagesServer["requests"] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const reply = (status: number, headers: http.OutgoingHttpHeaders, body?: Buffer | string) => {
      requests.push({ path: url.pathname, status });
      response.writeHead(status, headers);
      response.end(request.method === "HEAD" ? undefined : body);
    };
    const file = (status: number, full: string) =>
      reply(
        status,
        { "content-type": CONTENT_TYPES[path.extname(full).toLowerCase()] ?? "application/octet-stream" },
        readFileSync(full),
      );
    const notFound = () => {
      const page = path.join(branchDir, "404.html");
      if (existsSync(page)) file(404, page);
      else reply(404, { "content-type": "text/plain; charset=utf-8" }, "404 File not found");
    };
    if (url.pathname === prefix) return reply(301, { location: `${prefix}/${url.search}` });
    if (!url.pathname.startsWith(`${prefix}/`)) return notFound();
    let segments: string[];
    try {
      segments = url.pathname
        .slice(prefix.length + 1)
        .split("/")
        .map(decodeURIComponent);
    } catch {
      return notFound();
    }
    if (segments.some((segment) => segment === ".." || segment.includes("\\") || segment.includes("\0")))
      return notFound();
    const noJekyll = existsSync(path.join(branchDir, ".nojekyll"));
    if (!noJekyll && segments.some((segment) => segment.startsWith("_") || segment.startsWith("."))) return notFound();
    const full = path.join(branchDir, ...segments);
    const stats = statSync(full, { throwIfNoEntry: false });
    if (stats?.isDirectory()) {
      if (!url.pathname.endsWith("/")) return reply(301, { location: `${url.pathname}/${url.search}` });
      const index = path.join(full, "index.html");
      return existsSync(index) ? file(200, index) : notFound();
    }
    if (stats?.isFile()) return file(200, full);
    if (existsSync(`${full}.html`)) return file(200, `${full}.html`);
    notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}/`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
