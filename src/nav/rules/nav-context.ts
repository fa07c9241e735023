import type { Project } from "../../project/project.js";
import type { JsonPath, JsonSource } from "../../project/json-source.js";
import type { Report } from "../../types.js";
import type { Navigation } from "../navigation.js";

export interface NavContext {
  source: JsonSource;
  navigation: Navigation;
  /** A report pointing at the value (or the key) at `path` in the config file. */
  at(path: JsonPath, message: string, part?: "value" | "key"): Report;
}

/** Navigation rules run only on a readable legacy-layout config with a `navigation` array. */
export function navContext(project: Project): NavContext | undefined {
  const { config, navigation } = project;
  if (config.status !== "read" || config.layout !== "legacy" || !navigation) return undefined;
  const source = config.source;
  return {
    source,
    navigation,
    at: (path, message, part = "value") => ({ message, file: source.file, ...source.rangeOf(path, part) }),
  };
}
