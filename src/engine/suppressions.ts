import type { SuppressionFact } from "../parse/page-facts.js";
import type { Diagnostic, RuledReport } from "../diagnostics/diagnostic.js";

/** The rule the engine reports for a docsgate-disable comment that silences nothing (src/rules/suppress/unused.ts). */
export const UNUSED_SUPPRESSION_ID = "suppress/unused";

interface Region {
  fact: SuppressionFact;
  from: number;
  to: number;
  used: boolean;
}

/**
 * Drops the diagnostics that a page's `docsgate-disable-next-line` comments or
 * `docsgate-disable`/`docsgate-enable` regions silence, and reports the comments that silence
 * nothing, for the engine to turn into diagnostics.
 */
export function applySuppressions(
  diagnostics: Diagnostic[],
  suppressionsByFile: ReadonlyMap<string, readonly SuppressionFact[]>,
): { kept: Diagnostic[]; unused: RuledReport[] } {
  const regionsByFile = new Map<string, Region[]>();
  for (const [file, facts] of suppressionsByFile) {
    if (facts.length) regionsByFile.set(file, toRegions(facts));
  }
  const kept = diagnostics.filter((diagnostic) => {
    const regions = regionsByFile.get(diagnostic.file);
    if (!regions || diagnostic.ruleId === UNUSED_SUPPRESSION_ID) return true;
    let silenced = false;
    for (const region of regions) {
      if (diagnostic.line < region.from || diagnostic.line > region.to) continue;
      if (region.fact.rules.length && !region.fact.rules.includes(diagnostic.ruleId)) continue;
      region.used = true;
      silenced = true;
    }
    return !silenced;
  });
  const unused: RuledReport[] = [];
  for (const [file, regions] of regionsByFile) {
    for (const { fact, used } of regions) {
      if (used) continue;
      const which = fact.rules.length ? fact.rules.join(", ") : "any rule";
      unused.push({
        ruleId: UNUSED_SUPPRESSION_ID,
        message: `This docsgate-${fact.kind} comment silences nothing: no problem of ${which} is reported ${fact.kind === "disable-next-line" ? "on the next line" : "in its range"}. Remove the comment.`,
        file,
        line: fact.line,
        column: fact.column,
      });
    }
  }
  return { kept, unused };
}

/** Whether a page's docsgate-disable comments silence `ruleId` on `line`, as they would its diagnostic there. */
export function silences(facts: readonly SuppressionFact[], ruleId: string, line: number): boolean {
  return toRegions(facts).some(
    (region) =>
      line >= region.from && line <= region.to && (!region.fact.rules.length || region.fact.rules.includes(ruleId)),
  );
}

/**
 * Whether the pages' docsgate-disable comments silence a rule at a line of a file, as they would its diagnostic there
 * (each file's comments read into regions once).
 */
export function silencer(
  suppressionsByFile: ReadonlyMap<string, readonly SuppressionFact[]>,
): (file: string, ruleId: string, line: number) => boolean {
  const regionsByFile = new Map<string, Region[]>();
  return (file, ruleId, line) => {
    const facts = suppressionsByFile.get(file);
    if (!facts?.length || ruleId === UNUSED_SUPPRESSION_ID) return false;
    let regions = regionsByFile.get(file);
    if (!regions) regionsByFile.set(file, (regions = toRegions(facts)));
    return regions.some(
      (region) =>
        line >= region.from && line <= region.to && (!region.fact.rules.length || region.fact.rules.includes(ruleId)),
    );
  };
}

function toRegions(facts: readonly SuppressionFact[]): Region[] {
  const regions: Region[] = [];
  const open: Region[] = [];
  for (const fact of [...facts].sort((a, b) => a.line - b.line)) {
    if (fact.kind === "disable-next-line") {
      regions.push({ fact, from: fact.endLine + 1, to: fact.endLine + 1, used: false });
    } else if (fact.kind === "disable") {
      const region = { fact, from: fact.line, to: Infinity, used: false };
      regions.push(region);
      open.push(region);
    } else {
      // An enable closes the open regions it names (all of them when it names no rule).
      for (const region of open.filter(
        (r) => !fact.rules.length || r.fact.rules.some((id) => fact.rules.includes(id)),
      )) {
        region.to = fact.line;
        open.splice(open.indexOf(region), 1);
      }
    }
  }
  return regions;
}
