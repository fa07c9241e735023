import path from "node:path";
import { isMap, LineCounter, parseDocument, type Document } from "yaml";
import { projectFiles } from "../project/file-source.js";
import type { Project } from "../project/project.js";
import { unreadableYaml } from "../project/yaml-guard.js";
import { withoutBom } from "../project/byte-order-mark.js";

/** The files Mintlify reads as AsyncAPI (or OpenAPI) candidates (spec v2 §4.3). */
const SPEC_EXTENSIONS = new Set([".json", ".yaml", ".yml"]);
/** A top-level `asyncapi` key near the start: the sniff before a file is parsed. */
const ASYNCAPI_KEY = /^(?:\s*\{)?\s*["']?asyncapi["']?\s*:/m;
/** A file the front matter names by path rather than by name. */
const SPEC_FILE = /\.(?:json|ya?ml)$/i;
const SNIFF_BYTES = 4096;
/** Larger files are not read: an AsyncAPI file of a docs site is a few hundred kilobytes at most. */
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * An AsyncAPI file of the project as Mintlify would take it: `channels` are its channel ids when it
 * is a document Mintlify reads, `problem` why Mintlify does not read it (with where).
 */
export interface AsyncApiDocument {
  file: string;
  channels: string[];
  /** The parsed document (plain values) when Mintlify reads it: what a channel page shows. */
  value?: Record<string, unknown>;
  problem?: { message: string; line: number; column: number };
}

const cache = new WeakMap<Project, Map<string, AsyncApiDocument | undefined>>();

/** The file read as AsyncAPI; undefined when it is not a readable file of the project. */
export function asyncApiDocument(project: Project, file: string): AsyncApiDocument | undefined {
  let documents = cache.get(project);
  if (!documents) cache.set(project, (documents = new Map()));
  if (!documents.has(file)) documents.set(file, readAsyncApi(project, file));
  return documents.get(file);
}

/** Every file under the root whose top level has an `asyncapi` key, read: Mintlify looks at each. */
export function projectAsyncApiDocuments(project: Project): AsyncApiDocument[] {
  const found: AsyncApiDocument[] = [];
  for (const file of project.files.all()) {
    if (!SPEC_EXTENSIONS.has(path.posix.extname(file).toLowerCase()) || project.isIgnored(file)) continue;
    if (!sniffsAsyncApi(path.join(project.root, file))) continue;
    const document = asyncApiDocument(project, file);
    if (document) found.push(document);
  }
  return found;
}

function sniffsAsyncApi(full: string): boolean {
  try {
    return ASYNCAPI_KEY.test(projectFiles.readHead(full, SNIFF_BYTES).toString("utf8"));
  } catch {
    return false;
  }
}

function readAsyncApi(project: Project, file: string): AsyncApiDocument | undefined {
  const full = path.join(project.root, file);
  let text: string;
  try {
    if (projectFiles.stat(full).size > MAX_BYTES) return undefined;
    text = withoutBom(projectFiles.readText(full));
  } catch {
    return undefined;
  }
  const fail = (message: string, line = 1, column = 1): AsyncApiDocument => ({
    file,
    channels: [],
    problem: { message, line, column },
  });
  const unreadable = unreadableYaml(text);
  if (unreadable) return fail(unreadable.message(file), unreadable.line, unreadable.column);
  const lines = new LineCounter();
  const document: Document = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  const error = document.errors[0];
  if (error) {
    const at = lines.linePos(error.pos[0]);
    return fail(
      `${file} is not valid ${/\.json$/i.test(file) ? "JSON" : "YAML"} (line ${at.line}, column ${at.col}): ${error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "")}. Correct the syntax here.`,
      at.line,
      at.col,
    );
  }
  if (!isMap(document.contents))
    return fail(`${file} is not an AsyncAPI document: it must be a mapping with \`asyncapi: 3.0.0\` at the top.`);
  const value = document.toJS({ maxAliasCount: -1 }) as Record<string, unknown>;
  const version = value.asyncapi;
  const versionNode = document.contents.items.find((pair) => (pair.key as { value?: unknown })?.value === "asyncapi");
  const range = (versionNode?.value as { range?: number[] } | undefined)?.range;
  const at = range ? lines.linePos(range[0]!) : { line: 1, col: 1 };
  if (version === undefined)
    return fail(
      `${file} is not an AsyncAPI document: it has no top-level \`asyncapi\` field (such as \`asyncapi: 3.0.0\`).`,
    );
  // @mintlify/common validateAsyncApi: `document.version().startsWith('3.')`, else "not supported".
  if (typeof version !== "string" || !version.startsWith("3."))
    return fail(
      `${file} is AsyncAPI ${String(version)}, and Mintlify reads AsyncAPI 3 only ("AsyncAPI ${String(version)} is not supported. Please use AsyncAPI 3.0.0."): it makes no pages from the file and finds none of its channels. Convert it to AsyncAPI 3.0 (\`npx @asyncapi/cli convert\`).`,
      at.line,
      at.col,
    );
  const channels = value.channels;
  return {
    file,
    channels: channels && typeof channels === "object" && !Array.isArray(channels) ? Object.keys(channels) : [],
    value,
  };
}

/** Whether the front matter's file names `document`: by its path (from the page's folder, or from the root), or by its name without extension. */
export function namesDocument(page: string, named: string, document: AsyncApiDocument): boolean {
  if (SPEC_FILE.test(named)) {
    const resolved = path.posix.resolve("/", path.posix.dirname(page), named).slice(1);
    return resolved === document.file || named.replace(/^\/+/, "") === document.file;
  }
  return path.posix.parse(document.file).name === named;
}
