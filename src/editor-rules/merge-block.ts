import { BEGIN_MARKER, END_MARKER } from "./render-guide.js";

/** What merging the generated block into the rules file does to it. */
export type MergeOutcome = "created" | "replaced" | "appended" | "current";

export type Merge = { text: string; outcome: MergeOutcome } | { problem: string };

// Markers count only at the start of a line: generated lines never start with one.
const BEGIN = new RegExp(`^${escape(BEGIN_MARKER)}\\b`, "gm");
const END = new RegExp(`^${escape(END_MARKER)}`, "gm");

/**
 * The rules file with `block` in place of its generated block, keeping every character outside
 * the markers; a file without markers gets the block after its text, and a new file gets
 * `frontMatter` above the block. Keeps the file's CRLF line ends when it has them.
 */
export function mergeBlock(existing: string | undefined, block: string, frontMatter?: string): Merge {
  if (existing === undefined) {
    return { text: `${frontMatter ? `---\n${frontMatter}\n---\n\n` : ""}${block}\n`, outcome: "created" };
  }
  const eol = existing.includes("\r\n") ? "\r\n" : "\n";
  const ours = eol === "\n" ? block : block.replaceAll("\n", eol);
  const begins = [...existing.matchAll(BEGIN)];
  const ends = [...existing.matchAll(END)];
  if (begins.length === 0 && ends.length === 0) {
    const separator = existing === "" || existing.endsWith(eol + eol) ? "" : existing.endsWith(eol) ? eol : eol + eol;
    return { text: `${existing}${separator}${ours}${eol}`, outcome: "appended" };
  }
  const begin = begins[0]?.index;
  const end = ends[0]?.index;
  if (begins.length !== 1 || ends.length !== 1 || begin === undefined || end === undefined || end < begin) {
    return {
      problem: `has ${begins.length} \`${BEGIN_MARKER}\` and ${ends.length} \`${END_MARKER}\` markers; docsgate needs exactly one of each, in that order, to know which part it wrote. Remove the stray marker lines`,
    };
  }
  const text = existing.slice(0, begin) + ours + existing.slice(end + END_MARKER.length);
  return { text, outcome: text === existing ? "current" : "replaced" };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
}
