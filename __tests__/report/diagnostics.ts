import type { CheckResult } from "../../src/contracts/check-result.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";

/** A diagnostic with defaults for what a test does not care about. */
export function diagnostic(fields: Partial<Diagnostic> = {}): Diagnostic {
  const ruleId = fields.ruleId ?? "nav/missing-page";
  return {
    ruleId,
    severity: "error",
    message: "The page is missing.",
    file: "docs.json",
    line: 1,
    column: 1,
    docsUrl: `https://example.test/rules/${ruleId}.md`,
    ...fields,
  };
}

/** A check result; `configFile` null means that none was found. */
export function result(root: string, diagnostics: Diagnostic[], configFile: string | null = "docs.json"): CheckResult {
  return { root, configFile: configFile ?? undefined, diagnostics };
}
