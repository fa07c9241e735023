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
