import type { Rule } from "../diagnostics/diagnostic.js";
import type { Project } from "../project/project.js";
import type { PageFacts } from "../parse/page-facts.js";

/** What rules that look across pages (links and their fragments) get: the project and every page's facts. */
export interface PagesContext {
  project: Project;
  pages: ReadonlyMap<string, PageFacts>;
}

/** A rule that looks across pages, once every page is parsed: links and their fragments. */
export type PagesRule = Rule<"pages", PagesContext>;
