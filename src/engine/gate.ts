import type { Severity } from "../diagnostics/diagnostic.js";

/** What fails a run, and the verdict on its problems: the CLI's exit status and the action's step. */

export interface Totals {
  errors: number;
  warnings: number;
  notices: number;
}

export function countDiagnostics(diagnostics: readonly { severity: Severity }[]): Totals {
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

/** What fails a run: `fail-on`, and ESLint's `--max-warnings` (more warnings than this fail it, new or not). */
export interface Gate {
  failOn: FailOn;
  maxWarnings?: number;
}

/**
 * A problem as the gate sees it; `isNew` is null or absent when there is no baseline to tell (then every problem is
 * new).
 */
export interface Judged {
  severity: Severity;
  isNew?: boolean | null;
}

/** Whether one problem fails the run; `tooManyWarnings`: the run has more warnings than max-warnings allows. */
export function failsGate(d: Judged, gate: Gate, tooManyWarnings: boolean): boolean {
  if (d.severity === "warning" && tooManyWarnings) return true;
  if (gate.failOn === "never" || d.severity === "notice") return false;
  if (gate.failOn.startsWith("new-") && d.isNew === false) return false;
  return d.severity === "error" || gate.failOn === "warning" || gate.failOn === "new-warning";
}

export function warningsOver(totals: Totals, gate: Gate): boolean {
  return gate.maxWarnings !== undefined && totals.warnings > gate.maxWarnings;
}

export interface Verdict {
  failed: boolean;
  /** How many problems fail the run. */
  failing: number;
  /**
   * What fails it ("3 errors", "2 new errors and 1 new warning"), or what a pass leaves ("12 warnings, 40 notices", "no
   * problems").
   */
  counts: string;
  /** Why, when the counts alone do not say: "more than 10 warnings allowed", "fail-on: never". */
  note?: string;
}

/** The gate's verdict on a run's problems. */
export function judge(diagnostics: readonly Judged[], gate: Gate): Verdict {
  const totals = countDiagnostics(diagnostics);
  const over = warningsOver(totals, gate);
  const failing = countDiagnostics(diagnostics.filter((d) => failsGate(d, gate, over)));
  const failingCount = failing.errors + failing.warnings;
  if (failingCount === 0) {
    const counts = (
      [
        [totals.errors, "error"],
        [totals.warnings, "warning"],
        [totals.notices, "notice"],
      ] as const
    )
      .filter(([n]) => n > 0)
      .map(([n, noun]) => grouped(n, noun));
    const lenient =
      totals.errors > 0 || (totals.warnings > 0 && (gate.failOn === "warning" || gate.failOn === "new-warning"));
    return {
      failed: false,
      failing: 0,
      counts: counts.join(", ") || "no problems",
      ...(lenient ? { note: `fail-on: ${gate.failOn}` } : {}),
    };
  }
  const fresh = gate.failOn.startsWith("new-") ? "new " : "";
  const parts = [];
  if (failing.errors) parts.push(grouped(failing.errors, `${fresh}error`));
  if (failing.warnings) parts.push(grouped(failing.warnings, over ? "warning" : `${fresh}warning`));
  return {
    failed: true,
    failing: failingCount,
    counts: parts.join(" and "),
    ...(over ? { note: `more than ${gate.maxWarnings} warning${gate.maxWarnings === 1 ? "" : "s"} allowed` } : {}),
  };
}

/** "1,200 notices": counts a person reads at a glance. */
function grouped(count: number, noun: string): string {
  return `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;
}

/** A whole number of at least 0, as --max-warnings and the max-warnings input take it. */
export function parseMaxWarnings(value: string): number | undefined {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}
