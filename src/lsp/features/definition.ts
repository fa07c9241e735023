import type { Location, Position } from "vscode-languageserver-protocol";
import { TextDocument } from "vscode-languageserver-textdocument";
import path from "node:path";
import { resolveFromPage } from "../../pages/page-path.js";
import { resolveDocPath } from "../../project/doc-path.js";
import { parseOperationReference } from "../../project/navigation/operation-reference.js";
import { isPageFile, resolveEntry } from "../../project/navigation/page-files.js";
import { legacySnippetFile, snippetFile } from "../../project/snippet-files.js";
import type { WorkspaceView } from "../workspace-view.js";
import { anchorOffset } from "./anchor-place.js";
import { isPageEntry, jsonStringAt, type JsonStringAtCursor } from "./json-cursor.js";
import { linkedPage } from "./link-pages.js";
import { locationIn } from "./locations.js";
import { operationLocations } from "./operation-place.js";
import { pageCursor } from "./page-cursor.js";
import { importedNames } from "./page-imports.js";
import { siteIndex } from "./site-index.js";

/** Extensions tried, in order, for a code import written without one (as page/snippet-import tries them). */
const CODE_EXTENSIONS = [".jsx", ".js", ".tsx", ".ts"];

/**
 * Where what the cursor is on is defined: a link's page (at the heading of its `#fragment`), an import's snippet (on
 * the import, or on a tag of a component it imports), a `<Snippet file>`'s file, a `$ref`'s file, a navigation entry's
 * page, and the operation an `openapi:` front matter or an endpoint entry names, in its OpenAPI file.
 */
export function definition(view: WorkspaceView, file: string, text: string, position: Position): Location[] | null {
  const at = TextDocument.create("", "", 0, text).offsetAt(position);
  const found = isPageFile(file)
    ? pageDefinition(view, file, text, at)
    : siteIndex(view.project).configFiles.has(file)
      ? jsonDefinition(view, file, text, at)
      : [];
  return found.length > 0 ? found : null;
}

function pageDefinition(view: WorkspaceView, file: string, text: string, at: number): Location[] {
  const cursor = pageCursor(text, at);
  switch (cursor?.kind) {
    case "link": {
      const target = linkedPage(view, file, text.slice(cursor.url.start, cursor.url.end));
      if (!target) return [];
      // A link to a heading of this page reads the text being edited, not the last one checked.
      return [fragmentLocation(view, target.file, target.fragment, target.file === file ? text : undefined)];
    }
    case "tag-name": {
      const imported = importedNames(text).find(({ name }) => name === cursor.tag.name);
      const found = imported && importedFile(view, file, imported.source);
      return found === undefined ? [] : [locationIn(view, found)];
    }
    case "import": {
      const imported = importedFile(view, file, text.slice(cursor.source.start, cursor.source.end));
      return imported === undefined ? [] : [locationIn(view, imported)];
    }
    case "attribute-value": {
      if (cursor.tag.name !== "Snippet" || cursor.attribute.name !== "file") return [];
      const snippet = legacySnippetFile(text.slice(cursor.value.start, cursor.value.end), view.project.files);
      return snippet.kind === "found" ? [locationIn(view, snippet.file)] : [];
    }
    case "front-matter": {
      if (cursor.key !== "openapi") return [];
      const reference = parseOperationReference(text.slice(cursor.value.start, cursor.value.end));
      return reference.kind === "malformed" ? [] : operationLocations(view, reference);
    }
    default:
      return [];
  }
}

function jsonDefinition(view: WorkspaceView, file: string, text: string, at: number): Location[] {
  const string = jsonStringAt(text, at);
  if (string?.path.at(-1) === "$ref") {
    const referenced = referencedFile(view, file, string.value);
    return referenced === undefined ? [] : [locationIn(view, referenced)];
  }
  if (!string || !isPageEntry(string.path)) return [];
  const reference = parseOperationReference(string.value);
  if (reference.kind !== "malformed")
    return operationLocations(view, reference, reference.spec ?? navigationEntry(view, file, string)?.openapi?.source);
  const target = resolveEntry(string.value, view.project.files);
  if (target.kind === "page") return [locationIn(view, target.file)];
  return target.kind === "case-mismatch" ? [locationIn(view, target.actual)] : [];
}

/**
 * The file a `$ref` names, as loading the config reads it: relative to the folder of the file that writes it, never
 * out of the root.
 */
function referencedFile(view: WorkspaceView, file: string, ref: string): string | undefined {
  if (ref.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(ref)) return undefined;
  const target = resolveDocPath(path.posix.join(path.posix.dirname(file), ref.replace(/\\/g, "/")), view.project.files);
  return target.kind === "local" && view.project.files.has(target.path) ? target.path : undefined;
}

/** The navigation's entry at the cursor's place, as the last check read it: it knows the OpenAPI file in scope. */
function navigationEntry(view: WorkspaceView, file: string, string: JsonStringAtCursor) {
  return view.project.navigation?.pages.find(
    ({ place }) =>
      place.file === file &&
      place.path.length === string.path.length &&
      place.path.every((segment, i) => segment === string.path[i]),
  );
}

/**
 * The page, at the heading (or component) that gives it the anchor `fragment`, or at a Markdown snippet it includes
 * that does; at its top when none does.
 */
function fragmentLocation(view: WorkspaceView, file: string, fragment: string | undefined, text?: string): Location {
  if (fragment) {
    for (const candidate of [file, ...(view.facts.get(file)?.includes ?? [])]) {
      const source = candidate === file && text !== undefined ? text : view.textOf(candidate);
      if (source === undefined) continue;
      const offset = anchorOffset(source, fragment);
      if (offset === undefined) continue;
      const { line, character } = TextDocument.create("", "", 0, source).positionAt(offset);
      return locationIn(view, candidate, line, character);
    }
  }
  return locationIn(view, file);
}

/** The file an import names: a Markdown snippet as the site resolves it, or a code file, with or without extension. */
function importedFile(view: WorkspaceView, file: string, source: string): string | undefined {
  const { files } = view.project;
  const snippet = snippetFile(source, file, files);
  if (snippet !== undefined) return snippet;
  const resolved = resolveFromPage(source, file, files);
  if (resolved.kind !== "local") return undefined;
  return [resolved.path, ...CODE_EXTENSIONS.map((extension) => resolved.path + extension)].find((candidate) =>
    files.has(candidate),
  );
}
