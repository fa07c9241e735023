import type { SiteModel } from "../model/site-model.js";
import { isBigSection, sharedSidebar, sharedSidebarPath } from "./sidebar.js";

export interface SharedSiteFile {
  /** Relative to the site root, POSIX separators. */
  path: string;
  content: string;
}

/** Files every page shares: the full sidebar of each section too big to write into every page. */
export function sharedSiteFiles(model: SiteModel): SharedSiteFile[] {
  return model.sections
    .filter(isBigSection)
    .map((section) => ({ path: sharedSidebarPath(section), content: sharedSidebar(section) }));
}
