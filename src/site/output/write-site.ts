import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { realpathSync } from "node:fs";
import path from "node:path";

/** What goes at one path of the output folder. */
export type SiteFile =
  /** `text` as a function: made when its turn to be written comes, so making and writing overlap. */
  | { kind: "text"; text: string | (() => string) }
  /** `underRoot`: the copy is made only while the file's real path stays under that folder. */
  | { kind: "copy"; from: string; underRoot?: string }
  /** Already there: the marker resetOutDir wrote first. */
  | { kind: "marker" };

/** Writes in flight at once: enough to keep libuv's file threads busy, few enough to bound the memory of waiting texts. */
const IN_FLIGHT = 64;

/**
 * Writes the files (paths relative to `outDir`, POSIX) in path order; returns the paths written,
 * sorted. Texts are made on this thread while earlier files are written by libuv's threads: the
 * disk's latency hides behind the page layout instead of adding to it.
 */
export async function writeSiteFiles(outDir: string, files: ReadonlyMap<string, SiteFile>): Promise<string[]> {
  const written: string[] = [];
  const folders = new Map<string, Promise<unknown>>();
  const realRoots = new Map<string, string>();
  const pending = new Set<Promise<void>>();
  for (const [relative, file] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (file.kind === "marker") {
      written.push(relative);
      continue;
    }
    if (file.kind === "copy" && file.underRoot && !staysUnder(file.from, file.underRoot, realRoots)) continue;
    const target = path.join(outDir, ...relative.split("/"));
    const folder = path.dirname(target);
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = mkdir(folder, { recursive: true })));
    const content = file.kind === "text" ? (typeof file.text === "string" ? file.text : file.text()) : undefined;
    const write = made.then(() => (content === undefined ? copyFile((file as { from: string }).from, target) : writeFile(target, content)));
    const tracked: Promise<void> = write.finally(() => pending.delete(tracked));
    pending.add(tracked);
    if (pending.size >= IN_FLIGHT) await Promise.race(pending);
    written.push(relative);
  }
  await Promise.all(pending);
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
