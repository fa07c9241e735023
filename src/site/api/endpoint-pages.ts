import type { DocsConfig } from "../../project/docs-config.js";
import type { RenderedPage } from "../../render/types.js";
import { apiPageSettings } from "./api-settings.js";
import { buildEndpoint } from "./build-endpoint.js";
import type { Endpoint } from "./endpoint.js";
import { endpointPage } from "./endpoint-page.js";
import type { EndpointSource } from "../../openapi/endpoint-sources.js";
import { manualEndpoint } from "./manual-endpoint.js";
import { missingSpecPage, unresolvedOperationPage } from "./missing-spec-page.js";
import type { SpecData } from "../../openapi/spec-data.js";

/**
 * The rendered pages with every API page made an endpoint page. An operation several pages name
 * is read from its spec once.
 */
export function withEndpointPages(
  rendered: ReadonlyMap<string, RenderedPage>,
  specs: readonly SpecData[],
  endpoints: ReadonlyMap<string, EndpointSource>,
  config: Pick<DocsConfig, "value" | "legacy"> | undefined,
): ReadonlyMap<string, RenderedPage> {
  if (endpoints.size === 0) return rendered;
  const settings = apiPageSettings(config);
  const specByKey = new Map(specs.map((spec) => [spec.file, spec]));
  const operations = new Map<string, Endpoint | undefined>();
  const pages = new Map(rendered);
  for (const [file, source] of endpoints) {
    const page = rendered.get(file);
    if (!page) continue;
    if (source.kind === "manual") {
      pages.set(
        file,
        endpointPage(
          page,
          manualEndpoint(source.method, source.target, page.paramFields ?? [], settings),
          "manual",
          settings,
        ),
      );
      continue;
    }
    if (source.kind === "missing") {
      pages.set(file, missingSpecPage(page, source.spec));
      continue;
    }
    if (source.kind === "unresolved") {
      pages.set(file, unresolvedOperationPage(page, source.problem));
      continue;
    }
    const key = `${source.spec}\0${source.method}\0${source.webhook ? "webhook" : "path"}\0${source.path}`;
    if (!operations.has(key)) {
      const spec = specByKey.get(source.spec);
      operations.set(
        key,
        spec &&
          buildEndpoint(
            spec,
            source.method,
            source.path,
            { baseUrls: settings.baseUrls, ...(settings.auth ? { auth: settings.auth } : {}) },
            source.webhook ? "webhooks" : "paths",
          ),
      );
    }
    const endpoint = operations.get(key);
    // A webhook is a request the API sends, not one the reader can try.
    if (endpoint)
      pages.set(
        file,
        endpointPage(page, endpoint, "operation", source.webhook ? { ...settings, playground: "hide" } : settings),
      );
  }
  return pages;
}
