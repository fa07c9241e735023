import type { PageRule } from "../pages/page-rule.js";
import { PAGE_RULES } from "../registry/rule-registry.js";
import { styleFileRule } from "../style/house-style/style-file-rule.js";
import type { HouseStyleRule } from "../style/house-style/types.js";

/** docsgate's page rules with the house style's: a style file replaces the code rule of the same id. */
export function pageRulesWith(houseStyle: readonly HouseStyleRule[]): PageRule[] {
  const replaced = new Set(houseStyle.map((rule) => rule.id));
  return [...PAGE_RULES.filter((rule) => !replaced.has(rule.meta.id)), ...houseStyle.map(styleFileRule)];
}
