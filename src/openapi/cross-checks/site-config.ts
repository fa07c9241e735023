import path from "node:path";
import type { Project } from "../../project/project.js";
import type { JsonPath } from "../../project/json-source.js";
import type { Report } from "../../diagnostics/diagnostic.js";
import { isObject, objectAt, uncheckedObject, type UncheckedConfig } from "../../project/config-types/unchecked.js";
import type { LegacyDocsConfig } from "../../project/config-types/legacy-config.js";
import type { V2DocsConfig } from "../../project/config-types/v2-config.js";

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

/** What docs.json says about the documented API, in either layout. */
export interface SiteApiConfig {
  /** `api.baseUrl` (legacy) and `api.mdx.server` (newer layout), each a string or a list. */
  baseUrls: ConfigString[];
  /** `api.auth` (legacy) or `api.mdx.auth` (newer layout). */
  auth?: { method: ConfigString; name?: ConfigString };
  specs: ConfiguredSpec[];
  /** A report pointing at the value (or key) at `path` in docs.json. */
  at(path: JsonPath, message: string, part?: "value" | "key"): Report;
}

/** The config's API settings, or undefined when docs.json is missing or not readable JSON (reported elsewhere). */
export function siteApiConfig(project: Project): SiteApiConfig | undefined {
  const { config } = project;
  const value =
    config.status === "read" && !config.source.syntaxError
      ? uncheckedObject<LegacyDocsConfig | V2DocsConfig>(config.source.value)
      : undefined;
  if (config.status !== "read" || !value) return undefined;
  const source = config.source;
  const api = objectAt(value, "api");
  const mdx = objectAt(api, "mdx");
  const legacyAuth = objectAt(api, "auth");
  const v2Auth = objectAt(mdx, "auth");
  const auth = legacyAuth
    ? { at: ["api", "auth"], value: legacyAuth }
    : v2Auth
      ? { at: ["api", "mdx", "auth"], value: v2Auth }
      : undefined;
  const method =
    auth && typeof auth.value.method === "string"
      ? { value: auth.value.method, path: [...auth.at, "method"] }
      : undefined;
  const name =
    auth && typeof auth.value.name === "string" ? { value: auth.value.name, path: [...auth.at, "name"] } : undefined;
  return {
    baseUrls: [...strings(api?.baseUrl, ["api", "baseUrl"]), ...strings(mdx?.server, ["api", "mdx", "server"])],
    ...(method ? { auth: { method, ...(name ? { name } : {}) } } : {}),
    specs: configuredSpecs(value),
    at: (at, message, part = "value") => ({ message, file: source.file, ...source.rangeOf(at, part) }),
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
 * The top-level `openapi` and `api.openapi` list files that pages name; an `openapi` on a
 * navigation entry (a tab, anchor or group, at any depth) also makes the site generate a page
 * per operation. Its value is a string, a list, or `{ "source": ..., "directory": ... }`.
 */
function configuredSpecs(config: UncheckedConfig): ConfiguredSpec[] {
  const found: ConfiguredSpec[] = [];
  const add = (value: unknown, at: JsonPath, generatesPages: boolean) => {
    for (const { value: raw, path: where } of [
      ...strings(value, at),
      ...(isObject(value) ? strings(value.source, [...at, "source"]) : []),
    ]) {
      found.push({ value: raw, path: where, key: specKey(raw), generatesPages });
    }
  };
  add(config.openapi, ["openapi"], false);
  add(objectAt(config, "api")?.openapi, ["api", "openapi"], false);
  const walk = (node: unknown, at: JsonPath) => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, [...at, i]));
    else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (key === "openapi") add(child, [...at, key], true);
        else walk(child, [...at, key]);
      }
    }
  };
  for (const [key, child] of Object.entries(config)) if (key !== "openapi" && key !== "api") walk(child, [key]);
  return found;
}

function strings(value: unknown, at: JsonPath): ConfigString[] {
  if (typeof value === "string") return [{ value, path: at }];
  if (Array.isArray(value))
    return value.flatMap((item, i) => (typeof item === "string" ? [{ value: item, path: [...at, i] }] : []));
  return [];
}
