import { distance } from "fastest-levenshtein";
import path from "node:path";
import type { FileIndex } from "../project/file-index.js";

/**
 * What follows "The logo "x" does not exist" in a message: the file that differs only in case,
 * or the nearest file with the same extension, or how to fix it. `lead` is the writer's leading
 * "/" for the docs root, kept in suggestions.
 */
export function missingFileHint(file: string, lead: string, files: FileIndex): string {
  if (file === "") return ": it names the docs root, not a file. Give the path of the file.";
  const sameButCase = files.caseInsensitive(file)[0];
  if (sameButCase) {
    return `: the file is ${sameButCase}, which differs only in upper/lower case (that works on macOS and Windows but not on Linux, where the site is built). Write "${lead}${sameButCase}".`;
  }
  const nearest = nearestFile(file, files);
  return nearest
    ? `. Did you mean "${lead}${nearest}"? Correct the path or add the file.`
    : ". Add the file, or correct the path (relative to the docs root).";
}

/** A file with the same extension a few edits away: the likely intended one. */
function nearestFile(file: string, files: FileIndex): string | undefined {
  const extension = path.posix.extname(file).toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(file.length / 4)) + 1;
  for (const candidate of files.all()) {
    if (
      path.posix.extname(candidate).toLowerCase() !== extension ||
      Math.abs(candidate.length - file.length) >= bestDistance
    )
      continue;
    const d = distance(candidate, file);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
