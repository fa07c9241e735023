import path from "node:path";
import type { CheckResult } from "../contracts/check-result.js";

/**
 * The `--format compact` report: one line per problem, `file:line:column: severity message [rule]`,
 * the shape editors and `grep` read (ESLint's and markdownlint's). Paths are relative to `cwd`. A
 * problem with no place to point at (a missing file) is at line 1, column 1 of the file it names.
 */
export function formatCompact(result: CheckResult, cwd: string): string {
  return result.diagnostics
    .map((d) => {
      const file = path.relative(cwd, path.resolve(result.root, d.file));
      const message = d.message.replace(/\s*\n\s*/g, " ");
      return `${file}:${Math.max(d.line, 1)}:${Math.max(d.column, 1)}: ${d.severity} ${message} [${d.ruleId}]\n`;
    })
    .join("");
}
