import path from "node:path";
import type { FileIndex } from "./file-index.js";

export type DocPath =
  | { kind: "url"; raw: string }
  | { kind: "outside"; raw: string; reason: string }
  | { kind: "local"; raw: string; path: string };

const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Reads a path written in docs.json or a page. A leading `/` means the docs root (as in the
 * format's own examples: `"/logo/dark.svg"`); the result never points outside the root.
 */
export function resolveDocPath(raw: string, files: FileIndex): DocPath {
  if (/^[a-z]:[\\/]/i.test(raw) || raw.startsWith("\\")) {
    return { kind: "outside", raw, reason: "it is an absolute file-system path" };
  }
  if (URL_LIKE.test(raw)) {
    if (raw.toLowerCase().startsWith("file:")) {
      return { kind: "outside", raw, reason: "a file: URL points at the file system" };
    }
    return { kind: "url", raw };
  }
  const clean = path.posix.normalize(raw.replace(/\\/g, "/").replace(/^\/+/, ""));
  if (clean === ".." || clean.startsWith("../")) {
    return { kind: "outside", raw, reason: "its `..` segments lead out of the docs root" };
  }
  const local = clean === "." ? "" : clean.replace(/\/$/, "");
  if (files.isLinkOutside(local)) return { kind: "outside", raw, reason: linkOutsideReason(local) };
  if (files.passesLinkOutside(local)) {
    return { kind: "outside", raw, reason: "it goes through a symbolic link that points out of the docs root" };
  }
  return { kind: "local", raw, path: local };
}

/** Why a file that is a symbolic link out of the root is not read. */
export function linkOutsideReason(file: string): string {
  return `${file} is a symbolic link to a file outside the docs root, and docsgate never reads outside it`;
}
