import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/text/plural.ts
function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

// src/files/make-folder.ts
import { lstatSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
function makeFolder(dir) {
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = error.code;
    if (code === "EEXIST" && isFolder(dir)) return;
    const parent = path.dirname(dir);
    if (code !== "ENOENT" || parent === dir || entryExists(parent)) throw error;
    makeFolder(parent);
    mkdirSync(dir);
  }
}
function isFolder(dir) {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
function entryExists(file) {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

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
  makeFolder,
  plural,
  DEFAULT_EXTERNAL_LINK_OPTIONS,
  ExternalLinkResults
};
