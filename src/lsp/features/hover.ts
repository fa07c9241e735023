import { MarkupKind, type Hover, type Position, type Range } from "vscode-languageserver-protocol";
import { TextDocument } from "vscode-languageserver-textdocument";
import { COMPONENTS } from "../../components/catalogue.js";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { isPageFile, resolveEntry } from "../../project/navigation/page-files.js";
import type { WorkspaceView } from "../workspace-view.js";
import { attributeMarkdown, componentMarkdown } from "./component-docs.js";
import { isPageEntry, jsonStringAt } from "./json-cursor.js";
import { linkedPage } from "./link-pages.js";
import { pageCursor, type Span } from "./page-cursor.js";
import { importedNames } from "./page-imports.js";
import { pageTitle } from "./page-title.js";
import { siteIndex } from "./site-index.js";

/** Something hover says about what is under the cursor, and the span it is about. */
interface Said {
  markdown: string;
  span: Span;
}

/**
 * What the cursor is on: the diagnostics published there (rule, message, rule page), then a component's attributes on
 * its tag (where it comes from, for one the page imports), an attribute's on its name, or the target page's title on
 * a link or a navigation entry.
 */
export function hover(view: WorkspaceView, file: string, text: string, position: Position): Hover | null {
  const document = TextDocument.create("", "", 0, text);
  const at = document.offsetAt(position);
  const parts = view
    .diagnosticsOf(file)
    .filter((diagnostic) => covers(diagnostic, position))
    .map(diagnosticMarkdown);
  const said = isPageFile(file)
    ? pageHover(view, file, text, at)
    : siteIndex(view.project).configFiles.has(file)
      ? jsonHover(view, text, at)
      : undefined;
  if (said) parts.push(said.markdown);
  if (parts.length === 0) return null;
  const range: Range | undefined = said && {
    start: document.positionAt(said.span.start),
    end: document.positionAt(said.span.end),
  };
  return { contents: { kind: MarkupKind.Markdown, value: parts.join("\n\n---\n\n") }, ...(range ? { range } : {}) };
}

function pageHover(view: WorkspaceView, file: string, text: string, at: number): Said | undefined {
  const cursor = pageCursor(text, at);
  switch (cursor?.kind) {
    case "tag-name": {
      const spec = COMPONENTS.get(cursor.tag.name);
      const span = { start: cursor.tag.nameStart, end: cursor.tag.nameEnd };
      if (spec) return { markdown: componentMarkdown(spec), span };
      const imported = importedNames(text).find(({ name }) => name === cursor.tag.name);
      return imported && { markdown: `**\`<${imported.name}>\`** imported from \`${imported.source}\``, span };
    }
    case "attribute-name": {
      const spec = COMPONENTS.get(cursor.tag.name);
      const markdown = spec && attributeMarkdown(spec, text.slice(cursor.name.start, cursor.name.end));
      return markdown === undefined ? undefined : { markdown, span: cursor.name };
    }
    case "link": {
      const target = linkedPage(view, file, text.slice(cursor.url.start, cursor.url.end));
      return target && { markdown: pageMarkdown(view, target.file), span: cursor.url };
    }
    default:
      return undefined;
  }
}

function jsonHover(view: WorkspaceView, text: string, at: number): Said | undefined {
  const string = jsonStringAt(text, at);
  if (!string || !isPageEntry(string.path)) return undefined;
  const target = resolveEntry(string.value, view.project.files);
  return target.kind === "page" ? { markdown: pageMarkdown(view, target.file), span: string.span } : undefined;
}

function pageMarkdown(view: WorkspaceView, file: string): string {
  const title = pageTitle(view, file);
  return title === undefined ? `\`${file}\` (no title)` : `**${title}**\n\n\`${file}\``;
}

function diagnosticMarkdown(diagnostic: Diagnostic): string {
  const { ruleId, severity, message, docsUrl } = diagnostic;
  return `**${ruleId}** (${severity}): ${message}\n\n[${ruleId}](${docsUrl})`;
}

/** Whether the diagnostic's range (1-based, end included) holds the position; a diagnostic without an end, its line. */
function covers(diagnostic: Diagnostic, position: Position): boolean {
  const line = position.line + 1;
  const column = position.character + 1;
  if (diagnostic.line === 0) return false;
  if (diagnostic.endLine === undefined) return line === diagnostic.line;
  const afterStart = line > diagnostic.line || (line === diagnostic.line && column >= diagnostic.column);
  const endColumn = diagnostic.endColumn ?? Infinity;
  const beforeEnd = line < diagnostic.endLine || (line === diagnostic.endLine && column <= endColumn);
  return afterStart && beforeEnd;
}
