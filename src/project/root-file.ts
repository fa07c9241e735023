import path from "node:path";
import { projectFiles } from "./file-source.js";

/** Why a file could not be read; `reason` says it in words that follow "The <kind of file> ". */
export type RootFileFailure = {
  ok: false;
  why: "missing" | "outside" | "not-a-file" | "too-large" | "unreadable";
  reason: string;
  size?: number;
};

export type RootFileRead = { ok: true; bytes: Buffer } | RootFileFailure;

/**
 * Where `file` (relative to the docs root) really is, when it may be read: after its symbolic
 * links, a regular file inside the root of at most `maxBytes`. A link out of the root, to a
 * device (/dev/zero never ends) or to a pipe (which blocks) is refused, not read.
 */
export function locateRootFile(
  root: string,
  file: string,
  maxBytes: number,
): { ok: true; real: string } | RootFileFailure {
  let real: string;
  let realRoot: string;
  try {
    realRoot = projectFiles.realpath(root);
    real = projectFiles.realpath(path.join(root, file));
  } catch (error) {
    return failure(error);
  }
  const relative = path.relative(realRoot, real);
  if (relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    return { ok: false, why: "outside", reason: "points outside the docs root, and docsgate never reads outside it" };
  }
  const problem = regularFileProblem(real, maxBytes);
  return problem ?? { ok: true, real };
}

/** Reads `file` (relative to the docs root) when locateRootFile allows it. */
export function readRootFile(root: string, file: string, maxBytes: number): RootFileRead {
  const located = locateRootFile(root, file, maxBytes);
  return located.ok ? readBytes(located.real) : located;
}

/** Reads a file wherever it is (one the user named), if it is a regular file of at most `maxBytes`. */
export function readRegularFile(full: string, maxBytes: number): RootFileRead {
  return regularFileProblem(full, maxBytes) ?? readBytes(full);
}

function readBytes(full: string): RootFileRead {
  try {
    return { ok: true, bytes: projectFiles.readFile(full) };
  } catch (error) {
    return failure(error);
  }
}

function regularFileProblem(full: string, maxBytes: number): RootFileFailure | undefined {
  try {
    const stats = projectFiles.stat(full);
    if (!stats.isFile()) return { ok: false, why: "not-a-file", reason: "is a folder or a device, not a file" };
    if (stats.size > maxBytes)
      return {
        ok: false,
        why: "too-large",
        size: stats.size,
        reason: `is ${megabytes(stats.size)} MB, past the ${megabytes(maxBytes)} MB docsgate reads`,
      };
    return undefined;
  } catch (error) {
    return failure(error);
  }
}

function failure(error: unknown): RootFileFailure {
  if ((error as NodeJS.ErrnoException).code === "ENOENT")
    return { ok: false, why: "missing", reason: "does not exist" };
  return { ok: false, why: "unreadable", reason: `cannot be read: ${(error as Error).message}` };
}

/** A size for messages: `10 MB`, `39.2 MB`. */
export function megabytes(bytes: number): string {
  return Number((bytes / 1024 / 1024).toFixed(1)).toString();
}
