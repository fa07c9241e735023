/**
 * MiniSearch's options, shared by the indexes the build writes and the client that loads them
 * (MiniSearch.loadJS needs the options an index was made with). Search runs in two stages, so
 * that the first results show at once on a large site: the quick index (`search.json`) holds
 * titles and section headings with what a result shows; the full one (`search-full.json`),
 * loaded next, adds the words of every section and the texts that results quote.
 */
export const QUICK_SEARCH_OPTIONS = {
  fields: ["title", "heading"],
  storeFields: ["title", "url", "section", "heading"],
  idField: "id",
  searchOptions: { boost: { title: 3, heading: 2 }, prefix: true, fuzzy: 0.15 },
} as const;

export const FULL_SEARCH_OPTIONS = {
  fields: ["title", "heading", "text"],
  storeFields: [],
  idField: "id",
  searchOptions: { boost: { title: 3, heading: 2 }, prefix: true, fuzzy: 0.15 },
} as const;

/** A page (its title and the words before its first section) or one of its sections, as search holds it. */
export interface SearchDocument {
  id: number;
  /** The page's URL, with `#id` for a section. */
  url: string;
  /** The page's title. */
  title: string;
  /** The sidebar group (or tab) that holds the page, shown under the result. */
  section: string;
  /** The section's heading; "" for the page itself. */
  heading: string;
  text: string;
}

/** The full index's file: the MiniSearch index and, by document id, the texts results quote. */
export interface FullSearchFile {
  index: unknown;
  texts: string[];
}

/** Where the build writes the (quick) index, relative to the site root. */
export const SEARCH_INDEX_PATH = "_docsgate/search.json";

/** The full index beside a quick one. */
export function fullIndexPath(quickPath: string): string {
  return quickPath.replace(/\.json$/, "-full.json");
}
