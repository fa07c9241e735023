import path from "node:path";
import type { JsonPath } from "../project/json-source.js";
import { missingFileHint } from "../text/missing-file-hint.js";
import { redactUrl } from "../text/redact-url.js";
import { isObject, objectAt } from "../project/config-types/unchecked.js";
import { resolveDocPath } from "../project/doc-path.js";
import type { FileIndex } from "../project/file-index.js";
import { projectFiles } from "../project/file-source.js";
import { decodeWide, wideEncoding } from "../project/wide-encoding.js";
import type { Project } from "../project/project.js";
import type { PageFacts } from "../parse/page-facts.js";
import { parseOperationReference } from "../project/navigation/operation-reference.js";
import { pageSources } from "./generated-pages/page-sources.js";
import { REMOTE_SPEC_ID } from "./rule-ids.js";
import { MAX_SPEC_BYTES, type SpecRequest } from "./spec-request.js";
import type { SpecPlace, SpecProblem } from "./types.js";

export interface FoundSpecs {
  specs: SpecRequest[];
  /** Named specs that are not linted: remote ones without --fetch-remote, missing newer-layout entries. */
  problems: SpecProblem[];
  /** Specs named but not read (remote ones without --fetch-remote). */
  unread: string[];
  /** The other paths of a local spec that is linted once (symbolic links to one file): by the path it is linted at. */
  aliases: Map<string, string[]>;
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
  const found: FoundSpecs = { specs: [], problems: [], unread: [], aliases: new Map() };
  const local = new Set<string>();
  const discovered = new Set<string>();
  const urls = new Set<string>();
  for (const entry of configuredSpecs(project)) {
    const target = resolveDocPath(entry.raw, project.files);
    if (target.kind === "url") {
      // A URL several entries name is fetched and reported once, at the first.
      if (urls.has(entry.raw)) continue;
      urls.add(entry.raw);
      if (fetchRemote) {
        found.specs.push({ kind: "remote", url: entry.raw, namedAt: entry.place });
      } else {
        found.unread.push(entry.raw);
        found.problems.push({
          ruleId: REMOTE_SPEC_ID,
          message: `The OpenAPI file ${redactUrl(entry.raw)} is not fetched, so it is not checked and the preview's endpoint pages of it show no method, parameters or playground. Run docsgate with --fetch-remote (action input \`fetch-remote: true\`) to fetch and lint it.`,
          place: entry.place,
        });
      }
    } else if (target.kind === "local" && project.files.has(target.path)) {
      if (!project.isIgnored(target.path)) local.add(target.path);
    } else if (entry.reportMissing) {
      found.problems.push(missingEntry(entry, target.kind === "outside" ? target.reason : undefined, project.files));
    }
  }
  // Files that navigation entries name before an operation (`openapi.yaml GET /users`).
  for (const source of pageSources(project)) {
    const target = resolveDocPath(source.spec, project.files);
    if (target.kind === "local" && project.files.has(target.path) && !project.isIgnored(target.path))
      local.add(target.path);
  }
  for (const file of project.files.files) {
    if (
      !local.has(file) &&
      SPEC_EXTENSIONS.has(path.posix.extname(file).toLowerCase()) &&
      !project.isIgnored(file) &&
      !isConfigFile(file) &&
      looksLikeSpec(path.join(project.root, file))
    ) {
      discovered.add(file);
    }
  }
  for (const [file, others] of oneFileOnePath(project.root, [...local, ...discovered].sort(), local)) {
    // Read whole when any of its paths is named; sniffed (and skipped if it is no spec) when found by content only.
    const named = [file, ...others].some((each) => local.has(each));
    found.specs.push(named ? { kind: "local", file } : { kind: "local", file, found: true });
    if (others.length > 0) found.aliases.set(file, others);
  }
  return found;
}

/**
 * The spec files by the one file each is on disk: a symbolic link inside the root (to the file, or to a folder on
 * its way) gives one file several paths, and one file is one set of problems. A file is linted at the path where
 * the repository holds it, not through a link: that is the file its author edits, and where a pull request's
 * annotations land (GitHub shows a link as the one line of its target's path). When every path passes a link, a
 * path docs.json names is taken, else the first.
 */
function oneFileOnePath(root: string, files: readonly string[], named: ReadonlySet<string>): Map<string, string[]> {
  const realRoot = realPath(root);
  const byTarget = new Map<string, string[]>();
  for (const file of files) {
    const target = realPath(path.join(root, file));
    const paths = byTarget.get(target);
    if (paths) paths.push(file);
    else byTarget.set(target, [file]);
  }
  const result = new Map<string, string[]>();
  for (const [target, paths] of byTarget) {
    const first =
      paths.find((file) => path.join(realRoot, file) === target) ?? paths.find((file) => named.has(file)) ?? paths[0]!;
    result.set(
      first,
      paths.filter((file) => file !== first),
    );
  }
  return new Map([...result].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function realPath(full: string): string {
  try {
    return projectFiles.realpath(full);
  } catch {
    return full; // unreadable: linting it says so
  }
}

/**
 * The spec files pages name in their `openapi` front matter (`openapi.json GET /users`) that
 * `findSpecs` did not ask for: found by their first bytes they were not, so they are read now.
 */
export function specsNamedByPages(
  project: Project,
  pages: ReadonlyMap<string, PageFacts>,
  requested: ReadonlySet<string>,
): string[] {
  const named = new Set<string>();
  for (const facts of pages.values()) {
    if (facts.operation?.key !== "openapi") continue;
    const reference = parseOperationReference(facts.operation.value);
    if (reference.kind === "malformed" || reference.spec === undefined) continue;
    const target = resolveDocPath(reference.spec, project.files);
    if (
      target.kind !== "local" ||
      requested.has(target.path) ||
      !project.files.has(target.path) ||
      project.isIgnored(target.path)
    )
      continue;
    if (SPEC_EXTENSIONS.has(path.posix.extname(target.path).toLowerCase())) named.add(target.path);
  }
  return [...named].sort();
}

interface ConfiguredSpec {
  raw: string;
  place: SpecPlace;
  /** No config rule reports the file missing: the v2 navigation's entries. */
  reportMissing: boolean;
}

/**
 * The `openapi` entries of the config. Legacy: the top-level field (lifted to `api.openapi`; a path or URL, or a list of
 * them) and `openapi` on an anchor or tab. v2 (read with its `$ref`s resolved): `api.openapi`,
 * and `openapi` on every section and group of the navigation tree, `global` link-outs included;
 * each a path or URL, a list of them, or an object whose `source` names the file. A missing file
 * is reported here for the navigation's entries only: config/missing-file checks the others.
 */
function configuredSpecs(project: Project): ConfiguredSpec[] {
  const { docs } = project;
  if (!docs) return [];
  const v2 = docs.layout === "v2";
  const entries: ConfiguredSpec[] = [];
  const add = (item: unknown, at: JsonPath, reportMissing = v2) => {
    if (typeof item === "string") {
      if (item.trim()) entries.push({ raw: item.trim(), place: lineColumn(docs.rangeOf(at)), reportMissing });
    } else if (Array.isArray(item)) {
      item.forEach((each, i) => add(each, [...at, i], reportMissing));
    } else if (v2 && isObject(item)) {
      add(item.source, [...at, "source"], reportMissing);
    }
  };
  // config/missing-file and config/outside-root check `api.openapi` with the config's other files.
  add(objectAt(docs.value, "api")?.openapi, ["api", "openapi"], false);
  const sections = project.navigation?.sections ?? [];
  const nodes = v2
    ? [...sections, ...(project.navigation?.groups ?? [])]
    : [...sections.filter((node) => node.kind === "anchor"), ...sections.filter((node) => node.kind === "tab")];
  for (const node of nodes) add(node.value.openapi, [...node.path, "openapi"]);
  return entries;
}

function missingEntry(entry: ConfiguredSpec, outsideReason: string | undefined, files: FileIndex): SpecProblem {
  if (outsideReason) {
    return {
      ruleId: "config/outside-root",
      message: `The OpenAPI file "${entry.raw}" points outside the docs root: ${outsideReason}. Move the file into the docs folder and give its path from the docs root.`,
      place: entry.place,
    };
  }
  const target = resolveDocPath(entry.raw, files);
  const hint =
    target.kind === "local" ? missingFileHint(target.path, entry.raw.startsWith("/") ? "/" : "", files) : ".";
  return {
    ruleId: "config/missing-file",
    message: `The OpenAPI file "${entry.raw}" does not exist${hint}`,
    place: entry.place,
  };
}

function lineColumn(range: { file: string; line: number; column: number }): SpecPlace {
  return { file: range.file, line: range.line, column: range.column };
}

function isConfigFile(file: string): boolean {
  return file === "docs.json" || file === "mint.json";
}

function looksLikeSpec(full: string): boolean {
  try {
    const bytes = projectFiles.readHead(full, SNIFF_BYTES);
    // A spec saved as UTF-16 is still one: linting it says how to save it as UTF-8.
    const wide = wideEncoding(bytes);
    const head = wide ? (decodeWide(bytes, wide.name) ?? "").replace(/^\uFEFF/, "") : bytes.toString("utf8");
    if (!head.trimStart().startsWith("{")) return YAML_SPEC.test(head);
    if (JSON_SPEC.test(head)) return true;
    // JSON keeps its keys in any order: generators write `openapi` after `components` (0xsequence's
    // builder-api.json, at byte 88,931), and the site finds the spec whatever the order. Read on.
    if (wide || bytes.length < SNIFF_BYTES) return false;
    return JSON_SPEC.test(projectFiles.readHead(full, MAX_SPEC_BYTES).toString("utf8"));
  } catch {
    return false; // unreadable: not a spec docsgate can lint
  }
}
