/**
 * docsgate's own OpenAPI rules: problems with reading the specs, which redocly's rules cannot
 * report. Every other `openapi/...` id is a redocly rule's.
 */
export const INVALID_FILE_ID = "openapi/invalid-file";
export const UNRESOLVED_REF_ID = "openapi/unresolved-ref";
export const REMOTE_SPEC_ID = "openapi/remote-spec";
export const REDOCLY_CONFIG_ID = "openapi/redocly-config";
export const REDOCLY_UNSUPPORTED_ID = "openapi/redocly-unsupported";
export const SCHEMA_KEYWORD_ID = "openapi/schema-keyword";
