import { codeFrameColumns, type BabelCodeFrameOptions } from "@babel/code-frame";
import type { Diagnostic } from "../diagnostics/diagnostic.js";

const CONTEXT_LINES = 2;
/** Ranges over more lines than this get a single caret at their start. */
const MAX_MARKED_LINES = 4;
/** Wider source lines (minified JSON, long paragraphs) are cropped around the column. */
const MAX_WIDTH = 160;
const ELLIPSIS = "…";

type Position = Pick<Diagnostic, "line" | "column" | "endLine" | "endColumn">;

/**
 * A code frame for one position in a file already split into lines. Only the lines around the
 * position go to @babel/code-frame, so a frame costs the same in a 10-line and a 50 MB file.
 */
export function codeFrame(lines: readonly string[], at: Position, color: boolean): string | undefined {
  if (at.line < 1 || at.line > lines.length) return undefined;
  const markEnd =
    at.endLine !== undefined &&
    at.endColumn !== undefined &&
    at.endLine >= at.line &&
    at.endLine - at.line < MAX_MARKED_LINES;
  const lastMarked = markEnd ? Math.min(at.endLine!, lines.length) : at.line;
  const first = Math.max(1, at.line - CONTEXT_LINES);
  const last = Math.min(lines.length, lastMarked + CONTEXT_LINES);
  let window = lines.slice(first - 1, last).map(printable);
  let start = { line: at.line, column: Math.max(1, at.column) };
  let end = markEnd ? { line: lastMarked, column: at.endColumn! } : undefined;

  if (window.some((line) => line.length > MAX_WIDTH)) {
    const offset = Math.max(0, start.column - 1 - MAX_WIDTH / 4);
    const shift = offset > 0 ? ELLIPSIS.length : 0;
    window = window.map((line) => crop(line, offset));
    start = { line: start.line, column: start.column - offset + shift };
    // A cropped multi-line range would mark text that is not shown: keep only the caret.
    end =
      end && end.line === start.line
        ? { line: end.line, column: Math.min(end.column - offset + shift, MAX_WIDTH + shift + 1) }
        : undefined;
  }

  const options: BabelCodeFrameOptions & { startLine: number } = {
    startLine: first,
    linesAbove: CONTEXT_LINES,
    linesBelow: CONTEXT_LINES,
    highlightCode: color,
    forceColor: color,
  };
  return codeFrameColumns(window.join("\n"), { start, end }, options);
}

/** Splits like the line:column positions count: on "\n", with a "\r" before it dropped. */
export function splitLines(text: string): string[] {
  return text.split("\n").map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
}

/** @babel/code-frame also breaks lines at "\r", U+2028 and U+2029; keep one line a line. */
function printable(line: string): string {
  return line.replace(/[\r\u2028\u2029]/g, " ");
}

function crop(line: string, offset: number): string {
  const visible = line.slice(offset, offset + MAX_WIDTH);
  return (offset > 0 ? ELLIPSIS : "") + visible + (offset + MAX_WIDTH < line.length ? ELLIPSIS : "");
}
