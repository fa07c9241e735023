import type { RuleMeta } from "../types.js";

/**
 * docsgate's own OpenAPI rules: problems with reading the specs, which redocly's rules cannot
 * report. Every other `openapi/...` id is a redocly rule's.
 */
export const INVALID_FILE: RuleMeta = {
  id: "openapi/invalid-file",
  category: "openapi",
  defaultSeverity: "error",
  description: "Every OpenAPI file is readable YAML or JSON, within the size docsgate checks, and an OpenAPI 3 or Swagger 2.0 document.",
};

export const UNRESOLVED_REF: RuleMeta = {
  id: "openapi/unresolved-ref",
  category: "openapi",
  defaultSeverity: "error",
  description: "Every `$ref` in an OpenAPI file leads to a file inside the docs root and to a part of it that exists, without a circle of `$ref`s.",
};

export const REMOTE_SPEC: RuleMeta = {
  id: "openapi/remote-spec",
  category: "openapi",
  defaultSeverity: "notice",
  description: "Says which remote OpenAPI files (and `$ref`s) were not fetched; with --fetch-remote, a remote file that cannot be fetched is an error.",
};

export const REDOCLY_CONFIG: RuleMeta = {
  id: "openapi/redocly-config",
  category: "openapi",
  defaultSeverity: "warning",
  description: "The redocly.yaml at the docs root is valid YAML, and says which of its parts docsgate does not apply (plugins, other config files).",
};

export const OPENAPI_RULE_METAS: readonly RuleMeta[] = [INVALID_FILE, UNRESOLVED_REF, REMOTE_SPEC, REDOCLY_CONFIG];
