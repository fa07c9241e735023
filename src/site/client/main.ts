// The built site's only script: the mode toggle, tabs, copy buttons, search, versions, the
// shared sidebar of big sections, the navigation's switchers and the mobile menu. No framework;
// every part works on the markup the layout and the page renderer write (see the DOM contract of
// the site brief).
import MiniSearch from "minisearch";
import { SEARCH_INDEX_PATH, SEARCH_OPTIONS } from "../search/search-options.js";
import { setupPlaygrounds } from "./playground.js";

const THEME_KEY = "docsgate-theme";
const VERSION_KEY = "docsgate-version";
const root = document.documentElement;
const basePath = root.dataset.base ?? "";

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage is off (private mode, policies): the choice lasts for this page only.
  }
}

function setupModeToggle(): void {
  const button = document.querySelector<HTMLButtonElement>('button[aria-label="Toggle dark mode"]');
  if (!button) return;
  const sync = () => button.setAttribute("aria-pressed", String(root.dataset.theme === "dark"));
  sync();
  button.addEventListener("click", () => {
    const next = root.dataset.theme === "dark" ? "light" : "dark";
    root.dataset.theme = next;
    store(THEME_KEY, next);
    sync();
  });
}

/** Tabs and CodeGroups: click or arrow keys select; other tab groups with a tab of the same title follow. */
function setupTabs(): void {
  for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    const tabs = tabsOf(list);
    const selected = tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true");
    select(list, selected < 0 ? 0 : selected, false);
    tabs.forEach((tab, i) => {
      tab.addEventListener("click", () => {
        select(list, i, true);
        syncOthers(list, tab.textContent?.trim() ?? "");
      });
      tab.addEventListener("keydown", (event) => {
        const last = tabs.length - 1;
        const target =
          event.key === "ArrowRight"
            ? i === last
              ? 0
              : i + 1
            : event.key === "ArrowLeft"
              ? i === 0
                ? last
                : i - 1
              : event.key === "Home"
                ? 0
                : event.key === "End"
                  ? last
                  : -1;
        if (target < 0) return;
        event.preventDefault();
        select(list, target, true);
      });
    });
  }
}

function tabsOf(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
    (tab) => tab.closest('[role="tablist"]') === list,
  );
}

/** A tab's panel: the one its aria-controls names, else the panel at its index beside the list. */
function panelsOf(list: HTMLElement): HTMLElement[] {
  const tabs = tabsOf(list);
  const named = tabs.map((tab) => {
    const id = tab.getAttribute("aria-controls");
    return id ? document.getElementById(id) : null;
  });
  if (named.every((panel) => panel !== null)) return named as HTMLElement[];
  const container = list.parentElement;
  return container
    ? [...container.children].filter(
        (child): child is HTMLElement => child instanceof HTMLElement && child.getAttribute("role") === "tabpanel",
      )
    : [];
}

function select(list: HTMLElement, index: number, focus: boolean): void {
  const tabs = tabsOf(list);
  const panels = panelsOf(list);
  tabs.forEach((tab, i) => {
    const selected = i === index;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    if (selected && focus) tab.focus();
  });
  panels.forEach((panel, i) => {
    panel.hidden = i !== index;
  });
}

function syncOthers(source: HTMLElement, title: string): void {
  if (!title) return;
  for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    if (list === source) continue;
    const index = tabsOf(list).findIndex((tab) => tab.textContent?.trim() === title);
    if (index >= 0) select(list, index, false);
  }
}

/** Code blocks' copy buttons, and buttons that carry their text (a Prompt's, a colour swatch: the dark value in dark mode). */
function setupCopyButtons(): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
      'button[aria-label="Copy code"], button[data-copy]',
    );
    if (!button) return;
    const { copy, copyDark } = button.dataset;
    const code = copy === undefined ? codeOf(button) : (root.dataset.theme === "dark" && copyDark) || copy;
    if (code === undefined) return;
    const title = button.title;
    void navigator.clipboard.writeText(code).then(
      () => {
        button.dataset.copied = "true";
        button.title = "Copied";
        window.setTimeout(() => {
          delete button.dataset.copied;
          button.title = title;
        }, 1500);
      },
      () => {
        button.title = "Copying is not allowed here";
      },
    );
  });
}

/** The code of the block the button belongs to: the nearest ancestor holding one `pre`. */
function codeOf(button: HTMLElement): string | undefined {
  for (let node = button.parentElement; node; node = node.parentElement) {
    const pre = node.querySelector("pre");
    if (pre) return (pre.querySelector("code") ?? pre).textContent ?? "";
  }
  return undefined;
}

/** Views: the header's select shows the views of one title, and the table of contents lists only their headings. */
function setupViews(): void {
  const select = document.querySelector<HTMLSelectElement>("select[data-view-select]");
  if (!select) return;
  const show = () => {
    for (const view of document.querySelectorAll<HTMLElement>(".view[data-view]"))
      view.hidden = view.dataset.view !== select.value;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')) {
      const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      link.closest("li")!.hidden = target?.closest<HTMLElement>(".view")?.hidden === true;
    }
  };
  // A link to a heading inside another view (a search result, a shared URL) shows that view.
  const follow = () => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const view = target?.closest<HTMLElement>(".view[data-view]")?.dataset.view;
    if (!view || view === select.value) return;
    select.value = view;
    show();
    target!.scrollIntoView();
  };
  select.addEventListener("change", show);
  window.addEventListener("hashchange", follow);
  show();
  follow();
}

interface SearchResult {
  id: number;
  title: string;
  url: string;
  section: string;
}

function setupSearch(): void {
  const button = document.querySelector<HTMLButtonElement>(".search-button");
  const backdrop = document.querySelector<HTMLElement>(".search-backdrop");
  const input = backdrop?.querySelector<HTMLInputElement>('input[type="search"]');
  const results = backdrop?.querySelector<HTMLElement>(".search-results");
  const status = backdrop?.querySelector<HTMLElement>(".search-status");
  if (!button || !backdrop || !input || !results || !status) return;
  if (/Mac|iPhone|iPad/.test(navigator.platform)) button.querySelector(".key-mod")?.replaceChildren("⌘");
  let index: Promise<MiniSearch<SearchResult>> | undefined;
  const load = () =>
    // A page of a language other than the default names its language's index.
    (index ??= fetch(root.dataset.searchIndex ?? `${basePath}/${SEARCH_INDEX_PATH}`)
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.text();
      })
      .then((text) =>
        MiniSearch.loadJSON<SearchResult>(text, {
          ...SEARCH_OPTIONS,
          fields: [...SEARCH_OPTIONS.fields],
          storeFields: [...SEARCH_OPTIONS.storeFields],
        }),
      ));
  const open = () => {
    backdrop.hidden = false;
    document.body.classList.add("search-open");
    input.focus();
    input.select();
    load().catch(() => {
      index = undefined;
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
    const found = (await load()).search(text).slice(0, 12) as unknown as SearchResult[];
    if (mine !== query) return;
    results.replaceChildren(...found.map(resultItem));
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

function resultItem(result: SearchResult): HTMLLIElement {
  const item = document.createElement("li");
  const link = document.createElement("a");
  link.href = result.url;
  const title = document.createElement("span");
  title.className = "search-result-title";
  title.textContent = result.title;
  link.append(title);
  if (result.section) {
    const section = document.createElement("span");
    section.className = "search-result-section";
    section.textContent = result.section;
    link.append(section);
  }
  item.append(link);
  return item;
}

/** The early script in the head chose the version and hides the others; this keeps the select in step. */
function setupVersions(): void {
  const select = document.querySelector<HTMLSelectElement>('select[aria-label="Version"]');
  if (!select) return;
  if (root.dataset.version) select.value = root.dataset.version;
  select.addEventListener("change", () => {
    const version = select.value;
    store(VERSION_KEY, version);
    root.dataset.version = version;
    const style = document.getElementById("docsgate-version-style");
    if (style)
      style.textContent = `[data-version]:not([data-version="${CSS.escape(version)}"]){display:none!important}`;
    const pageVersion = root.dataset.pageVersion;
    const first = select.selectedOptions[0]?.dataset.href;
    if (pageVersion && pageVersion !== version && first) window.location.href = first;
  });
}

/** Switchers and tab menus are disclosures: one open at a time, closed by a click elsewhere or Escape. */
function setupSwitchers(): void {
  const menus = [...document.querySelectorAll<HTMLDetailsElement>("details.switcher, details.tab-menu")];
  if (menus.length === 0) return;
  const closeAll = (except?: Element | null) => {
    for (const menu of menus) if (menu !== except && menu.open) menu.open = false;
  };
  for (const menu of menus) menu.addEventListener("toggle", () => menu.open && closeAll(menu));
  document.addEventListener("click", (event) =>
    closeAll((event.target as Element | null)?.closest("details.switcher, details.tab-menu")),
  );
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeAll();
  });
}

/** A big section's pages carry only their own group; the full sidebar comes from one shared, cached file. */
function setupSharedSidebar(): void {
  const container = document.querySelector<HTMLElement>("[data-shared-nav]");
  const url = container?.dataset.sharedNav;
  if (!container || !url) return;
  void fetch(url)
    .then((response) => (response.ok ? response.text() : undefined))
    .then((html) => {
      if (html === undefined) return;
      container.innerHTML = html;
      container.removeAttribute("data-shared-nav");
      markCurrent(container);
    })
    .catch(() => undefined);
}

function markCurrent(container: HTMLElement): void {
  const here = window.location.pathname;
  for (const link of container.querySelectorAll<HTMLAnchorElement>("a.nav-link")) {
    if (new URL(link.href).pathname !== here) continue;
    link.setAttribute("aria-current", "page");
    for (let details = link.closest("details"); details; details = details.parentElement?.closest("details") ?? null)
      details.open = true;
    link.scrollIntoView({ block: "nearest" });
  }
}

function setupMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>(".menu-button");
  if (!button) return;
  button.addEventListener("click", () => {
    const open = document.body.classList.toggle("nav-open");
    button.setAttribute("aria-expanded", String(open));
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && document.body.classList.contains("nav-open")) {
      document.body.classList.remove("nav-open");
      button.setAttribute("aria-expanded", "false");
    }
  });
}

/** "Was this page helpful?": one answer pressed at a time, and a thank-you read out to screen readers. */
function setupRating(): void {
  for (const rating of document.querySelectorAll<HTMLElement>(".rating")) {
    const buttons = [...rating.querySelectorAll<HTMLButtonElement>(".rating-button")];
    const thanks = rating.querySelector<HTMLElement>(".rating-thanks");
    for (const button of buttons)
      button.addEventListener("click", () => {
        for (const other of buttons) other.setAttribute("aria-pressed", String(other === button));
        if (thanks) thanks.textContent = "Thanks for your feedback.";
      });
  }
}

/** A dismissible banner's close button: the banner goes, and stays gone on every page until its text changes. */
function setupBanner(): void {
  const button = document.querySelector<HTMLButtonElement>(".banner-close");
  const id = root.dataset.banner;
  if (!button || !id) return;
  button.addEventListener("click", () => {
    root.dataset.bannerClosed = "";
    store("docsgate-banner", id);
  });
}

setupModeToggle();
setupBanner();
setupTabs();
setupRating();
setupCopyButtons();
setupViews();
setupSearch();
setupVersions();
setupSharedSidebar();
setupSwitchers();
setupMobileMenu();
setupPlaygrounds();
