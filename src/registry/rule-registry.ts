import type { ReportingStage, RuleMeta, StageRule } from "../diagnostics/diagnostic.js";
import type { OpenApiRule } from "../openapi/cross-checks/context.js";
import type { PageRule } from "../pages/page-rule.js";
import type { PagesRule } from "../pages/pages-context.js";
import type { ProjectRule } from "../project/project.js";
import { houseStyleMeta } from "../style/house-style/meta.js";
import { parseStyleFile } from "../style/house-style/parse-style-file.js";
import type { HouseStyleRule } from "../style/house-style/types.js";
import { DEFAULT_STYLE_FILES, RULE_MODULES } from "./rule-modules.js";

/** A module of src/rules/: one of the contexts a rule checks, or a stage that reports it. */
export type RuleModule = ProjectRule | PageRule | PagesRule | OpenApiRule | StageRule;

const MODULES: readonly RuleModule[] = Object.values(RULE_MODULES);

function withContext<M extends RuleModule>(context: M["context"]): M[] {
  return MODULES.filter((module): module is M => module.context === context);
}

/** Rules of docs.json, its `$ref`s, the navigation and the files: run once the project is read. */
export const PROJECT_RULES: readonly ProjectRule[] = withContext<ProjectRule>("project");
/** docsgate's page rules in code; the word-level style rules are style files (DEFAULT_HOUSE_STYLE). */
export const PAGE_RULES: readonly PageRule[] = withContext<PageRule>("page");
/** Rules that look across pages, run once every page is parsed. */
export const PAGES_RULES: readonly PagesRule[] = withContext<PagesRule>("pages");
/** Rules of the OpenAPI files with the pages and navigation entries that use them. */
export const OPENAPI_RULES: readonly OpenApiRule[] = withContext<OpenApiRule>("openapi");

/** The ids of the rules a stage reports as it works: the stage rules whose `reportedBy` names it. */
export function stageRuleIds(stage: ReportingStage): ReadonlySet<string> {
  return new Set(
    withContext<StageRule>("stage")
      .filter((module) => module.reportedBy === stage)
      .map((module) => module.meta.id),
  );
}

/** docsgate's word-level style rules: style files in src/rules/ like a team's, which a team's file of the same id replaces. */
export const DEFAULT_HOUSE_STYLE: readonly HouseStyleRule[] = Object.entries(DEFAULT_STYLE_FILES).map(([id, text]) => {
  const { rule, problems } = parseStyleFile(text, { id, source: "default" });
  if (!rule)
    throw new Error(
      `docsgate's default style file ${id} is broken: ${problems.map((p) => `${p.line}:${p.column} ${p.message}`).join("; ")}`,
    );
  return rule;
});

/** Every rule's metadata, by id: the modules' (stage rules included) and the default style files'. */
export const ALL_RULE_METAS: readonly RuleMeta[] = [
  ...MODULES.map((module) => module.meta),
  ...DEFAULT_HOUSE_STYLE.map(houseStyleMeta),
].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
export const ALL_RULE_IDS = ALL_RULE_METAS.map((meta) => meta.id);
