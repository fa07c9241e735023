import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "jsonc-parser";
import { resolveDocPath } from "./doc-path.js";
import type { Project } from "./project.js";

const resolved = new WeakMap<object, unknown>();

/**
 * docs.json's value with its `{ "$ref": "file.json" }` objects replaced by what they name, as
 * the site builder reads them before anything else (spec §1.2): a path is relative to the folder
 * of the file that writes it, an object target takes the `$ref`'s sibling keys over its own, and
 * any other target replaces the object. A reference that leads nowhere readable (a missing file,
 * bad JSON, a file out of the root, a cycle) becomes undefined: the site would not build, and
 * what depends on it is not judged. Written here because JSON Schema's `$ref` libraries resolve
 * pointers and siblings differently.
 */
export function resolvedConfig(project: Project): unknown {
  const { config } = project;
  if (config.status !== "read" || config.source.syntaxError) return undefined;
  // Once per project: the navigation, the redirects and the OpenAPI pages all read it.
  if (!resolved.has(config.source)) resolved.set(config.source, resolve(project, config.source.value, "", [config.name]));
  return resolved.get(config.source);
}

function resolve(project: Project, value: unknown, folder: string, chain: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(project, item, folder, chain));
  if (value === null || typeof value !== "object") return value;
  const { $ref: ref, ...siblings } = value as Record<string, unknown>;
  const own = Object.fromEntries(Object.entries(typeof ref === "string" ? siblings : value).map(([key, item]) => [key, resolve(project, item, folder, chain)]));
  if (typeof ref !== "string") return own;
  const target = resolveDocPath(ref.startsWith("/") ? ref : path.posix.join(folder, ref), project.files);
  if (target.kind !== "local" || !project.files.has(target.path) || chain.includes(target.path)) return undefined;
  let parsed: unknown;
  try {
    parsed = parse(readFileSync(path.join(project.root, target.path), "utf8"));
  } catch {
    return undefined;
  }
  const included = resolve(project, parsed, path.posix.dirname(target.path), [...chain, target.path]);
  return included !== null && typeof included === "object" && !Array.isArray(included) ? { ...included, ...own } : included;
}
