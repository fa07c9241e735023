import type { Diagnostic } from "../types.js";

export interface Totals {
  errors: number;
  warnings: number;
  notices: number;
}

export function countDiagnostics(diagnostics: readonly Pick<Diagnostic, "severity">[]): Totals {
  const totals = { errors: 0, warnings: 0, notices: 0 };
  for (const { severity } of diagnostics) {
    if (severity === "error") totals.errors++;
    else if (severity === "warning") totals.warnings++;
    else totals.notices++;
  }
  return totals;
}

/**
 * The lowest severity that fails the run, or `never`; `new-error` and `new-warning` count only
 * the problems the base commit did not have (all of them when there is no baseline to compare with).
 */
export type FailOn = "error" | "warning" | "new-error" | "new-warning" | "never";

export const FAIL_ON_VALUES: readonly FailOn[] = ["error", "warning", "new-error", "new-warning", "never"];

export function parseFailOn(value: string): FailOn | undefined {
  return FAIL_ON_VALUES.find((allowed) => allowed === value);
}

/** How many diagnostics make the run fail under `failOn`; for the new-* values, totals of the new problems. */
export function failingCount(totals: Totals, failOn: FailOn): number {
  if (failOn === "never") return 0;
  return failOn === "warning" || failOn === "new-warning" ? totals.errors + totals.warnings : totals.errors;
}

/** "1 error", "2 warnings", "0 notices". */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

export function describeTotals(totals: Totals): string {
  return [plural(totals.errors, "error"), plural(totals.warnings, "warning"), plural(totals.notices, "notice")].join(", ");
}
