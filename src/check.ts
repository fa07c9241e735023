import path from "node:path";
import { CONFIG_RULES } from "./config/rules/index.js";
import { NAV_RULES } from "./nav/rules/index.js";
import { runRules, sortDiagnostics, toDiagnostic } from "./engine/run-rules.js";
import { loadProject, type Project } from "./project/project.js";
import { INVALID_SETTINGS } from "./settings/rules/invalid-settings.js";
import { loadSettings } from "./settings/settings.js";
import type { Diagnostic, Rule } from "./types.js";

export const ALL_RULES: readonly Rule<Project>[] = [...CONFIG_RULES, ...NAV_RULES];
export const ALL_RULE_IDS = [INVALID_SETTINGS.id, ...ALL_RULES.map((rule) => rule.meta.id)];

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
  const diagnostics = [
    ...settings.problems.map((problem) => toDiagnostic(INVALID_SETTINGS.id, INVALID_SETTINGS.defaultSeverity, problem)),
    ...runRules(project, ALL_RULES, settings.severities),
  ];
  return {
    root,
    configFile: project.config.status === "missing" ? undefined : project.config.name,
    diagnostics: sortDiagnostics(diagnostics),
  };
}
