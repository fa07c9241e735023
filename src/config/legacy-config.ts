import type { Project } from "../project/project.js";
import type { JsonPath, JsonSource } from "../project/json-source.js";
import type { Report } from "../diagnostics/diagnostic.js";
import type { ConfigView } from "./unknown-keys.js";
import { uncheckedObject, type UncheckedLegacyConfig } from "../project/config-types/unchecked.js";

export interface LegacyConfig extends ConfigView {
  source: JsonSource;
  /** The parsed config, unless it is no object (config/schema reports that). */
  value: UncheckedLegacyConfig | undefined;
  /** A report pointing at the value (or the key) at `path` in the config file. */
  at(path: JsonPath, message: string, part?: "value" | "key"): Report;
}

/**
 * The config that the content rules look at: read, in the legacy layout, without a syntax
 * error. Anything else is reported by config/missing, config/invalid-json, or validated as the v2 layout.
 */
export function legacyConfig(project: Project): LegacyConfig | undefined {
  const { config } = project;
  if (config.status !== "read" || config.layout !== "legacy" || config.source.syntaxError) return undefined;
  const source = config.source;
  return {
    source,
    file: source.file,
    value: uncheckedObject(source.value),
    at: (path, message, part = "value") => ({ message, file: source.file, ...source.rangeOf(path, part) }),
    node: (path) => source.node(path),
    ignoredBy: "the site",
  };
}
