import { readFileSync } from "node:fs";
import path from "node:path";
import { resolveDocPath } from "../../project/doc-path.js";
import type { Project } from "../../project/project.js";

/**
 * docs.json's value with every `{ "$ref": "file.json" }` replaced by that file's JSON, as the
 * site reads it: the path is relative to the file that holds the `$ref`, the keys beside it
 * override the file's, and files may `$ref` further files. A `$ref` that leads outside the
 * root, to a missing or invalid file, or round in a circle stands for nothing.
 */
export function configWithRefs(project: Project): unknown {
  const { config } = project;
  if (config.status !== "read" || config.source.syntaxError) return undefined;
  return resolve(config.source.value, config.name, project, new Set([config.name]));
}

function resolve(value: unknown, from: string, project: Project, chain: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, from, project, chain));
  if (!isObject(value)) return value;
  let result: Record<string, unknown> = {};
  if (typeof value.$ref === "string") {
    const referenced = readReference(value.$ref, from, project, chain);
    if (!isObject(referenced)) return referenced;
    result = { ...referenced };
  }
  for (const [key, child] of Object.entries(value)) {
    if (key !== "$ref") result[key] = resolve(child, from, project, chain);
  }
  return result;
}

function readReference(ref: string, from: string, project: Project, chain: ReadonlySet<string>): unknown {
  const target = resolveDocPath(path.posix.join(path.posix.dirname(from), ref), project.files);
  if (target.kind !== "local" || !project.files.has(target.path) || chain.has(target.path)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path.join(project.root, target.path), "utf8"));
  } catch {
    return undefined; // an unreadable file adds no pages
  }
  return resolve(parsed, target.path, project, new Set([...chain, target.path]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
