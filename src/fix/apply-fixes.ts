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
    const original = readFileSync(full, "utf8");
    const bom = original.startsWith(BOM) ? BOM : "";
    let text = original.slice(bom.length);
    let lowestStart = Infinity;
    let applied = 0;
    for (const fix of [...fixes].sort((a, b) => b.start - a.start || b.end - a.end)) {
      if (fix.end > lowestStart || fix.end > text.length || fix.start < 0) continue;
      text = text.slice(0, fix.start) + fix.text + text.slice(fix.end);
      lowestStart = fix.start;
      applied++;
    }
    if (applied === 0) continue;
    writeFileSync(full, bom + text);
    outcome.applied += applied;
    outcome.files.push(file);
  }
  return outcome;
}
