import path from "node:path";
import { holdsConfig } from "../project/path-selection.js";

/**
 * The docs root a file belongs to: the nearest folder at or above it that holds docs.json or mint.json, not above the
 * editor's workspace folder that holds the file (when the editor names any). Undefined for a file of no docs project.
 */
export function docsRootOf(file: string, workspaceFolders: readonly string[]): string | undefined {
  const folder = workspaceFolders
    .filter((candidate) => file === candidate || file.startsWith(candidate + path.sep))
    .sort((a, b) => b.length - a.length)[0];
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (holdsConfig(dir)) return dir;
    if (dir === folder || path.dirname(dir) === dir) return undefined;
    if (folder !== undefined && !dir.startsWith(folder)) return undefined;
  }
}

/**
 * Whether a change on disk at this path (from the docs root) can matter to a check: the files in dot-folders are
 * editors', git's and docsgate's own cache, except the team's style files.
 */
export function mattersToCheck(file: string): boolean {
  if (file.startsWith("..") || path.isAbsolute(file)) return false;
  if (file.startsWith(".docsgate/styles/")) return true;
  return (
    !file.split("/").some((part) => part.startsWith(".") && part !== ".mintignore") && !file.includes("node_modules/")
  );
}
