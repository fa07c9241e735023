import { mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A file of a project in memory: its bytes, or a symbolic link's target as written. */
export type Entry = { kind: "file"; data: Buffer } | { kind: "symlink"; target: string };

/** A project in memory, by POSIX path relative to its root. */
export type ProjectFiles = Map<string, Entry>;

/**
 * The folder beside the project root that symbolic links "out of the root" lead to: it sits in
 * each iteration's folder next to `project/`, so a saved failure carries it along.
 */
export const OUTSIDE_DIR = "outside";
export const OUTSIDE_FILES: Readonly<Record<string, string>> = {
  "secret.mdx": "---\ntitle: Outside\n---\n\nThis page lies outside the docs root.\n",
  "docs.json": '{ "name": "Outside", "navigation": [] }\n',
  "spec.yaml": "openapi: 3.0.3\ninfo:\n  title: Outside\n  version: '1'\npaths: {}\n",
};

export function readProject(root: string): ProjectFiles {
  const files: ProjectFiles = new Map();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isSymbolicLink()) files.set(rel, { kind: "symlink", target: readlinkSync(path.join(root, rel)) });
      else if (entry.isFile()) files.set(rel, { kind: "file", data: readFileSync(path.join(root, rel)) });
    }
  };
  walk("");
  return files;
}

/** Writes `files` as `<dir>/project` with the outside folder beside it; returns the project root. */
export function writeProject(dir: string, files: ProjectFiles): string {
  const root = path.join(dir, "project");
  for (const [file, entry] of files) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    if (entry.kind === "file") writeFileSync(full, entry.data);
    else symlinkSync(entry.target, full);
  }
  mkdirSync(root, { recursive: true });
  const outside = path.join(dir, OUTSIDE_DIR);
  mkdirSync(outside, { recursive: true });
  for (const [name, text] of Object.entries(OUTSIDE_FILES)) writeFileSync(path.join(outside, name), text);
  return root;
}

/** The symbolic link target, relative to where `file` sits, that reaches `name` in the outside folder. */
export function outsideTarget(file: string, name: string): string {
  const depth = file.split("/").length;
  return `${"../".repeat(depth)}${OUTSIDE_DIR}/${name}`;
}
