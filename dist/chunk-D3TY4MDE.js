import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/settings/external-link-options.ts
var DEFAULT_EXTERNAL_LINK_OPTIONS = {
  concurrencyPerHost: 2,
  timeoutMs: 1e4,
  retries: 2,
  retryJitterMs: 1e3,
  skip: [],
  severities: {}
};
var ExternalLinkResults = class extends Map {
  /** The result cache could not be read or written; the check went on without it. */
  cacheProblem;
  /** Hosts whose links could not be checked at all (their links are "skipped" with the reason). */
  checkProblems = [];
};

export {
  DEFAULT_EXTERNAL_LINK_OPTIONS,
  ExternalLinkResults
};
