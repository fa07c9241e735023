import type { ConfigDocument } from "../project/config-document.js";
import type { Project } from "../project/project.js";
import type { Navigation } from "../project/navigation/navigation.js";

export interface NavContext {
  navigation: Navigation;
  document: ConfigDocument;
  /** A report at a path of the resolved config, in the file that wrote it. */
  at: ConfigDocument["at"];
}

/** Navigation rules run on a readable config, in either layout, whose navigation the reader could walk. */
export function navContext(project: Project): NavContext | undefined {
  const { document, navigation } = project;
  return document && navigation ? { navigation, document, at: document.at } : undefined;
}
