import type { Document } from "@redocly/openapi-core";
import { HTTP_METHODS } from "../project/navigation/operation-reference.js";
import { child, type Located, type SpecDocuments } from "./spec-documents.js";
import type { OperationNaming } from "../project/generated-pages.js";
import type {
  SpecExampleString,
  SpecIndex,
  SpecOperation,
  SpecPageNaming,
  SpecSecurityScheme,
  SpecWebhook,
} from "./types.js";

type Node = Record<string, unknown>;

/** Keys whose values are examples (of a schema, a parameter, a media type) or code samples. */
export const EXAMPLE_KEYS = new Set(["example", "examples", "x-codeSamples", "x-code-samples"]);

/**
 * What the cross-checks need from one spec, each with its place: operations (also those in
 * path items other files hold through `$ref`), webhooks, security schemes, servers and the
 * strings of its examples.
 */
export function buildSpecIndex(file: string, version: string, root: Document, documents: SpecDocuments): SpecIndex {
  const top = root.parsed as Node;
  const at: Located = { document: root, pointer: "#", node: top };
  return {
    file,
    version,
    operations: operations(at, documents),
    webhooks: [...webhooks(at, "webhooks", documents), ...webhooks(at, "x-webhooks", documents)],
    securitySchemes: securitySchemes(at, version, documents),
    servers: servers(at, version, documents),
    examples: examples(documents),
    pageNaming: pageNaming(at, documents),
  };
}

function field(located: Located, key: string, documents: SpecDocuments): Located | undefined {
  const node = located.node;
  if (!isObject(node) || !Object.hasOwn(node, key)) return undefined;
  return documents.deref({ document: located.document, pointer: child(located.pointer, key), node: node[key] });
}

function entries(located: Located | undefined, documents: SpecDocuments): [string, Located][] {
  if (!located || !isObject(located.node)) return [];
  const found: [string, Located][] = [];
  for (const [key, node] of Object.entries(located.node)) {
    const entry = documents.deref({ document: located.document, pointer: child(located.pointer, key), node });
    if (entry) found.push([key, entry]);
  }
  return found;
}

function operations(root: Located, documents: SpecDocuments): SpecOperation[] {
  const found: SpecOperation[] = [];
  const rootSecurity = nonEmpty((root.node as Node).security);
  for (const [path, item] of entries(field(root, "paths", documents), documents)) {
    if (!isObject(item.node)) continue;
    const itemParameters = nonEmpty(item.node.parameters);
    for (const [method, operation] of Object.entries(item.node)) {
      if (!HTTP_METHODS.has(method) || !isObject(operation)) continue;
      const responses = field(
        { document: item.document, pointer: child(item.pointer, method), node: operation },
        "responses",
        documents,
      );
      found.push({
        method,
        path,
        ...(typeof operation.operationId === "string" ? { operationId: operation.operationId } : {}),
        responses: isObject(responses?.node) ? Object.keys(responses.node) : [],
        ...(operation.deprecated === true ? { deprecated: true } : {}),
        ...(path.includes("{") ||
        itemParameters ||
        nonEmpty(operation.parameters) ||
        operation.requestBody !== undefined ||
        (operation.security === undefined ? rootSecurity : nonEmpty(operation.security))
          ? {}
          : { takesNothing: true }),
        place: documents.place(item.document.source, child(item.pointer, method), true),
      });
    }
  }
  return found;
}

/** A list with something in it: `parameters`, `security` (`security: []` makes an operation public). */
function nonEmpty(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

function webhooks(root: Located, key: string, documents: SpecDocuments): SpecWebhook[] {
  const found: SpecWebhook[] = [];
  const map = field(root, key, documents);
  for (const [name, item] of entries(map, documents)) {
    if (!isObject(item.node)) continue;
    found.push({
      name,
      methods: Object.keys(item.node).filter((method) => HTTP_METHODS.has(method)),
      place: documents.place(map!.document.source, child(map!.pointer, name), true),
    });
  }
  return found;
}

/** The label of a tag's navigation group: `x-group`, else `x-displayName` (as Mintlify reads them). */
function groupLabel(tag: Node): { group?: string } {
  const label = [tag["x-group"], tag["x-displayName"]].find((value) => typeof value === "string");
  return typeof label === "string" ? { group: label } : {};
}

/** The site names generated pages after `paths` and `webhooks` (not Swagger's `x-webhooks`). */
function pageNaming(root: Located, documents: SpecDocuments): SpecPageNaming {
  const top = root.node as Node;
  const tags = Array.isArray(top.tags)
    ? top.tags.flatMap((tag) =>
        isObject(tag) && typeof tag.name === "string"
          ? [{ name: tag.name, ...(typeof tag.kind === "string" ? { kind: tag.kind } : {}), ...groupLabel(tag) }]
          : [],
      )
    : [];
  const operations: OperationNaming[] = [];
  for (const [map, webhook] of [
    ["paths", false],
    ["webhooks", true],
  ] as const) {
    for (const [key, item] of entries(field(root, map, documents), documents)) {
      if (!isObject(item.node)) continue;
      for (const [method, operation] of Object.entries(item.node)) {
        if (HTTP_METHODS.has(method) && isObject(operation))
          operations.push(operationNaming(method, key, webhook, operation));
      }
    }
  }
  return { tags, operations };
}

function operationNaming(method: string, key: string, webhook: boolean, operation: Node): OperationNaming {
  const mint = isObject(operation["x-mint"]) ? operation["x-mint"] : {};
  return {
    method,
    key,
    ...(webhook ? { webhook } : {}),
    ...(typeof operation.summary === "string" ? { summary: operation.summary } : {}),
    tags: Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === "string") : [],
    ...(typeof mint.href === "string" ? { href: mint.href } : {}),
    ...(operation["x-hidden"] ? { hidden: true as const } : {}),
    ...(operation["x-excluded"] ? { excluded: true as const } : {}),
  };
}

function securitySchemes(root: Located, version: string, documents: SpecDocuments): SpecSecurityScheme[] {
  const components = version === "2.0" ? root : field(root, "components", documents);
  const map = components && field(components, version === "2.0" ? "securityDefinitions" : "securitySchemes", documents);
  const found: SpecSecurityScheme[] = [];
  for (const [name, scheme] of entries(map, documents)) {
    const value = scheme.node;
    if (!isObject(value) || typeof value.type !== "string") continue;
    found.push({
      name,
      type: value.type,
      ...(typeof value.scheme === "string" ? { scheme: value.scheme } : {}),
      ...(typeof value.in === "string" ? { in: value.in } : {}),
      ...(typeof value.name === "string" ? { parameterName: value.name } : {}),
      place: documents.place(map!.document.source, child(map!.pointer, name), true),
    });
  }
  return found;
}

function servers(root: Located, version: string, documents: SpecDocuments): SpecIndex["servers"] {
  const top = root.node as Node;
  if (version === "2.0") {
    if (typeof top.host !== "string") return [];
    const basePath = typeof top.basePath === "string" ? top.basePath : "";
    // Without `schemes` a client uses the scheme the spec was fetched with: https for a published one.
    const schemes =
      Array.isArray(top.schemes) && top.schemes.length
        ? top.schemes.filter((scheme): scheme is string => typeof scheme === "string")
        : ["https"];
    const place = documents.place(root.document.source, "#/host", false);
    return schemes.map((scheme) => ({ url: `${scheme}://${top.host}${basePath}`, place }));
  }
  const list = field(root, "servers", documents);
  if (!list || !Array.isArray(list.node)) return [];
  return list.node.flatMap((server, i) =>
    isObject(server) && typeof server.url === "string"
      ? [{ url: server.url, place: documents.place(list.document.source, child(child(list.pointer, i), "url")) }]
      : [],
  );
}

/** Every string under an example key, in every file of the spec; each file is walked once. */
function examples(documents: SpecDocuments): SpecExampleString[] {
  const found: SpecExampleString[] = [];
  for (const document of documents.documents.values()) {
    const walk = (node: unknown, pointer: string, inExample: boolean) => {
      if (typeof node === "string") {
        if (inExample) found.push({ value: node, place: documents.place(document.source, pointer) });
      } else if (Array.isArray(node)) {
        node.forEach((item, i) => walk(item, child(pointer, i), inExample));
      } else if (isObject(node)) {
        for (const [key, value] of Object.entries(node)) {
          // A `$ref` names another part of the spec; the example it leads to is walked where it sits.
          if (key === "$ref" && typeof value === "string") continue;
          walk(value, child(pointer, key), inExample || EXAMPLE_KEYS.has(key));
        }
      }
    };
    walk(document.parsed, "#", false);
  }
  return found;
}

function isObject(node: unknown): node is Node {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}
