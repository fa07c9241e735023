import { distance } from "fastest-levenshtein";
import { fontAwesomeNames, fontAwesomeProStandIn, isFontAwesomeIcon } from "./icons.js";
import type { IconLibrary } from "./icon-ref.js";
import { strokeIconName, strokeIconNames } from "./stroke-icons.js";

const ICON_LIBRARIES: readonly IconLibrary[] = ["fontawesome", "lucide", "tabler"];

/** How a report names each library, and where its names can be looked up. */
export const ICON_LIBRARY_INFO: Record<IconLibrary, { title: string; catalogue: string }> = {
  fontawesome: { title: "Font Awesome", catalogue: "fontawesome.com/icons" },
  lucide: { title: "Lucide", catalogue: "lucide.dev/icons" },
  tabler: { title: "Tabler", catalogue: "tabler.io/icons" },
};

export function isIconLibrary(value: unknown): value is IconLibrary {
  return typeof value === "string" && (ICON_LIBRARIES as readonly string[]).includes(value);
}

/** The library a config picks for its icons (`icons.library`): Font Awesome unless it names another. */
export function configIconLibrary(config: unknown): IconLibrary {
  const icons = config !== null && typeof config === "object" ? (config as { icons?: unknown }).icons : undefined;
  const library = icons !== null && typeof icons === "object" ? (icons as { library?: unknown }).library : undefined;
  return isIconLibrary(library) ? library : "fontawesome";
}

/**
 * The library that draws an icon value: an icon object's own `library`, else the config's.
 * Undefined when the object names a library that does not exist (the schema reports it).
 */
export function iconLibraryOf(icon: unknown, configLibrary: IconLibrary): IconLibrary | undefined {
  if (icon === null || typeof icon !== "object" || !("library" in icon)) return configLibrary;
  const own = (icon as { library?: unknown }).library;
  return isIconLibrary(own) ? own : undefined;
}

/** Whether the library has an icon of that name (Font Awesome: free or Pro; Lucide: old names too). */
export function isKnownIcon(library: IconLibrary, name: string): boolean {
  const trimmed = name.trim();
  return library === "fontawesome" ? isFontAwesomeIcon(trimmed) : strokeIconName(library, trimmed) !== undefined;
}

/**
 * The library's name closest to `name`, when it is close enough to be a slip; the first of
 * equally close names. Font Awesome names are compared without a written `fa-` prefix; an old
 * Lucide name gives the name its icon has now.
 */
export function nearestIconName(library: IconLibrary, name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  if (library === "fontawesome") return nearest(fontAwesomeNames(), wanted.replace(/^fa-/, ""));
  const { names, aliases } = strokeIconNames(library);
  const found = nearest([names, Object.keys(aliases)], wanted);
  return found === undefined ? undefined : (aliases[found] ?? found);
}

/**
 * What a report adds about a name the library lacks: the other library that has it, if one
 * does (the usual slip is a name copied from another library's catalogue), and the closest
 * name or where to look one up. For another library's name, the closest name is one made of
 * its words (Font Awesome's `trash-can` is Lucide's `trash`) before one spelt alike.
 */
export function unknownIconAdvice(library: IconLibrary, name: string): string {
  const { title, catalogue } = ICON_LIBRARY_INFO[library];
  const other = ICON_LIBRARIES.find((candidate) => candidate !== library && isKnownIcon(candidate, name));
  const elsewhere = other
    ? ` It is a ${ICON_LIBRARY_INFO[other].title} name, but this icon is drawn from ${title}.`
    : "";
  const nearest = (other ? nameOfItsWords(library, name) : undefined) ?? nearestIconName(library, name);
  const hint = nearest
    ? ` Did you mean "${nearest}"?`
    : ` Pick a name from ${catalogue}, or give an image path such as "/icons/logo.svg".`;
  return elsewhere + hint;
}

/**
 * The library's name made of the most words of `name` and no others (Tabler's `info-circle`
 * for `circle-info`); on a tie the one whose words the fewest names share (Lucide's `info`
 * before `circle` for `circle-info`), then the first.
 */
function nameOfItsWords(library: IconLibrary, name: string): string | undefined {
  const words = new Set(name.trim().toLowerCase().split("-"));
  const names = library === "fontawesome" ? [...new Set(fontAwesomeNames().flat())] : strokeIconNames(library).names;
  const uses = new Map<string, number>();
  const candidates: string[][] = [];
  for (const candidate of names) {
    const parts = candidate.split("-");
    for (const part of parts) if (words.has(part)) uses.set(part, (uses.get(part) ?? 0) + 1);
    if (parts.length <= words.size && parts.every((part) => words.has(part))) candidates.push(parts);
  }
  const shared = (parts: string[]) => parts.reduce((sum, part) => sum + uses.get(part)!, 0);
  let best: string[] | undefined;
  for (const parts of candidates) {
    if (!best || parts.length > best.length || (parts.length === best.length && shared(parts) < shared(best)))
      best = parts;
  }
  return best?.join("-");
}

function nearest(lists: readonly (readonly string[])[], wanted: string): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(wanted.length / 3)) + 1;
  for (const names of lists) {
    for (const candidate of names) {
      if (Math.abs(candidate.length - wanted.length) >= bestDistance) continue;
      const d = distance(candidate, wanted);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
  }
  return best;
}

/**
 * What a report says of a Font Awesome name only Pro has: the published site (Mintlify loads Font Awesome Pro) draws
 * it, the preview (Font Awesome Free only) draws the free icon closest in meaning, or none. Undefined for any other
 * name.
 */
export function proIconNotice(name: string): string | undefined {
  const pro = fontAwesomeProStandIn(name);
  if (!pro) return undefined;
  const trimmed = name.trim();
  return pro.standIn === undefined
    ? `\`${trimmed}\` is a Font Awesome Pro icon: the published site draws it, but the preview (Font Awesome Free) has no icon like it and draws none here.`
    : `\`${trimmed}\` is a Font Awesome Pro icon: the published site draws it, and the preview (Font Awesome Free) draws the free \`${pro.standIn}\` in its place.`;
}
