import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  escapeAttribute
} from "./chunk-UUUGY4MQ.js";

// src/site/links/describe-failure.ts
function describeNoAnswer(details, timeoutMs) {
  const error = [...details ?? []].reverse().find((detail) => detail instanceof Error);
  if (!error) return { noAnswer: "network", reason: "no answer" };
  const codes = errorCodes(error);
  const has = (...wanted) => wanted.some((code) => codes.has(code));
  if (error.name === "TimeoutError" || has("UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "ETIMEDOUT")) {
    return { noAnswer: "timeout", reason: `no answer within ${seconds(timeoutMs)}` };
  }
  const network = (reason) => ({ noAnswer: "network", reason });
  if (has("ECONNREFUSED")) return network("connection refused");
  if (has("ENOTFOUND")) return network("host not found (DNS)");
  if (has("EAI_AGAIN")) return network("DNS lookup failed for now (EAI_AGAIN)");
  if (has("ECONNRESET", "UND_ERR_SOCKET", "EPIPE")) return network("connection closed by the server");
  if (has("EHOSTUNREACH", "ENETUNREACH")) return network("host unreachable");
  const tls = [...codes].find((code) => /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|^ERR_TLS|^ERR_SSL/.test(code));
  if (tls) return network(`TLS certificate problem (${tls})`);
  const message = innermostMessage(error);
  if (/redirect count exceeded/i.test(message)) return network("too many redirects");
  if (/^bad port$/i.test(message)) return network("port blocked by fetch (a port browsers refuse)");
  return network(message || "no answer");
}
function seconds(milliseconds) {
  return `${Number((milliseconds / 1e3).toFixed(1))} s`;
}
function errorCodes(error, codes = /* @__PURE__ */ new Set(), depth = 0) {
  if (!error || typeof error !== "object" || depth > 5) return codes;
  const { code, cause, errors } = error;
  if (typeof code === "string") codes.add(code);
  errorCodes(cause, codes, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) errorCodes(inner, codes, depth + 1);
  return codes;
}
function innermostMessage(error) {
  let current = error;
  let message = error.message;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current.message) message = current.message;
    current = current.cause;
  }
  return message;
}

// src/site/links/listing-server.ts
import http from "node:http";
async function serveListing(urls) {
  const body = `<!doctype html><meta charset="utf-8"><title>docsgate links</title>
${urls.map((url) => `<a href="${escapeAttribute(url)}">${escapeAttribute(url)}</a>`).join("\n")}
`;
  const server = http.createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(request.method === "HEAD" ? void 0 : body);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    })
  };
}

// src/site/links/linkinator-check.ts
var LinkCheckError = class extends Error {
};
async function checkSiteUrls(urls, options) {
  const checks = /* @__PURE__ */ new Map();
  if (urls.length === 0) return checks;
  const { LinkChecker } = await import("./src-L4QSGQCQ.js");
  const listing = await serveListing(urls);
  try {
    const result = await new LinkChecker().check({
      path: listing.url,
      recurse: false,
      concurrency: options.concurrency,
      timeout: options.timeoutMs
    });
    for (const link of result.links) {
      const status = link.status ?? 0;
      if (link.url === listing.url) {
        if (link.state !== "OK")
          throw new LinkCheckError(
            `Could not check the site's links: linkinator could not read docsgate's list of them at ${listing.url}${status ? ` (HTTP ${status})` : ""}. Is an HTTP proxy set without NO_PROXY=127.0.0.1?`
          );
        continue;
      }
      const state = link.state === "OK" ? "ok" : link.state === "SKIPPED" ? "skipped" : "broken";
      checks.set(link.url, {
        url: link.url,
        status,
        state,
        ...status === 0 && state === "broken" ? { failure: describeNoAnswer(link.failureDetails, options.timeoutMs).reason } : {}
      });
    }
  } finally {
    await listing.close();
  }
  return checks;
}

export {
  describeNoAnswer,
  serveListing,
  LinkCheckError,
  checkSiteUrls
};
