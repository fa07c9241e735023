// Search: the dialog, Ctrl/Cmd+K, and results in two stages. The quick index (titles and section
// headings) answers first; the full one (every section's words, and the texts results quote)
// loads right after it and answers from then on, with a snippet of the matching words.
import MiniSearch, { type SearchResult as MiniSearchResult } from "minisearch";
import {
  FULL_SEARCH_OPTIONS,
  QUICK_SEARCH_OPTIONS,
  SEARCH_INDEX_PATH,
  fullIndexPath,
  type FullSearchFile,
} from "../search/search-options.js";

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

const MAX_RESULTS = 12;
/** Characters a snippet shows around its first match. */
const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 160;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  return response.text();
}

export function setupSearch(root: HTMLElement, basePath: string): void {
  const button = document.querySelector<HTMLButtonElement>(".search-button");
  const backdrop = document.querySelector<HTMLElement>(".search-backdrop");
  const input = backdrop?.querySelector<HTMLInputElement>('input[type="search"]');
  const results = backdrop?.querySelector<HTMLElement>(".search-results");
  const status = backdrop?.querySelector<HTMLElement>(".search-status");
  if (!button || !backdrop || !input || !results || !status) return;
  if (/Mac|iPhone|iPad/.test(navigator.platform)) button.querySelector(".key-mod")?.replaceChildren("⌘");
  // A page of a language other than the default names its language's index.
  const quickPath = root.dataset.searchIndex ?? `${basePath}/${SEARCH_INDEX_PATH}`;
  let loading: Promise<Indexes> | undefined;
  const load = () =>
    (loading ??= fetchText(quickPath).then((text) => {
      const indexes: Indexes = {
        quick: MiniSearch.loadJSON(text, {
          ...QUICK_SEARCH_OPTIONS,
          fields: [...QUICK_SEARCH_OPTIONS.fields],
          storeFields: [...QUICK_SEARCH_OPTIONS.storeFields],
        }),
      };
      // The full index follows in the background; until it is in, the quick one answers.
      void fetchText(fullIndexPath(quickPath))
        .then((fullText) => {
          const file = JSON.parse(fullText) as FullSearchFile;
          indexes.full = {
            index: MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], {
              ...FULL_SEARCH_OPTIONS,
              fields: [...FULL_SEARCH_OPTIONS.fields],
              storeFields: [],
            }),
            texts: file.texts,
          };
          if (!backdrop.hidden) void run();
        })
        .catch(() => undefined);
      return indexes;
    }));
  const open = () => {
    backdrop.hidden = false;
    document.body.classList.add("search-open");
    input.focus();
    input.select();
    load().catch(() => {
      loading = undefined;
      status.textContent = "Search is not available right now.";
    });
  };
  const close = () => {
    backdrop.hidden = true;
    document.body.classList.remove("search-open");
    button.focus();
  };
  let query = 0;
  const run = async () => {
    const text = input.value.trim();
    const mine = ++query;
    if (!text) {
      results.replaceChildren();
      status.textContent = "";
      return;
    }
    const indexes = await load();
    if (mine !== query) return;
    const found = (indexes.full?.index ?? indexes.quick).search(text).slice(0, MAX_RESULTS);
    results.replaceChildren(...found.map((result) => resultItem(result, indexes)));
    status.textContent =
      found.length === 0 ? `No results for “${text}”` : `${found.length} result${found.length === 1 ? "" : "s"}`;
  };
  button.addEventListener("click", open);
  input.addEventListener("input", () => void run().catch(() => undefined));
  backdrop.addEventListener("click", (event) => {
    if (event.target === backdrop) close();
  });
  document.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
      event.preventDefault();
      if (backdrop.hidden) open();
      else close();
    } else if (event.key === "Escape" && !backdrop.hidden) {
      close();
    }
  });
  // Arrow keys walk from the field through the results; Enter follows the focused link.
  backdrop.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = [...results.querySelectorAll<HTMLAnchorElement>("a")];
    if (links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") links[at < 0 ? 0 : Math.min(at + 1, links.length - 1)]!.focus();
    else if (at <= 0) input.focus();
    else links[at - 1]!.focus();
  });
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    const first = results.querySelector<HTMLAnchorElement>("a");
    if (first) window.location.href = first.href;
  });
}

function resultItem(result: MiniSearchResult, indexes: Indexes): HTMLLIElement {
  const stored = indexes.quick.getStoredFields(result.id) as unknown as Stored;
  const item = document.createElement("li");
  const link = document.createElement("a");
  link.href = stored.url;
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

/** A pattern of the matched terms, each as a word's start (prefix search matched them so). */
function termsPattern(terms: readonly string[]): RegExp | undefined {
  const escaped = terms.filter(Boolean).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return escaped.length ? new RegExp(`(${escaped.sort((a, b) => b.length - a.length).join("|")})`, "giu") : undefined;
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
