import path from "node:path";
import { MAX_JSON_DEPTH } from "../project/json-source.js";

/** The data the build gets for one OpenAPI file: plain values, so it can cross threads. */
export interface SpecData {
  /** The spec's key: its root-relative path (POSIX), or its URL when fetched remotely. */
  file: string;
  /** Every document the spec's $refs reached, parsed (plain JSON values), by the same kind of key; includes `file`. */
  documents: Record<string, unknown>;
}

/**
 * Makes a parsed spec document fit to cross threads and to be walked: each object or array that
 * opens past MAX_JSON_DEPTH levels is replaced by null, in place. Copying between threads
 * recurses once per level and overflows the stack some thousands of levels down, and no page
 * shows a schema that deep (schema views stop at a dozen levels). Iterative, and each shared
 * node (a YAML alias) is walked once.
 */
export function cutDeepNesting<Value>(document: Value): Value {
  const seen = new Set<object>();
  const stack: [object, number][] = document !== null && typeof document === "object" ? [[document, 1]] : [];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (seen.has(node)) continue;
    seen.add(node);
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (child === null || typeof child !== "object") continue;
      if (depth >= MAX_JSON_DEPTH) record[key] = null;
      else stack.push([child, depth + 1]);
    }
  }
  return document;
}

/** A node of a spec with the document it sits in (its `$ref`s are relative to that) and its place there. */
export interface SpecNode {
  /** The document's key in `SpecData.documents`. */
  document: string;
  /** Unescaped JSON pointer segments from the document's root. */
  pointer: string[];
  node: unknown;
}

/** The spec's root document as a node; undefined when it was not parsed. */
export function specRoot(spec: SpecData): SpecNode | undefined {
  if (!Object.hasOwn(spec.documents, spec.file)) return undefined;
  return { document: spec.file, pointer: [], node: spec.documents[spec.file] };
}

/** `$ref`'s value when `node` is a reference object. */
export function refOf(node: unknown): string | undefined {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return undefined;
  const ref = (node as Record<string, unknown>).$ref;
  return typeof ref === "string" ? ref : undefined;
}

/** The node one `$ref` names, without following further `$ref`s; undefined when it leads nowhere. */
export function refTarget(spec: SpecData, from: string, ref: string): SpecNode | undefined {
  const hash = ref.indexOf("#");
  const uri = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? "" : ref.slice(hash + 1);
  // Only JSON pointers: a plain-name fragment (a 3.1 `$anchor`) is not followed.
  if (fragment !== "" && !fragment.startsWith("/")) return undefined;
  const document = uri ? documentKey(from, uri) : from;
  if (document === undefined || !Object.hasOwn(spec.documents, document)) return undefined;
  // Empty segments dropped as redocly drops them, so `#/` names the root as it does for the linter.
  const pointer = fragment.split("/").filter(Boolean).map(unescapeSegment);
  let node: unknown = spec.documents[document];
  for (const segment of pointer) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, segment)) return undefined;
    // An array's own keys include `length`, which no pointer names.
    if (Array.isArray(node) && !/^(0|[1-9]\d*)$/.test(segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return { document, pointer, node };
}

/** Follows `$ref`s from `at` until a node that is not one; undefined when one leads nowhere or they loop. */
export function deref(spec: SpecData, at: SpecNode): SpecNode | undefined {
  let current = at;
  const seen = new Set<string>();
  for (let ref = refOf(current.node); ref !== undefined; ref = refOf(current.node)) {
    const id = nodeId(current);
    if (seen.has(id)) return undefined;
    seen.add(id);
    const next = refTarget(spec, current.document, ref);
    if (!next) return undefined;
    current = next;
  }
  return current;
}

/** The node under `key` of an object node (not dereferenced); undefined when there is none. */
export function childOf(at: SpecNode, key: string | number): SpecNode | undefined {
  const node = at.node;
  if (node === null || typeof node !== "object") return undefined;
  if (Array.isArray(node) !== (typeof key === "number") || !Object.hasOwn(node, key)) return undefined;
  return {
    document: at.document,
    pointer: [...at.pointer, String(key)],
    node: (node as Record<string | number, unknown>)[key],
  };
}

/** `childOf`, then `deref`. */
export function field(spec: SpecData, at: SpecNode | undefined, key: string | number): SpecNode | undefined {
  const next = at && childOf(at, key);
  return next && deref(spec, next);
}

/** A node's identity across the spec: its document and pointer. */
export function nodeId(at: SpecNode): string {
  return `${at.document}#/${at.pointer.map((segment) => segment.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
}

/**
 * The key of the document `uri` names from the document keyed `from`: a URL resolved against a
 * URL key, else a POSIX path joined to the directory of a root-relative key (as redocly
 * resolves it on disk, so keys match the documents the linter loaded).
 */
function documentKey(from: string, uri: string): string | undefined {
  if (isUrl(uri)) return uri;
  if (isUrl(from)) {
    try {
      return new URL(uri, from).href;
    } catch {
      return undefined;
    }
  }
  // An absolute file path names no file by its root-relative key.
  if (uri.startsWith("/")) return undefined;
  return path.posix.join(path.posix.dirname(from), uri);
}

function isUrl(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
}

/** `~1` -> `/`, `~0` -> `~`, then percent-decoding, in redocly's order; a malformed escape stays as written. */
function unescapeSegment(segment: string): string {
  const unescaped = segment.replace(/~1/g, "/").replace(/~0/g, "~");
  try {
    return decodeURIComponent(unescaped);
  } catch {
    return unescaped;
  }
}
