export { checkExternalLinks, PARALLEL_HOSTS } from "./check-external.js";
export { mappedSeverity } from "./severity.js";
export { DEFAULT_EXTERNAL_LINK_OPTIONS, ExternalLinkResults, type ExternalLinkOptions, type ExternalLinkResult, type ExternalSeverity, type NoAnswer } from "./types.js";
