import { iconSvg } from "../../icons/icons.js";
import type { GlobalLink, NavSection } from "../model/site-model.js";
import { attributes, escapeHtml } from "../../html/escape.js";
import { isListed, type ChainLevel } from "./section-tree.js";
import { external } from "./external-link.js";
import { uiIcon } from "./ui-icons.js";

/** What a switcher lists: the sections of one level, then the `global` link-outs of that kind. */
export interface SwitcherOptions {
  /** The switcher's accessible name ("Language", "Version", "Product"). */
  label: string;
  level: ChainLevel;
  links: readonly GlobalLink[];
  /** The name shown for a section (a language's own name for its code). */
  nameOf?: (section: NavSection) => string;
  /** A class beside `switcher`, for where it sits. */
  className: string;
  /** The icon on the closed switcher when the current section has none. */
  icon?: string;
  /** Where an item leads instead of its section's first page (the same page in another language). */
  hrefOf?: (section: NavSection) => string | undefined;
}

/**
 * A disclosure that lists the sections a reader can switch to at one level of the navigation
 * (languages, versions, products, dropdowns), the current one marked; each item leads to its
 * section's first page, or where `hrefOf` says. It works without the script (a `<details>`); the script closes it on a
 * click elsewhere or Escape.
 */
export function renderSwitcher(options: SwitcherOptions): string {
  const { level, links } = options;
  const nameOf = options.nameOf ?? ((section: NavSection) => section.name);
  const current = level.current;
  const items = level.siblings
    .filter((section) => isListed(section, current))
    .map((section) =>
      switcherItem(
        nameOf(section),
        options.hrefOf?.(section) ?? section.href,
        section.icon,
        section === current,
        section.description,
        section.tag,
        section.kind === "language" ? section.language : undefined,
      ),
    )
    .concat(links.map((link) => switcherItem(link.name, link.href, link.icon, false, undefined, undefined, undefined)));
  const icon = current.icon ? (iconSvg(current.icon, "icon") ?? "") : options.icon ? uiIcon(options.icon) : "";
  const summary = `<summary class="switcher-button"${attributes({ "aria-label": `${options.label}: ${nameOf(current)}` })}>${icon}<span class="switcher-current">${escapeHtml(nameOf(current))}</span>${uiIcon("chevron-down", "solid", "icon icon-small switcher-chevron")}</summary>`;
  return `<details class="switcher ${options.className}"${attributes({ "data-switcher": options.label.toLowerCase() })}>${summary}<ul class="switcher-menu">${items.join("")}</ul></details>`;
}

/** One entry of a switcher or a tab's menu: icon, name with its badge, description, a check on the current one. */
export function switcherItem(
  name: string,
  href: string | undefined,
  icon: NavSection["icon"],
  active: boolean,
  description: string | undefined,
  tag: string | undefined,
  language: string | undefined,
): string {
  const svg = icon ? (iconSvg(icon, "icon") ?? "") : "";
  const text = `<span class="switcher-text"><span class="switcher-name">${escapeHtml(name)}${tag ? ` <span class="badge">${escapeHtml(tag)}</span>` : ""}</span>${description ? `<span class="switcher-description">${escapeHtml(description)}</span>` : ""}</span>`;
  const check = active ? uiIcon("check", "solid", "icon icon-small switcher-check") : "";
  const lang = language ? htmlLanguage(language) : undefined;
  return `<li><a${attributes({ class: active ? "switcher-item is-active" : "switcher-item", href, "aria-current": active ? "true" : undefined, lang, hreflang: lang, ...(href ? external(href) : {}) })}>${svg}${text}${check}</a></li>`;
}

/** The BCP 47 tag of one of the format's language codes (it writes `cn` and `jp` for Chinese and Japanese). */
export function htmlLanguage(code: string): string {
  return code === "cn" ? "zh" : code === "jp" ? "ja" : code;
}

const languageNames = new Map<string, string>();

/** A language's name in that language ("Français" for `fr`), or the code when the runtime has no name for it. */
export function languageName(code: string): string {
  let name = languageNames.get(code);
  if (name === undefined) {
    const tag = htmlLanguage(code);
    try {
      const found = new Intl.DisplayNames([tag], { type: "language" }).of(tag);
      name = found && found !== tag ? found.charAt(0).toLocaleUpperCase(tag) + found.slice(1) : code;
    } catch {
      name = code;
    }
    languageNames.set(code, name);
  }
  return name;
}
