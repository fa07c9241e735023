import type { LegacyDocsConfig } from "./legacy-config.js";
import type { V2DocsConfig } from "./v2-config.js";

/** Carries the schema's type on an unchecked value; no value has it at run time. */
declare const schemaType: unique symbol;

/**
 * A config value read before, or regardless of, validation (docsgate reports every problem and
 * still checks the rest), with the schema's type `T`: its keys are `T`'s, so reading a key the
 * schema does not have is a compile error, and each value is `unknown`, so it is narrowed before
 * use. Any object is one; the helpers below narrow a part of it to the schema's type there.
 */
export type Unchecked<T> = { readonly [K in KeysOf<T>]?: unknown } & { readonly [schemaType]?: T };

/** A legacy-layout config (mint.json, or docs.json in the legacy layout). */
export type UncheckedLegacyConfig = Unchecked<LegacyDocsConfig>;
/** A v2-layout docs.json. */
export type UncheckedV2Config = Unchecked<V2DocsConfig>;
/** A config of either layout, for code that reads both: the keys of either. */
export type UncheckedConfig = Unchecked<LegacyDocsConfig | V2DocsConfig>;

/** The keys of the object types among `T` (of each member of a union). */
export type KeysOf<T> = T extends readonly unknown[] ? never : T extends object ? keyof T & string : never;
/** The schema's type at `key` in the members of `T` that have it. */
type PartAt<T, K> = T extends readonly unknown[]
  ? never
  : T extends object
    ? K extends keyof T
      ? T[K]
      : never
    : never;
/** The item type of the lists among `T`. */
type ItemOf<T> = T extends readonly (infer Item)[] ? Item : never;
/** The schema's type an unchecked value carries. */
type SchemaOf<V> = V extends { readonly [schemaType]?: infer T } ? T : never;
/** What a path may name one step down from `T`: a key, or an index in a list. */
type Step<T> = (T extends readonly unknown[] ? number : never) | KeysOf<T>;
type Down<T, S> = (S extends number ? ItemOf<T> : never) | PartAt<T, S>;

/**
 * `P` when each of its steps is a key (in a list, an index) of the schema's type at that depth; a
 * path written as a literal with a step the schema lacks is a compile error at that step. A path
 * built at run time (not a tuple) is not checked.
 */
export type CheckedPath<T, P extends readonly (string | number)[]> = number extends P["length"]
  ? P
  : P extends readonly [infer S, ...infer Rest extends readonly (string | number)[]]
    ? readonly [S extends Step<T> ? S : Step<T>, ...CheckedPath<Down<T, S>, Rest>]
    : readonly [];

/** An object that is not a list. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** `value` as an unchecked `T` when it is an object, else undefined. */
export function uncheckedObject<T>(value: unknown): Unchecked<T> | undefined {
  return isObject(value) ? value : undefined;
}

/** The object at `key`, with the schema's type there, or undefined when the value is anything else. */
export function objectAt<T, K extends KeysOf<T>>(
  value: Unchecked<T> | undefined,
  key: K,
): Unchecked<PartAt<T, K>> | undefined {
  const part: unknown = value?.[key];
  return isObject(part) ? part : undefined;
}

/** The list at `key` (empty when it is no list), each object item with the schema's item type there, any other item undefined: indexes are kept for paths. */
export function objectsAt<T, K extends KeysOf<T>>(
  value: Unchecked<T> | undefined,
  key: K,
): (Unchecked<ItemOf<PartAt<T, K>>> | undefined)[] {
  const part: unknown = value?.[key];
  return Array.isArray(part) ? part.map((item: unknown) => (isObject(item) ? item : undefined)) : [];
}

/** The value at `path`, or undefined; the path's steps are checked against the schema's type. */
export function valueAt<V extends Unchecked<unknown>, const P extends readonly (string | number)[]>(
  value: V | undefined,
  path: P & CheckedPath<SchemaOf<V>, P>,
): unknown {
  let current: unknown = value;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}
