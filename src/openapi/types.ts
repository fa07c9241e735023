import type { MissingRemoteSpec, OperationNaming } from "../project/generated-pages.js";
import type { SpecData } from "./spec-data.js";
import type { Severity } from "../diagnostics/diagnostic.js";

/**
 * What the OpenAPI stage knows about each spec after linting it: the facts the cross-checks with
 * pages and docs.json need, each with its place in the file. Plain data, so a worker thread can
 * hand it over.
 */

/** A place in a file of the docs root (1-based line and column). */
export interface SpecPlace {
  /** Relative to the docs root, POSIX separators: the spec or the `$ref`-ed file the node sits in. */
  file: string;
  line: number;
  column: number;
}

export interface SpecOperation {
  /** Lower case: get, put, post, delete, options, head, patch, trace. */
  method: string;
  /** As written under `paths`, such as `/users/{id}`. */
  path: string;
  operationId?: string;
  /** Response keys as written: `200`, `4XX`, `default`. */
  responses: string[];
  /** `deprecated: true`: Mintlify marks its page deprecated. */
  deprecated?: true;
  /** No parameters (its own, its path's, or in its path's template), no request body and no security: a caller can send it nothing wrong. */
  takesNothing?: true;
  /** The operation's key (`get:`) in its file. */
  place: SpecPlace;
}

export interface SpecWebhook {
  name: string;
  methods: string[];
  place: SpecPlace;
}

export interface SpecSecurityScheme {
  name: string;
  /** `http`, `apiKey`, `oauth2`, `openIdConnect`, `mutualTLS`; Swagger 2.0 `basic`, `apiKey`, `oauth2`. */
  type: string;
  /** For `http`: `bearer`, `basic`, ... */
  scheme?: string;
  /** For `apiKey`: `header`, `query`, `cookie`. */
  in?: string;
  /** For `apiKey`: the parameter name. */
  parameterName?: string;
  place: SpecPlace;
}

/** A string inside an `example`, `examples` or `x-codeSamples` value, for the secret check. */
export interface SpecExampleString {
  value: string;
  place: SpecPlace;
}

export interface SpecIndex {
  /** The spec as docs.json or a page names it, relative to the docs root (or the URL of a fetched one). */
  file: string;
  /** The file's other paths (symbolic links to it, or to a folder on its way, inside the root): it is one spec. */
  aliases?: string[];
  /** `3.0.x`, `3.1.x` or `2.0`. */
  version: string;
  /** Found by its content alone, and no page reaches it: the site makes no page from it (src/openapi/unseen-specs.ts). */
  unseen?: true;
  /** It has an `openapi/struct` error, so Mintlify makes no page from it (src/openapi/rejected-specs.ts). */
  rejected?: true;
  operations: SpecOperation[];
  webhooks: SpecWebhook[];
  securitySchemes: SpecSecurityScheme[];
  /** `servers[].url` (3.x) or `schemes` + `host` + `basePath` (2.0), as full URLs where they can be. */
  servers: { url: string; place: SpecPlace }[];
  examples: SpecExampleString[];
  /** What the site names the pages it generates from the spec after. */
  pageNaming: SpecPageNaming;
}

/**
 * The parts of a spec the generated pages' paths are made of (see generated-pages/page-names.ts): the
 * spec's tags, and each operation's summary, tags and `x-mint` settings.
 */
export interface SpecPageNaming {
  /**
   * The spec's `tags` list: OpenAPI 3.2 gives tags a `kind`, and `x-group` (else `x-displayName`) names the navigation
   * group a tag's pages go in.
   */
  tags: { name: string; kind?: string; group?: string }[];
  /** Every operation under `paths`, then every operation of every webhook, in the spec's order. */
  operations: OperationNaming[];
}

/** A problem redocly (or reading the spec) found, already placed; the engine gives it its severity. */
export interface SpecProblem {
  /** `openapi/<redocly rule id>`, or one of docsgate's `openapi/...` ids for reading problems. */
  ruleId: string;
  /**
   * Under docsgate.config.json's severity: the level the team's redocly.yaml sets for the rule, or `warning` for a remote
   * file --fetch-remote could not fetch.
   */
  defaultSeverity?: Severity;
  message: string;
  place: SpecPlace | { file: string; line: 0; column: 0 };
}

export type { MissingRemoteSpec };

export interface SpecLintResult {
  specs: SpecIndex[];
  problems: SpecProblem[];
  /**
   * Specs that were named or found but could not be read (invalid, too large, a remote one not
   * fetched or failing to): already reported, so checks against them stay quiet.
   */
  unread?: string[];
  /** Building the site: every spec read, parsed, for the endpoint pages. */
  data?: SpecData[];
  /** Remote specs named but not read because they were not fetched or their fetch failed: their endpoint pages say so. */
  missingRemote?: MissingRemoteSpec[];
  /** The specs docs.json names (or the project holds) were taken from the cache, linted by an earlier run. */
  fromCache?: true;
}
