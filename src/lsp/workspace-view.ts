import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { PageFacts } from "../parse/page-facts.js";
import type { Project } from "../project/project.js";

/**
 * What the language features (completion, hover, definition, code actions) read of one docs project, as the last
 * check over the editor's unsaved buffers left it. Plain data and lookups: a feature never starts a check.
 */
export interface WorkspaceView {
  /** The docs root, absolute: the folder that holds docs.json or mint.json. */
  root: string;
  /** The project with the unsaved buffers laid over the disk (its file index holds a page that exists only in a buffer). */
  project: Project;
  /** Every page's and snippet's facts (anchors, links, imports), by path from the root. */
  facts: ReadonlyMap<string, PageFacts>;
  /** A file's text as the editor has it: the unsaved buffer when one is open, the disk otherwise; undefined when absent. */
  textOf(file: string): string | undefined;
  /** The diagnostics published for a file, by path from the root. */
  diagnosticsOf(file: string): readonly Diagnostic[];
}
