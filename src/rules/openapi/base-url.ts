import { displayPath, listWords } from "../../text/json-words.js";

import { openApiFacts, type OpenApiRule } from "../../openapi/cross-checks/context.js";
import { serverMatches, urlParts, type UrlParts } from "../../openapi/cross-checks/urls.js";
import type { SpecIndex } from "../../openapi/types.js";

/** How many server URLs a message names. */
const LISTED = 5;

export const rule: OpenApiRule = {
  context: "openapi",
  meta: {
    id: "openapi/base-url",
    category: "openapi",
    defaultSeverity: "warning",
    description: "Each base URL in docs.json (`api.baseUrl`) is one of the `servers` of the OpenAPI files.",
  },
  check(context, report) {
    const { config, specs, unread } = openApiFacts(context);
    // A listed OpenAPI file that was not read may have the server.
    if (!config || unread.size > 0) return;
    // Relative server URLs (`/v1`) are resolved against wherever the file is served: nothing to compare.
    const servers = specs.flatMap((spec) =>
      spec.servers.flatMap((server) => {
        const parts = urlParts(server.url);
        return parts ? [{ spec, url: server.url, parts }] : [];
      }),
    );
    if (servers.length === 0) return;
    for (const base of config.baseUrls) {
      const parts = urlParts(base.value);
      if (!parts || servers.some((server) => covers(server.spec, server.parts, parts))) continue;
      const urls = [...new Set(servers.map((server) => server.url))];
      const listed =
        listWords(urls.slice(0, LISTED), "and") + (urls.length > LISTED ? ` and ${urls.length - LISTED} more` : "");
      const key = displayPath(base.path.filter((segment) => typeof segment === "string"));
      report(
        config.at(
          base.path,
          `\`${base.value}\` (\`${key}\`) is not among the servers of the OpenAPI files (${listed}): pages written by hand would call one host and pages built from the OpenAPI file another. Use the server the OpenAPI file lists, or add this URL to its \`servers\`.`,
        ),
      );
    }
  },
};

/**
 * Whether requests under `base` reach the spec's operations: `base` is the server, or the server
 * followed by the start of the spec's paths (`https://api.acme.dev/api/v1` for the server
 * `https://api.acme.dev` and paths `/api/v1/...`), which calls the same URLs.
 */
function covers(spec: SpecIndex, server: UrlParts, base: UrlParts): boolean {
  if (serverMatches(server, base)) return true;
  if (!base.path.startsWith(`${server.path}/`) || !serverMatches(server, { ...base, path: server.path })) return false;
  const prefix = base.path.slice(server.path.length);
  return spec.operations.some((operation) => operation.path.startsWith(`${prefix}/`));
}
