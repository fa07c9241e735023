import { readRootFile } from "../project/root-file.js";
import type { RuleMeta } from "../diagnostics/diagnostic.js";

/**
 * The rules @redocly/openapi-core has for OpenAPI 3 and Swagger 2.0. They are listed here so the
 * main thread, which never loads redocly (the worker does), can accept `openapi/<id>` in
 * docsgate.config.json and suggest the nearest id for a typo; __tests__/openapi/lint-rules.test.ts
 * compares the list with the installed redocly. `no-unresolved-refs` is missing on purpose: its
 * problems are reported as docsgate's openapi/unresolved-ref.
 */
export const REDOCLY_RULE_IDS: readonly string[] = [
  "array-parameter-serialization",
  "boolean-parameter-prefixes",
  "component-name-unique",
  "info-contact",
  "info-license",
  "info-license-strict",
  "no-ambiguous-paths",
  "no-duplicated-enum-values",
  "no-duplicated-tag-names",
  "no-empty-servers",
  "no-enum-type-mismatch",
  "no-example-value-and-externalValue",
  "no-http-verbs-in-paths",
  "no-identical-paths",
  "no-illogical-composition-keywords",
  "no-invalid-media-type-examples",
  "no-invalid-parameter-examples",
  "no-invalid-schema-examples",
  "no-mixed-number-range-constraints",
  "no-path-trailing-slash",
  "no-required-schema-properties-undefined",
  "no-schema-type-mismatch",
  "no-server-example.com",
  "no-server-trailing-slash",
  "no-server-variables-empty-enum",
  "no-undefined-server-variable",
  "no-unsafe-markdown",
  "no-unused-components",
  "nullable-type-sibling",
  "operation-2xx-response",
  "operation-4xx-problem-details-rfc7807",
  "operation-4xx-response",
  "operation-description",
  "operation-operationId",
  "operation-operationId-unique",
  "operation-operationId-url-safe",
  "operation-parameters-unique",
  "operation-singular-tag",
  "operation-summary",
  "operation-tag-defined",
  "parameter-description",
  "path-declaration-must-exist",
  "path-http-verbs-order",
  "path-not-include-query",
  "path-parameters-defined",
  "path-params-defined",
  "path-segment-plural",
  "paths-kebab-case",
  "request-mime-type",
  "required-string-property-missing-min-length",
  "response-contains-header",
  "response-contains-property",
  "response-mime-type",
  "scalar-property-missing-example",
  "security-defined",
  "security-scopes-defined",
  "spec-components-invalid-map-name",
  "spec-discriminator-defaultMapping",
  "spec-example-values",
  "spec-no-invalid-encoding-combinations",
  "spec-no-invalid-tag-parents",
  "spec-querystring-parameters",
  "spec-ref-siblings",
  "spec-strict-refs",
  "struct",
  "tag-description",
  "tags-alphabetical",
];

const BUILT_IN = new Set(REDOCLY_RULE_IDS);

/** The redocly config files docsgate reads at the docs root, in order of preference. */
export const REDOCLY_CONFIG_FILES = ["redocly.yaml", ".redocly.yaml"] as const;

/** Far past any real redocly.yaml: a larger one is not searched for rule ids. */
const MAX_REDOCLY_CONFIG_BYTES = 4 * 1024 * 1024;

/**
 * Every `openapi/...` id docsgate.config.json may set: redocly's rules, plus the configurable
 * rules (`rule/<name>`) the root's redocly.yaml defines. Read from its text, so the main thread
 * needs no YAML parser for it; an id the regular expression misses is merely reported unknown.
 */
export function redoclyRuleSettingIds(root: string): string[] {
  const ids = REDOCLY_RULE_IDS.map((id) => `openapi/${id}`);
  for (const name of REDOCLY_CONFIG_FILES) {
    const read = readRootFile(root, name, MAX_REDOCLY_CONFIG_BYTES);
    if (!read.ok) continue;
    const text = read.bytes.toString("utf8");
    for (const match of text.matchAll(/^[ \t]+["']?(rule\/[\w.-]+)["']?[ \t]*:/gm)) ids.push(`openapi/${match[1]}`);
    break;
  }
  return ids;
}

const REDOCLY_RULES_URL = "https://redocly.com/docs/cli/rules";

/** The documentation of a redocly rule, by its id without the `openapi/` prefix. */
export function redoclyRuleDocsUrl(redoclyId: string): string {
  if (BUILT_IN.has(redoclyId)) return `${REDOCLY_RULES_URL}/oas/${redoclyId}`;
  if (redoclyId.startsWith("rule/")) return `${REDOCLY_RULES_URL}/configurable-rules`;
  return `${REDOCLY_RULES_URL}/built-in-rules`;
}

/**
 * redocly's rules that find a file Mintlify rejects (one that does not follow the OpenAPI
 * schema): it publishes no page from it. Every other redocly rule is advice on how the API is
 * described, a warning at most unless the team's redocly.yaml sets its level.
 */
const STRUCTURAL = new Set(["struct"]);

/**
 * redocly's rules whose findings leave the published API reference as it would be: notices.
 * Mintlify never reads `operationId` (@mintlify/common's openapi/generateOpenApiPages.js names
 * pages after `summary`, else method and path); a license, an unused component and a
 * `localhost` or example.com server (self-hosted products document theirs on purpose) change
 * nothing a reader of the site relies on. Schemas of a `oneOf` that overlap, or an `allOf` of one
 * schema, are drawn as written: @mintlify/validation's SchemaConverter
 * (`reduceCompositionsRecursive`) flattens every composition into the options it shows. A
 * `required` name with no property marks nothing: SchemaConverter (`convertProperties`) marks
 * only the properties it lists. `nullable` without `type` is read: IncrementalEvaluator
 * (`reduceToSumOfProducts`, "handle v3 nullable") adds `null` to the types shown. Paths that
 * overlap or end in `/` are the server's real routes: @mintlify/common's generateOpenApiPages
 * makes one page per method and path as written (a slug that repeats gets a `-1`), and
 * findOpenApiPath finds an operation by its exact key, a trailing `/` aside.
 */
const SITE_UNCHANGED = new Set([
  "info-license",
  "no-ambiguous-paths",
  "no-illogical-composition-keywords",
  "no-path-trailing-slash",
  "no-required-schema-properties-undefined",
  "no-server-example.com",
  "no-unused-components",
  "nullable-type-sibling",
  "operation-4xx-response",
  "operation-operationId",
  "operation-operationId-unique",
  "operation-operationId-url-safe",
]);

/** The metadata of `openapi/<redocly id>`, a redocly rule (or one a redocly.yaml defines). */
export function redoclyRuleMeta(ruleId: string): RuleMeta {
  const redoclyId = ruleId.slice("openapi/".length);
  return {
    id: ruleId,
    category: "openapi",
    defaultSeverity: STRUCTURAL.has(redoclyId) ? "error" : SITE_UNCHANGED.has(redoclyId) ? "notice" : "warning",
    description: `redocly's ${redoclyId} rule.`,
    docsUrl: redoclyRuleDocsUrl(redoclyId),
  };
}
