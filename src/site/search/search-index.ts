import { createHash } from "node:crypto";
import MiniSearch from "minisearch";
import type { SiteModel, SitePage } from "../model/site-model.js";
import type { RenderedPage } from "../../render/types.js";
import { SEARCH_INDEX_PATH, SEARCH_OPTIONS, type SearchDocument } from "./search-options.js";

/**
 * Where the index of a language's pages is written, relative to the site root: the default
 * language's (and a site without languages) at SEARCH_INDEX_PATH, each other beside it.
 */
export function searchIndexPath(model: SiteModel, language: string | undefined): string {
  if (language === undefined || language === model.languages[0]) return SEARCH_INDEX_PATH;
  const safe = language.replace(/[^A-Za-z0-9-]/g, "_");
  // Language codes are short; one past the file system's name limit (config/schema reports it) is named by its hash.
  const name =
    safe.length > MAX_LANGUAGE_NAME ? createHash("sha256").update(language).digest("hex").slice(0, 16) : safe;
  return SEARCH_INDEX_PATH.replace(/\.json$/, `-${name}.json`);
}

/** Far past any language code Mintlify accepts (`zh-Hans`). */
const MAX_LANGUAGE_NAME = 32;

/** The search indexes the site has: one per language, the default first (one with no languages). */
export function searchIndexes(model: SiteModel): { path: string; language?: string }[] {
  if (model.languages.length === 0) return [{ path: SEARCH_INDEX_PATH }];
  return model.languages.map((language) => ({ path: searchIndexPath(model, language), language }));
}

/** The built pages an index holds: its language's; pages of no language go with the default's. */
export function pagesOfIndex(model: SiteModel, pages: readonly SitePage[], language: string | undefined): SitePage[] {
  if (language === undefined) return [...pages];
  const isDefault = language === model.languages[0];
  return pages.filter((page) => page.language === language || (isDefault && page.language === undefined));
}

/** One search document per built page, in the site's order (which fixes the index's bytes). */
export function searchDocuments(
  model: SiteModel,
  pages: readonly SitePage[],
  rendered: ReadonlyMap<string, RenderedPage>,
): SearchDocument[] {
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
  const index = new MiniSearch<SearchDocument>({
    ...SEARCH_OPTIONS,
    fields: [...SEARCH_OPTIONS.fields],
    storeFields: [...SEARCH_OPTIONS.storeFields],
  });
  index.addAll(documents);
  return JSON.stringify(index);
}
