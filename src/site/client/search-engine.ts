// The search engine, which client.js loads the first time a reader reaches for the search box (it
// is most of the search's code: MiniSearch). It answers in two stages: the quick index (titles and
// section headings) first; the full one (every section's words, and the texts results quote)
// loads right after it and answers from then on, with a snippet of the matching words.
import MiniSearch, { type SearchResult as MiniSearchResult } from "minisearch";
import { FULL_SEARCH_OPTIONS, QUICK_SEARCH_OPTIONS, type FullSearchFile } from "../search/search-options.js";
import { siteRoot } from "./site-root.js";

/** What the engine script gives client.js: the first `limit` results of a query, as list items, and how many there are. */
export interface SearchEngine {
  find(text: string, limit: number): { items: HTMLLIElement[]; total: number };
}

/**
 * Starts the engine on the quick index's text (fetched by client.js while this script loads);
 * `upgraded` is called once the full index answers.
 */
export type StartSearch = (quick: Promise<string>, fullPath: string, upgraded: () => void) => Promise<SearchEngine>;

declare global {
  interface Window {
    docsgateSearch?: StartSearch;
  }
}

interface Stored {
  title: string;
  url: string;
  section: string;
  heading: string;
}

interface Indexes {
  quick: MiniSearch;
  full?: { index: MiniSearch; texts: string[] };
}

/** Characters a snippet shows around its first match. */
const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 160;

window.docsgateSearch = async (quick, fullPath, upgraded) => {
  const indexes: Indexes = {
    quick: MiniSearch.loadJSON(await quick, {
      ...QUICK_SEARCH_OPTIONS,
      fields: [...QUICK_SEARCH_OPTIONS.fields],
      storeFields: [...QUICK_SEARCH_OPTIONS.storeFields],
    }),
  };
  // The full index follows in the background; until it is in, the quick one answers.
  void fetch(fullPath)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<FullSearchFile>;
    })
    .then((file) => {
      indexes.full = {
        index: MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], {
          ...FULL_SEARCH_OPTIONS,
          fields: [...FULL_SEARCH_OPTIONS.fields],
          storeFields: [],
        }),
        texts: file.texts,
      };
      upgraded();
    })
    .catch(() => undefined);
  return {
    find: (text, limit) => {
      const results = (indexes.full?.index ?? indexes.quick).search(text);
      return { items: results.slice(0, limit).map((result) => resultItem(result, indexes)), total: results.length };
    },
  };
};

function resultItem(result: MiniSearchResult, indexes: Indexes): HTMLLIElement {
  const stored = indexes.quick.getStoredFields(result.id) as unknown as Stored;
  const item = document.createElement("li");
  const link = document.createElement("a");
  // Root-absolute on a served site; relative to the site's root in a copy made to be read from disk.
  link.href = new URL(stored.url, siteRoot()).href;
  const title = document.createElement("span");
  title.className = "search-result-title";
  // A section shows as "Page › Section".
  title.append(...marked(stored.title, result.terms));
  if (stored.heading) {
    const heading = document.createElement("span");
    heading.className = "search-result-heading";
    heading.append(" › ", ...marked(stored.heading, result.terms));
    title.append(heading);
  }
  link.append(title);
  const text = indexes.full?.texts[result.id as number];
  const quote = text ? snippet(text, result.terms) : undefined;
  if (quote) {
    const element = document.createElement("span");
    element.className = "search-result-snippet";
    element.append(...marked(quote, result.terms));
    link.append(element);
  }
  if (stored.section) {
    const section = document.createElement("span");
    section.className = "search-result-section";
    section.textContent = stored.section;
    link.append(section);
  }
  item.append(link);
  return item;
}

/**
 * A pattern of the matched terms as whole words. MiniSearch hands back the words of the document
 * that matched (`forecasts` for the query `fore`, by prefix or by a typo's distance), split where
 * its tokenizer splits: on spaces and punctuation. So a term is marked only where it stands as a
 * word, never inside another (`port` in `support`).
 */
function termsPattern(terms: readonly string[]): RegExp | undefined {
  const escaped = terms.filter(Boolean).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (!escaped.length) return undefined;
  const alternatives = escaped.sort((a, b) => b.length - a.length).join("|");
  return new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])(${alternatives})(?![\\p{L}\\p{N}\\p{M}])`, "giu");
}

/** The words around the first match, cut at word boundaries, with ellipses where cut; undefined without a match. */
function snippet(text: string, terms: readonly string[]): string | undefined {
  const pattern = termsPattern(terms);
  const at = pattern ? text.search(pattern) : -1;
  if (at < 0) return text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH).replace(/\s\S*$/, "")} …` : text;
  let start = Math.max(0, at - SNIPPET_BEFORE);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(" ", end) > at ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "… " : ""}${text.slice(start, end)}${end < text.length ? " …" : ""}`;
}

/** The text as nodes, the matched terms in <mark>. */
function marked(text: string, terms: readonly string[]): Node[] {
  const pattern = termsPattern(terms);
  if (!pattern) return [document.createTextNode(text)];
  return text.split(pattern).map((part, index) => {
    if (index % 2 === 0) return document.createTextNode(part);
    const mark = document.createElement("mark");
    mark.textContent = part;
    return mark;
  });
}
