import { createHash } from "node:crypto";
import MiniSearch from "minisearch";
import type { SiteModel, SitePage } from "../model/site-model.js";
import type { RenderedPage } from "../../render/types.js";
import {
  FULL_SEARCH_OPTIONS,
  QUICK_SEARCH_OPTIONS,
  SEARCH_INDEX_PATH,
  type FullSearchFile,
  type SearchDocument,
} from "./search-options.js";

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

/**
 * The search documents of the built pages, in the site's order (which fixes the indexes' bytes): each page (its
 * title and its words before the first section), then each of its sections (heading and words).
 */
export function searchDocuments(
  model: SiteModel,
  pages: readonly SitePage[],
  rendered: ReadonlyMap<string, RenderedPage>,
): SearchDocument[] {
  const sectionNames = new Map(model.sections.map((section) => [section.id, section.name]));
  const documents: SearchDocument[] = [];
  for (const page of pages) {
    const body = rendered.get(page.file);
    const section = page.group ?? sectionNames.get(page.section) ?? "";
    const add = (url: string, heading: string, text: string) =>
      documents.push({ id: documents.length, url, title: page.title, section, heading, text });
    const parts = body?.textSections;
    if (!body || !parts) {
      add(page.href, "", body?.text ?? "");
      continue;
    }
    const headings = new Map(body.toc.map((entry) => [entry.id, entry.text]));
    add(page.href, "", parts.find((part) => part.id === "")?.text ?? "");
    for (const part of parts)
      if (part.id !== "")
        add(`${page.href}#${encodeURIComponent(part.id)}`, headings.get(part.id) ?? part.heading ?? "", part.text);
  }
  return documents;
}

/** The quick index's file: titles and headings, with the fields a result shows. */
export function quickIndexJson(documents: readonly SearchDocument[]): string {
  return JSON.stringify(miniSearch(QUICK_SEARCH_OPTIONS, documents));
}

/** The full index's file: every field, and the texts results quote from. */
export function fullIndexJson(documents: readonly SearchDocument[]): string {
  const file: FullSearchFile = {
    index: miniSearch(FULL_SEARCH_OPTIONS, documents).toJSON(),
    texts: documents.map((document) => document.text),
  };
  return JSON.stringify(file);
}

function miniSearch(
  options: typeof QUICK_SEARCH_OPTIONS | typeof FULL_SEARCH_OPTIONS,
  documents: readonly SearchDocument[],
): MiniSearch<SearchDocument> {
  // MiniSearch's option types want mutable arrays; the shared options are frozen.
  const index = new MiniSearch<SearchDocument>({
    ...options,
    fields: [...options.fields],
    storeFields: [...options.storeFields],
  });
  index.addAll(documents);
  return index;
}
