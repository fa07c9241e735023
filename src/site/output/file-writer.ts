import { copyFileSync, mkdirSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What goes at one path of the output folder. */
export type SiteFile =
  | { kind: "text"; text: string }
  /** `underRoot`: the copy is made only while the file's real path stays under that folder. */
  | { kind: "copy"; from: string; underRoot?: string };

/**
 * Writes files into the output folder one by one with blocking calls (each page's document is
 * written as soon as it is made, and let go), making each folder once.
 */
export class FileWriter {
  private readonly folders = new Set<string>();
  private readonly realRoots = new Map<string, string>();
  /** Paths written, relative to the output folder. */
  readonly written: string[] = [];

  constructor(private readonly outDir: string) {}

  write(relative: string, file: SiteFile): void {
    if (file.kind === "copy" && file.underRoot && !this.staysUnder(file.from, file.underRoot)) return;
    const target = path.join(this.outDir, ...relative.split("/"));
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    if (file.kind === "text") writeFileSync(target, file.text);
    else copyFileSync(file.from, target);
    this.written.push(relative);
  }

  /**
   * The root's index already leaves out links that lead away; this checks again at copy time, so a
   * link changed since the scan cannot carry a file from elsewhere into the site.
   */
  private staysUnder(file: string, root: string): boolean {
    let realRoot = this.realRoots.get(root);
    if (!realRoot) {
      realRoot = realpathSync(root);
      this.realRoots.set(root, realRoot);
    }
    try {
      return realpathSync(file).startsWith(realRoot + path.sep);
    } catch {
      return false;
    }
  }
}
