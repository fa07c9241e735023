import http from "node:http";
import type { AddressInfo } from "node:net";
import { escapeAttribute } from "../../html/escape.js";

export interface ListingPage {
  /** The page's address on 127.0.0.1. */
  url: string;
  /** Stops the server and drops its connections. */
  close(): Promise<void>;
}

/**
 * Serves one HTML page that links to `urls`, on 127.0.0.1 at a free port: linkinator checks
 * the links it finds on a page, so this page hands it exactly the links to check.
 */
export async function serveListing(urls: readonly string[]): Promise<ListingPage> {
  const body = `<!doctype html><meta charset="utf-8"><title>docsgate links</title>\n${urls.map((url) => `<a href="${escapeAttribute(url)}">${escapeAttribute(url)}</a>`).join("\n")}\n`;
  const server = http.createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(request.method === "HEAD" ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
