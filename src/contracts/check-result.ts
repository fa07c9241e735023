import type { Diagnostic, RuledReport } from "../diagnostics/diagnostic.js";
import type { EndpointSource } from "../openapi/endpoint-sources.js";
import type { SpecData } from "../openapi/spec-data.js";
import type { MissingRemoteSpec } from "../openapi/types.js";
import type { Project } from "../project/project.js";
import type { RenderedPage } from "../render/types.js";
import type { ExternalLinkSettings } from "../settings/settings.js";

/** What check hands the site build. */
export interface SiteInput {
  project: Project;
  rendered: Map<string, RenderedPage>;
  /** Every OpenAPI file read, parsed; with openapi/secret on, the secrets in its examples replaced by placeholders. */
  specs: SpecData[];
  /** The endpoint each API page documents, by page file. */
  endpoints: Map<string, EndpointSource>;
  /** The remote OpenAPI files this check did not read (not fetched, or failed): pages that need them say so. */
  missingRemote: MissingRemoteSpec[];
  /** The `asyncapi` front matter of each AsyncAPI channel page, by page file. */
  channels: Map<string, string>;
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
  /** With a page cache: how many of the pages checked were taken from it, unchanged since an earlier run. */
  pagesFromCache?: number;
  /** With the cache: the OpenAPI files' lint was taken from it, nothing they read having changed. */
  specsFromCache?: boolean;
  /** Whether the config and navigation rules' reports came from the cache (with `cache`). */
  projectRulesFromCache?: boolean;
}
