import { plural } from "../text/plural.js";
import type { Totals, Verdict } from "../engine/gate.js";

/** "docsgate: failed, 3 errors in docs" or "docsgate: passed, 12 warnings, 40 notices". */
export function verdictLine(verdict: Verdict, where = ""): string {
  return `docsgate: ${verdict.failed ? "failed" : "passed"}, ${verdict.counts}${where ? ` in ${where}` : ""}${verdict.note ? ` (${verdict.note})` : ""}`;
}

export function describeTotals(totals: Totals): string {
  return [plural(totals.errors, "error"), plural(totals.warnings, "warning"), plural(totals.notices, "notice")].join(
    ", ",
  );
}
