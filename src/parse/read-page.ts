import { isUtf8 } from "node:buffer";
import path from "node:path";
import { projectFiles } from "../project/file-source.js";
import { saveAsUtf8Hint, wideEncoding } from "../project/wide-encoding.js";

/** Pages over this size are reported and skipped: parsing them would stall the whole run. */
export const MAX_PAGE_BYTES = 4 * 1024 * 1024;

export type PageText =
  { ok: true; text: string; hadBom: boolean } | { ok: false; reason: string; line: number; column: number };

/** Reads a page as UTF-8 text, or says in plain words why it cannot be a page. */
export function readPage(root: string, file: string): PageText {
  const full = path.join(root, file);
  let size: number;
  try {
    size = projectFiles.stat(full).size;
  } catch (error) {
    return { ok: false, reason: `The page cannot be read: ${(error as Error).message}.`, line: 1, column: 1 };
  }
  if (size > MAX_PAGE_BYTES) {
    const mb = (size / 1024 / 1024).toFixed(1);
    return {
      ok: false,
      reason: `The page is ${mb} MB; docsgate checks pages up to ${MAX_PAGE_BYTES / 1024 / 1024} MB and skipped this one. Split it into several pages, or move generated content out of the docs.`,
      line: 1,
      column: 1,
    };
  }
  let text: string;
  try {
    text = projectFiles.readText(full);
  } catch (error) {
    return { ok: false, reason: `The page cannot be read: ${(error as Error).message}.`, line: 1, column: 1 };
  }
  // Decoding replaces bytes that are not UTF-8 with U+FFFD: without one (or a NUL), the page is text
  // as it is. Reading the text at once, not a Buffer first, took a third of the time on 2,000 pages.
  if (!text.includes("\0") && !text.includes("\uFFFD")) return withoutBom(text);
  let bytes: Buffer;
  try {
    bytes = projectFiles.readFile(full);
  } catch (error) {
    return { ok: false, reason: `The page cannot be read: ${(error as Error).message}.`, line: 1, column: 1 };
  }
  const wide = wideEncoding(bytes);
  if (wide) {
    return {
      ok: false,
      reason: `This page is saved as ${wide.family}, but the site reads pages as UTF-8 only and cannot read it. ${saveAsUtf8Hint(wide, file)}`,
      line: 1,
      column: 1,
    };
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    return {
      ok: false,
      reason: "This is a binary file, not a text page. Remove it or give it the right extension.",
      ...positionOfByte(bytes, nul),
    };
  }
  if (!isUtf8(bytes)) {
    return {
      ok: false,
      reason: "The page is not valid UTF-8 text. Save it with UTF-8 encoding.",
      ...firstReplacement(bytes.toString("utf8")),
    };
  }
  return withoutBom(bytes.toString("utf8"));
}

function withoutBom(text: string): PageText {
  const hadBom = text.charCodeAt(0) === 0xfeff;
  return { ok: true, text: hadBom ? text.slice(1) : text, hadBom };
}

function positionOfByte(bytes: Buffer, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < index; i++) {
    if (bytes[i] === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  // Columns count characters; the line up to the bad byte decodes loosely for the count.
  return { line, column: bytes.subarray(lineStart, index).toString("utf8").length + 1 };
}

/** Where a loose decode put its first replacement character: the first byte that is not UTF-8. */
function firstReplacement(text: string): { line: number; column: number } {
  const at = text.indexOf("\uFFFD");
  const before = text.slice(0, at);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: at - lineStart + 1 };
}
