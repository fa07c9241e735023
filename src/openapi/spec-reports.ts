import type { RuledReport } from "../diagnostics/diagnostic.js";
import type { SpecLintResult } from "./types.js";

/** The lint's problems as reports for the engine, each at its place. */
export function specReports(result: SpecLintResult): RuledReport[] {
  return result.problems.map(({ ruleId, defaultSeverity, message, place }) => ({
    ruleId,
    message,
    ...place,
    ...(defaultSeverity ? { defaultSeverity } : {}),
  }));
}
