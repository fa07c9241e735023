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
 * docs.json's `theme`, which the preview's layout follows. The legacy layout's themes (venus,
 * quill, prism...) become `mint`, as Mintlify's prebuild upgrade forces it (docs-json-v2 §7); an
 * unknown name (check reports it) falls back to the same.
 */
export function siteTheme(config: Record<string, unknown>, newer: boolean): ThemeName {
  return newer && typeof config.theme === "string" && THEMES.has(config.theme) ? (config.theme as ThemeName) : "mint";
}
