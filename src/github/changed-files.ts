import type { ChangedFiles } from "../contracts/changed-files.js";
import type { RestClient } from "./rest-client.js";

interface PullRequestFile {
  filename?: unknown;
  status?: unknown;
  patch?: unknown;
  previous_filename?: unknown;
}

/** The pull request's files: the changed lines of those at the head, the ones it adds, and those it removes. */
export interface PullRequestFiles {
  changed: ChangedFiles;
  added: Set<string>;
  /** Removed files, and the old path of each renamed one. */
  removed: string[];
}

/** GitHub lists at most 3,000 files of a pull request, 100 a page. */
const MAX_PAGES = 30;

export async function listChangedFiles(
  client: RestClient,
  owner: string,
  repo: string,
  number: number,
): Promise<PullRequestFiles> {
  const files = await client.paginate<PullRequestFile>(
    `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/pulls/${number}/files?per_page=100`,
    MAX_PAGES,
  );
  const changed = new Map<string, ReadonlySet<number> | "whole">();
  const added = new Set<string>();
  const removed: string[] = [];
  for (const file of files) {
    if (typeof file.filename !== "string") continue;
    if (file.status === "removed") {
      removed.push(file.filename);
      continue;
    }
    if (file.status === "added") added.add(file.filename);
    if (file.status === "renamed" && typeof file.previous_filename === "string") removed.push(file.previous_filename);
    changed.set(file.filename, typeof file.patch === "string" ? addedLines(file.patch) : "whole");
  }
  return { changed, added, removed };
}

/** The head-side line numbers of the `+` lines of a unified diff's hunks. */
export function addedLines(patch: string): Set<number> {
  const lines = new Set<number>();
  let line = 0;
  for (const row of patch.split("\n")) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(row);
    if (hunk) {
      line = Number(hunk[1]);
      continue;
    }
    if (row.startsWith("+")) lines.add(line++);
    else if (row.startsWith(" ") || row === "") line++;
    // "-" lines are the base side's; "\ No newline at end of file" is neither side's.
  }
  return lines;
}
