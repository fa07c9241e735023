import type { Severity } from "../diagnostics/diagnostic.js";
import { isListed, type RunDiagnostic } from "./run-report.js";

/** GitHub shows this many annotations of each severity from one step, and drops the rest silently. */
const STEP_ANNOTATIONS_PER_SEVERITY = 10;

/**
 * The diagnostics worth a step's few annotations: the report is ordered by closeness to the
 * change (changed lines, changed files, the rest), so the first ten of each severity are spent
 * where the author is looking. Notices are annotated on changed lines only; `notShown` counts
 * the others that did not fit.
 */
export function selectAnnotations(
  diagnostics: readonly RunDiagnostic[],
  perSeverity = STEP_ANNOTATIONS_PER_SEVERITY,
): { shown: RunDiagnostic[]; notShown: number } {
  const used: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  const annotated = diagnostics.filter(isListed);
  const shown = annotated.filter((d) => used[d.severity]++ < perSeverity);
  return { shown, notShown: annotated.length - shown.length };
}

export interface CheckRunAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: "failure" | "warning" | "notice";
  title: string;
  message: string;
}

const LEVEL: Record<Severity, CheckRunAnnotation["annotation_level"]> = {
  error: "failure",
  warning: "warning",
  notice: "notice",
};

/**
 * A check run annotation needs a file in the repository and a line; a whole-file problem sits on
 * line 1. Notices are annotated on changed lines only.
 */
export function checkRunAnnotations(diagnostics: readonly RunDiagnostic[]): CheckRunAnnotation[] {
  return diagnostics
    .filter((d) => d.inRepository && isListed(d))
    .map((d) => {
      const line = Math.max(1, d.line);
      const endLine = Math.max(line, d.endLine ?? line);
      const columns =
        d.line > 0 && endLine === line
          ? { start_column: d.column, ...(d.endColumn !== null ? { end_column: d.endColumn } : {}) }
          : {};
      // GitHub caps a message at 64 KB.
      return {
        path: d.file,
        start_line: line,
        end_line: endLine,
        ...columns,
        annotation_level: LEVEL[d.severity],
        title: d.ruleId,
        message: d.message.slice(0, 60_000),
      };
    });
}
