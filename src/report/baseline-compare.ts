import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { BaselineDiagnostic } from "./read-json-report.js";

export interface BaselineComparison {
  /** Parallel to the current diagnostics: true for a problem the base did not have. */
  isNew: boolean[];
  /** The base's problems the current run no longer has, in the base's order. */
  fixed: BaselineDiagnostic[];
}

/**
 * Matches the current diagnostics to the base's by fingerprint, each base problem at most once:
 * when the base had the same problem twice and one is left, one is fixed and the other not new.
 */
export function compareWithBaseline(
  current: { diagnostics: readonly Diagnostic[]; fingerprints: readonly string[] },
  baseline: { diagnostics: readonly BaselineDiagnostic[] },
): BaselineComparison {
  if (current.fingerprints.length !== current.diagnostics.length)
    throw new Error("Every current diagnostic needs its fingerprint.");
  const unmatched = new Map<string, number[]>();
  baseline.diagnostics.forEach((d, index) => {
    const indexes = unmatched.get(d.fingerprint);
    if (indexes) indexes.push(index);
    else unmatched.set(d.fingerprint, [index]);
  });
  const matched = new Set<number>();
  const isNew = current.fingerprints.map((fingerprint) => {
    const index = unmatched.get(fingerprint)?.shift();
    if (index === undefined) return true;
    matched.add(index);
    return false;
  });
  return { isNew, fixed: baseline.diagnostics.filter((_, index) => !matched.has(index)) };
}
