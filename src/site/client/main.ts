// The built site's only script: the mode toggle, tabs, copy buttons, search, versions, the
// shared sidebar of big sections, the navigation's switchers and the mobile menu. No framework;
// every part works on the markup the layout and the page renderer write (see the DOM contract of
// the site brief).
import { setupSearch } from "./search.js";
import { openedFromDisk } from "./site-root.js";

const THEME_KEY = "docsgate-theme";
const VERSION_KEY = "docsgate-version";
const root = document.documentElement;

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
    // Mintlify marks dark mode with a `dark` class on <html>: Tailwind's `dark:` classes and projects' CSS use it.
    root.classList.toggle("dark", next === "dark");
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

/** Whether a tab group switches with the others (a `Tabs sync={false}` does not, either way). */
function syncs(list: HTMLElement): boolean {
  return list.parentElement?.dataset.sync !== "false";
}

function syncOthers(source: HTMLElement, title: string): void {
  if (!title || !syncs(source)) return;
  for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    if (list === source || !syncs(list)) continue;
    const index = tabsOf(list).findIndex((tab) => tab.textContent?.trim() === title);
    if (index >= 0) select(list, index, false);
  }
  for (const menu of document.querySelectorAll<HTMLSelectElement>("select.code-dropdown-select")) {
    if (menu === source) continue;
    const index = [...menu.options].findIndex((option) => option.textContent?.trim() === title);
    if (index >= 0) showCode(menu, index);
  }
}

/** Changelog entries with tags: buttons above the first entry show only the entries of the pressed tags. */
function setupUpdateFilter(): void {
  const updates = [...document.querySelectorAll<HTMLElement>(".update")];
  const tagsOf = (update: HTMLElement) =>
    [...update.querySelectorAll(":scope > .update-meta .update-tags li")].map((tag) => tag.textContent?.trim() ?? "");
  const all = [...new Set(updates.flatMap(tagsOf))].filter(Boolean);
  if (!all.length) return;
  const bar = document.createElement("div");
  bar.className = "update-filter";
  bar.setAttribute("role", "group");
  bar.setAttribute("aria-label", "Filter entries by tag");
  const chosen = new Set<string>();
  for (const tag of all) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = tag;
    button.setAttribute("aria-pressed", "false");
    button.addEventListener("click", () => {
      if (!chosen.delete(tag)) chosen.add(tag);
      button.setAttribute("aria-pressed", String(chosen.has(tag)));
      for (const update of updates) update.hidden = chosen.size > 0 && !tagsOf(update).some((each) => chosen.has(each));
    });
    bar.append(button);
  }
  updates[0]!.before(bar);
}

/** A CodeGroup with `dropdown`: its select shows one block, and the page's other groups follow its title. */
function setupCodeDropdowns(): void {
  for (const menu of document.querySelectorAll<HTMLSelectElement>("select.code-dropdown-select")) {
    menu.addEventListener("change", () => {
      showCode(menu, menu.selectedIndex);
      syncOthers(menu, menu.selectedOptions[0]?.textContent?.trim() ?? "");
    });
  }
}

function showCode(menu: HTMLSelectElement, index: number): void {
  menu.selectedIndex = index;
  const group = menu.closest(".code-dropdown");
  const panels = group ? [...group.children].filter((child) => child.classList.contains("code-dropdown-panel")) : [];
  panels.forEach((panel, i) => ((panel as HTMLElement).hidden = i !== index));
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
    .then(async (response) => (response.ok ? { html: await response.text(), from: response.url } : undefined))
    .then((shared) => {
      if (shared === undefined) return;
      container.innerHTML = shared.html;
      container.removeAttribute("data-shared-nav");
      // The file's links are written from where it is (a copy of the site made to be read from disk writes them
      // relative to it): each is resolved there, not against the page it is put into.
      for (const link of container.querySelectorAll<HTMLAnchorElement>("a[href]"))
        link.href = new URL(link.getAttribute("href")!, shared.from).href;
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
    centreInSidebar(link);
  }
}

/**
 * The sidebar scrolls to show the link in its middle, its neighbours on both sides. Only the sidebar: scrollIntoView
 * would also move the page a reader may have started to scroll when the shared file arrives.
 */
function centreInSidebar(link: HTMLElement): void {
  const pane = link.closest<HTMLElement>(".sidebar");
  if (!pane) return;
  const box = link.getBoundingClientRect();
  const frame = pane.getBoundingClientRect();
  pane.scrollTop += box.top + box.height / 2 - (frame.top + frame.height / 2);
}

/** On narrow screens the sidebar is a drawer over a backdrop: the backdrop or Escape closes it. */
function setupMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>(".menu-button");
  if (!button) return;
  const backdrop = document.createElement("div");
  backdrop.className = "nav-backdrop";
  document.body.append(backdrop);
  const toggle = (open: boolean) => {
    document.body.classList.toggle("nav-open", open);
    button.setAttribute("aria-expanded", String(open));
  };
  button.addEventListener("click", () => toggle(!document.body.classList.contains("nav-open")));
  backdrop.addEventListener("click", () => {
    toggle(false);
    button.focus();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && document.body.classList.contains("nav-open")) {
      toggle(false);
      button.focus();
    }
  });
}

/**
 * "Copy page": the page's Markdown twin to the clipboard. The clipboard item is given the fetch's
 * promise, so browsers that only allow copying during the click (Safari) still copy.
 */
function setupCopyPage(): void {
  // A theme that shows the menu in the table of contents (sequoia) has a second one by the title for narrow screens.
  for (const button of document.querySelectorAll<HTMLButtonElement>("button.copy-page")) setupCopyButton(button);
}

function setupCopyButton(button: HTMLButtonElement): void {
  const url = button.dataset.markdown;
  const label = button.querySelector(".copy-page-label");
  if (!url || !label) return;
  const say = (text: string) => {
    label.textContent = text;
    window.setTimeout(() => (label.textContent = "Copy page"), 2000);
  };
  button.addEventListener("click", () => {
    const markdown = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    });
    const copied =
      typeof ClipboardItem === "function"
        ? navigator.clipboard.write([
            new ClipboardItem({ "text/plain": markdown.then((text) => new Blob([text], { type: "text/plain" })) }),
          ])
        : markdown.then((text) => navigator.clipboard.writeText(text));
    copied.then(
      () => say("Copied"),
      () => say("Could not copy"),
    );
  });
}

/**
 * The on-this-page list marks the section being read: the last heading at or above the reading
 * line, just below where a jump to a heading puts it (the first heading while none is; the last
 * at the bottom of the page).
 */
function setupTocHighlight(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')];
  const targets = links
    .map((link) => ({ link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((entry): entry is { link: HTMLAnchorElement; heading: HTMLElement } => entry.heading !== null);
  if (targets.length === 0) return;
  const px = (value: string) => parseFloat(value) || 0;
  // A jump to a heading stops at the page's scroll padding plus the heading's scroll margin.
  const line =
    px(getComputedStyle(root).scrollPaddingTop) + px(getComputedStyle(targets[0]!.heading).scrollMarginTop) + 16;
  let current: HTMLAnchorElement | undefined;
  const update = () => {
    let active = targets[0]!;
    for (const target of targets) if (target.heading.getBoundingClientRect().top <= line) active = target;
    // At the bottom of the page the last sections cannot reach the line: the last one is being read.
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) active = targets.at(-1)!;
    if (active.link === current) return;
    current?.removeAttribute("aria-current");
    active.link.setAttribute("aria-current", "true");
    current = active.link;
  };
  // A heading crossing the reading line, or the footer coming fully into view (the bottom), may change the answer.
  let headings: IntersectionObserver | undefined;
  const watch = () => {
    headings?.disconnect();
    headings = new IntersectionObserver(update, {
      rootMargin: `0px 0px -${Math.max(0, window.innerHeight - line)}px 0px`,
    });
    for (const { heading } of targets) headings.observe(heading);
  };
  watch();
  window.addEventListener("resize", watch);
  const footer = document.querySelector(".site-footer");
  if (footer) new IntersectionObserver(update, { threshold: [0, 1] }).observe(footer);
  update();
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

/**
 * The diagram script is a module, which a browser loads from no file:// URL: on a page opened from disk each diagram
 * says so above its source, which it shows instead.
 */
function setupDiagramsFromDisk(): void {
  if (!openedFromDisk()) return;
  for (const figure of document.querySelectorAll<HTMLElement>(".mermaid-diagram")) {
    const note = document.createElement("p");
    note.className = "mermaid-note";
    note.textContent = "Drawing this diagram needs the site served: its source is shown instead.";
    figure.prepend(note);
  }
}

setupModeToggle();
setupDiagramsFromDisk();
setupBanner();
setupTabs();
setupCodeDropdowns();
setupUpdateFilter();
setupRating();
setupCopyPage();
setupTocHighlight();
setupCopyButtons();
setupViews();
setupSearch(root);
setupVersions();
setupSharedSidebar();
setupSwitchers();
setupMobileMenu();
