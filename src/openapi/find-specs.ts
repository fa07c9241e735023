import { closeSync, openSync, readSync } from "node:fs";
import path from "node:path";
import type { JsonPath } from "../project/json-source.js";
import { resolveDocPath } from "../project/doc-path.js";
import type { Project } from "../project/project.js";
import type { PageFacts } from "../pages/page-facts.js";
import { parseOperationReference } from "./cross-checks/operation-reference.js";
import { pageSources } from "./generated-pages/page-sources.js";
import { REMOTE_SPEC } from "./rule-metas.js";
import type { SpecRequest } from "./spec-request.js";
import type { SpecPlace, SpecProblem } from "./types.js";

export interface FoundSpecs {
  specs: SpecRequest[];
  /** Named specs that are not linted: remote ones without --fetch-remote, missing newer-layout entries. */
  problems: SpecProblem[];
  /** Specs named but not read (remote ones without --fetch-remote). */
  unread: string[];
}

/**
 * An unnamed spec file is found by its first bytes: generators and people put `openapi:` first.
 * A file docs.json or a page names is read whole (its keys may be sorted, `openapi` after a
 * long `components`).
 */
const SNIFF_BYTES = 64 * 1024;
const SPEC_EXTENSIONS = new Set([".json", ".yaml", ".yml"]);
/** A top-level `openapi: 3.x` / `swagger: "2.0"` in YAML, or the same key with a version string in JSON. */
const YAML_SPEC = /^["']?(?:openapi|swagger)["']?[ \t]*:[ \t]*["']?\d/m;
const JSON_SPEC = /"(?:openapi|swagger)"\s*:\s*"\d/;

/**
 * The OpenAPI files of the project: those docs.json names, and every other OpenAPI document in
 * the docs root, because the site publishes and uses every spec in the repository, named or not
 * (pages may name an operation without its file, as Prefect's do). Files the docsgate config
 * ignores are left out.
 */
export function findSpecs(project: Project, fetchRemote: boolean): FoundSpecs {
  const found: FoundSpecs = { specs: [], problems: [], unread: [] };
  const local = new Set<string>();
  const discovered = new Set<string>();
  for (const entry of configuredSpecs(project)) {
    const target = resolveDocPath(entry.raw, project.files);
    if (target.kind === "url") {
      if (fetchRemote) {
        found.specs.push({ kind: "remote", url: entry.raw, namedAt: entry.place });
      } else {
        found.unread.push(entry.raw);
        found.problems.push({
          ruleId: REMOTE_SPEC.id,
          message: `The OpenAPI file ${entry.raw} is not fetched, so it is not checked. Run docsgate with --fetch-remote (action input \`fetch-remote: true\`) to fetch and lint it.`,
          place: entry.place,
        });
      }
    } else if (target.kind === "local" && project.files.has(target.path)) {
      if (!project.isIgnored(target.path)) local.add(target.path);
    } else if (entry.reportMissing) {
      found.problems.push(missingEntry(entry, target.kind === "outside" ? target.reason : undefined));
    }
  }
  // Files named in navigation that docs.json holds through `$ref`s.
  for (const source of pageSources(project)) {
    const target = resolveDocPath(source.spec, project.files);
    if (target.kind === "local" && project.files.has(target.path) && !project.isIgnored(target.path)) local.add(target.path);
  }
  for (const file of project.files.files) {
    if (!local.has(file) && SPEC_EXTENSIONS.has(path.posix.extname(file).toLowerCase()) && !project.isIgnored(file) && !isConfigFile(file) && looksLikeSpec(path.join(project.root, file))) {
      discovered.add(file);
    }
  }
  for (const file of [...local, ...discovered].sort()) found.specs.push(discovered.has(file) ? { kind: "local", file, found: true } : { kind: "local", file });
  return found;
}

/**
 * The spec files pages name in their `openapi` front matter (`openapi.json GET /users`) that
 * `findSpecs` did not ask for: found by their first bytes they were not, so they are read now.
 */
export function specsNamedByPages(project: Project, pages: ReadonlyMap<string, PageFacts>, requested: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  for (const facts of pages.values()) {
    if (facts.operation?.key !== "openapi") continue;
    const reference = parseOperationReference(facts.operation.value);
    if (reference.kind === "malformed" || reference.spec === undefined) continue;
    const target = resolveDocPath(reference.spec, project.files);
    if (target.kind !== "local" || requested.has(target.path) || !project.files.has(target.path) || project.isIgnored(target.path)) continue;
    if (SPEC_EXTENSIONS.has(path.posix.extname(target.path).toLowerCase())) named.add(target.path);
  }
  return [...named].sort();
}

interface ConfiguredSpec {
  raw: string;
  place: SpecPlace;
  /** No config rule reports the file missing: newer-layout entries, and legacy anchors' and tabs'. */
  reportMissing: boolean;
}

/**
 * The `openapi` entries of docs.json: the top-level field (a path or URL, or a list of them); in
 * the newer layout also `api.openapi` and `openapi` on any navigation element, which may be an
 * object whose `source` names the file; in the legacy layout also `openapi` on an anchor or tab.
 */
function configuredSpecs(project: Project): ConfiguredSpec[] {
  const { config } = project;
  if (config.status !== "read" || config.source.syntaxError || config.source.value === null || typeof config.source.value !== "object") return [];
  const { source } = config;
  const newerLayout = config.layout === "v2";
  const entries: ConfiguredSpec[] = [];
  const add = (value: unknown, at: JsonPath, reportMissing = newerLayout) => {
    if (typeof value === "string") {
      if (value.trim()) entries.push({ raw: value.trim(), place: { file: source.file, ...lineColumn(source.rangeOf(at)) }, reportMissing });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => add(item, [...at, i], reportMissing));
    } else if (newerLayout && value !== null && typeof value === "object" && "source" in value) {
      add((value as { source: unknown }).source, [...at, "source"], reportMissing);
    }
  };
  const value = source.value as Record<string, unknown>;
  // config/missing-file and config/outside-root read the legacy layout's `openapi` fields (top level, anchors, tabs).
  add(value.openapi, ["openapi"]);
  if (newerLayout) {
    const api = value.api as Record<string, unknown> | undefined;
    // config/missing-file and config/outside-root read `api.openapi`, through its `$ref`s.
    if (api !== null && typeof api === "object") add(api.openapi, ["api", "openapi"], false);
    walkNavigation(value.navigation, ["navigation"], add);
  } else {
    for (const key of ["anchors", "tabs"]) {
      const list: unknown[] = Array.isArray(value[key]) ? value[key] : [];
      list.forEach((item, i) => {
        if (item !== null && typeof item === "object") add((item as Record<string, unknown>).openapi, [key, i, "openapi"]);
      });
    }
  }
  return entries;
}

function walkNavigation(node: unknown, at: JsonPath, add: (value: unknown, at: JsonPath) => void): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => walkNavigation(item, [...at, i], add));
  } else if (node !== null && typeof node === "object") {
    for (const [key, child] of Object.entries(node)) {
      if (key === "openapi") add(child, [...at, key]);
      else walkNavigation(child, [...at, key], add);
    }
  }
}

function missingEntry(entry: ConfiguredSpec, outsideReason: string | undefined): SpecProblem {
  if (outsideReason) {
    return {
      ruleId: "config/outside-root",
      message: `The OpenAPI file "${entry.raw}" points outside the docs root: ${outsideReason}. Move the file into the docs folder and give its path from the docs root.`,
      place: entry.place,
    };
  }
  return {
    ruleId: "config/missing-file",
    message: `The OpenAPI file "${entry.raw}" does not exist. Add the file, or correct the path (relative to the docs root).`,
    place: entry.place,
  };
}

function lineColumn(range: { line: number; column: number }): { line: number; column: number } {
  return { line: range.line, column: range.column };
}

function isConfigFile(file: string): boolean {
  return file === "docs.json" || file === "mint.json";
}

function looksLikeSpec(full: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(full, "r");
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const head = buffer.subarray(0, readSync(fd, buffer, 0, SNIFF_BYTES, 0)).toString("utf8");
    return (head.trimStart().startsWith("{") ? JSON_SPEC : YAML_SPEC).test(head);
  } catch {
    return false; // unreadable: not a spec docsgate can lint
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
