import path from "node:path";
import { diagnose } from "./engine/diagnose.js";
import { createRuleBook, type RuleBook } from "./engine/rule-book.js";
import type { CacheFolder } from "./cache/cache-folder.js";
import { cachedProjectRules } from "./cache/project-rules-cache.js";
import { toolFingerprint } from "./cache/tool-fingerprint.js";
import { runRules } from "./engine/run-rules.js";
import { lintPages, type PagesLint } from "./page-pass/lint-pages.js";
import { pageFilesToCheck } from "./pages/page-files-to-check.js";
import { lowerUnpublishedSnippets } from "./pages/unpublished-snippets.js";
import { lowerUnreachedPages } from "./pages/unreached-pages.js";
import type { PagesContext } from "./pages/pages-context.js";
import { withoutListedPageReports } from "./pages/listed-page-reports.js";
import { listedPageFiles } from "./project/navigation/navigation.js";
import type { OpenApiContext } from "./openapi/cross-checks/context.js";
import { generatedPages } from "./openapi/generated-pages/generated-pages.js";
import { startSpecLint } from "./openapi/lint-specs.js";
import type { SpecLintResult } from "./openapi/types.js";
import { redoclyRuleMeta, redoclyRuleSettingIds } from "./openapi/redocly-rules.js";
import { specReports } from "./openapi/spec-reports.js";
import { withFilesInMemory, type ProjectFiles } from "./project/file-source.js";
import { loadProject, type Project } from "./project/project.js";
import { endpointSources } from "./openapi/endpoint-sources.js";
import type { RenderSettings } from "./render/types.js";
import { rule as invalidSettings } from "./rules/settings/invalid.js";
import { rule as styleFile } from "./rules/settings/style-file.js";
import { loadSettings, type Settings } from "./settings/settings.js";
import { loadHouseStyle } from "./style/house-style/load-house-style.js";
import { houseStyleDocsUrl, houseStyleMeta } from "./style/house-style/meta.js";
import type { HouseStyle } from "./style/house-style/types.js";
import type { RuledReport, RuleMeta } from "./diagnostics/diagnostic.js";
import type { CheckResult } from "./contracts/check-result.js";
import type { SuppressionFact } from "./parse/page-facts.js";
import { redactExampleSecrets } from "./openapi/redact-examples.js";
import { rule as openapiSecret } from "./rules/openapi/secret.js";
import {
  ALL_RULE_METAS,
  DEFAULT_HOUSE_STYLE,
  OPENAPI_RULES,
  PAGES_RULES,
  PROJECT_RULES,
} from "./registry/rule-registry.js";

export interface CheckOptions {
  /** The docs root: the folder that holds docs.json. */
  root: string;
  /** docsgate's own config file, relative to the working directory. */
  settingsPath?: string;
  /** Told how many files the root holds once they are indexed, before the rules run. */
  onProgress?: (progress: { files: number }) => void;
  /** Fetch and lint the remote OpenAPI files docs.json names (--fetch-remote). */
  fetchRemote?: boolean;
  /** Let those fetches reach loopback, link-local and private addresses (--allow-private-addresses). */
  allowPrivateAddresses?: boolean;
  /** Render every page to HTML from the tree the page rules walk, for `docsgate build`. */
  render?: RenderSettings;
  /**
   * The project's files, read from memory as if they were the root folder's (the rule tester).
   * Worker threads read the disk: the OpenAPI linter, so specs are not read from here; the page
   * workers, which are not started from the TypeScript sources. A site is built from the disk.
   */
  files?: ProjectFiles;
  /**
   * The folder for the page cache and the key its files are sealed with (the CLI: `.docsgate/cache` under the root):
   * unchanged pages are not linted again.
   */
  cache?: CacheFolder;
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
  const houseStyle = loadHouseStyle(root, DEFAULT_HOUSE_STYLE);
  const styleMetas = houseStyle.rules.map((rule) => ({ ...houseStyleMeta(rule), docsUrl: houseStyleDocsUrl(rule) }));
  const metaById = new Map([...ALL_RULE_METAS, ...styleMetas].map((meta) => [meta.id, meta]));
  // redocly's rules (and redocly.yaml's own) are `openapi/...` ids the settings may set too.
  const settings = loadSettings(root, [...new Set([...metaById.keys(), ...redoclyRuleSettingIds(root)])], settingsPath);
  const book = createRuleBook(metaById.values(), settings.severities, (id) =>
    id.startsWith("openapi/") ? redoclyRuleMeta(id) : undefined,
  );
  return { houseStyle, settings, metaById, book };
}

/**
 * A check's findings before the engine settles them: the reports of every stage, the rule book and the pages'
 * docsgate-disable comments. A run that builds the site adds the site's own reports before it settles them (settle).
 */
export interface ProjectLint extends Omit<CheckResult, "diagnostics"> {
  reports: readonly RuledReport[];
  book: RuleBook;
  suppressions: ReadonlyMap<string, readonly SuppressionFact[]>;
}

/** Checks a docs project: every stage's reports, settled into diagnostics. */
export function check(options: CheckOptions): CheckResult {
  return settle(lintProject(options));
}

/** The one place a check's reports, and the site's beside them, become its diagnostics. */
export function settle(lint: ProjectLint, siteReports: readonly RuledReport[] = []): CheckResult {
  const { reports, book, suppressions, ...result } = lint;
  return { ...result, diagnostics: diagnose([...reports, ...siteReports], book, suppressions) };
}

/** Every stage's reports on a docs project, not yet settled: what `check` and a run that builds the site settle. */
export function lintProject(options: CheckOptions): ProjectLint {
  const root = path.resolve(options.root);
  return options.files
    ? withFilesInMemory(root, options.files, () => checkRoot(root, options))
    : checkRoot(root, options);
}

function checkRoot(root: string, options: CheckOptions): ProjectLint {
  const start = performance.now();
  const { houseStyle, settings, book } = loadProjectRules(root, options.settingsPath);
  const loaded = loadProject(root, settings.isIgnored);
  const load = performance.now() - start;
  options.onProgress?.({ files: loaded.files.files.size });

  // OpenAPI: redocly lints the specs on a worker thread while this one parses the pages.
  const specLint = startSpecLint(loaded, {
    fetchRemote: options.fetchRemote ?? false,
    ...(options.allowPrivateAddresses ? { allowPrivateAddresses: true } : {}),
    withData: Boolean(options.render),
    ...(options.cache !== undefined ? { cache: options.cache } : {}),
  });
  const pageFiles = pageFilesToCheck(loaded);
  const pages = lintPages(loaded, pageFiles, book, houseStyle.rules, undefined, options.render, options.cache);
  const specs = specLint.join(pages.facts);
  const runProjectRules = (context: Project) => runRules(context, PROJECT_RULES, book);
  let configAndNavigation: { reports: RuledReport[]; fromCache: boolean } | undefined;
  let configAndNavigationMs = 0;
  // Links and navigation entries may lead to the pages the site generates from the specs.
  const project: Project = { ...loaded, openApiPages: generatedPages(loaded, specs) };
  const { openApiContext, reports } = projectReports({
    rules: { houseStyle, settings, book },
    project,
    pages,
    specs,
    configAndNavigation(project) {
      const rulesStart = performance.now();
      configAndNavigation =
        options.cache === undefined
          ? { reports: runProjectRules(project), fromCache: false }
          : cachedProjectRules(
              project,
              options.cache,
              [toolFingerprint(), PROJECT_RULES.map((rule) => [rule.meta.id, book.severity(rule.meta.id)])],
              runProjectRules,
            );
      configAndNavigationMs = performance.now() - rulesStart;
      return configAndNavigation.reports;
    },
  });
  const suppressions = new Map([...pages.facts].map(([file, facts]) => [file, facts.suppressions]));
  return {
    root,
    configFile: project.configName,
    reports,
    book,
    suppressions,
    pageFiles,
    ...(options.render
      ? {
          site: {
            project,
            rendered: pages.rendered,
            // With openapi/secret on, the API reference shows placeholders for the secrets it finds in examples.
            specs: book.isOn(openapiSecret.meta.id) ? (specs.data ?? []).map(redactExampleSecrets) : (specs.data ?? []),
            endpoints: endpointSources(openApiContext),
            missingRemote: specs.missingRemote ?? [],
            channels: new Map(
              [...pages.facts].flatMap(([file, facts]) =>
                facts.channel ? [[file, facts.channel.value] as const] : [],
              ),
            ),
            externalLinks: settings.externalLinks,
          },
        }
      : {}),
    ...(options.cache !== undefined
      ? {
          pagesFromCache: pages.fromCache,
          specsFromCache: specs.fromCache === true,
          projectRulesFromCache: configAndNavigation!.fromCache,
        }
      : {}),
    timings: {
      load: Math.round(load),
      configAndNavigation: Math.round(configAndNavigationMs),
      total: Math.round(performance.now() - start),
    },
  };
}

/** What one check found of a project's parts: the stages whose reports `projectReports` puts together. */
export interface ProjectParts {
  rules: Pick<ProjectRules, "houseStyle" | "settings" | "book">;
  /** The project, with the pages the site generates from the OpenAPI files (`openApiPages`). */
  project: Project;
  pages: Pick<PagesLint, "reports" | "facts">;
  specs: SpecLintResult;
  /** The config and navigation rules' reports on the project (the caller may keep them from an earlier check). */
  configAndNavigation(project: Project): readonly RuledReport[];
  /** The rules across pages, when the caller keeps some of their reports between runs; by default all of them run. */
  acrossPages?(context: PagesContext): readonly RuledReport[];
  /** The OpenAPI rules, when the caller keeps their reports between runs; by default they run. */
  openApi?(context: OpenApiContext): readonly RuledReport[];
}

/**
 * Every stage's reports on a project, from its parts: the config and navigation rules, the pages' own, the rules
 * across pages and the OpenAPI files, lowered where a page is unpublished or unreached. One place for `check` and the
 * language server, which keeps the parts between edits and puts them together again after each.
 */
export function projectReports(parts: ProjectParts): { openApiContext: OpenApiContext; reports: RuledReport[] } {
  const { rules, project, pages, specs } = parts;
  const { settings, houseStyle, book } = rules;
  const openApiContext: OpenApiContext = { project, pages: pages.facts, openapi: specs };
  // Every stage hands plain reports to the engine (diagnose), which alone makes them diagnostics.
  // A snippet no page imports is never published: what is wrong in it fails nothing.
  // A page no reader reaches gets its guidance as notices.
  const pagesContext: PagesContext = { project, pages: pages.facts };
  const reports: RuledReport[] = lowerUnpublishedSnippets(
    lowerUnreachedPages(
      [
        ...settings.problems.map((problem) => ({ ruleId: invalidSettings.meta.id, ...problem })),
        ...houseStyle.problems.map((problem) => ({ ruleId: styleFile.meta.id, ...problem })),
        ...parts.configAndNavigation(project),
        ...withoutListedPageReports(pages.reports, listedPageFiles(project.navigation)),
        ...(parts.acrossPages ?? ((context) => runRules(context, PAGES_RULES, book)))(pagesContext),
        ...specReports(specs),
        ...(parts.openApi ?? ((context) => runRules(context, OPENAPI_RULES, book)))(openApiContext),
      ],
      pagesContext,
      (ruleId) => book.meta(ruleId).defaultSeverity === "warning",
    ),
    pages.facts,
  );
  return { openApiContext, reports };
}
