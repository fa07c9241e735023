import path from "node:path";
import { CONFIG_RULES } from "./config/rules/index.js";
import { NAV_RULES, NAV_SPEC_RULES } from "./nav/rules/index.js";
import { diagnose } from "./engine/diagnose.js";
import { createRuleBook, type RuleBook } from "./engine/rule-book.js";
import { runRules } from "./engine/run-rules.js";
import { UNUSED_SUPPRESSION } from "./engine/suppressions.js";
import { lintPages } from "./pages/lint-pages.js";
import { pageFilesToCheck } from "./pages/page-files-to-check.js";
import { CROSS_PAGE_RULES } from "./pages/project-rules/index.js";
import { PAGE_RULES } from "./pages/rules/index.js";
import { PAGE_SYNTAX } from "./pages/rules/syntax.js";
import type { OpenApiContext } from "./openapi/cross-checks/context.js";
import { generatedPages } from "./openapi/generated-pages/generated-pages.js";
import { startSpecLint } from "./openapi/lint-specs.js";
import { redoclyRuleMeta, redoclyRuleSettingIds } from "./openapi/redocly-rules.js";
import { OPENAPI_RULE_METAS } from "./openapi/rule-metas.js";
import { specReports } from "./openapi/spec-reports.js";
import { OPENAPI_CROSS_RULES } from "./openapi/rules/index.js";
import { withFilesInMemory, type ProjectFiles } from "./project/file-source.js";
import { loadProject, type Project } from "./project/project.js";
import { LINK_RULE_METAS } from "./site/links/rule-metas.js";
import { SITE_RENDER_RULE_METAS } from "./site/render/rule-metas.js";
import { endpointSources, type EndpointSource } from "./site/api/endpoint-sources.js";
import type { SpecData } from "./site/api/spec-data.js";
import type { RenderedPage, RenderSettings } from "./site/types.js";
import { INVALID_SETTINGS } from "./settings/rules/invalid-settings.js";
import { loadSettings, type ExternalLinkSettings, type Settings } from "./settings/settings.js";
import { DEFAULT_HOUSE_STYLE } from "./style/house-style/defaults.js";
import { loadHouseStyle } from "./style/house-style/load-house-style.js";
import { houseStyleDocsUrl, houseStyleMeta, STYLE_FILE_PROBLEM } from "./style/house-style/meta.js";
import type { HouseStyle } from "./style/house-style/types.js";
import type { Diagnostic, Rule, RuledReport, RuleMeta } from "./types.js";

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

export interface CheckOptions {
  /** The docs root: the folder that holds docs.json. */
  root: string;
  /** docsgate's own config file, relative to the working directory. */
  settingsPath?: string;
  /** Told how many files the root holds once they are indexed, before the rules run. */
  onProgress?: (progress: { files: number }) => void;
  /** Fetch and lint the remote OpenAPI files docs.json names (--fetch-remote). */
  fetchRemote?: boolean;
  /** Render every page to HTML from the tree the page rules walk, for `docsgate build`. */
  render?: RenderSettings;
  /** Folders under the root that are not docs (relative, POSIX): the site being built there. */
  skippedDirs?: ReadonlySet<string>;
  /**
   * The project's files, read from memory as if they were the root folder's (the rule tester).
   * Worker threads read the disk: the OpenAPI linter, so specs are not read from here; the page
   * workers, which are not started from the TypeScript sources. A site is built from the disk.
   */
  files?: ProjectFiles;
}

/** What check hands the site build. */
export interface SiteInput {
  project: Project;
  rendered: Map<string, RenderedPage>;
  /** Every OpenAPI file read, parsed. */
  specs: SpecData[];
  /** The endpoint each API page documents, by page file. */
  endpoints: Map<string, EndpointSource>;
  /** The check's diagnostics with the built site's own problems (the link check's) added, through the engine. */
  settle(extra: readonly SiteReport[]): Diagnostic[];
  /** docsgate.config.json's `links.external`, defaults filled in. */
  externalLinks: ExternalLinkSettings;
}

/** A problem found in the built site, at its place in the sources. */
export type SiteReport = RuledReport;

export interface CheckResult {
  /** Absolute docs root. */
  root: string;
  /** The site configuration file used, relative to the root, if one was found. */
  configFile?: string;
  diagnostics: Diagnostic[];
  /** The pages checked (relative to the root, POSIX). */
  pageFiles?: readonly string[];
  /** With `render`: what the site build goes on with, so no page (and no spec) is parsed twice. */
  site?: SiteInput;
  /**
   * Milliseconds of the check's steps on this thread: reading the project (files, the config with
   * its `$ref`s, the navigation tree), the config and navigation rules, and the whole check.
   */
  timings?: { load: number; configAndNavigation: number; total: number };
}

/** The rules of one docs project: docsgate's, its team's style files, and the severities its settings give them. */
export interface ProjectRules {
  houseStyle: HouseStyle;
  settings: Settings;
  /** Every rule's metadata; a team's style file replaces the default or code rule of the same id. */
  metaById: ReadonlyMap<string, RuleMeta>;
  /** What the engine looks rules up in: these, and redocly's rules under their `openapi/...` ids. */
  book: RuleBook;
}

/** Reads the team's style files and docsgate's settings: what `check` and `rules export` both apply. */
export function loadProjectRules(root: string, settingsPath?: string): ProjectRules {
  // The team's style files name rules the settings may switch off, so they are read first.
  const houseStyle = loadHouseStyle(root);
  const styleMetas = houseStyle.rules.map((rule) => ({ ...houseStyleMeta(rule), docsUrl: houseStyleDocsUrl(rule) }));
  const metaById = new Map([...ALL_RULE_METAS, ...styleMetas].map((meta) => [meta.id, meta]));
  // redocly's rules (and redocly.yaml's own) are `openapi/...` ids the settings may set too.
  const settings = loadSettings(root, [...new Set([...metaById.keys(), ...redoclyRuleSettingIds(root)])], settingsPath);
  const book = createRuleBook(metaById.values(), settings.severities, (id) =>
    id.startsWith("openapi/") ? redoclyRuleMeta(id) : undefined,
  );
  return { houseStyle, settings, metaById, book };
}

export function check(options: CheckOptions): CheckResult {
  const root = path.resolve(options.root);
  return options.files
    ? withFilesInMemory(root, options.files, () => checkRoot(root, options))
    : checkRoot(root, options);
}

function checkRoot(root: string, options: CheckOptions): CheckResult {
  const start = performance.now();
  const { houseStyle, settings, book } = loadProjectRules(root, options.settingsPath);
  const loaded = loadProject(root, settings.isIgnored, options.skippedDirs);
  const load = performance.now() - start;
  options.onProgress?.({ files: loaded.files.files.size });

  // OpenAPI: redocly lints the specs on a worker thread while this one parses the pages.
  const specLint = startSpecLint(loaded, {
    fetchRemote: options.fetchRemote ?? false,
    withData: Boolean(options.render),
  });
  const pageFiles = pageFilesToCheck(loaded);
  const pages = lintPages(loaded, pageFiles, settings.severities, houseStyle.rules, undefined, options.render);
  const specs = specLint.join(pages.facts);
  // Links and navigation entries may lead to the pages the site generates from the specs.
  const project: Project = { ...loaded, openApiPages: generatedPages(loaded, specs) };
  const openApiContext: OpenApiContext = { project, pages: pages.facts, openapi: specs };
  const rulesStart = performance.now();
  const configAndNavigationReports = runRules(project, ALL_RULES, book);
  const navSpecStart = performance.now();
  const navSpecReports = runRules(openApiContext, NAV_SPEC_RULES, book);
  const configAndNavigation = navSpecStart - rulesStart + (performance.now() - navSpecStart);
  // Every stage hands plain reports to the engine (diagnose), which alone makes them diagnostics.
  const reports: RuledReport[] = [
    ...settings.problems.map((problem) => ({ ruleId: INVALID_SETTINGS.id, ...problem })),
    ...houseStyle.problems.map((problem) => ({ ruleId: STYLE_FILE_PROBLEM.id, ...problem })),
    ...configAndNavigationReports,
    ...pages.reports,
    ...runRules({ project, pages: pages.facts }, CROSS_PAGE_RULES, book),
    ...specReports(specs),
    ...runRules(openApiContext, OPENAPI_CROSS_RULES, book),
    ...navSpecReports,
  ];
  const suppressions = new Map([...pages.facts].map(([file, facts]) => [file, facts.suppressions]));
  const settle = (extra: readonly SiteReport[]): Diagnostic[] => diagnose([...reports, ...extra], book, suppressions);
  return {
    root,
    configFile: project.config.status === "missing" ? undefined : project.config.name,
    diagnostics: settle([]),
    pageFiles,
    ...(options.render
      ? {
          site: {
            project,
            rendered: pages.rendered,
            specs: specs.data ?? [],
            endpoints: endpointSources(openApiContext),
            settle,
            externalLinks: settings.externalLinks,
          },
        }
      : {}),
    timings: {
      load: Math.round(load),
      configAndNavigation: Math.round(configAndNavigation),
      total: Math.round(performance.now() - start),
    },
  };
}
