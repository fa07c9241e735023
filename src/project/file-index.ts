import { createHash } from "node:crypto";
import path from "node:path";
import { BUILD_MARKER_FOLDER, holdsBuildMarker } from "./built-site.js";
import { projectFiles } from "./file-source.js";
import type { MintIgnore } from "./mint-ignore.js";

/** Folders that never hold docs and would only slow the walk down. */
const SKIPPED_DIRS = new Set([".git", "node_modules"]);
/** docsgate's page cache (PAGE_CACHE_DIR): its files change on every run and are never docs. */
const CACHE_DIR = ".docsgate/cache";

/** Why a path is not in the index although it is on disk: `.mintignore`, or what Mintlify never publishes. */
export type Exclusion = "mintignore" | "built-in";

/** What a page's check asked the index, with the answers: a cached result holds while an index answers alike. */
export type FileProbes = [question: string, answer: string][];

/** The question about a file's bytes (a snippet a page includes). */
const CONTENT = "content";

/**
 * Every file under the docs root, by POSIX path relative to it, less what Mintlify leaves out of
 * the site (`.mintignore` and its built-in ignores): no stage sees those files, as no page of
 * the published site does, and less every site docsgate built there (a folder holding the build's
 * marker, wherever it is and whatever its name): its pages and Markdown copies are output, not docs.
 * Symbolic links are followed only while they stay inside the root; a link that leads out is
 * recorded, never read.
 */
export class FileIndex {
  readonly files = new Set<string>();
  /** Links (files or folders) whose target lies outside the root. */
  readonly linksOutside = new Set<string>();
  /** Files and folders left out of the index by the site's ignore rules (the topmost of each). */
  readonly excluded = new Map<string, Exclusion>();
  private lowerCase?: Map<string, string[]>;
  private mintIgnore?: MintIgnore;
  private probes?: Map<string, unknown>;
  private digest?: string;
  private readonly contents = new Map<string, string | undefined>();

  private constructor(readonly root: string) {}

  /** `mintIgnore`: what the site leaves out. */
  static scan(root: string, mintIgnore?: MintIgnore): FileIndex {
    const index = new FileIndex(root);
    const realRoot = projectFiles.realpath(root);
    index.mintIgnore = mintIgnore;
    index.walk(root, "", realRoot, new Set([realRoot]));
    return index;
  }

  /** An index of known paths: for worker threads, which get the main thread's scan as lists. */
  static of(root: string, files: Iterable<string>, linksOutside: Iterable<string> = []): FileIndex {
    const index = new FileIndex(root);
    for (const file of files) index.files.add(file);
    for (const link of linksOutside) index.linksOutside.add(link);
    return index;
  }

  private walk(dir: string, rel: string, realRoot: string, seen: Set<string>): void {
    let entries;
    try {
      entries = projectFiles.readdir(dir);
    } catch {
      return; // unreadable folder: its files are simply not there for the checks
    }
    // The root itself is read as asked, even a built site.
    if (rel !== "" && entries.some((entry) => entry.name === BUILD_MARKER_FOLDER) && holdsBuildMarker(dir)) return;
    for (const entry of entries) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (relPath === CACHE_DIR) continue;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !this.leftOut(relPath, true)) this.walk(full, relPath, realRoot, seen);
      } else if (entry.isFile()) {
        if (!this.leftOut(relPath, false)) this.files.add(relPath);
      } else if (entry.isSymbolicLink()) {
        this.followLink(full, relPath, realRoot, seen);
      }
    }
  }

  private followLink(full: string, relPath: string, realRoot: string, seen: Set<string>): void {
    let target: string;
    try {
      target = projectFiles.realpath(full);
    } catch {
      return; // dangling link: the file does not exist
    }
    if (target !== realRoot && !target.startsWith(realRoot + path.sep)) {
      this.linksOutside.add(relPath);
      return;
    }
    const stats = projectFiles.stat(target);
    if (this.leftOut(relPath, stats.isDirectory())) return;
    if (stats.isFile()) this.files.add(relPath);
    else if (stats.isDirectory() && !seen.has(target)) {
      seen.add(target);
      this.walk(full, relPath, realRoot, seen);
    }
  }

  /** Whether the site's ignore rules leave `relPath` out; if so, it is recorded in `excluded`. */
  private leftOut(relPath: string, folder: boolean): boolean {
    if (!this.mintIgnore?.ignores(relPath, folder)) return false;
    this.excluded.set(relPath, this.mintIgnore.byProjectFile(relPath, folder) ? "mintignore" : "built-in");
    return true;
  }

  has(file: string): boolean {
    return this.probed("has", file, this.files.has(file));
  }

  /** Whether `file` itself is a link that leads out of the root. */
  isLinkOutside(file: string): boolean {
    return this.probed("link", file, this.linksOutside.has(file));
  }

  /** Every file, for the checks that look through all of them (such as "did you mean"). */
  all(): ReadonlySet<string> {
    this.probed("all", "", this.listDigest());
    return this.files;
  }

  /**
   * Starts noting every question asked through the methods of this index (not its public sets),
   * until `stopRecording`: what one page's check depended on besides the page itself.
   */
  startRecording(): void {
    this.probes = new Map();
  }

  stopRecording(): FileProbes {
    const probes = this.probes ?? new Map<string, unknown>();
    this.probes = undefined;
    return [...probes].map(([question, answer]) => [question, JSON.stringify(answer) ?? ""]);
  }

  /**
   * Runs `run` with the questions it asks noted apart, and gives them with its value; a recording under way goes on
   * after it without them.
   */
  recordApart<Value>(run: () => Value): [Value, FileProbes] {
    const outer = this.probes;
    this.startRecording();
    try {
      const value = run();
      return [value, this.stopRecording()];
    } finally {
      this.probes = outer;
    }
  }

  /**
   * Whether this index answers every recorded question as the index that recorded them did; with `exceptContent`, the
   * questions about a file's content are not asked.
   */
  answersAlike(probes: FileProbes, { exceptContent = false } = {}): boolean {
    const recording = this.probes;
    this.probes = undefined;
    try {
      return probes.every(
        ([question, answer]) =>
          (exceptContent && question.startsWith(`${CONTENT}\0`)) ||
          (JSON.stringify(this.ask(question)) ?? "") === answer,
      );
    } finally {
      this.probes = recording;
    }
  }

  /** The recorded questions with this index's answers, and the `added` ones after them (a later answer wins). */
  answeredAgain(probes: FileProbes, added: FileProbes = []): FileProbes {
    const recording = this.probes;
    this.probes = undefined;
    try {
      const answers = new Map(probes.map(([question]) => [question, JSON.stringify(this.ask(question)) ?? ""]));
      for (const [question, answer] of added) answers.set(question, answer);
      return [...answers];
    } finally {
      this.probes = recording;
    }
  }

  private ask(question: string): unknown {
    const cut = question.indexOf("\0");
    const kind = question.slice(0, cut);
    const file = question.slice(cut + 1);
    switch (kind) {
      case "has":
        return this.has(file);
      case "link":
        return this.isLinkOutside(file);
      case "all":
        return this.listDigest();
      case "case":
        return this.caseInsensitive(file);
      case "exclusion":
        return this.exclusionOf(file);
      case "through-link":
        return this.passesLinkOutside(file);
      case CONTENT:
        return this.contentOf(file);
      default:
        return undefined; // a question this docsgate does not ask: the cached result is not used
    }
  }

  private probed<Answer>(kind: string, file: string, answer: Answer): Answer {
    this.probes?.set(`${kind}\0${file}`, answer);
    return answer;
  }

  /** Stands for everything the index holds (its files, links out of the root, exclusions): equal for equal indexes. */
  fingerprint(): string {
    const held = [this.listDigest(), [...this.linksOutside].sort(), [...this.excluded].sort()];
    return createHash("sha256").update(JSON.stringify(held)).digest("base64url");
  }

  /** Stands for the whole file list in a recorded question. */
  private listDigest(): string {
    this.digest ??= createHash("sha256")
      .update([...this.files].sort().join("\0"))
      .digest("base64url");
    return this.digest;
  }

  /**
   * A digest of the file's bytes, read once per index: for a check that depends on another file's content (a snippet a
   * page includes), so that its cached result holds only while that content is the same. Undefined when unreadable.
   */
  contentOf(file: string): string | undefined {
    if (!this.contents.has(file)) {
      let digest: string | undefined;
      try {
        digest = createHash("sha256")
          .update(projectFiles.readFile(path.join(this.root, file)))
          .digest("base64url");
      } catch {
        digest = undefined;
      }
      this.contents.set(file, digest);
    }
    return this.probed(CONTENT, file, this.contents.get(file));
  }

  /** When `file` is on disk but left out of the site, the excluded path that holds it (itself or a folder) and why. */
  exclusionOf(file: string): { path: string; by: Exclusion } | undefined {
    return this.probed("exclusion", file, this.findExclusion(file));
  }

  private findExclusion(file: string): { path: string; by: Exclusion } | undefined {
    if (this.excluded.size === 0) return undefined;
    const parts = file.split("/");
    for (let i = 1; i <= parts.length; i++) {
      const at = parts.slice(0, i).join("/");
      const by = this.excluded.get(at);
      if (by) return { path: at, by };
    }
    return undefined;
  }

  /** Files whose path equals `file` ignoring case (for "works on macOS, breaks on Linux"). */
  caseInsensitive(file: string): string[] {
    if (!this.lowerCase) {
      this.lowerCase = new Map();
      for (const f of this.files) {
        const key = f.toLowerCase();
        const list = this.lowerCase.get(key);
        if (list) list.push(f);
        else this.lowerCase.set(key, [f]);
      }
    }
    return this.probed("case", file, this.lowerCase.get(file.toLowerCase()) ?? []);
  }

  /** True when the path, or a folder on its way, is a link that leads out of the root. */
  passesLinkOutside(file: string): boolean {
    return this.probed("through-link", file, this.findLinkOnTheWay(file));
  }

  private findLinkOnTheWay(file: string): boolean {
    if (this.linksOutside.size === 0) return false;
    const parts = file.split("/");
    for (let i = 1; i <= parts.length; i++) {
      if (this.linksOutside.has(parts.slice(0, i).join("/"))) return true;
    }
    return false;
  }

  /** Whether `name` at the root is a folder (used for "a directory named docs.json"). */
  isDirectory(name: string): boolean {
    try {
      return projectFiles.lstat(path.join(this.root, name)).isDirectory();
    } catch {
      return false;
    }
  }
}
