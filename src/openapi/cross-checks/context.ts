import type { Report, Rule, RuledReport } from "../../diagnostics/diagnostic.js";
import type { PageFacts } from "../../parse/page-facts.js";
import type { Project } from "../../project/project.js";
import type { SpecIndex, SpecLintResult } from "../types.js";
import { SpecCatalog } from "./catalog.js";
import { siteApiConfig, specKey, type SiteApiConfig } from "./site-config.js";

/** What the OpenAPI cross-checks look at: the project, every page's facts and what the spec stage read. */
export interface OpenApiContext {
  project: Project;
  pages: ReadonlyMap<string, PageFacts>;
  openapi: SpecLintResult;
}

/** What several rules need, worked out once per run. */
export interface OpenApiFacts {
  config?: SiteApiConfig;
  catalog: SpecCatalog;
  /** Every spec that was read, configured or not: the site uploads every OpenAPI file of the repository. */
  specs: readonly SpecIndex[];
  /**
   * Specs that were named or found but not read (a remote one not fetched, a file that could not
   * be parsed), by specKey: the spec stage reports them. An operation may be in one of them, so
   * a page naming it cannot be judged.
   */
  unread: ReadonlySet<string>;
}

const cache = new WeakMap<OpenApiContext, OpenApiFacts>();

export function openApiFacts(context: OpenApiContext): OpenApiFacts {
  let facts = cache.get(context);
  if (!facts) {
    const config = siteApiConfig(context.project);
    const catalog = new SpecCatalog(context.openapi.specs);
    const named = [...(config?.specs ?? []).map((spec) => spec.key), ...(context.openapi.unread ?? []).map(specKey)];
    const unread = new Set(named.filter((key) => !catalog.specs.has(key)));
    facts = { ...(config ? { config } : {}), catalog, specs: context.openapi.specs, unread };
    cache.set(context, facts);
  }
  return facts;
}

/** A rule that reads the OpenAPI files with the pages and navigation entries that use them. */
export type OpenApiRule = Rule<"openapi", OpenApiContext, Report & Pick<RuledReport, "defaultSeverity">>;
