import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Location, Range } from "vscode-languageserver-protocol";
import type { WorkspaceView } from "../workspace-view.js";

/** The `file://` URI of a file of the docs root. */
export function fileUri(view: WorkspaceView, file: string): string {
  return pathToFileURL(path.join(view.root, file)).href;
}

/** A place in a file by 0-based line and character; the file's start when the line is not known. */
export function locationIn(view: WorkspaceView, file: string, line = 0, character = 0): Location {
  const range: Range = { start: { line, character }, end: { line, character } };
  return { uri: fileUri(view, file), range };
}
