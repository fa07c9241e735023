import { copyFileSync, mkdirSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What goes at one path of the output folder. */
export type SiteFile =
  | { kind: "text"; text: string }
  /** `underRoot`: the copy is made only while the file's real path stays under that folder. */
  | { kind: "copy"; from: string; underRoot?: string }
  /** Already there: the marker resetOutDir wrote first. */
  | { kind: "marker" };

/** Writes the files (paths relative to `outDir`, POSIX); returns the paths written, sorted. */
export function writeSiteFiles(outDir: string, files: ReadonlyMap<string, SiteFile>): string[] {
  const written: string[] = [];
  const folders = new Set<string>();
  const realRoots = new Map<string, string>();
  for (const [relative, file] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (file.kind === "marker") {
      written.push(relative);
      continue;
    }
    if (file.kind === "copy" && file.underRoot && !staysUnder(file.from, file.underRoot, realRoots)) continue;
    const target = path.join(outDir, ...relative.split("/"));
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    if (file.kind === "text") writeFileSync(target, file.text);
    else copyFileSync(file.from, target);
    written.push(relative);
  }
  return written;
}

/**
 * The root's index already leaves out links that lead away; this checks again at copy time, so a
 * link changed since the scan cannot carry a file from elsewhere into the site.
 */
function staysUnder(file: string, root: string, realRoots: Map<string, string>): boolean {
  let realRoot = realRoots.get(root);
  if (!realRoot) {
    realRoot = realpathSync(root);
    realRoots.set(root, realRoot);
  }
  try {
    return realpathSync(file).startsWith(realRoot + path.sep);
  } catch {
    return false;
  }
}
