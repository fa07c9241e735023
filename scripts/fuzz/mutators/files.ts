import { outsideTarget, type ProjectFiles } from "../project-files.js";
import type { Mutator } from "./mutator.js";

/** Damage to the file tree: files that are symbolic links out of the root, in a loop or to nothing; files gone. */
const allFiles = (files: ProjectFiles) => [...files.keys()];

/** Where a file replaced by a symbolic link leads: out of the root, to devices, to nothing. */
function linkTargets(file: string): string[] {
  const name = file.split("/").at(-1)!;
  return [
    outsideTarget(file, name.endsWith(".json") ? "docs.json" : /\.ya?ml$/.test(name) ? "spec.yaml" : "secret.mdx"),
    outsideTarget(file, ""),
    "/etc/passwd",
    "/etc",
    "/dev/zero",
    "/dev/null",
    "/",
    name,
    `missing-${name}`,
  ];
}

const symlinkFile: Mutator = {
  name: "symlink-file",
  weight: 1,
  targets: allFiles,
  apply(files, file, rng) {
    const target = rng.pick(linkTargets(file));
    files.set(file, { kind: "symlink", target });
    return `replaced by a symbolic link to ${target}`;
  },
};

/** New links beside the project's files: folders that lead out of the root or back into it. */
const NEW_LINKS: [string, (file: string) => string][] = [
  ["fuzz-escape", () => "/"],
  ["fuzz-up", () => ".."],
  ["fuzz-loop", () => "."],
  ["fuzz-self", () => "fuzz-self"],
  ["fuzz-outside", (link) => outsideTarget(link, "")],
  ["fuzz-outside.mdx", (link) => outsideTarget(link, "secret.mdx")],
  ["fuzz-dangling.mdx", () => "nowhere.mdx"],
  ["fuzz-proc", () => "/proc/self"],
];

const addSymlink: Mutator = {
  name: "add-symlink",
  weight: 1,
  targets: allFiles,
  apply(files, file, rng) {
    // Beside the chosen file, so links appear in folders as well as at the root.
    const dir = file.includes("/") ? `${file.slice(0, file.lastIndexOf("/"))}/` : "";
    const [name, target] = rng.pick(NEW_LINKS);
    const link = `${dir}${name}`;
    files.set(link, { kind: "symlink", target: target(link) });
    return `${link} added, a symbolic link to ${target(link)}`;
  },
};

const deleteFile: Mutator = {
  name: "delete-file",
  weight: 1,
  targets: allFiles,
  apply(files, file) {
    files.delete(file);
    return "deleted";
  },
};

export const FILE_MUTATORS: readonly Mutator[] = [symlinkFile, addSymlink, deleteFile];
