import { CONFIG_RULES } from "../config/rules/index.js";
import type { Rule, RuleMeta } from "../diagnostics/diagnostic.js";
import { UNUSED_SUPPRESSION } from "../engine/suppressions.js";
import { NAV_RULES, NAV_SPEC_RULES } from "../nav/rules/index.js";
import { OPENAPI_RULE_METAS } from "../openapi/rule-metas.js";
import { OPENAPI_CROSS_RULES } from "../openapi/rules/index.js";
import { PAGE_RULES } from "../page-pass/page-rules.js";
import { CROSS_PAGE_RULES } from "../pages/project-rules/index.js";
import { PAGE_SYNTAX } from "../pages/rules/syntax.js";
import type { Project } from "../project/project.js";
import { SITE_RENDER_RULE_METAS } from "../render/rule-metas.js";
import { INVALID_SETTINGS } from "../settings/rules/invalid-settings.js";
import { LINK_RULE_METAS } from "../site/links/rule-metas.js";
import { DEFAULT_HOUSE_STYLE } from "../style/house-style/defaults.js";
import { houseStyleMeta, STYLE_FILE_PROBLEM } from "../style/house-style/meta.js";

export const ALL_RULES: readonly Rule<Project>[] = [...CONFIG_RULES, ...NAV_RULES];

/** Every rule's metadata, including the rules the engine reports itself. */
export const ALL_RULE_METAS: readonly RuleMeta[] = [
  INVALID_SETTINGS,
  STYLE_FILE_PROBLEM,
  ...ALL_RULES.map((rule) => rule.meta),
  PAGE_SYNTAX,
  ...PAGE_RULES.map((rule) => rule.meta),
  ...DEFAULT_HOUSE_STYLE.map(houseStyleMeta),
  ...CROSS_PAGE_RULES.map((rule) => rule.meta),
  ...OPENAPI_RULE_METAS,
  ...OPENAPI_CROSS_RULES.map((rule) => rule.meta),
  ...NAV_SPEC_RULES.map((rule) => rule.meta),
  ...SITE_RENDER_RULE_METAS,
  ...LINK_RULE_METAS,
  UNUSED_SUPPRESSION,
];
export const ALL_RULE_IDS = ALL_RULE_METAS.map((meta) => meta.id);
