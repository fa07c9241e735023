// Search: the dialog, Ctrl/Cmd+K, and the keys that walk the results. The engine (MiniSearch and
// the indexes) is a script of its own, search.js, loaded when the reader first reaches for the
// search box (pointing at it is enough), so that a page that is only read does not pay for it.
import { SEARCH_INDEX_PATH, fullIndexPath } from "../search/search-options.js";
import type { SearchEngine } from "./search-engine.js";
import { openedFromDisk, siteRoot } from "./site-root.js";

/** The engine sits beside this script (client.js), under the site's base path. */
const ENGINE_URL =
  document.currentScript instanceof HTMLScriptElement
    ? new URL("search.js", document.currentScript.src).href
    : undefined;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  return response.text();
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`search engine: ${url} did not load`));
    document.head.append(script);
  });
}

/** Results shown at first, and added by each "Show more". */
const PAGE_OF_RESULTS = 12;

/** What the search dialog says on a page opened from disk, where the browser lets it fetch no index. */
const SEARCH_NEEDS_SERVED_SITE =
  "Search needs the site served: a page opened from a file cannot load the search index.";

export function setupSearch(root: HTMLElement): void {
  const button = document.querySelector<HTMLButtonElement>(".search-button");
  const backdrop = document.querySelector<HTMLElement>(".search-backdrop");
  const input = backdrop?.querySelector<HTMLInputElement>('input[type="search"]');
  const results = backdrop?.querySelector<HTMLElement>(".search-results");
  const status = backdrop?.querySelector<HTMLElement>(".search-status");
  if (!button || !backdrop || !input || !results || !status) return;
  if (/Mac|iPhone|iPad/.test(navigator.platform)) button.querySelector(".key-mod")?.replaceChildren("⌘");
  // A page of a language other than the default names its language's index.
  const quickPath = root.dataset.searchIndex ?? new URL(SEARCH_INDEX_PATH, siteRoot()).href;
  let loading: Promise<SearchEngine> | undefined;
  // The engine script and the quick index load side by side.
  const load = () =>
    (loading ??= (async () => {
      const quick = fetchText(quickPath);
      quick.catch(() => undefined);
      if (!ENGINE_URL) throw new Error("search engine: client.js has no address");
      await loadScript(ENGINE_URL);
      const start = window.docsgateSearch;
      if (!start) throw new Error("search engine: search.js set nothing up");
      return start(quick, fullIndexPath(quickPath), () => {
        if (!backdrop.hidden) void run();
      });
    })());
  const prepare = () => {
    if (openedFromDisk()) return;
    load().catch(() => {
      loading = undefined;
    });
  };
  const open = () => {
    backdrop.hidden = false;
    document.body.classList.add("search-open");
    input.focus();
    input.select();
    if (openedFromDisk()) {
      status.textContent = SEARCH_NEEDS_SERVED_SITE;
      return;
    }
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
  // How many results show; "Show more" raises it, a new query starts over.
  let limit = PAGE_OF_RESULTS;
  const run = async (more = false) => {
    const text = input.value.trim();
    if (openedFromDisk()) return;
    const mine = ++query;
    limit = more ? limit + PAGE_OF_RESULTS : PAGE_OF_RESULTS;
    if (!text) {
      results.replaceChildren();
      status.textContent = "";
      return;
    }
    const engine = await load();
    if (mine !== query) return;
    const shown = results.querySelectorAll(":scope > li:not(.search-more)").length;
    const { items, total } = engine.find(text, limit);
    const rest = total - items.length;
    const moreItem = rest > 0 ? [showMore(Math.min(rest, PAGE_OF_RESULTS))] : [];
    results.replaceChildren(...items, ...moreItem);
    status.textContent =
      total === 0
        ? `No results for “${text}”`
        : rest > 0
          ? `${items.length} of ${total} results`
          : `${total} result${total === 1 ? "" : "s"}`;
    // After "Show more", the first result it added takes the focus, where the button was.
    if (more) items[shown]?.querySelector("a")?.focus();
  };
  const showMore = (count: number): HTMLLIElement => {
    const item = document.createElement("li");
    item.className = "search-more";
    const more = document.createElement("button");
    more.type = "button";
    more.textContent = `Show ${count} more`;
    more.addEventListener("click", () => void run(true).catch(() => undefined));
    item.append(more);
    return item;
  };
  // A pointer over the button, or focus on it, starts the download before the click.
  button.addEventListener("pointerenter", prepare, { once: true });
  button.addEventListener("focus", prepare, { once: true });
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
    const links = [...results.querySelectorAll<HTMLElement>("a, button")];
    if (links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLElement);
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
