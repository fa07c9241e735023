import type { ProjectFiles } from "../project-files.js";
import type { Rng } from "../rng.js";

/** One kind of damage done to a project: which files it can damage, and how. */
export interface Mutator {
  name: string;
  /** How often it is picked, against the others that apply. */
  weight: number;
  /** The files it can change: empty when the project has none. */
  targets(files: ProjectFiles): string[];
  /** Damages `file` (it may add files too) and says how, in a few words. */
  apply(files: ProjectFiles, file: string, rng: Rng): string;
}

export const isPage = (file: string) => /\.mdx?$/.test(file);
export const isJson = (file: string) => file.endsWith(".json");
export const isYaml = (file: string) => /\.ya?ml$/.test(file);
export const isStyleFile = (file: string) => file.startsWith(".docsgate/styles/") && isYaml(file);
export const isText = (file: string) => isPage(file) || isJson(file) || isYaml(file);

/** The regular files of the project that `test` accepts. */
export function filesWhere(files: ProjectFiles, test: (file: string, data: Buffer) => boolean): string[] {
  return [...files].flatMap(([file, entry]) => (entry.kind === "file" && test(file, entry.data) ? [file] : []));
}

export function bytesOf(files: ProjectFiles, file: string): Buffer {
  const entry = files.get(file);
  if (entry?.kind !== "file") throw new Error(`${file} is not a regular file of the project`);
  return entry.data;
}

export function setBytes(files: ProjectFiles, file: string, data: Buffer): void {
  files.set(file, { kind: "file", data });
}

/** The offsets at which the lines of `data` start (after each \n, and 0). */
export function lineStarts(data: Buffer): number[] {
  const starts = [0];
  for (let i = data.indexOf(10); i !== -1; i = data.indexOf(10, i + 1)) if (i + 1 < data.length) starts.push(i + 1);
  return starts;
}

/** `data` with `insert` (UTF-8) put at `offset`. */
export function insertAt(data: Buffer, offset: number, insert: string | Buffer): Buffer {
  return Buffer.concat([
    data.subarray(0, offset),
    typeof insert === "string" ? Buffer.from(insert, "utf8") : insert,
    data.subarray(offset),
  ]);
}

/** `data` with `insert` put at the start of a random line. */
export function insertAtRandomLine(data: Buffer, rng: Rng, insert: string | Buffer): Buffer {
  return insertAt(data, rng.pick(lineStarts(data)), insert);
}

/** Text as bytes one to one (latin1), so that edits by string offsets keep every other byte as it was. */
export const asBinaryText = (data: Buffer) => data.toString("latin1");
export const fromBinaryText = (text: string) => Buffer.from(text, "latin1");
