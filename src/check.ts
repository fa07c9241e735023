import path from "node:path";
import { CONFIG_RULES } from "./config/rules/index.js";
import { NAV_RULES } from "./nav/rules/index.js";
import { runRules, sortDiagnostics, toDiagnostic } from "./engine/run-rules.js";
import { applySuppressions, UNUSED_SUPPRESSION } from "./engine/suppressions.js";
import { lintPages } from "./pages/lint-pages.js";
import { pageFilesToCheck } from "./pages/page-files-to-check.js";
import { CROSS_PAGE_RULES } from "./pages/project-rules/index.js";
import { PAGE_RULES } from "./pages/rules/index.js";
import { PAGE_SYNTAX } from "./pages/rules/syntax.js";
import { loadProject, type Project } from "./project/project.js";
import { INVALID_SETTINGS } from "./settings/rules/invalid-settings.js";
import { loadSettings } from "./settings/settings.js";
import type { Diagnostic, Rule, RuleMeta } from "./types.js";

export const ALL_RULES: readonly Rule<Project>[] = [...CONFIG_RULES, ...NAV_RULES];

/** Every rule's metadata, including the rules the engine reports itself. */
export const ALL_RULE_METAS: readonly RuleMeta[] = [
  INVALID_SETTINGS,
  ...ALL_RULES.map((rule) => rule.meta),
  PAGE_SYNTAX,
  ...PAGE_RULES.map((rule) => rule.meta),
  ...CROSS_PAGE_RULES.map((rule) => rule.meta),
  UNUSED_SUPPRESSION,
];
export const ALL_RULE_IDS = ALL_RULE_METAS.map((meta) => meta.id);

export interface CheckOptions {
  /** The docs root: the folder that holds docs.json. */
  root: string;
  /** docsgate's own config file, relative to the working directory. */
  settingsPath?: string;
  /** Told how many files the root holds once they are indexed, before the rules run. */
  onProgress?: (progress: { files: number }) => void;
}

export interface CheckResult {
  /** Absolute docs root. */
  root: string;
  /** The site configuration file used, relative to the root, if one was found. */
  configFile?: string;
  diagnostics: Diagnostic[];
}

export function check(options: CheckOptions): CheckResult {
  const root = path.resolve(options.root);
  const settings = loadSettings(root, ALL_RULE_IDS, options.settingsPath);
  const project = loadProject(root, settings.isIgnored);
  options.onProgress?.({ files: project.files.files.size });
  const severity = (meta: RuleMeta) => settings.severities.get(meta.id) ?? meta.defaultSeverity;

  const pages = lintPages(project, pageFilesToCheck(project), settings.severities);
  const metaById = new Map(ALL_RULE_METAS.map((meta) => [meta.id, meta]));
  const diagnostics = [
    ...settings.problems.map((problem) => toDiagnostic(INVALID_SETTINGS.id, INVALID_SETTINGS.defaultSeverity, problem)),
    ...runRules(project, ALL_RULES, settings.severities),
    ...pages.reports.map(({ ruleId, ...report }) => toDiagnostic(ruleId, severity(metaById.get(ruleId)!) as Diagnostic["severity"], report)),
    ...runRules({ project, pages: pages.facts }, CROSS_PAGE_RULES, settings.severities),
  ];
  const suppressions = new Map([...pages.facts].map(([file, facts]) => [file, facts.suppressions]));
  return {
    root,
    configFile: project.config.status === "missing" ? undefined : project.config.name,
    diagnostics: sortDiagnostics(applySuppressions(diagnostics, suppressions, severity(UNUSED_SUPPRESSION))),
  };
}
