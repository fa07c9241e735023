import { createHash } from "node:crypto";
import path from "node:path";
import { projectFiles } from "../project/file-source.js";
import type { Project } from "../project/project.js";
import { readRootFile } from "../project/root-file.js";
import { readCacheFile, writeCacheFile } from "./cache-files.js";
import type { CacheFolder } from "./cache-folder.js";
import { toolFingerprint } from "./tool-fingerprint.js";

const FILE_PREFIX = "specs-";
const FILE_SUFFIX = ".bin";
const KEPT = 4;
/** Files a `$ref` may name that are not JSON or YAML (a Markdown description): read whole up to this size. */
const MAX_REF_BYTES = 20 * 1024 * 1024;
const JSON_OR_YAML = /\.(?:json|ya?ml)$/i;

interface Stored {
  result: unknown;
  /** The other files the specs' `$ref`s asked for, with a digest of their bytes (or why they could not be read). */
  refs: [string, string][];
}

/**
 * The OpenAPI stage's results, kept beside the page cache: redocly's lint of the same specs is
 * skipped when nothing it read has changed. The specs, the files their `$ref`s name and
 * redocly.yaml are mostly JSON or YAML, so the key holds the bytes of every JSON and YAML file of
 * the project and the name of every other file; an entry also holds the digest of each other
 * file a `$ref` asked for (a Markdown description), checked before it is used. Before, the key
 * held the size of every other file, so editing a page linted the specs again (a third of a
 * re-check of 2,000 pages).
 */
export class SpecCache<Result> {
  private constructor(
    private readonly folder: CacheFolder,
    private readonly root: string,
    private readonly key: string,
    private readonly isResult: (value: unknown) => value is Result,
  ) {}

  static open<Result>(
    folder: CacheFolder,
    project: Project,
    specs: unknown,
    isResult: (value: unknown) => value is Result,
  ): SpecCache<Result> {
    const hash = createHash("sha256").update(toolFingerprint()).update("\0").update(JSON.stringify(specs));
    for (const file of [...project.files.files].sort()) {
      hash.update("\0").update(file).update("\0");
      if (!JSON_OR_YAML.test(file)) continue;
      try {
        hash.update(projectFiles.readFile(path.join(project.root, file)));
      } catch {
        hash.update("unreadable");
      }
    }
    return new SpecCache(folder, project.root, hash.digest("hex").slice(0, 24), isResult);
  }

  private get name(): string {
    return `${FILE_PREFIX}${this.key}${FILE_SUFFIX}`;
  }

  get(): Result | undefined {
    const stored = readCacheFile(this.folder, this.name) as Partial<Stored> | undefined;
    if (!stored || !Array.isArray(stored.refs) || !this.isResult(stored.result)) return undefined;
    return stored.refs.every(([file, digest]) => this.digestOf(file) === digest) ? stored.result : undefined;
  }

  /** `refFiles`: the files the specs' `$ref`s asked for (root-relative). */
  set(result: Result, refFiles: Iterable<string>): void {
    const refs = [...new Set(refFiles)]
      .filter((file) => !JSON_OR_YAML.test(file))
      .map((file): [string, string] => [file, this.digestOf(file)]);
    writeCacheFile(this.folder, this.name, { result, refs } satisfies Stored, FILE_PREFIX, FILE_SUFFIX, KEPT);
  }

  /** The file's bytes as a digest, or why it cannot be read (read as the resolver would: never out of the root). */
  private digestOf(file: string): string {
    const read = readRootFile(this.root, file, MAX_REF_BYTES);
    return read.ok ? createHash("sha256").update(read.bytes).digest("base64url") : `not read: ${read.why}`;
  }
}
