/**
 * MiniSearch's options, shared by the index the build writes (search.json) and the client
 * that loads it: MiniSearch.loadJSON needs the options the index was made with.
 */
export const SEARCH_OPTIONS = {
  fields: ["title", "headings", "text"],
  storeFields: ["title", "url", "section"],
  idField: "id",
  searchOptions: { boost: { title: 3, headings: 2 }, prefix: true, fuzzy: 0.15 },
} as const;

/** One page as the search index stores it. */
export interface SearchDocument {
  id: number;
  url: string;
  title: string;
  /** The sidebar group (or tab) that holds the page, shown under the result. */
  section: string;
  headings: string;
  text: string;
}

/** Where the build writes the index, relative to the site root. */
export const SEARCH_INDEX_PATH = "_docsgate/search.json";
