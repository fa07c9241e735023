import { readFileSync } from "node:fs";
import { siteAsset } from "../html/assets-dir.js";
import type { IconRef, IconStyle } from "./icon-ref.js";
import { escapeAttribute } from "../html/escape.js";
import { proStandIn } from "./pro-stand-ins.js";
import { strokeIconSvg } from "./stroke-icons.js";
import { safeUrl } from "../html/url-policy.js";

type FreeStyle = "solid" | "regular" | "brands";
type IconData = Record<FreeStyle, Record<string, [number, number, string]>> & { proOnly: string[] };

let data: IconData | undefined;
let proOnly: Set<string> | undefined;

/** The icon set scripts/site-assets.mjs extracted from Font Awesome Free, read once per process. */
function icons(): IconData {
  data ??= JSON.parse(readFileSync(siteAsset("icons.json"), "utf8")) as IconData;
  return data;
}

/** Names of the whole set that only its Pro styles draw: valid in docs.json, drawn here by a stand-in. */
function isProOnly(name: string): boolean {
  proOnly ??= new Set(icons().proOnly);
  return proOnly.has(name);
}

/**
 * The free styles to try for a style of the format, closest first. The free set has only
 * solid, regular and brands: duotone, light, thin and sharp-solid look most like solid.
 */
function stylesFor(style: IconStyle | undefined): FreeStyle[] {
  if (style === "regular") return ["regular", "solid", "brands"];
  if (style === "brands") return ["brands", "solid", "regular"];
  return ["solid", "regular", "brands"];
}

/** An icon value that names an image (`/icons/x.svg`, `https://…`) rather than an icon of the set. */
export function isIconImage(value: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/|\.{1,2}\/)/i.test(value) || /\.(?:svg|png|jpe?g|gif|webp|avif|ico)$/i.test(value);
}

function lookup(name: string, style: IconStyle | undefined): [number, number, string] | undefined {
  const set = icons();
  for (const free of stylesFor(style)) {
    const found = set[free][name];
    if (found) return found;
  }
  return undefined;
}

/** The free icon drawn for a Pro-only name (see proStandIn), in the style asked for where the free set has it. */
function freeStandIn(name: string, style: IconStyle | undefined): [number, number, string] | undefined {
  const standIn = proStandIn(name, (candidate) => lookup(candidate, style) !== undefined);
  return standIn === undefined ? undefined : lookup(standIn, style);
}

/**
 * The free icon the preview draws for a name only Font Awesome Pro has; undefined for a free name or one of neither
 * set, and for a Pro name with no free stand-in.
 */
export function fontAwesomeProStandIn(name: string): { standIn?: string } | undefined {
  const trimmed = name.trim();
  if (lookup(trimmed, undefined) !== undefined || !isProOnly(trimmed)) return undefined;
  const standIn = proStandIn(trimmed, (candidate) => lookup(candidate, undefined) !== undefined);
  return standIn === undefined ? {} : { standIn };
}

/** A name of Font Awesome, free or Pro. */
export function isFontAwesomeIcon(name: string): boolean {
  const trimmed = name.trim();
  return lookup(trimmed, undefined) !== undefined || isProOnly(trimmed);
}

/** Every Font Awesome name: the free styles' (solid, regular, brands), then the Pro-only ones. */
export function fontAwesomeNames(): string[][] {
  const set = icons();
  return [Object.keys(set.solid), Object.keys(set.regular), Object.keys(set.brands), set.proOnly];
}

/**
 * The icon as inline SVG (`fill="currentColor"`, hidden from screen readers: the label beside
 * it says what it means), or an `<img>` when the value is an image path or URL. A Pro-only
 * name is drawn by its closest free icon; an icon of Lucide or Tabler (`library`) by that library. Undefined for a name
 * the set lacks (check's
 * unknown-icon rules report it) or a Pro name with no free stand-in. An image path is used as given:
 * the caller applies the site's base path first.
 */
export function iconSvg(icon: IconRef | string, className = "icon"): string | undefined {
  const ref = typeof icon === "string" ? { name: icon } : icon;
  const name = ref.name.trim();
  if (!name) return undefined;
  if (isIconImage(name)) {
    const src = safeUrl("image", name);
    return src === undefined
      ? undefined
      : `<img class="${escapeAttribute(className)}" src="${escapeAttribute(src)}" alt="" aria-hidden="true">`;
  }
  if (ref.library && ref.library !== "fontawesome") return strokeIconSvg(ref.library, name, className);
  const found = lookup(name, ref.style) ?? (isProOnly(name) ? freeStandIn(name, ref.style) : undefined);
  if (!found) return undefined;
  const [width, height, path] = found;
  return `<svg class="${escapeAttribute(className)}" viewBox="0 0 ${width} ${height}" fill="currentColor" aria-hidden="true" focusable="false"><path d="${escapeAttribute(path)}"/></svg>`;
}
