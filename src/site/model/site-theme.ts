import type { UncheckedV2Config } from "../../project/config-types/unchecked.js";
import type { V2DocsConfig } from "../../project/config-types/v2-config.js";

export type ThemeName = V2DocsConfig["theme"];

const THEMES: ReadonlySet<string> = new Set<ThemeName>([
  "mint",
  "maple",
  "palm",
  "willow",
  "linden",
  "almond",
  "aspen",
  "luma",
  "sequoia",
]);

/**
 * docs.json's `theme`, which the preview's layout follows (a legacy config's is `mint`, as Mintlify's prebuild upgrade
 * forces it); an unknown name (check reports it) falls back to the same.
 */
export function siteTheme(config: UncheckedV2Config): ThemeName {
  return typeof config.theme === "string" && THEMES.has(config.theme) ? (config.theme as ThemeName) : "mint";
}
