/**
 * What an unclosed fenced code block holds. CommonMark ends it with the file or with the list item or quote it
 * sits in; whether that shows the intended code depends on what the block took in before its end.
 */
export type UnclosedBlock =
  | { kind: "empty" }
  /** The last line ends in backticks (or is a tilde fence) meant to close the block: they show as code. */
  | { kind: "stray"; at: number; marks: string }
  /** Markdown the author meant as page text: a heading, a paragraph, another fence. */
  | { kind: "swallows"; at: number; what: string }
  /** Its container ended it, and the next line is the fence meant to close it, which opens a new block instead. */
  | { kind: "reopened"; at: number }
  /** Only code, ended by the end of the file (atEnd) or of its container. */
  | { kind: "code"; atEnd: boolean };

const FENCE_LIKE = /^(`{3,}|~{3,})/;
const HEADING = /^#{1,6}[ \t]+\S/;
// A sentence: a capitalized word and any more, ending as sentences do, without the punctuation code is made of.
const PROSE = /^(?:[-*+][ \t]+|\d{1,9}[.)][ \t]+)?[A-Z][A-Za-z']*(?:[ \t]+[^ \t]+)*[.:!?]$/;
const CODE_MARKS = /[=;{}<>$|]/;

/** Reads the unclosed block that opens at `start` and ends at `end` (its code node's offsets) in `text`. */
export function readUnclosedBlock(text: string, start: number, end: number): UnclosedBlock {
  const lines: { at: number; text: string }[] = [];
  let at = text.indexOf("\n", start);
  while (at !== -1 && at < end) {
    const next = text.indexOf("\n", at + 1);
    const lineEnd = next === -1 || next > end ? end : next;
    const raw = text.slice(at + 1, lineEnd);
    // Indentation and quote markers belong to the block's container, not to what the line says.
    const prefix = /^[ \t>]*/.exec(raw)![0].length;
    lines.push({ at: at + 1 + prefix, text: raw.slice(prefix).trimEnd() });
    at = next;
  }
  const filled = lines.filter((line) => line.text !== "");
  const last = filled.at(-1);
  if (!last) return { kind: "empty" };
  for (const [index, line] of lines.entries()) {
    if (line === last) {
      const marks = /`{2,}$/.exec(line.text)?.[0] ?? (FENCE_LIKE.test(line.text) ? line.text : undefined);
      if (marks !== undefined) return { kind: "stray", at: line.at, marks };
    }
    const afterBlank = index === 0 || lines[index - 1]!.text === "";
    const beforeBlank = index === lines.length - 1 || lines[index + 1]!.text === "";
    if (FENCE_LIKE.test(line.text)) return { kind: "swallows", at: line.at, what: "the fence" };
    // A `# ` line is a comment in many languages; a heading stands alone between blank lines.
    if (HEADING.test(line.text) && afterBlank && beforeBlank)
      return { kind: "swallows", at: line.at, what: "the heading" };
    if (afterBlank && PROSE.test(line.text) && !CODE_MARKS.test(line.text)) {
      return { kind: "swallows", at: line.at, what: "the text" };
    }
  }
  const rest = text.slice(end);
  const following = /^\s*\n([ \t>]*)(`{3,}|~{3,})/.exec(rest);
  if (following) return { kind: "reopened", at: end + following.index + following[0].length - following[2]!.length };
  return { kind: "code", atEnd: rest.trim() === "" };
}
