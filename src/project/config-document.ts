import path from "node:path";
import type { Report } from "../diagnostics/diagnostic.js";
import type { FileIndex } from "./file-index.js";
import { CONFIG_SIZE_HINT, MAX_CONFIG_BYTES } from "./config-file.js";
import { projectFiles } from "./file-source.js";
import { megabytes } from "./root-file.js";
import { JsonSource, MAX_JSON_DEPTH, type JsonPath, type Range } from "./json-source.js";

/** Where a value of the resolved config was written: the file and the path inside that file. */
export interface ConfigPlace {
  file: string;
  path: JsonPath;
}

export type RefProblemKind = "missing" | "outside" | "cycle" | "invalid-json" | "too-large";

/** A `$ref` that leads nowhere readable. Mintlify refuses to build then. */
export interface RefProblem {
  kind: RefProblemKind;
  /** The `$ref` string itself. */
  place: ConfigPlace;
  /** Where the object holding the `$ref` sits in the resolved config. */
  at: JsonPath;
  message: string;
}

/** A value nested deeper than MAX_JSON_DEPTH in the resolved config: left out (undefined), like a failed `$ref`. */
export interface TooDeepValue {
  /** Where it was written. */
  place: ConfigPlace;
  /** Its path in the resolved config. */
  at: JsonPath;
  /** Whether `$ref`s brought it that deep: its own file nests it less. */
  throughRef: boolean;
}

/**
 * docs.json with every `{ "$ref": "file.json" }` replaced by what it names (spec v2 §1.2), read
 * with positions in every file: a finding anywhere in the resolved config points at the file and
 * line that wrote the value.
 */
export interface ConfigDocument {
  /** The resolved config; an object holding a `$ref` that failed is left out (undefined). */
  value: unknown;
  /** Every file read: docs.json first, then each referenced file once. */
  sources: ReadonlyMap<string, JsonSource>;
  refProblems: readonly RefProblem[];
  tooDeep: readonly TooDeepValue[];
  /** Where the value at `path` of the resolved config was written (or its nearest written parent). */
  placeOf(path: JsonPath): ConfigPlace;
  /** A report at the value (or the key) at `path` of the resolved config. */
  at(path: JsonPath, message: string, part?: "value" | "key"): Report;
  /** The range of the value (or key) at `path` of the resolved config, in the file that wrote it. */
  rangeOf(path: JsonPath, part?: "value" | "key"): { file: string } & Range;
}

/** Where each key (or index) of a resolved object or array was written. */
type Origins = Map<string | number, ConfigPlace>;

/**
 * Resolves `$ref`s the way Mintlify does before it validates: a path is relative to the folder
 * of the file that writes it and must stay inside the root; an object target takes the `$ref`'s
 * sibling keys over its own; any other target replaces the object; a file may appear once on
 * the current chain (a cycle is an error), any number of times on separate branches. Written
 * here because JSON Schema `$ref` libraries resolve pointers, not files with sibling overrides.
 */
export function readConfigDocument(root: string, files: FileIndex, source: JsonSource): ConfigDocument {
  const origins = new WeakMap<object, Origins>();
  const sources = new Map<string, JsonSource>([[source.file, source]]);
  const refProblems: RefProblem[] = [];
  const tooDeep: TooDeepValue[] = [];
  // docs.json and the files it references share one size limit: $refs must not carry what docs.json may not.
  let unread = MAX_CONFIG_BYTES - Buffer.byteLength(source.text);

  const load = (file: string): JsonSource | "too-large" | undefined => {
    let loaded = sources.get(file);
    if (!loaded) {
      try {
        const full = path.join(root, file);
        const { size } = projectFiles.stat(full);
        if (size > unread) return "too-large";
        unread -= size;
        loaded = new JsonSource(file, projectFiles.readFile(full).toString("utf8"));
      } catch {
        return undefined;
      }
      sources.set(file, loaded);
    }
    return loaded;
  };

  /** Whether the value at `place` is one its file cut for nesting too deep (it reads as `0` there). */
  const cutInFile = (place: ConfigPlace) =>
    sources
      .get(place.file)!
      .tooDeep.some(
        (cut) => cut.path.length === place.path.length && cut.path.every((segment, i) => segment === place.path[i]),
      );

  // The depth is checked here as well as in each file: `$ref`s can stack files that are each shallow enough.
  const resolve = (value: unknown, place: ConfigPlace, at: JsonPath, chain: readonly string[]): unknown => {
    const container = value !== null && typeof value === "object";
    if (at.length >= MAX_JSON_DEPTH && (container || cutInFile(place))) {
      tooDeep.push({ place, at, throughRef: place.path.length < at.length });
      return undefined;
    }
    if (!container) return value;
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      const map: Origins = new Map();
      value.forEach((item, i) => {
        const itemPlace = { file: place.file, path: [...place.path, i] };
        map.set(i, itemPlace);
        out.push(resolve(item, itemPlace, [...at, i], chain));
      });
      origins.set(out, map);
      return out;
    }
    const record = value as Record<string, unknown>;
    const ref = record.$ref;
    const out: Record<string, unknown> = {};
    const map: Origins = new Map();
    for (const [key, item] of Object.entries(record)) {
      if (key === "$ref" && typeof ref === "string") continue;
      const itemPlace = { file: place.file, path: [...place.path, key] };
      map.set(key, itemPlace);
      out[key] = resolve(item, itemPlace, [...at, key], chain);
    }
    if (typeof ref !== "string") {
      origins.set(out, map);
      return out;
    }
    const refPlace = { file: place.file, path: [...place.path, "$ref"] };
    const fail = (kind: RefProblemKind, message: string): undefined => {
      refProblems.push({ kind, place: refPlace, at, message });
      return undefined;
    };
    const joined = path.posix.normalize(path.posix.join(path.posix.dirname(place.file), ref.replace(/\\/g, "/")));
    if (
      ref.startsWith("/") ||
      /^[a-z][a-z0-9+.-]*:/i.test(ref) ||
      joined === ".." ||
      joined.startsWith("../") ||
      files.passesLinkOutside(joined)
    ) {
      return fail(
        "outside",
        `The $ref "${ref}" points outside the docs root. A $ref is a path relative to the file that writes it, and must stay inside the root.`,
      );
    }
    if (chain.includes(joined)) {
      return fail(
        "cycle",
        `The $ref "${ref}" makes a cycle: ${[...chain.slice(chain.indexOf(joined)), joined].join(" → ")}. Mintlify refuses a config whose references loop; remove one of them.`,
      );
    }
    if (!files.has(joined)) {
      const why = files.isDirectory(joined) ? "is a folder, not a JSON file" : "does not exist";
      return fail(
        "missing",
        `The $ref "${ref}" names ${joined}, which ${why}. Mintlify refuses to build; create the file or correct the path (relative to ${place.file}).`,
      );
    }
    const target = load(joined);
    if (!target) return fail("missing", `The $ref "${ref}" names ${joined}, which cannot be read.`);
    if (target === "too-large")
      return fail(
        "too-large",
        `The $ref "${ref}" names ${joined}, which would take ${source.file} and the files it references past the ${megabytes(MAX_CONFIG_BYTES)} MB docsgate reads of a config; it was not read. ${CONFIG_SIZE_HINT}`,
      );
    if (target.syntaxError) {
      const { line, column } = target.lines.position(target.syntaxError.offset);
      return fail(
        "invalid-json",
        `The $ref "${ref}" names ${joined}, which is not valid JSON (line ${line}, column ${column}: ${target.syntaxError.message})`,
      );
    }
    const included = resolve(target.value, { file: joined, path: [] }, at, [...chain, joined]);
    if (included === null || typeof included !== "object" || Array.isArray(included)) return included;
    const merged = { ...(included as Record<string, unknown>), ...out };
    origins.set(merged, new Map([...(origins.get(included) ?? []), ...map]));
    return merged;
  };

  const rootPlace = { file: source.file, path: [] };
  const value = source.syntaxError ? undefined : resolve(source.value, rootPlace, [], [source.file]);

  const placeOf = (target: JsonPath): ConfigPlace => {
    let current: unknown = value;
    let place: ConfigPlace = rootPlace;
    for (let depth = 0; depth < target.length; depth++) {
      const segment = target[depth]!;
      const next = current !== null && typeof current === "object" ? origins.get(current)?.get(segment) : undefined;
      if (!next) return { file: place.file, path: [...place.path, ...target.slice(depth)] };
      place = next;
      current = (current as Record<string | number, unknown>)[segment];
    }
    return place;
  };
  const rangeOf = (target: JsonPath, part: "value" | "key" = "value") => {
    const place = placeOf(target);
    return { file: place.file, ...sources.get(place.file)!.rangeOf(place.path, part) };
  };
  return {
    value,
    sources,
    refProblems,
    tooDeep,
    placeOf,
    rangeOf,
    at: (target, message, part = "value") => ({ message, ...rangeOf(target, part) }),
  };
}
