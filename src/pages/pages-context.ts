import type { Rule } from "../diagnostics/diagnostic.js";
import type { Project } from "../project/project.js";
import type { PageFacts } from "../parse/page-facts.js";

/** What rules that look across pages (links and their fragments) get: the project and every page's facts. */
export interface PagesContext {
  project: Project;
  pages: ReadonlyMap<string, PageFacts>;
  /**
   * Only these pages' own links are looked at, when given: the language server's run after an edit that changed no
   * page's anchors, which keeps the reports of every other page's links from the run before (rules whose meta says
   * `linksOfEachPage`).
   */
  linking?: ReadonlySet<string>;
}

/** The pages whose links a rule looks at: every page, or those the context names (`linking`). */
export function linkingPages(context: PagesContext): Iterable<[string, PageFacts]> {
  const { linking } = context;
  if (!linking) return context.pages;
  return [...linking].flatMap((file) => {
    const facts = context.pages.get(file);
    return facts ? [[file, facts] as [string, PageFacts]] : [];
  });
}

/** A rule that looks across pages, once every page is parsed: links and their fragments. */
export type PagesRule = Rule<"pages", PagesContext>;
