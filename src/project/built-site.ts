import path from "node:path";
import { projectFiles } from "./file-source.js";

/**
 * The file `docsgate build` writes into its output folder before anything else. A folder holding it is a site
 * docsgate built: the next build may empty it, and no command reads it as docs, wherever it lies under the root and
 * whatever it is named. It travels with the folder (copied, moved, committed), and no docs project holds a
 * `_docsgate/docsgate-build.txt` of its own.
 */
export const BUILD_MARKER = "_docsgate/docsgate-build.txt";
/** The marker's folder, the one name a folder's listing is searched for. */
export const BUILD_MARKER_FOLDER = BUILD_MARKER.slice(0, BUILD_MARKER.indexOf("/"));

/**
 * Whether `dir` (absolute) holds the build marker as a file. Its content is not asked: line endings changed by git,
 * or an older build's wording, leave it a marker.
 */
export function holdsBuildMarker(dir: string): boolean {
  try {
    return projectFiles.stat(path.join(dir, BUILD_MARKER)).isFile();
  } catch {
    return false;
  }
}
