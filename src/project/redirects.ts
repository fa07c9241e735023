import type { JsonPath } from "./json-source.js";
import type { Project } from "./project.js";
import { objectsAt, uncheckedObject } from "./config-types/unchecked.js";
import type { LegacyDocsConfig } from "./config-types/legacy-config.js";
import type { V2DocsConfig } from "./config-types/v2-config.js";
import { percentDecode } from "./percent-decode.js";

/** One entry of the config's `redirects`, with where it is in the resolved config. */
export interface Redirect {
  source: string;
  /** Undefined when the entry has none (the schema rule reports it). */
  destination?: string;
  /** `["redirects", i]` of the resolved config. */
  path: JsonPath;
  /** The paths the source matches, written as the site writes paths: `/guides/setup`. */
  pattern: RegExp;
  /** The source names one path, not many (no `:param` and no `*`). */
  exact: boolean;
}

/** `:name`, `:name*` (and `+`, `?`) and a bare `*`: the parts of a redirect path that stand for text. */
const PARAMETER = /(:[A-Za-z_]\w*[*+?]?|\*)/;

/**
 * The `redirects` of the config file (`[{ source: "/old/:slug*", destination }]`, or in the v2
 * layout `{ "$ref": "./redirects.json" }`), in order: the first whose source matches a path is
 * the one the site follows. `:name` matches one path segment; `:name*` and `*` match the rest of
 * the path.
 */
export function readRedirects(project: Project): Redirect[] {
  let read = readOnce.get(project);
  if (!read) readOnce.set(project, (read = redirectsOf(project)));
  return read;
}

const readOnce = new WeakMap<Project, Redirect[]>();

function redirectsOf(project: Project): Redirect[] {
  const config = uncheckedObject<LegacyDocsConfig | V2DocsConfig>(project.document?.value);
  const read: Redirect[] = [];
  objectsAt(config, "redirects").forEach((redirect, i) => {
    const { source, destination } = redirect ?? {};
    if (typeof source !== "string") return;
    read.push({
      source,
      ...(typeof destination === "string" ? { destination } : {}),
      path: ["redirects", i],
      pattern: sourcePattern(source),
      exact: !PARAMETER.test(source),
    });
  });
  return read;
}

const matchers = new WeakMap<Project, (path: string) => boolean>();

/**
 * Whether a path of the site (`/guides/setup`, with or without a trailing slash) is a redirect's source: a link to a
 * redirected path still works. An exact source is looked up, only the others are tried as patterns: a docs.json with
 * 80,000 redirects made every unresolved link run (and compile) 80,000 regular expressions.
 */
export function isRedirectSource(project: Project): (path: string) => boolean {
  let matcher = matchers.get(project);
  if (!matcher) {
    const exact = new Set<string>();
    const patterns: RegExp[] = [];
    for (const redirect of readRedirects(project)) {
      if (redirect.exact) exact.add(exactPath(redirect.source));
      else patterns.push(redirect.pattern);
    }
    matcher = (path) => exact.has(path.replace(/\/$/, "")) || patterns.some((pattern) => pattern.test(path));
    matchers.set(project, matcher);
  }
  return matcher;
}

/** An exact source as its pattern reads it: one leading slash, no trailing one (`/` itself becomes ""). */
function exactPath(source: string): string {
  return source.replace(/^\/*/, "/").replace(/\/+$/, "");
}

/** Whether a path pattern (a source or a destination) has parameters or wildcards. */
export function hasParameters(pattern: string): boolean {
  return PARAMETER.test(pattern);
}

/** The text before a pattern's first parameter: `/v2/` of `/v2/:slug*`. */
export function fixedPrefix(pattern: string): string {
  return pattern.split(PARAMETER)[0]!;
}

/** The pattern with each parameter replaced by `text`: a path it stands for, to look up where that leads. */
export function samplePath(pattern: string, text: string): string {
  return pattern
    .split(PARAMETER)
    .map((part, i) => (i % 2 === 0 ? part : text))
    .join("");
}

function sourcePattern(source: string): RegExp {
  const pattern = exactPath(source)
    .split(PARAMETER)
    .map((part, i) =>
      i % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : part === "*" || /[*+]$/.test(part) ? ".*" : "[^/]+",
    )
    .join("");
  return new RegExp(`^${pattern}/?$`);
}

/**
 * The folder of the built site where the page for an exact source goes: the path decoded, without
 * slashes at its ends (`/old%20page/` -> `old page`).
 */
export function sourceFolder(source: string): string {
  return percentDecode(source).replace(/^\/+|\/+$/g, "");
}

/**
 * Whether a browser reads a destination as another host's address though it is written like a
 * path: `//host/x`, and `/\host/x` or `\\host` (a backslash is a slash in an http(s) URL),
 * with the spaces and control characters around it that browsers drop, and tabs and line breaks
 * that they ignore anywhere.
 */
export function leavesSite(destination: string): boolean {
  const read = destination.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, "");
  return /^[\\/]{2}/.test(read);
}
