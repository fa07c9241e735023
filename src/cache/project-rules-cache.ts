import { createHash } from "node:crypto";
import { serialize } from "node:v8";
import type { RuledReport } from "../diagnostics/diagnostic.js";
import { configFingerprint } from "../project/config-fingerprint.js";
import type { Project } from "../project/project.js";
import { readCacheFile, writeCacheFile } from "./cache-files.js";
import type { CacheFolder } from "./cache-folder.js";

const FILE_PREFIX = "project-rules-";
const FILE_SUFFIX = ".bin";
/** Entries kept, the newest first. */
const KEPT = 4;

interface Entry {
  key: string;
  /** What the rules asked of the ignore settings, with the answers. */
  ignored: [string, boolean][];
  reports: RuledReport[];
}

/**
 * The config and navigation rules' reports, kept between runs beside the page cache. The rules
 * read the project alone: the config and the files it refers to, the file index, the pages the
 * specs generate, and (through `isIgnored`) the ignore settings. While all of these are as they
 * were (a page's text was edited), the last run's reports stand: on 2,000 pages the rules take
 * 70-90 ms, an eighth of a re-check. `context`: docsgate itself and the rules that run.
 */
export function cachedProjectRules(
  project: Project,
  folder: CacheFolder,
  context: unknown,
  run: (project: Project) => RuledReport[],
): { reports: RuledReport[]; fromCache: boolean } {
  const key = projectKey(project, context);
  // Generated pages that cannot be written down: nothing is kept.
  if (key === undefined) return { reports: run(project), fromCache: false };
  // One file per key (its start names it), a few kept: a pull request's base and head share the folder.
  const name = `${FILE_PREFIX}${key.slice(0, 24)}${FILE_SUFFIX}`;
  const stored = entryOf(readCacheFile(folder, name));
  if (
    stored !== undefined &&
    stored.key === key &&
    stored.ignored.every(([page, ignored]) => project.isIgnored(page) === ignored)
  )
    return { reports: stored.reports, fromCache: true };
  const ignored = new Map<string, boolean>();
  const reports = run({
    ...project,
    isIgnored: (page) => {
      const answer = project.isIgnored(page);
      ignored.set(page, answer);
      return answer;
    },
  });
  writeCacheFile(folder, name, { key, ignored: [...ignored], reports }, FILE_PREFIX, FILE_SUFFIX, KEPT);
  return { reports, fromCache: false };
}

/** What the rules' reports depend on; undefined when the generated pages cannot be written down. */
function projectKey(project: Project, context: unknown): string | undefined {
  const hash = createHash("sha256");
  const { openApiPages } = project;
  hash.update(JSON.stringify([context, project.root, project.files.fingerprint()]));
  hash.update(configFingerprint(project));
  try {
    hash.update(openApiPages ? serialize(openApiPages) : "none");
  } catch {
    return undefined;
  }
  return hash.digest("base64url");
}

/** A stored entry, if what the file held is one (a damaged or foreign file is not). */
function entryOf(value: unknown): Entry | undefined {
  const entry = value as Partial<Entry> | undefined;
  return typeof entry?.key === "string" && Array.isArray(entry.ignored) && Array.isArray(entry.reports)
    ? (entry as Entry)
    : undefined;
}
