import MiniSearch from "minisearch";
import type { SiteModel, SitePage } from "../model/site-model.js";
import type { RenderedPage } from "../types.js";
import { SEARCH_OPTIONS, type SearchDocument } from "./search-options.js";

/** One search document per built page, in the site's order (which fixes the index's bytes). */
export function searchDocuments(model: SiteModel, pages: readonly SitePage[], rendered: ReadonlyMap<string, RenderedPage>): SearchDocument[] {
  const sectionNames = new Map(model.sections.map((section) => [section.id, section.name]));
  return pages.map((page, id) => {
    const body = rendered.get(page.file);
    return {
      id,
      url: page.href,
      title: page.title,
      section: page.group ?? sectionNames.get(page.section) ?? "",
      headings: body ? body.toc.map((entry) => entry.text).join("\n") : "",
      text: body?.text ?? "",
    };
  });
}

/** The serialized MiniSearch index the client loads with `MiniSearch.loadJSON(text, SEARCH_OPTIONS)`. */
export function searchIndexJson(documents: readonly SearchDocument[]): string {
  // MiniSearch's option types want mutable arrays; the shared options are frozen.
  const index = new MiniSearch<SearchDocument>({ ...SEARCH_OPTIONS, fields: [...SEARCH_OPTIONS.fields], storeFields: [...SEARCH_OPTIONS.storeFields] });
  index.addAll(documents);
  return JSON.stringify(index);
}
