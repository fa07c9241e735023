import { ADVICE } from "./unseen-specs.js";
import type { SpecProblem } from "./types.js";

/** Said of advice on a spec file Mintlify rejects. */
export const REJECTED_SPEC =
  "Mintlify publishes no page from this file while it has openapi/struct errors: fix those first.";

/** The spec files with an `openapi/struct` error: Mintlify rejects each (see STRUCTURAL in redocly-rules.ts). */
export function rejectedSpecs(problems: readonly SpecProblem[]): Set<string> {
  return new Set(
    problems
      .filter((problem) => problem.ruleId === "openapi/struct" && (problem.defaultSeverity ?? "error") === "error")
      .map((problem) => problem.place.file),
  );
}

/**
 * Advice on a spec file Mintlify rejects, lowered to a notice: no reader sees how the file
 * describes its API until its structure is fixed, and a machine-translated copy (`"type":
 * "cadena"`) would otherwise repeat every finding of the file it was made from beside hundreds of
 * errors. A level the team's redocly.yaml sets stands.
 */
export function lowerRejectedSpecAdvice(
  problems: readonly SpecProblem[],
  rejected: ReadonlySet<string>,
): SpecProblem[] {
  return problems.map((problem) =>
    problem.defaultSeverity === undefined && ADVICE.has(problem.ruleId) && rejected.has(problem.place.file)
      ? { ...problem, defaultSeverity: "notice", message: `${problem.message} ${REJECTED_SPEC}` }
      : problem,
  );
}
