import * as core from "@actions/core";
import type { RunDiagnostic } from "../report/run-report.js";

/** One workflow command per diagnostic; a file outside the repository goes into the message. */
export function emitAnnotations(diagnostics: readonly RunDiagnostic[]): void {
  for (const d of diagnostics) {
    const properties: core.AnnotationProperties = { title: d.ruleId };
    let message = d.message;
    if (!d.inRepository) message = `${d.file}: ${message}`;
    else {
      properties.file = d.file;
      if (d.line > 0) {
        properties.startLine = d.line;
        properties.endLine = d.endLine ?? d.line;
        // GitHub takes columns only for a range on a single line.
        if (properties.endLine === d.line) {
          properties.startColumn = d.column;
          if (d.endColumn !== null) properties.endColumn = d.endColumn;
        }
      }
    }
    if (d.severity === "error") core.error(message, properties);
    else if (d.severity === "warning") core.warning(message, properties);
    else core.notice(message, properties);
  }
}
