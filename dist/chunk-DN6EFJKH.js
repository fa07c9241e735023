import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  child
} from "./chunk-BPU2NOSW.js";
import {
  HTTP_METHODS
} from "./chunk-FTXZLPLP.js";

// src/openapi/spec-request.ts
var MAX_SPEC_BYTES = 20 * 1024 * 1024;
function megabytes(bytes) {
  return (bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1);
}

// src/openapi/spec-index.ts
var EXAMPLE_KEYS = /* @__PURE__ */ new Set(["example", "examples", "x-codeSamples", "x-code-samples"]);
function buildSpecIndex(file, version, root, documents) {
  const top = root.parsed;
  const at = { document: root, pointer: "#", node: top };
  return {
    file,
    version,
    operations: operations(at, documents),
    webhooks: [...webhooks(at, "webhooks", documents), ...webhooks(at, "x-webhooks", documents)],
    securitySchemes: securitySchemes(at, version, documents),
    servers: servers(at, version, documents),
    examples: examples(documents),
    pageNaming: pageNaming(at, documents)
  };
}
function field(located, key, documents) {
  const node = located.node;
  if (!isObject(node) || !Object.hasOwn(node, key)) return void 0;
  return documents.deref({ document: located.document, pointer: child(located.pointer, key), node: node[key] });
}
function entries(located, documents) {
  if (!located || !isObject(located.node)) return [];
  const found = [];
  for (const [key, node] of Object.entries(located.node)) {
    const entry = documents.deref({ document: located.document, pointer: child(located.pointer, key), node });
    if (entry) found.push([key, entry]);
  }
  return found;
}
function operations(root, documents) {
  const found = [];
  const rootSecurity = nonEmpty(root.node.security);
  for (const [path, item] of entries(field(root, "paths", documents), documents)) {
    if (!isObject(item.node)) continue;
    const itemParameters = nonEmpty(item.node.parameters);
    for (const [method, operation] of Object.entries(item.node)) {
      if (!HTTP_METHODS.has(method) || !isObject(operation)) continue;
      const responses = field(
        { document: item.document, pointer: child(item.pointer, method), node: operation },
        "responses",
        documents
      );
      found.push({
        method,
        path,
        ...typeof operation.operationId === "string" ? { operationId: operation.operationId } : {},
        responses: isObject(responses?.node) ? Object.keys(responses.node) : [],
        ...operation.deprecated === true ? { deprecated: true } : {},
        ...path.includes("{") || itemParameters || nonEmpty(operation.parameters) || operation.requestBody !== void 0 || (operation.security === void 0 ? rootSecurity : nonEmpty(operation.security)) ? {} : { takesNothing: true },
        place: documents.place(item.document.source, child(item.pointer, method), true)
      });
    }
  }
  return found;
}
function nonEmpty(value) {
  return Array.isArray(value) && value.length > 0;
}
function webhooks(root, key, documents) {
  const found = [];
  const map = field(root, key, documents);
  for (const [name, item] of entries(map, documents)) {
    if (!isObject(item.node)) continue;
    found.push({
      name,
      methods: Object.keys(item.node).filter((method) => HTTP_METHODS.has(method)),
      place: documents.place(map.document.source, child(map.pointer, name), true)
    });
  }
  return found;
}
function groupLabel(tag) {
  const label = [tag["x-group"], tag["x-displayName"]].find((value) => typeof value === "string");
  return typeof label === "string" ? { group: label } : {};
}
function pageNaming(root, documents) {
  const top = root.node;
  const tags = Array.isArray(top.tags) ? top.tags.flatMap(
    (tag) => isObject(tag) && typeof tag.name === "string" ? [{ name: tag.name, ...typeof tag.kind === "string" ? { kind: tag.kind } : {}, ...groupLabel(tag) }] : []
  ) : [];
  const operations2 = [];
  for (const [map, webhook] of [
    ["paths", false],
    ["webhooks", true]
  ]) {
    for (const [key, item] of entries(field(root, map, documents), documents)) {
      if (!isObject(item.node)) continue;
      for (const [method, operation] of Object.entries(item.node)) {
        if (HTTP_METHODS.has(method) && isObject(operation))
          operations2.push(operationNaming(method, key, webhook, operation));
      }
    }
  }
  return { tags, operations: operations2 };
}
function operationNaming(method, key, webhook, operation) {
  const mint = isObject(operation["x-mint"]) ? operation["x-mint"] : {};
  return {
    method,
    key,
    ...webhook ? { webhook } : {},
    ...typeof operation.summary === "string" ? { summary: operation.summary } : {},
    tags: Array.isArray(operation.tags) ? operation.tags.filter((tag) => typeof tag === "string") : [],
    ...typeof mint.href === "string" ? { href: mint.href } : {},
    ...operation["x-hidden"] ? { hidden: true } : {},
    ...operation["x-excluded"] ? { excluded: true } : {}
  };
}
function securitySchemes(root, version, documents) {
  const components = version === "2.0" ? root : field(root, "components", documents);
  const map = components && field(components, version === "2.0" ? "securityDefinitions" : "securitySchemes", documents);
  const found = [];
  for (const [name, scheme] of entries(map, documents)) {
    const value = scheme.node;
    if (!isObject(value) || typeof value.type !== "string") continue;
    found.push({
      name,
      type: value.type,
      ...typeof value.scheme === "string" ? { scheme: value.scheme } : {},
      ...typeof value.in === "string" ? { in: value.in } : {},
      ...typeof value.name === "string" ? { parameterName: value.name } : {},
      place: documents.place(map.document.source, child(map.pointer, name), true)
    });
  }
  return found;
}
function servers(root, version, documents) {
  const top = root.node;
  if (version === "2.0") {
    if (typeof top.host !== "string") return [];
    const basePath = typeof top.basePath === "string" ? top.basePath : "";
    const schemes = Array.isArray(top.schemes) && top.schemes.length ? top.schemes.filter((scheme) => typeof scheme === "string") : ["https"];
    const place = documents.place(root.document.source, "#/host", false);
    return schemes.map((scheme) => ({ url: `${scheme}://${top.host}${basePath}`, place }));
  }
  const list = field(root, "servers", documents);
  if (!list || !Array.isArray(list.node)) return [];
  return list.node.flatMap(
    (server, i) => isObject(server) && typeof server.url === "string" ? [{ url: server.url, place: documents.place(list.document.source, child(child(list.pointer, i), "url")) }] : []
  );
}
function examples(documents) {
  const found = [];
  for (const document of documents.documents.values()) {
    const walk = (node, pointer, inExample) => {
      if (typeof node === "string") {
        if (inExample) found.push({ value: node, place: documents.place(document.source, pointer) });
      } else if (Array.isArray(node)) {
        node.forEach((item, i) => walk(item, child(pointer, i), inExample));
      } else if (isObject(node)) {
        for (const [key, value] of Object.entries(node)) {
          if (key === "$ref" && typeof value === "string") continue;
          walk(value, child(pointer, key), inExample || EXAMPLE_KEYS.has(key));
        }
      }
    };
    walk(document.parsed, "#", false);
  }
  return found;
}
function isObject(node) {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}

export {
  MAX_SPEC_BYTES,
  megabytes,
  EXAMPLE_KEYS,
  buildSpecIndex
};
