import { distance } from "fastest-levenshtein";
import type { FileIndex } from "../file-index.js";
import { linkOutsideReason, resolveDocPath } from "../doc-path.js";

export const PAGE_EXTENSIONS = [".mdx", ".md"] as const;

/** A navigation entry as the site reads it: `quickstart` stands for `quickstart.mdx` or `.md`. */
export type EntryTarget =
  | { kind: "page"; file: string; page: string; extension?: string }
  | { kind: "case-mismatch"; page: string; actual: string; extension?: string }
  | { kind: "missing"; page: string; extension?: string }
  | { kind: "url" }
  | { kind: "outside"; reason: string };

export function resolveEntry(entry: string, files: FileIndex): EntryTarget {
  const resolved = resolveDocPath(entry.trim(), files);
  if (resolved.kind === "url") return { kind: "url" };
  if (resolved.kind === "outside") return { kind: "outside", reason: resolved.reason };
  const extension = PAGE_EXTENSIONS.find((ext) => resolved.path.toLowerCase().endsWith(ext));
  const page = extension ? resolved.path.slice(0, -extension.length) : resolved.path;
  for (const ext of PAGE_EXTENSIONS) {
    if (files.has(page + ext)) return { kind: "page", file: page + ext, page, extension };
  }
  for (const ext of PAGE_EXTENSIONS) {
    const actual = files.caseInsensitive(page + ext)[0];
    if (actual) return { kind: "case-mismatch", page, actual, extension };
  }
  // The index records a page file that links out of the root, without reading it.
  const link = PAGE_EXTENSIONS.map((ext) => page + ext).find((file) => files.isLinkOutside(file));
  if (link) return { kind: "outside", reason: linkOutsideReason(link) };
  return { kind: "missing", page, extension };
}

export function isPageFile(file: string): boolean {
  return PAGE_EXTENSIONS.some((ext) => file.endsWith(ext));
}

/** Repository files that sites of this format never publish as pages. */
const NOT_PAGE_NAMES =
  /^(readme([_.-][\w-]+)?\.mdx?|(license|changelog|contributing|code_of_conduct|agents|claude|gemini|skill)\.md)$/i;
const NOT_PAGE_FOLDERS = new Set(["build", "dist", "coverage", "tmp", "temp"]);

/**
 * A Markdown file the site publishes: not in a dot-folder (editor, CI and agent files), not a
 * repository's README (or its translations, README_DE.md), LICENSE.md, CHANGELOG.md or
 * CONTRIBUTING.md, not an AI agent's instructions (AGENTS.md, CLAUDE.md, GEMINI.md, SKILL.md),
 * not under a build or temp folder. A page the navigation lists is a page anyway.
 */
export function isSitePage(file: string): boolean {
  if (!isPageFile(file)) return false;
  const parts = file.split("/");
  return (
    !parts.some((part) => part.startsWith(".")) &&
    !NOT_PAGE_NAMES.test(parts.at(-1)!) &&
    !NOT_PAGE_FOLDERS.has(parts[0]!)
  );
}

export function stripPageExtension(file: string): string {
  const ext = PAGE_EXTENSIONS.find((e) => file.endsWith(e));
  return ext ? file.slice(0, -ext.length) : file;
}

/** The pages of a file index without their extensions, listed once per index: nearestPage reads them for every miss. */
const pagesOfIndex = new WeakMap<ReadonlySet<string>, { page: string; name: string }[]>();
/** Each answer of nearestPage, once per file list: the language server asks again after every edit. */
const nearestOfIndex = new WeakMap<ReadonlySet<string>, Map<string, string | undefined>>();

/** The existing page closest to `page` by edit distance, when it is close enough to be a typo. */
export function nearestPage(page: string, files: FileIndex): string | undefined {
  // Asked of the index each time: a page check records that its answer depends on every file (FileIndex.all).
  const all = files.all();
  let pages = pagesOfIndex.get(all);
  if (!pages) {
    pages = [...all].filter(isPageFile).map((file) => {
      const candidate = stripPageExtension(file);
      return { page: candidate, name: candidate.split("/").at(-1)! };
    });
    pagesOfIndex.set(all, pages);
  }
  let answers = nearestOfIndex.get(all);
  if (!answers) nearestOfIndex.set(all, (answers = new Map()));
  if (answers.has(page)) return answers.get(page);
  const name = page.split("/").at(-1)!;
  const within = Math.max(2, Math.floor(page.length / 3));
  let best: string | undefined;
  // Only a candidate within reach can be the answer; the first at the least distance is.
  let bestDistance = within + 1;
  for (const candidate of pages) {
    const sameName = candidate.name === name;
    // The lengths' difference is a lower bound of the edit distance: most pages are ruled out without computing it.
    const lengths = Math.abs(candidate.page.length - page.length);
    if ((sameName ? Math.min(lengths, 2) : lengths) >= bestDistance) continue;
    let d = distance(candidate.page, page);
    // A page with the same file name in another folder is a likely move.
    if (sameName) d = Math.min(d, 2);
    if (d < bestDistance) {
      best = candidate.page;
      bestDistance = d;
    }
  }
  answers.set(page, best);
  return best;
}
