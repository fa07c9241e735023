import type { RuleMeta } from "../diagnostics/diagnostic.js";

/**
 * docsgate's own OpenAPI rules: problems with reading the specs, which redocly's rules cannot
 * report. Every other `openapi/...` id is a redocly rule's.
 */
export const INVALID_FILE: RuleMeta = {
  id: "openapi/invalid-file",
  category: "openapi",
  defaultSeverity: "error",
  description:
    "Every OpenAPI file is readable YAML or JSON, within the size and time docsgate checks (no alias bombs), and an OpenAPI 3 or Swagger 2.0 document.",
};

export const UNRESOLVED_REF: RuleMeta = {
  id: "openapi/unresolved-ref",
  category: "openapi",
  defaultSeverity: "error",
  description:
    "Every `$ref` in an OpenAPI file leads to a file inside the docs root and to a part of it that exists, without a circle of `$ref`s.",
};

export const REMOTE_SPEC: RuleMeta = {
  id: "openapi/remote-spec",
  category: "openapi",
  defaultSeverity: "notice",
  description:
    "Says which remote OpenAPI files (and `$ref`s) were not fetched; with --fetch-remote, a remote file that cannot be fetched is an error.",
};

export const REDOCLY_CONFIG: RuleMeta = {
  id: "openapi/redocly-config",
  category: "openapi",
  defaultSeverity: "warning",
  description:
    "The redocly.yaml at the docs root is a valid redocly config, so the lint applies the team's rules (else it falls back to redocly's recommended ones).",
};

export const REDOCLY_UNSUPPORTED: RuleMeta = {
  id: "openapi/redocly-unsupported",
  category: "openapi",
  defaultSeverity: "notice",
  description:
    "Says which parts of redocly.yaml docsgate does not apply: plugins, and `extends` entries other than redocly's own rulesets.",
};

export const SCHEMA_KEYWORD: RuleMeta = {
  id: "openapi/schema-keyword",
  category: "openapi",
  defaultSeverity: "warning",
  description:
    "Schema Objects of OpenAPI 3.1 files use JSON Schema's keywords, with values of the kind each takes (`nullable` and `min_items` are not among them).",
};

export const OPENAPI_RULE_METAS: readonly RuleMeta[] = [
  INVALID_FILE,
  UNRESOLVED_REF,
  REMOTE_SPEC,
  REDOCLY_CONFIG,
  REDOCLY_UNSUPPORTED,
  SCHEMA_KEYWORD,
];
