import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  MAX_JSON_DEPTH
} from "./chunk-FTXZLPLP.js";

// src/openapi/spec-data.ts
import path from "node:path";
function cutDeepNesting(document) {
  const seen = /* @__PURE__ */ new Set();
  const stack = document !== null && typeof document === "object" ? [[document, 1]] : [];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (seen.has(node)) continue;
    seen.add(node);
    const record = node;
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (child === null || typeof child !== "object") continue;
      if (depth >= MAX_JSON_DEPTH) record[key] = null;
      else stack.push([child, depth + 1]);
    }
  }
  return document;
}
function specRoot(spec) {
  if (!Object.hasOwn(spec.documents, spec.file)) return void 0;
  return { document: spec.file, pointer: [], node: spec.documents[spec.file] };
}
function refOf(node) {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return void 0;
  const ref = node.$ref;
  return typeof ref === "string" ? ref : void 0;
}
function refTarget(spec, from, ref) {
  const hash = ref.indexOf("#");
  const uri = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? "" : ref.slice(hash + 1);
  if (fragment !== "" && !fragment.startsWith("/")) return void 0;
  const document = uri ? documentKey(from, uri) : from;
  if (document === void 0 || !Object.hasOwn(spec.documents, document)) return void 0;
  const pointer = fragment.split("/").filter(Boolean).map(unescapeSegment);
  let node = spec.documents[document];
  for (const segment of pointer) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, segment)) return void 0;
    if (Array.isArray(node) && !/^(0|[1-9]\d*)$/.test(segment)) return void 0;
    node = node[segment];
  }
  return { document, pointer, node };
}
function deref(spec, at) {
  let current = at;
  const seen = /* @__PURE__ */ new Set();
  for (let ref = refOf(current.node); ref !== void 0; ref = refOf(current.node)) {
    const id = nodeId(current);
    if (seen.has(id)) return void 0;
    seen.add(id);
    const next = refTarget(spec, current.document, ref);
    if (!next) return void 0;
    current = next;
  }
  return current;
}
function childOf(at, key) {
  const node = at.node;
  if (node === null || typeof node !== "object") return void 0;
  if (Array.isArray(node) !== (typeof key === "number") || !Object.hasOwn(node, key)) return void 0;
  return {
    document: at.document,
    pointer: [...at.pointer, String(key)],
    node: node[key]
  };
}
function field(spec, at, key) {
  const next = at && childOf(at, key);
  return next && deref(spec, next);
}
function nodeId(at) {
  return `${at.document}#/${at.pointer.map((segment) => segment.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
}
function documentKey(from, uri) {
  if (isUrl(uri)) return uri;
  if (isUrl(from)) {
    try {
      return new URL(uri, from).href;
    } catch {
      return void 0;
    }
  }
  if (uri.startsWith("/")) return void 0;
  return path.posix.join(path.posix.dirname(from), uri);
}
function isUrl(value) {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
}
function unescapeSegment(segment) {
  const unescaped = segment.replace(/~1/g, "/").replace(/~0/g, "~");
  try {
    return decodeURIComponent(unescaped);
  } catch {
    return unescaped;
  }
}

export {
  cutDeepNesting,
  specRoot,
  refOf,
  refTarget,
  childOf,
  field,
  nodeId
};
