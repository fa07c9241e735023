import type { Report, Rule, RuledReport } from "../diagnostics/diagnostic.js";
import path from "node:path";
import { readConfigFile, type ConfigFile, type ConfigName } from "./config-file.js";
import { readConfigDocument, type ConfigDocument } from "./config-document.js";
import { normalizeConfig, type DocsConfig } from "./docs-config.js";
import { FileIndex } from "./file-index.js";
import { readMintIgnore } from "./mint-ignore.js";
import type { Navigation } from "./navigation/navigation.js";
import { readLegacyNavigation } from "./navigation/read-legacy-navigation.js";
import { readV2Navigation } from "./navigation/read-v2-navigation.js";
import type { GeneratedPages } from "./generated-pages.js";

/** Everything the rules look at, read once. */
export interface Project {
  /** Absolute path of the docs root. */
  root: string;
  files: FileIndex;
  /** docs.json in one shape (see DocsConfig): what every stage reads. Absent when it could not be parsed. */
  docs?: DocsConfig;
  /** The config file's name, when there is one (read or not). */
  configName?: ConfigName;
  /** The file as found: only loading and the rules about the file as written (src/config, rules/config) read it. */
  config: ConfigFile;
  /**
   * The config with its `$ref`s resolved and every value's place known, as written; absent when it could not be
   * parsed. Only loading and the rules about the file as written read it.
   */
  document?: ConfigDocument;
  /** The navigation tree, in either layout, when the config holds one the reader can walk. */
  navigation?: Navigation;
  /** True for files the docsgate config file's `ignore` globs name. */
  isIgnored(file: string): boolean;
  /** The pages the site generates from the OpenAPI files: known once the specs are read. */
  openApiPages?: GeneratedPages;
}

export function loadProject(rootDir: string, isIgnored: (file: string) => boolean = () => false): Project {
  const root = path.resolve(rootDir);
  // What Mintlify leaves out of the site is left out here, once, so that no stage sees it.
  const files = FileIndex.scan(root, readMintIgnore(root));
  const config = readConfigFile(root, files);
  const document =
    config.status === "read" && !config.source.syntaxError ? readConfigDocument(root, files, config.source) : undefined;
  const navigation =
    document && config.status === "read"
      ? (config.layout === "v2" ? readV2Navigation : readLegacyNavigation)(document, files)
      : undefined;
  const docs = document && config.status === "read" ? normalizeConfig(document, config.name, config.layout) : undefined;
  const configName = config.status === "missing" ? undefined : config.name;
  return {
    root,
    files,
    ...(docs ? { docs } : {}),
    ...(configName ? { configName } : {}),
    config,
    document,
    navigation,
    isIgnored,
  };
}

/**
 * A rule that reads the project: docs.json, its `$ref`s, the navigation and the files (config/*, nav/*). A report may
 * carry its own default severity, under the rule's configured one.
 */
export type ProjectRule = Rule<"project", Project, Report & Pick<RuledReport, "defaultSeverity">>;
