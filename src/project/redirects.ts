import { objectsAt } from "./config-types/unchecked.js";
import type { JsonPath } from "./json-source.js";
import type { Project } from "./project.js";
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
  /** A 308 (the default), not a 307 (`"permanent": false`): the source's readers are meant to move for good. */
  permanent: boolean;
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
  const config = project.docs?.value;
  const read: Redirect[] = [];
  objectsAt(config, "redirects").forEach((redirect, i) => {
    const { source, destination, permanent } = redirect ?? {};
    if (typeof source !== "string") return;
    read.push({
      source,
      ...(typeof destination === "string" ? { destination } : {}),
      path: ["redirects", i],
      pattern: sourcePattern(source),
      exact: !PARAMETER.test(source),
      permanent: permanent !== false,
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

/**
 * Whether the source holds a `#fragment`: a browser never sends one to the server, and Mintlify matches a
 * redirect's source against the path alone, so such a redirect never applies (config/redirect-fragment).
 */
export function hasFragment(redirect: Redirect): boolean {
  return redirect.source.includes("#");
}

/** Whether a path pattern (a source or a destination) has parameters or wildcards. */
export function hasParameters(pattern: string): boolean {
  return PARAMETER.test(pattern);
}

/** The text before a pattern's first parameter: `/v2/` of `/v2/:slug*`. */
export function fixedPrefix(pattern: string): string {
  return pattern.split(PARAMETER)[0]!;
}

/**
 * The pattern with each parameter replaced by `text` (or by what `text` gives for the parameter and its
 * place among them): a path it stands for, to look up where that leads.
 */
export function samplePath(pattern: string, text: string | ((parameter: string, index: number) => string)): string {
  return pattern
    .split(PARAMETER)
    .map((part, i) => (i % 2 === 0 ? part : typeof text === "string" ? text : text(part, (i - 1) / 2)))
    .join("");
}

/**
 * Where a redirect sends `path`, a path its source matches: its destination with each parameter filled in
 * from the path, as Mintlify's link checker follows a redirect (link-rot `Graph.applyWildcardRedirect`): a
 * `:name` takes what the source's `:name` matched, a bare `*` what the source's bare `*` in the same place
 * matched. Undefined when the source does not match, or the destination names a parameter the source lacks.
 */
export function filledDestination(redirect: Redirect, path: string): string | undefined {
  const { destination, pattern, source, exact } = redirect;
  // An exact source is looked up by its decoded path (config/redirect-graph), which its pattern may not spell.
  const match = destination === undefined ? null : exact ? [path] : pattern.exec(path);
  if (!match) return undefined;
  const parameters = source.split(PARAMETER).filter((_, i) => i % 2 === 1);
  const captured = new Map<string, string>();
  let wildcards = 0;
  parameters.forEach((parameter, i) =>
    captured.set(parameter === "*" ? `*${wildcards++}` : parameterName(parameter), match[i + 1]!),
  );
  let filled = true;
  wildcards = 0;
  const written = samplePath(destination!, (parameter) => {
    const value = captured.get(parameter === "*" ? `*${wildcards++}` : parameterName(parameter));
    if (value === undefined) filled = false;
    return value ?? "";
  });
  return filled ? written : undefined;
}

/** `slug` of `:slug*`. */
function parameterName(parameter: string): string {
  return parameter.replace(/^:|[*+?]$/g, "");
}

/** The paths a source matches, each parameter a group that captures what it matched. */
function sourcePattern(source: string): RegExp {
  const pattern = exactPath(source)
    .split(PARAMETER)
    .map((part, i) =>
      i % 2 === 0
        ? part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        : part === "*" || /[*+]$/.test(part)
          ? "(.*)"
          : "([^/]+)",
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
