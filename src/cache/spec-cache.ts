import { createHash } from "node:crypto";
import path from "node:path";
import { projectFiles } from "../project/file-source.js";
import type { Project } from "../project/project.js";
import { readCacheFile, writeCacheFile } from "./cache-files.js";
import { toolFingerprint } from "./tool-fingerprint.js";

const FILE_PREFIX = "specs-";
const FILE_SUFFIX = ".bin";
const KEPT = 4;

/**
 * The OpenAPI stage's results, kept beside the page cache: redocly's lint of the same specs is
 * skipped when nothing it can read has changed. What it can read: the specs, the files their
 * `$ref`s name and redocly.yaml are JSON or YAML, so the key holds the bytes of every JSON and
 * YAML file of the project, and the name and size of every other file.
 */
export class SpecCache<Result> {
  private constructor(
    private readonly dir: string,
    private readonly key: string,
    private readonly isResult: (value: unknown) => value is Result,
  ) {}

  static open<Result>(
    dir: string,
    project: Project,
    specs: unknown,
    isResult: (value: unknown) => value is Result,
  ): SpecCache<Result> {
    const hash = createHash("sha256").update(toolFingerprint()).update("\0").update(JSON.stringify(specs));
    for (const file of [...project.files.files].sort()) {
      const full = path.join(project.root, file);
      hash.update("\0").update(file).update("\0");
      try {
        if (/\.(?:json|ya?ml)$/i.test(file)) hash.update(projectFiles.readFile(full));
        else hash.update(String(projectFiles.stat(full).size));
      } catch {
        hash.update("unreadable");
      }
    }
    return new SpecCache(dir, hash.digest("hex").slice(0, 24), isResult);
  }

  private get file(): string {
    return path.join(this.dir, `${FILE_PREFIX}${this.key}${FILE_SUFFIX}`);
  }

  get(): Result | undefined {
    const read = readCacheFile(this.file);
    return this.isResult(read) ? read : undefined;
  }

  set(result: Result): void {
    writeCacheFile(this.file, result, FILE_PREFIX, FILE_SUFFIX, KEPT);
  }
}
