import { resolvePages } from "./cross-checks/resolve-pages.js";
import type { OpenApiContext } from "./cross-checks/context.js";
import { parseEndpointReference, parseOperationReference } from "../project/navigation/operation-reference.js";
import { specKey } from "./cross-checks/site-config.js";
import type { MissingRemoteSpec, SpecOperation } from "./types.js";

/** What an endpoint page is built from: an operation of a spec, or the page's own `api:` line and ParamFields. */
export type EndpointSource =
  | {
      kind: "operation";
      /** The spec's key (SpecIndex.file). */ spec: string;
      method: string;
      /** Or a webhook's name. */ path: string;
      webhook?: true;
    }
  | { kind: "manual"; method: string; /** As written: a full URL, or a path under `api.baseUrl`. */ target: string }
  /** The operation is in a remote spec that was not fetched, or whose fetch failed: the page says so. */
  | { kind: "missing"; spec: MissingRemoteSpec }
  /** The page's `openapi` names no operation the site has (check reports it at the line): the page says so. */
  | { kind: "unresolved"; problem: string };

/**
 * The endpoint each page documents, by page file: pages whose `openapi` front matter names
 * exactly one operation (a wrong or ambiguous reference is check's to report at its line; the page says why it has no
 * reference), and pages with the legacy `api: "METHOD URL"`.
 */
export function endpointSources(context: OpenApiContext): Map<string, EndpointSource> {
  const sources = new Map<string, EndpointSource>();
  for (const resolution of resolvePages(context)) {
    if (resolution.fact.key === "api") {
      const reference = parseEndpointReference(resolution.fact.value);
      if (reference.kind === "endpoint")
        sources.set(resolution.file, { kind: "manual", method: reference.method, target: reference.target });
      continue;
    }
    const [document] = resolution.documents;
    if (!document && !resolution.problem) {
      const missing = missingSpecOf(resolution.fact.value, context.openapi.missingRemote ?? []);
      if (missing) sources.set(resolution.file, { kind: "missing", spec: missing });
      continue;
    }
    if (resolution.problem) {
      sources.set(resolution.file, { kind: "unresolved", problem: resolution.problem });
      continue;
    }
    if (resolution.documents.length !== 1 || !document) continue;
    if (!("path" in document)) {
      // A webhook (`webhook NAME`): built from the spec's `webhooks` entry, with no playground.
      const spec = context.openapi.specs.find((index) => index.webhooks.includes(document));
      const method = document.methods[0];
      if (spec && method)
        sources.set(resolution.file, {
          kind: "operation",
          spec: spec.file,
          method,
          path: document.name,
          webhook: true,
        });
      continue;
    }
    const spec = context.openapi.specs.find((index) => index.operations.includes(document as SpecOperation));
    if (spec)
      sources.set(resolution.file, {
        kind: "operation",
        spec: spec.file,
        method: document.method,
        path: document.path,
      });
  }
  return sources;
}

/**
 * The remote spec a reference that could not be judged would be read from: the one it names, or (naming none) the
 * first remote spec that was not read, where the operation may be.
 */
function missingSpecOf(value: string, missing: readonly MissingRemoteSpec[]): MissingRemoteSpec | undefined {
  const reference = parseOperationReference(value);
  if (reference.kind === "malformed") return undefined;
  if (reference.spec === undefined) return missing[0];
  const key = specKey(reference.spec);
  return missing.find((spec) => specKey(spec.url) === key);
}
