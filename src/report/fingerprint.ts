import { createHash } from "node:crypto";
import path from "node:path";
import { readRootFile } from "../project/root-file.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";

/** Larger files are not read for their lines: a fingerprint is not worth holding them in memory. */
const MAX_SOURCE_BYTES = 16 * 1024 * 1024;
/**
 * A longer line (a minified docs.json, 30,000 navigation entries on one line) stands in the key
 * as its own hash, taken once: hashing it whole for each of its problems took minutes.
 */
const MAX_KEY_LINE = 1000;

/**
 * A fingerprint per diagnostic, in input order, that survives edits elsewhere in the file: it
 * hashes the rule, the file, the message with its numbers blanked (messages cite line numbers that
 * shift), the trimmed text of the diagnostic's line, and which occurrence of that same problem it
 * is. A problem that only moved keeps its fingerprint, so a pull request's diagnostics can be
 * matched to its base commit's, and SARIF consumers can track an alert across commits.
 */
export function fingerprintDiagnostics(root: string, diagnostics: readonly Diagnostic[]): string[] {
  const lines = new SourceLines(root);
  const seen = new Map<string, number>();
  const longLines = new Map<string, string>();
  const lineKey = (file: string, line: number): string => {
    const text = lines.text(file, line);
    if (text.length <= MAX_KEY_LINE) return text;
    const where = `${file}\0${line}`;
    let hash = longLines.get(where);
    if (hash === undefined) longLines.set(where, (hash = createHash("sha256").update(text).digest("hex")));
    return hash;
  };
  return diagnostics.map((d) => {
    const key = JSON.stringify([d.ruleId, d.file, d.message.replace(/\d+/g, "#"), lineKey(d.file, d.line)]);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return createHash("sha256").update(`${key}\n${occurrence}`).digest("hex").slice(0, 32);
  });
}

/** The lines of the root's files, each file read at most once; none for what cannot be read. */
class SourceLines {
  private readonly files = new Map<string, string[]>();

  constructor(private readonly root: string) {}

  text(file: string, line: number): string {
    let lines = this.files.get(file);
    if (!lines) {
      lines = this.read(file);
      this.files.set(file, lines);
    }
    return lines[line - 1]?.trim() ?? "";
  }

  private read(file: string): string[] {
    // Paths are root-relative; an absolute one is a file elsewhere (a --config outside the root).
    if (path.isAbsolute(file)) return [];
    // Nothing outside the root is read, nor a folder, nor a device or pipe that would never end.
    const read = readRootFile(this.root, file, MAX_SOURCE_BYTES);
    return !read.ok || read.bytes.includes(0) ? [] : read.bytes.toString("utf8").split("\n");
  }
}
