import {
  CodeActionKind,
  type CodeAction,
  type Diagnostic as LspDiagnostic,
  type TextEdit,
} from "vscode-languageserver";
import { TextDocument } from "vscode-languageserver-textdocument";
import type { Diagnostic, Fix } from "../diagnostics/diagnostic.js";
import { fixesMadeTogether } from "../fix/apply-fixes.js";
import type { DiagnosticData } from "./lsp-diagnostics.js";

const BOM = "\uFEFF";

/** The kind of the "fix all" action an editor runs on save (`editor.codeActionsOnSave`). */
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.docsgate`;

/**
 * The code actions for a page's diagnostics under the cursor: each fix `--fix` makes, and a `docsgate-disable` comment
 * for the line or the file; with every fix in the file, "fix all", whose edits leave the text `--fix` writes (one pass).
 */
export function codeActions(
  uri: string,
  text: string,
  /** The diagnostics the editor asks about: those at the cursor, as the server published them. */
  asked: readonly LspDiagnostic[],
  /** Every diagnostic of the file, for "fix all". */
  all: readonly Diagnostic[],
  only?: readonly string[],
): CodeAction[] {
  const document = TextDocument.create(uri, "mdx", 0, text);
  const shift = text.startsWith(BOM) ? BOM.length : 0;
  const edit = (fix: Fix): TextEdit => ({
    range: { start: document.positionAt(fix.start + shift), end: document.positionAt(fix.end + shift) },
    newText: fix.text,
  });
  const wants = (kind: string) => !only || only.some((asked) => kind === asked || kind.startsWith(`${asked}.`));
  const actions: CodeAction[] = [];
  const ours = asked.filter((diagnostic) => diagnostic.source === "docsgate" && isData(diagnostic.data));
  if (wants(CodeActionKind.QuickFix)) {
    for (const diagnostic of ours) {
      const { fix, ruleId } = diagnostic.data as DiagnosticData;
      if (fix)
        actions.push({
          title: `Fix: ${fixTitle(fix, text.slice(shift))} (${ruleId})`,
          kind: CodeActionKind.QuickFix,
          diagnostics: [diagnostic],
          isPreferred: true,
          edit: { changes: { [uri]: [edit(fix)] } },
        });
    }
    const lines = text.split(/\r?\n/);
    const body = bodyStart(lines);
    for (const ruleId of new Set(ours.map((diagnostic) => (diagnostic.data as DiagnosticData).ruleId))) {
      const at = ours.filter((diagnostic) => (diagnostic.data as DiagnosticData).ruleId === ruleId);
      const line = at[0]!.range.start.line;
      // A comment cannot stand in the front matter, and one after it does not reach back.
      if (line < body) continue;
      const forLine = disableLine(lines, line, ruleId);
      actions.push({
        title: `Disable ${ruleId} for this line`,
        kind: CodeActionKind.QuickFix,
        diagnostics: at,
        edit: { changes: { [uri]: forLine } },
      });
      actions.push({
        title: `Disable ${ruleId} for this file`,
        kind: CodeActionKind.QuickFix,
        diagnostics: at,
        edit: { changes: { [uri]: [disableFile(lines, body, ruleId)] } },
      });
    }
  }
  const fixes = fixesMadeTogether(
    all.flatMap((diagnostic) => (diagnostic.fix ? [diagnostic.fix] : [])),
    text.length - shift,
  );
  if (fixes.length > 0 && (wants(FIX_ALL_KIND) || (wants(CodeActionKind.QuickFix) && fixes.length > 1)))
    actions.push({
      title: "Fix all docsgate problems in this file",
      kind: wants(FIX_ALL_KIND) && only ? FIX_ALL_KIND : CodeActionKind.QuickFix,
      edit: { changes: { [uri]: fixes.map(edit) } },
    });
  return actions;
}

function isData(data: unknown): data is DiagnosticData {
  return typeof data === "object" && data !== null && typeof (data as DiagnosticData).ruleId === "string";
}

/** What the fix does, in a few words: the text it writes, or that it removes. */
function fixTitle(fix: Fix, text: string): string {
  const written = fix.text.replace(/\s+/g, " ").trim();
  if (written === "") return `remove "${shorten(text.slice(fix.start, fix.end))}"`;
  return `write "${shorten(written)}"`;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

/** The first line after the front matter (0-based), or 0 when the page has none. */
function bodyStart(lines: readonly string[]): number {
  if (lines[0]?.replace(BOM, "").trimEnd() !== "---") return 0;
  const close = lines.findIndex((line, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(line));
  return close === -1 ? 0 : close + 1;
}

const NEXT_LINE = /^(\s*)\{\/\*\s*docsgate-disable-next-line\b([^]*?)\*\/\}\s*$/;
const FILE_WIDE = /^(\s*)\{\/\*\s*docsgate-disable\b(?!-)([^]*?)\*\/\}\s*$/;

/**
 * A `docsgate-disable-next-line` comment above the line, or the rule added to the one already there. Inside a fenced
 * code block a comment would be code: the block is wrapped in `docsgate-disable` / `docsgate-enable` instead.
 */
function disableLine(lines: readonly string[], line: number, ruleId: string): TextEdit[] {
  const fence = fenceAround(lines, line);
  if (fence) {
    const indent = lines[fence.open]!.match(/^\s*/)![0];
    return [
      insertLine(fence.open, `${indent}{/* docsgate-disable ${ruleId} */}`),
      insertLine(fence.close + 1, `${indent}{/* docsgate-enable ${ruleId} */}`),
    ];
  }
  const above = line > 0 ? lines[line - 1]!.match(NEXT_LINE) : null;
  if (above && above[2]!.trim() !== "") return [replaceLine(lines, line - 1, withRule(above, "next-line", ruleId))];
  const indent = lines[line]!.match(/^\s*/)![0];
  return [insertLine(line, `${indent}{/* docsgate-disable-next-line ${ruleId} */}`)];
}

/** A `docsgate-disable` comment where the page's body starts (after its front matter), or the rule added to it. */
function disableFile(lines: readonly string[], body: number, ruleId: string): TextEdit {
  const there = lines[body]?.match(FILE_WIDE);
  if (there && there[2]!.trim() !== "") return replaceLine(lines, body, withRule(there, "file", ruleId));
  return insertLine(body, `{/* docsgate-disable ${ruleId} */}`);
}

function withRule(match: RegExpMatchArray, kind: "next-line" | "file", ruleId: string): string {
  const rules = match[2]!.split(/[\s,]+/).filter(Boolean);
  const comment = kind === "next-line" ? "docsgate-disable-next-line" : "docsgate-disable";
  return `${match[1]}{/* ${comment} ${[...rules, ruleId].join(" ")} */}`;
}

function insertLine(line: number, text: string): TextEdit {
  return { range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: `${text}\n` };
}

function replaceLine(lines: readonly string[], line: number, text: string): TextEdit {
  return { range: { start: { line, character: 0 }, end: { line, character: lines[line]!.length } }, newText: text };
}

/** The fenced code block (its opening and closing lines) that holds `line`, when one does. */
function fenceAround(lines: readonly string[], line: number): { open: number; close: number } | undefined {
  let open: { line: number; marker: string } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const marker = lines[i]!.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (!open) {
      if (marker) {
        if (i > line) return undefined;
        open = { line: i, marker };
      }
      continue;
    }
    if (
      marker &&
      marker[0] === open.marker[0] &&
      marker.length >= open.marker.length &&
      /^\s*[`~]+\s*$/.test(lines[i]!)
    ) {
      if (line > open.line && line < i) return { open: open.line, close: i };
      open = undefined;
    }
  }
  return open && line > open.line ? { open: open.line, close: lines.length - 1 } : undefined;
}
