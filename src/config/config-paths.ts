import type { JsonPath } from "../project/json-source.js";
import { valueAt } from "./legacy-config.js";

export interface ConfigPath {
  /** The path as written in docs.json. */
  raw: string;
  /** Where it is written. */
  path: JsonPath;
  /** What it names, for messages: "logo", "favicon", ... */
  role: string;
}

/** Every file path docs.json names: logo(s), favicon, background image and OpenAPI files (also those of anchors and tabs). */
export function configPaths(config: unknown): ConfigPath[] {
  const found: ConfigPath[] = [];
  const add = (path: JsonPath, role: string) => {
    const raw = valueAt(config, path);
    if (typeof raw === "string") found.push({ raw, path, role });
  };
  const logo = valueAt(config, ["logo"]);
  if (logo !== null && typeof logo === "object") {
    add(["logo", "light"], "light-mode logo");
    add(["logo", "dark"], "dark-mode logo");
  } else {
    add(["logo"], "logo");
  }
  add(["favicon"], "favicon");
  add(["backgroundImage"], "background image");
  const openapi = valueAt(config, ["openapi"]);
  if (Array.isArray(openapi)) openapi.forEach((_, i) => add(["openapi", i], "OpenAPI file"));
  else add(["openapi"], "OpenAPI file");
  for (const section of ["anchors", "tabs"]) {
    const items = valueAt(config, [section]);
    if (Array.isArray(items)) items.forEach((_, i) => add([section, i, "openapi"], "OpenAPI file"));
  }
  return found;
}

/**
 * Every file path a v2 docs.json names outside its navigation (the navigation's OpenAPI files are
 * the navigation rules'): logo(s), favicon(s), background image(s), the API's OpenAPI and
 * AsyncAPI files and local font files. `config` is the config with its `$ref`s resolved.
 */
export function v2ConfigPaths(config: unknown): ConfigPath[] {
  const found: ConfigPath[] = [];
  const add = (path: JsonPath, role: string) => {
    const raw = valueAt(config, path);
    if (typeof raw === "string" && raw.trim()) found.push({ raw: raw.trim(), path, role });
  };
  const lightDark = (path: JsonPath, role: string) => {
    const value = valueAt(config, path);
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      add([...path, "light"], `light-mode ${role}`);
      add([...path, "dark"], `dark-mode ${role}`);
    } else {
      add(path, role);
    }
  };
  lightDark(["logo"], "logo");
  lightDark(["favicon"], "favicon");
  lightDark(["background", "image"], "background image");
  for (const [key, role] of [["openapi", "OpenAPI file"], ["asyncapi", "AsyncAPI file"]] as const) {
    const spec = (path: JsonPath) => {
      const value = valueAt(config, path);
      if (value !== null && typeof value === "object" && !Array.isArray(value)) add([...path, "source"], role);
      else add(path, role);
    };
    const value = valueAt(config, ["api", key]);
    if (Array.isArray(value)) value.forEach((_, i) => spec(["api", key, i]));
    else spec(["api", key]);
  }
  const fonts = valueAt(config, ["fonts"]);
  if (fonts !== null && typeof fonts === "object" && "family" in fonts) add(["fonts", "source"], "font file");
  else for (const part of ["heading", "body"]) add(["fonts", part, "source"], `${part} font file`);
  return found;
}
