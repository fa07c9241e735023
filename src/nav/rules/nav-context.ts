import { legacyConfig, type LegacyConfig } from "../../config/legacy-config.js";
import type { Project } from "../../project/project.js";
import type { Navigation } from "../navigation.js";

export interface NavContext extends LegacyConfig {
  navigation: Navigation;
}

/** Navigation rules run only on a readable legacy-layout config with a `navigation` array. */
export function navContext(project: Project): NavContext | undefined {
  const config = legacyConfig(project);
  return config && project.navigation ? { ...config, navigation: project.navigation } : undefined;
}
