import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/fix/apply-fixes.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
var BOM = "\uFEFF";
function applyFixes(root, diagnostics) {
  const byFile = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    if (!d.fix) continue;
    const list = byFile.get(d.file);
    if (list) list.push(d.fix);
    else byFile.set(d.file, [d.fix]);
  }
  const outcome = { applied: 0, files: [] };
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
function fixText(original, fixes) {
  const bom = original.startsWith(BOM) ? BOM : "";
  let text = original.slice(bom.length);
  const chosen = fixesMadeTogether(fixes, text.length);
  for (const fix of chosen) text = text.slice(0, fix.start) + fix.text + text.slice(fix.end);
  return { text: bom + text, applied: chosen.length };
}
function fixesMadeTogether(fixes, textLength) {
  let lowestStart = Infinity;
  const chosen = [];
  for (const fix of [...fixes].sort((a, b) => b.start - a.start || b.end - a.end)) {
    if (fix.end > lowestStart || fix.end > textLength || fix.start < 0) continue;
    chosen.push(fix);
    lowestStart = fix.start;
  }
  return chosen;
}

export {
  applyFixes,
  fixesMadeTogether
};
