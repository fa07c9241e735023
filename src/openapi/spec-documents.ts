import path from "node:path";
import {
  isAbsoluteUrl,
  isRef,
  unescapePointerFragment,
  type BaseResolver,
  type Document,
  type Source,
} from "@redocly/openapi-core";
import { SpecPositions } from "./spec-positions.js";
import type { SpecPlace } from "./types.js";

/** A node of a spec with the file it sits in and its JSON pointer there. */
export interface Located {
  document: Document;
  pointer: string;
  node: unknown;
}

/**
 * The files of one spec as redocly loaded them (the spec and every file its `$ref`s reached),
 * with the two things the rest needs: following a `$ref` to the node it names, and turning a
 * node's pointer into a place (SpecPositions).
 */
export class SpecDocuments {
  private constructor(
    private readonly root: string,
    private readonly resolver: BaseResolver,
    readonly documents: Map<string, Document>,
  ) {}

  /** Collects what the resolver loaded; files that failed to load are left out (redocly reported them). */
  static async collect(root: string, resolver: BaseResolver): Promise<SpecDocuments> {
    const documents = new Map<string, Document>();
    for (const [absoluteRef, loading] of resolver.cache) {
      const document = await loading.catch(() => undefined);
      if (document && !(document instanceof Error)) documents.set(absoluteRef, document);
    }
    return new SpecDocuments(root, resolver, documents);
  }

  /** Follows `$ref`s from `located` until a node that is not one; undefined when one leads nowhere or in a circle. */
  deref(located: Located): Located | undefined {
    let current = located;
    const seen = new Set<unknown>();
    while (isRef(current.node)) {
      if (seen.has(current.node)) return undefined;
      seen.add(current.node);
      const next = this.target(current.document, current.node.$ref);
      if (!next) return undefined;
      current = next;
    }
    return current;
  }

  /** The node one `$ref` names, without following further `$ref`s. */
  target(from: Document, ref: string): Located | undefined {
    // As redocly reads a `$ref`: the file before `#/`, then the pointer's unescaped segments.
    const [before, fragment = ""] = ref.split("#/");
    const uri = before!.endsWith("#") ? before!.slice(0, -1) : before!;
    const segments = fragment.split("/").map(unescapePointerFragment).filter(Boolean);
    const document = uri ? this.documents.get(this.resolver.resolveExternalRef(from.source.absoluteRef, uri)) : from;
    if (!document) return undefined;
    let node: unknown = document.parsed;
    let pointer = "#";
    for (const segment of segments) {
      if (node === null || typeof node !== "object" || !Object.hasOwn(node, segment)) return undefined;
      node = (node as Record<string, unknown>)[segment];
      pointer += `/${escapePointer(segment)}`;
    }
    return { document, pointer, node };
  }

  /** Where the node at `pointer` sits: its key's place with `onKey` (for `get:`), else its value's. */
  place(source: Source, pointer: string, onKey = false): SpecPlace {
    return { file: this.fileOf(source.absoluteRef), ...SpecPositions.of(source).place(pointer, onKey) };
  }

  /** A file's path relative to the docs root (POSIX), or its URL when it was fetched. */
  fileOf(absoluteRef: string): string {
    return isAbsoluteUrl(absoluteRef) ? absoluteRef : path.relative(this.root, absoluteRef).split(path.sep).join("/");
  }
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function child(pointer: string, segment: string | number): string {
  return `${pointer}/${escapePointer(String(segment))}`;
}
