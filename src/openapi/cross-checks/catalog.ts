import { distance } from "fastest-levenshtein";
import type { SpecIndex, SpecOperation, SpecWebhook } from "../types.js";
import { operationLabel } from "../../project/navigation/operation-reference.js";
import { specKey } from "./site-config.js";
import { specNames } from "../spec-names.js";

/** What a writer probably meant by an operation no spec has. */
export type Suggestion =
  | { kind: "written"; at: Located<SpecOperation> }
  | { kind: "methods"; spec: SpecIndex; path: string; methods: string[] }
  | { kind: "near"; at: Located<SpecOperation> };

/** An operation and the spec it is in. */
export interface Located<T> {
  spec: SpecIndex;
  item: T;
}

/**
 * Every spec's operations and webhooks, for lookups by method and path. The site looks a page's
 * path up as written under `paths`, and only when no path is written so, with or without a
 * trailing slash; the shape (parameter names and a trailing slash left out) only finds what the
 * writer probably meant.
 */
export class SpecCatalog {
  /** By specKey of the spec's file. */
  readonly specs = new Map<string, SpecIndex>();
  private readonly exact = new Map<SpecIndex, Map<string, SpecOperation>>();
  /** By method and path without its trailing slash; and every path as written. */
  private readonly slashless = new Map<SpecIndex, { operations: Map<string, SpecOperation>; paths: Set<string> }>();
  private readonly shapes = new Map<SpecIndex, Map<string, SpecOperation>>();
  /** Every operation by the shape of its path alone, whatever its method. */
  private readonly paths = new Map<SpecIndex, Map<string, SpecOperation[]>>();

  constructor(specs: readonly SpecIndex[]) {
    for (const spec of specs) {
      for (const name of specNames(spec)) this.specs.set(specKey(name), spec);
      const exact = new Map<string, SpecOperation>();
      const slashless = { operations: new Map<string, SpecOperation>(), paths: new Set<string>() };
      const shapes = new Map<string, SpecOperation>();
      const paths = new Map<string, SpecOperation[]>();
      for (const operation of spec.operations) {
        exact.set(`${operation.method} ${operation.path}`, operation);
        slashless.paths.add(operation.path);
        const key = `${operation.method} ${withoutTrailingSlash(operation.path)}`;
        if (!slashless.operations.has(key)) slashless.operations.set(key, operation);
        const shape = pathShape(operation.path);
        if (!shapes.has(`${operation.method} ${shape}`)) shapes.set(`${operation.method} ${shape}`, operation);
        const same = paths.get(shape);
        if (same) same.push(operation);
        else paths.set(shape, [operation]);
      }
      this.exact.set(spec, exact);
      this.slashless.set(spec, slashless);
      this.shapes.set(spec, shapes);
      this.paths.set(spec, paths);
    }
  }

  /**
   * The operation the site finds for `method path`: a path written in the spec is taken as it is, with or without the
   * method.
   */
  operation(spec: SpecIndex, method: string, path: string): SpecOperation | undefined {
    const exact = this.exact.get(spec)!.get(`${method} ${path}`);
    const slashless = this.slashless.get(spec)!;
    if (exact || slashless.paths.has(path)) return exact;
    return slashless.operations.get(`${method} ${withoutTrailingSlash(path)}`);
  }

  /** The operation written with other parameter names or trailing slash, if there is one. */
  sameShape(spec: SpecIndex, method: string, path: string): SpecOperation | undefined {
    return this.shapes.get(spec)!.get(`${method} ${pathShape(path)}`);
  }

  webhook(spec: SpecIndex, name: string): SpecWebhook | undefined {
    return spec.webhooks.find((webhook) => webhook.name === name);
  }

  /**
   * What the writer of `method path` probably meant, in `specs`: the operation written with
   * other parameter names or trailing slash; else the same path with its other methods; else
   * the closest path, the same method first. Nothing when even the closest is far off: a wild
   * guess misleads more than it helps.
   */
  suggestOperation(specs: readonly SpecIndex[], method: string, path: string): Suggestion | undefined {
    for (const spec of specs) {
      const same = this.sameShape(spec, method, path);
      if (same) return { kind: "written", at: { spec, item: same } };
    }
    const shape = pathShape(path);
    for (const spec of specs) {
      const others = this.paths.get(spec)!.get(shape);
      if (others)
        return { kind: "methods", spec, path: others[0]!.path, methods: others.map((operation) => operation.method) };
    }
    const limit = Math.max(2, Math.floor(path.length / 6));
    let best: { located: Located<SpecOperation>; score: number } | undefined;
    for (const spec of specs) {
      for (const operation of spec.operations) {
        // A different method counts as a few edits: the path matters more.
        const penalty = operation.method === method ? 0 : 3;
        // The distance is at least the difference in length: most paths need no comparing.
        if (Math.abs(path.length - operation.path.length) + penalty > Math.min(limit, best?.score ?? limit)) continue;
        const score = distance(path, operation.path) + penalty;
        if (!best || score < best.score) best = { located: { spec, item: operation }, score };
      }
    }
    return best && best.score <= limit ? { kind: "near", at: best.located } : undefined;
  }

  suggestWebhook(spec: SpecIndex, name: string): SpecWebhook | undefined {
    let best: { webhook: SpecWebhook; score: number } | undefined;
    for (const webhook of spec.webhooks) {
      const score = webhook.name.toLowerCase() === name.toLowerCase() ? 0 : distance(name, webhook.name);
      if (!best || score < best.score) best = { webhook, score };
    }
    return best && best.score <= Math.max(2, Math.floor(name.length / 3)) ? best.webhook : undefined;
  }
}

/** `/users/` and `/users` are the same path to the site, when the spec writes only one of them. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** `/users/{userId}/` and `/users/{id}` have the same shape: `/users/{}`. */
export function pathShape(path: string): string {
  const shape = path.replace(/\{[^}]*\}/g, "{}");
  return shape.length > 1 ? shape.replace(/\/+$/, "") : shape;
}

/** `GET /users` in words, with its spec when several are in play. */
export function describeOperation(located: Located<SpecOperation>, withSpec: boolean): string {
  const label = `\`${operationLabel(located.item.method, located.item.path)}\``;
  return withSpec ? `${label} in \`${located.spec.file}\`` : label;
}
