import type { GeneratedPage } from "../../project/generated-pages.js";
import type { Navigation } from "../../project/navigation/navigation.js";
import type { RenderedPage } from "../../render/types.js";
import { titleOfSlug } from "../../render/slug-title.js";
import type { EndpointSource } from "../../openapi/endpoint-sources.js";

/**
 * The pages the navigation generates from OpenAPI operations, one per path (the first the
 * navigation lists wins), each keyed by its path: no page file has a key without an extension,
 * so none is taken. Each is an empty page titled as Mintlify titles it (the operation's summary,
 * else its path's last part; a webhook's always the latter), which withEndpointPages makes an
 * endpoint page like an MDX page's with `openapi:` front matter.
 */
export function generatedApiPages(
  pages: readonly GeneratedPage[],
  navigation: Navigation | undefined,
): Map<string, RenderedPage> {
  const rendered = new Map<string, RenderedPage>();
  for (const page of pages) {
    if (rendered.has(page.path)) continue;
    const { operation } = page;
    const slugTitle = titleOfSlug(page.path);
    const title = operation.webhook ? slugTitle : (operation.summary ?? slugTitle);
    const node = page.listing.kind === "entry" ? page.listing.entry : page.listing.node;
    const origin = navigation?.rangeOf(node.path);
    rendered.set(page.path, {
      file: page.path,
      title,
      // A page the spec's `x-mint.href` names shows the name it chose in the sidebar.
      ...(operation.href !== undefined && title !== slugTitle ? { sidebarTitle: slugTitle } : {}),
      html: "",
      toc: [],
      text: "",
      assets: [],
      links: [],
      generatedFrom: {
        spec: page.spec,
        ...(origin
          ? { file: origin.file, line: origin.line, column: origin.column }
          : { file: node.place.file, line: 1, column: 1 }),
      },
    });
  }
  return rendered;
}

/** The operation each generated page documents, by its key in generatedApiPages. */
export function generatedEndpoints(pages: readonly GeneratedPage[]): Map<string, EndpointSource> {
  const endpoints = new Map<string, EndpointSource>();
  for (const { path, spec, operation, missing } of pages) {
    if (endpoints.has(path)) continue;
    if (missing) endpoints.set(path, { kind: "missing", spec: missing });
    else
      endpoints.set(path, {
        kind: "operation",
        spec,
        method: operation.method,
        path: operation.key,
        ...(operation.webhook ? { webhook: true as const } : {}),
      });
  }
  return endpoints;
}
