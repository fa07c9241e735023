import type { Report } from "../diagnostics/diagnostic.js";
import type { JsonPath } from "../project/json-source.js";
import type { Project } from "../project/project.js";
import type { Navigation } from "../project/navigation/navigation.js";

export interface NavContext {
  navigation: Navigation;
  /** A report at a node's path, in the file that wrote it. */
  at(path: JsonPath, message: string, part?: "value" | "key"): Report;
}

/** Navigation rules run on a readable config, in either layout, whose navigation the reader could walk. */
export function navContext(project: Project): NavContext | undefined {
  const { navigation } = project;
  return navigation
    ? { navigation, at: (path, message, part = "value") => ({ message, ...navigation.rangeOf(path, part) }) }
    : undefined;
}
