import path from "node:path";

/**
 * The spec file a page's `openapi` names, as @mintlify/common's getMatchingOpenApiFile
 * (dist/openapi/getMatchingOpenApiFile.js) compares it with the files' paths: a URL as written,
 * a path resolved from the root (`normalizeRelativePath`, so `../api.json` is `api.json`). A
 * file answers to it when its path is the name or holds it.
 */
export function writtenSpecName(written: string): string {
  const trimmed = written.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : path.posix.resolve("/", trimmed).slice(1);
}
