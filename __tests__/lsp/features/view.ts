import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Position } from "vscode-languageserver-protocol";
import { loadProjectRules } from "../../../src/check.js";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import { diagnose } from "../../../src/engine/diagnose.js";
import { runRules } from "../../../src/engine/run-rules.js";
import type { WorkspaceView } from "../../../src/lsp/workspace-view.js";
import { lintPages } from "../../../src/page-pass/lint-pages.js";
import { pageFilesToCheck } from "../../../src/pages/page-files-to-check.js";
import { withFilesInMemory } from "../../../src/project/file-source.js";
import { loadProject } from "../../../src/project/project.js";
import { PAGES_RULES, PROJECT_RULES } from "../../../src/registry/rule-registry.js";

/** Where the in-memory projects of these tests stand: nothing is on disk there. */
export const ROOT = path.join(tmpdir(), "docsgate-lsp-features");

/**
 * Runs `use` with the view of a project made of `files`, as the language server's core would hand it over after a
 * check: the project, every page's facts, and the diagnostics of the page and project rules (the OpenAPI linter, a
 * worker reading the disk, is left out). The files are read from memory only while `use` runs.
 */
export function withView<T>(files: Record<string, string>, use: (view: WorkspaceView) => T): T {
  return withFilesInMemory(ROOT, files, () => {
    const project = loadProject(ROOT);
    const { book } = loadProjectRules(ROOT);
    const pages = lintPages(project, pageFilesToCheck(project), book, [], 1);
    const reports = [
      ...pages.reports,
      ...runRules({ project, pages: pages.facts }, PAGES_RULES, book),
      ...runRules(project, PROJECT_RULES, book),
    ];
    const suppressions = new Map([...pages.facts].map(([file, facts]) => [file, facts.suppressions]));
    const diagnostics: Diagnostic[] = diagnose(reports, book, suppressions);
    const view: WorkspaceView = {
      root: project.root,
      project,
      facts: pages.facts,
      textOf: (file) => (Object.hasOwn(files, file) ? files[file] : undefined),
      diagnosticsOf: (file) => diagnostics.filter((diagnostic) => diagnostic.file === file),
    };
    return use(view);
  });
}

/** The cursor's mark in a test's text. */
export const CURSOR = "‸";

/** A text with the cursor marked by `‸`: the text without the mark, and the mark's LSP position. */
export function cursorIn(marked: string): { text: string; position: Position } {
  const at = marked.indexOf(CURSOR);
  if (at === -1 || marked.indexOf(CURSOR, at + 1) !== -1) throw new Error("mark the cursor once with ‸");
  const before = marked.slice(0, at).split("\n");
  return {
    text: marked.slice(0, at) + marked.slice(at + CURSOR.length),
    position: { line: before.length - 1, character: before.at(-1)!.length },
  };
}

/** The `file://` URI of a file of the test project. */
export function uriOf(file: string): string {
  return pathToFileURL(path.join(ROOT, file)).href;
}
