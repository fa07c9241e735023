import path from "node:path";
import type { Project } from "../../project/project.js";
import type { JsonPath } from "../../project/json-source.js";
import type { Report } from "../../diagnostics/diagnostic.js";
import { isObject, objectAt } from "../../project/config-types/unchecked.js";
import type { DocsConfig } from "../../project/docs-config.js";
import type { Navigation } from "../../project/navigation/navigation.js";

/** A string docs.json holds, and where. */
export interface ConfigString {
  value: string;
  path: JsonPath;
}

/** An OpenAPI file docs.json names. */
export interface ConfiguredSpec extends ConfigString {
  /** The name as specs are compared: see specKey. */
  key: string;
  /** Named on a navigation entry (tab, anchor, group): the site makes a page for each of its operations. */
  generatesPages: boolean;
}

/** What docs.json says about the documented API. */
export interface SiteApiConfig {
  /** `api.mdx.server` (where the legacy `api.baseUrl` is lifted), a string or a list. */
  baseUrls: ConfigString[];
  /** `api.mdx.auth` (where the legacy `api.auth` is lifted). */
  auth?: { method: ConfigString; name?: ConfigString };
  specs: ConfiguredSpec[];
  /** A report pointing at the value (or key) at `path` in docs.json. */
  at(path: JsonPath, message: string, part?: "value" | "key"): Report;
}

/** The config's API settings, or undefined when docs.json is missing or not readable JSON (reported elsewhere). */
export function siteApiConfig(project: Project): SiteApiConfig | undefined {
  const { docs } = project;
  if (!docs) return undefined;
  const mdx = objectAt(objectAt(docs.value, "api"), "mdx");
  const auth = objectAt(mdx, "auth");
  // Messages name a setting as the file writes it (a legacy `api.auth.method`), and point there.
  const written = (value: string, path: JsonPath) => ({ value, path: docs.writtenPath(path) });
  const method = typeof auth?.method === "string" ? written(auth.method, ["api", "mdx", "auth", "method"]) : undefined;
  const name = typeof auth?.name === "string" ? written(auth.name, ["api", "mdx", "auth", "name"]) : undefined;
  return {
    baseUrls: strings(mdx?.server, ["api", "mdx", "server"]).map((url) => written(url.value, url.path)),
    ...(method ? { auth: { method, ...(name ? { name } : {}) } } : {}),
    specs: configuredSpecs(docs, project.navigation),
    at: docs.at,
  };
}

/**
 * The name a spec is compared by: a URL as written, a file relative to the docs root without a
 * leading `/` or `./` (pages and docs.json write both).
 */
export function specKey(raw: string): string {
  const trimmed = raw.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  return path.posix.normalize(trimmed.replace(/\\/g, "/").replace(/^\/+/, ""));
}

/**
 * `api.openapi` (and a top-level `openapi`, which Mintlify ignores) list files that pages name; an `openapi` on a
 * navigation entry (a tab, anchor or group, at any depth) also makes the site generate a page per operation. Its value
 * is a string, a list, or `{ "source": ..., "directory": ... }`. The legacy layout's entries are its tabs and anchors.
 */
function configuredSpecs(docs: DocsConfig, navigation: Navigation | undefined): ConfiguredSpec[] {
  const found: ConfiguredSpec[] = [];
  const add = (value: unknown, at: JsonPath, generatesPages: boolean) => {
    for (const { value: raw, path: where } of [
      ...strings(value, at),
      ...(isObject(value) ? strings(value.source, [...at, "source"]) : []),
    ]) {
      found.push({ value: raw, path: docs.writtenPath(where), key: specKey(raw), generatesPages });
    }
  };
  const walk = (node: unknown, at: JsonPath) => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, [...at, i]));
    else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (key === "openapi") add(child, [...at, key], true);
        else walk(child, [...at, key]);
      }
    }
  };
  const entries = Object.entries(docs.value);
  for (const [key, child] of entries) if (key === "openapi") add(child, [key], false);
  add(objectAt(docs.value, "api")?.openapi, ["api", "openapi"], false);
  for (const [key, child] of entries) if (key !== "openapi" && key !== "api") walk(child, [key]);
  if (docs.layout === "legacy") for (const section of navigation?.sections ?? []) walk(section.value, section.path);
  return found;
}

function strings(value: unknown, at: JsonPath): ConfigString[] {
  if (typeof value === "string") return [{ value, path: at }];
  if (Array.isArray(value))
    return value.flatMap((item, i) => (typeof item === "string" ? [{ value: item, path: [...at, i] }] : []));
  return [];
}
