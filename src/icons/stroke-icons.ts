import { readFileSync } from "node:fs";
import { siteAsset } from "../html/assets-dir.js";
import { escapeAttribute } from "../html/escape.js";

/** The line-drawn libraries docs.json may pick instead of Font Awesome. */
export type StrokeLibrary = "lucide" | "tabler";

/** What scripts/site-assets.mjs extracts per library: each icon's SVG elements, and old names of icons. */
interface StrokeIconSet {
  icons: Record<string, string>;
  aliases: Record<string, string>;
}

const sets = new Map<StrokeLibrary, StrokeIconSet>();

/** A library's icons, read on first use: a project that never picks the library never reads them. */
function iconSet(library: StrokeLibrary): StrokeIconSet {
  let set = sets.get(library);
  if (!set) {
    set = JSON.parse(readFileSync(siteAsset(`icons-${library}.json`), "utf8")) as StrokeIconSet;
    sets.set(library, set);
  }
  return set;
}

/** The current name of an icon of the library (an old name gives the icon it became), or undefined. */
export function strokeIconName(library: StrokeLibrary, name: string): string | undefined {
  const { icons, aliases } = iconSet(library);
  if (Object.hasOwn(icons, name)) return name;
  return Object.hasOwn(aliases, name) ? aliases[name] : undefined;
}

/** Every name of the library: current names in name order, then old names with the icon each became. */
export function strokeIconNames(library: StrokeLibrary): { names: string[]; aliases: Record<string, string> } {
  const { icons, aliases } = iconSet(library);
  return { names: Object.keys(icons), aliases };
}

/**
 * The icon as inline SVG in the libraries' own 24-unit box and 2px round stroke; undefined for a name the library
 * lacks.
 */
export function strokeIconSvg(library: StrokeLibrary, name: string, className: string): string | undefined {
  const current = strokeIconName(library, name);
  if (current === undefined) return undefined;
  return `<svg class="${escapeAttribute(className)}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${iconSet(library).icons[current]}</svg>`;
}
