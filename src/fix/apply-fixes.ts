import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Diagnostic, Fix } from "../diagnostics/diagnostic.js";

const BOM = "\uFEFF";

export interface FixOutcome {
  /** Fixes written. */
  applied: number;
  /** Files changed, relative to the root. */
  files: string[];
}

/**
 * Writes the fixes the diagnostics carry into their files. Offsets count from after a byte
 * order mark, which is kept. Overlapping fixes in one file are left for the next pass.
 */
export function applyFixes(root: string, diagnostics: readonly Diagnostic[]): FixOutcome {
  const byFile = new Map<string, Fix[]>();
  for (const d of diagnostics) {
    if (!d.fix) continue;
    const list = byFile.get(d.file);
    if (list) list.push(d.fix);
    else byFile.set(d.file, [d.fix]);
  }
  const outcome: FixOutcome = { applied: 0, files: [] };
  for (const [file, fixes] of byFile) {
    const full = path.resolve(root, file);
    const fixed = fixText(readFileSync(full, "utf8"), fixes);
    if (fixed.applied === 0) continue;
    writeFileSync(full, fixed.text);
    outcome.applied += fixed.applied;
    outcome.files.push(file);
  }
  return outcome;
}

/**
 * A file's text with the fixes made: what `--fix` writes, and what the language server's "fix all" edit leaves in the
 * editor. Offsets count from after a byte order mark, which is kept. Overlapping fixes are left for the next pass.
 */
export function fixText(original: string, fixes: readonly Fix[]): { text: string; applied: number } {
  const bom = original.startsWith(BOM) ? BOM : "";
  let text = original.slice(bom.length);
  const chosen = fixesMadeTogether(fixes, text.length);
  for (const fix of chosen) text = text.slice(0, fix.start) + fix.text + text.slice(fix.end);
  return { text: bom + text, applied: chosen.length };
}

/** The fixes one pass makes, last in the text first: none overlaps the next, and none reaches past the text's end. */
export function fixesMadeTogether(fixes: readonly Fix[], textLength: number): Fix[] {
  let lowestStart = Infinity;
  const chosen: Fix[] = [];
  for (const fix of [...fixes].sort((a, b) => b.start - a.start || b.end - a.end)) {
    if (fix.end > lowestStart || fix.end > textLength || fix.start < 0) continue;
    chosen.push(fix);
    lowestStart = fix.start;
  }
  return chosen;
}
