import path from "node:path";
import { resolveDocPath } from "./doc-path.js";
import type { FileIndex } from "./file-index.js";

/**
 * Files under `snippets/` (imported by pages) and the legacy `_snippets/` (included with
 * `<Snippet file="…" />`) are fragments pages include, never pages of their own.
 */
export function isSnippetFile(file: string): boolean {
  return file.startsWith("snippets/") || file.startsWith("_snippets/");
}

export type LegacySnippet = { kind: "found"; file: string } | { kind: "missing"; tried: string } | { kind: "outside" };

/**
 * The file `<Snippet file="name.mdx" />` includes: `_snippets/name.mdx`, or, as Mintlify falls
 * back, the bare file name directly under `_snippets/`. A name without an extension tries `.mdx`
 * then `.md`. A path that climbs out of `_snippets/` includes nothing.
 */
export function legacySnippetFile(written: string, files: FileIndex): LegacySnippet {
  const name = written
    .trim()
    .replace(/^\/+/, "")
    .replace(/^_snippets\//, "");
  const parts = name.split("/");
  if (!name || parts.some((part) => part === ".." || part === "." || part === "")) return { kind: "outside" };
  const keys = [name, parts.at(-1)!].filter((key, i, all) => all.indexOf(key) === i);
  const hasExtension = /\.mdx?$/i.test(name);
  for (const key of keys)
    for (const candidate of hasExtension ? [key] : [`${key}.mdx`, `${key}.md`]) {
      const file = `_snippets/${candidate}`;
      if (files.has(file)) return { kind: "found", file };
    }
  return { kind: "missing", tried: `_snippets/${hasExtension ? name : `${name}.mdx`}` };
}

/** The root-relative file an import of a Markdown snippet names, when it is a file under the root. */
export function snippetFile(source: string, importer: string, files: FileIndex): string | undefined {
  if (!/\.mdx?$/.test(source)) return undefined;
  const written = source.startsWith("/") ? source : `/${path.posix.join(path.posix.dirname(importer), source)}`;
  const resolved = resolveDocPath(written, files);
  return resolved.kind === "local" && files.has(resolved.path) ? resolved.path : undefined;
}
