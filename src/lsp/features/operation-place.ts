import type { Location } from "vscode-languageserver-protocol";
import { TextDocument } from "vscode-languageserver-textdocument";
import { isMap, isScalar, parseDocument, type Node } from "yaml";
import { findSpecs } from "../../openapi/find-specs.js";
import { resolveDocPath } from "../../project/doc-path.js";
import type { OperationReference } from "../../project/navigation/operation-reference.js";
import type { Project } from "../../project/project.js";
import type { WorkspaceView } from "../workspace-view.js";
import { locationIn } from "./locations.js";

type Named = Exclude<OperationReference, { kind: "malformed" }>;

/** The local OpenAPI files of a project, as the check finds them: listed once per project. */
const specFiles = new WeakMap<Project, readonly string[]>();
/** Each spec's operations (`get /users`, `webhook paid`) by the offset of their key, for the text last read. */
const places = new Map<string, { text: string; offsets: ReadonlyMap<string, number> }>();
/** Specs whose places are kept: a few, as a writer jumps between the pages of one or two APIs. */
const KEPT_SPECS = 8;

/**
 * Where an operation (or webhook) a page's `openapi` front matter or a navigation entry names is written: the key of
 * `paths./users.get` in the spec the reference names, or in every spec of the project that has it. `spec` is the file
 * the navigation puts in scope, when the reference does not name one.
 */
export function operationLocations(view: WorkspaceView, reference: Named, spec = reference.spec): Location[] {
  const key = reference.kind === "webhook" ? `webhook ${reference.name}` : `${reference.method} ${reference.path}`;
  const locations: Location[] = [];
  for (const file of candidateSpecs(view.project, spec)) {
    const text = view.textOf(file);
    if (text === undefined) continue;
    const offset = operationOffsets(file, text).get(key);
    if (offset === undefined) continue;
    const { line, character } = TextDocument.create("", "", 0, text).positionAt(offset);
    locations.push(locationIn(view, file, line, character));
  }
  return locations;
}

function candidateSpecs(project: Project, spec: string | undefined): readonly string[] {
  if (spec !== undefined) {
    const target = resolveDocPath(spec, project.files);
    return target.kind === "local" && project.files.has(target.path) ? [target.path] : [];
  }
  let files = specFiles.get(project);
  if (!files) {
    const found = findSpecs(project, false);
    files = found.specs.flatMap((request) => (request.kind === "local" ? [request.file] : []));
    specFiles.set(project, files);
  }
  return files;
}

function operationOffsets(file: string, text: string): ReadonlyMap<string, number> {
  const kept = places.get(file);
  if (kept?.text === text) return kept.offsets;
  const offsets = new Map<string, number>();
  const contents = parseDocument(text, { uniqueKeys: false }).contents;
  for (const [path, item] of entries(contents, "paths")) {
    for (const [method, offset] of keys(item)) offsets.set(`${method.toLowerCase()} ${path}`, offset);
  }
  for (const [name, offset] of keys(valueOf(contents, "webhooks"))) offsets.set(`webhook ${name}`, offset);
  if (places.size >= KEPT_SPECS) places.clear();
  places.set(file, { text, offsets });
  return offsets;
}

function valueOf(node: unknown, key: string): unknown {
  if (!isMap(node)) return undefined;
  return node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key)?.value;
}

/** The mapping's entries under `key` of `node`, each with its key's text and its value. */
function entries(node: unknown, key: string): [string, unknown][] {
  const map = valueOf(node, key);
  if (!isMap(map)) return [];
  return map.items.flatMap((pair) =>
    isScalar(pair.key) ? [[String(pair.key.value), pair.value] as [string, unknown]] : [],
  );
}

/** The mapping's keys with the offset each is written at. */
function keys(node: unknown): [string, number][] {
  if (!isMap(node)) return [];
  return node.items.flatMap((pair) => {
    const key = pair.key as Node | null;
    return isScalar(key) && key.range ? [[String(key.value), key.range[0]] as [string, number]] : [];
  });
}
