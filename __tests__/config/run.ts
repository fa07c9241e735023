import { check } from "../../src/check.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";

/** The diagnostics of one rule on a project, as `line:column message` for exact assertions. */
export function findings(root: string, ruleId: string): Diagnostic[] {
  return check({ root }).diagnostics.filter((d) => d.ruleId === ruleId);
}

export function at(diagnostic: Diagnostic | undefined): string {
  return diagnostic ? `${diagnostic.line}:${diagnostic.column}` : "none";
}
