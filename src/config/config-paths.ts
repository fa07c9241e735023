import type { JsonPath } from "../project/json-source.js";
import type { LegacyDocsConfig } from "../project/config-types/legacy-config.js";
import {
  isObject,
  objectAt,
  valueAt,
  type CheckedPath,
  type UncheckedLegacyConfig,
  type UncheckedV2Config,
} from "../project/config-types/unchecked.js";
import type { V2DocsConfig } from "../project/config-types/v2-config.js";

export interface ConfigPath {
  /** The path as written in docs.json. */
  raw: string;
  /** Where it is written. */
  path: JsonPath;
  /** What it names, for messages: "logo", "favicon", ... */
  role: string;
}

/**
 * Every file path docs.json names: logo(s), favicon, background image and OpenAPI files (also those of anchors and
 * tabs).
 */
export function configPaths(config: UncheckedLegacyConfig | undefined): ConfigPath[] {
  const found: ConfigPath[] = [];
  const add = <const P extends JsonPath>(path: P & CheckedPath<LegacyDocsConfig, P>, role: string) => {
    const at: JsonPath = path;
    const raw = valueAt(config, at);
    if (typeof raw === "string") found.push({ raw, path: at, role });
  };
  if (objectAt(config, "logo")) {
    add(["logo", "light"], "light-mode logo");
    add(["logo", "dark"], "dark-mode logo");
  } else {
    add(["logo"], "logo");
  }
  add(["favicon"], "favicon");
  add(["backgroundImage"], "background image");
  const openapi = config?.openapi;
  if (Array.isArray(openapi)) openapi.forEach((_, i) => add(["openapi", i], "OpenAPI file"));
  else add(["openapi"], "OpenAPI file");
  for (const section of ["anchors", "tabs"] as const) {
    const items = config?.[section];
    if (Array.isArray(items)) items.forEach((_, i) => add([section, i, "openapi"], "OpenAPI file"));
  }
  return found;
}

/**
 * Every file path a v2 docs.json names outside its navigation (the navigation's OpenAPI files are
 * the navigation rules'): logo(s), favicon(s), background image(s), the API's OpenAPI files, every
 * AsyncAPI file (the navigation's too) and local font files. `config` is the config with its `$ref`s resolved.
 */
export function v2ConfigPaths(config: UncheckedV2Config | undefined): ConfigPath[] {
  const found: ConfigPath[] = [];
  const add = <const P extends JsonPath>(path: P & CheckedPath<V2DocsConfig, P>, role: string) => {
    const at: JsonPath = path;
    const raw = valueAt(config, at);
    if (typeof raw === "string" && raw.trim()) found.push({ raw: raw.trim(), path: at, role });
  };
  const lightDark = <const P extends JsonPath>(path: P & CheckedPath<V2DocsConfig, P>, role: string) => {
    const at: JsonPath = path;
    if (isObject(valueAt(config, at))) {
      add([...at, "light"], `light-mode ${role}`);
      add([...at, "dark"], `dark-mode ${role}`);
    } else {
      add(at, role);
    }
  };
  lightDark(["logo"], "logo");
  lightDark(["favicon"], "favicon");
  lightDark(["background", "image"], "background image");
  const openapi = objectAt(config, "api")?.openapi;
  const spec = (at: JsonPath) => {
    if (isObject(valueAt(config, at))) add([...at, "source"], "OpenAPI file");
    else add(at, "OpenAPI file");
  };
  if (Array.isArray(openapi)) openapi.forEach((_, i) => spec(["api", "openapi", i]));
  else spec(["api", "openapi"]);
  found.push(...asyncApiConfigPaths(config));
  const fonts = objectAt(config, "fonts");
  if (fonts && "family" in fonts) add(["fonts", "source"], "font file");
  else for (const part of ["heading", "body"] as const) add(["fonts", part, "source"], `${part} font file`);
  return found;
}

/**
 * The AsyncAPI files a v2 docs.json names: `api.asyncapi`, and `asyncapi` on any node of the
 * navigation (a division or a group), each a path or URL, a list of them, or `{ source }`.
 */
export function asyncApiConfigPaths(config: UncheckedV2Config | undefined): ConfigPath[] {
  const found: ConfigPath[] = [];
  const spec = (value: unknown, at: JsonPath) => {
    if (typeof value === "string") {
      if (value.trim()) found.push({ raw: value.trim(), path: at, role: "AsyncAPI file" });
    } else if (Array.isArray(value)) value.forEach((item, i) => spec(item, [...at, i]));
    else if (isObject(value)) spec(value.source, [...at, "source"]);
  };
  spec(objectAt(config, "api")?.asyncapi, ["api", "asyncapi"]);
  const walk = (value: unknown, at: JsonPath) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...at, i]));
    else if (isObject(value))
      for (const [key, child] of Object.entries(value)) {
        // A group with both uses `openapi` and drops `asyncapi` (see navigation-drops.ts).
        if (key === "asyncapi") {
          if (!("group" in value && "openapi" in value)) spec(child, [...at, key]);
        } else walk(child, [...at, key]);
      }
  };
  walk(valueAt(config, ["navigation"]), ["navigation"]);
  return found;
}
