import { FIELD_KEYS, upgradeFields } from "./field-mapping.js";
import { isRecord, Leftovers, type NotCarried } from "./leftovers.js";
import { upgradeNavigation } from "./navigation-nesting.js";

export type { NotCarried } from "./leftovers.js";

export const V2_SCHEMA_URL = "https://mintlify.com/docs.json";

/** The navigation's keys in the legacy layout: all of them go into v2's `navigation`. */
export const NAVIGATION_KEYS: readonly string[] = [
  "navigation",
  "tabs",
  "anchors",
  "versions",
  "topAnchor",
  "primaryTab",
];

/** Top-level keys in the order Mintlify's own docs.json examples write them; anything else after. */
const KEY_ORDER = [
  "$schema",
  "theme",
  "name",
  "description",
  "colors",
  "logo",
  "favicon",
  "appearance",
  "background",
  "styling",
  "fonts",
  "navigation",
  "navbar",
  "footer",
  "search",
  "seo",
  "api",
  "integrations",
  "redirects",
];

/**
 * The v2 docs.json for a legacy config (mint.json, or docs.json in the legacy layout), and what
 * of the legacy config it could not carry over. Throws when the config is not a JSON object.
 */
export function upgradeConfig(legacy: unknown): { config: Record<string, unknown>; notCarried: NotCarried[] } {
  if (!isRecord(legacy)) throw new TypeError("upgradeConfig needs the legacy config as a JSON object");
  const leftovers = new Leftovers();
  const parts: Record<string, unknown> = {
    $schema: V2_SCHEMA_URL,
    ...upgradeFields(legacy, leftovers),
    navigation: upgradeNavigation(legacy, leftovers),
  };
  const known = [...FIELD_KEYS, ...NAVIGATION_KEYS];
  for (const key of Object.keys(legacy)) {
    if (!known.includes(key))
      leftovers.add([key], `\`${key}\` is not a key of the legacy layout and has no place in v2; it was left out.`);
  }
  const config: Record<string, unknown> = {};
  for (const key of KEY_ORDER) if (key in parts) config[key] = parts[key];
  for (const key of Object.keys(parts)) if (!(key in config)) config[key] = parts[key];
  return { config, notCarried: leftovers.items };
}
