import path from "node:path";
import type { Severity } from "../../diagnostics/diagnostic.js";
import { fingerprintDiagnostics } from "../fingerprint.js";
import { pathInRepository } from "../repository-path.js";
import type { ReportFormat } from "../report-format.js";

/** GitLab's code quality severities for docsgate's: an error fails the gate, a notice is advice. */
const GITLAB_SEVERITY: Readonly<Record<Severity, "major" | "minor" | "info">> = {
  error: "major",
  warning: "minor",
  notice: "info",
};

/**
 * `--format gitlab`: a GitLab code quality report (a JSON array of issues), which a merge request shows as its code
 * quality widget and in its diff when a job names the file under `artifacts:reports:codequality`. GitLab places a
 * file by its path in the repository (`repositoryRoot`, the checkout) and tells issues apart by their fingerprint,
 * the same one the JSON and SARIF reports carry; a problem of a file outside the repository names it in the
 * description instead.
 */
export const format: ReportFormat = {
  name: "gitlab",
  render: (result, { repositoryRoot }) => {
    const fingerprints = fingerprintDiagnostics(result.root, result.diagnostics);
    const issues = result.diagnostics.map((d, index) => {
      const file = pathInRepository(repositoryRoot, path.resolve(result.root, d.file));
      return {
        type: "issue",
        check_name: d.ruleId,
        description: file !== undefined ? d.message : `${d.file}: ${d.message}`,
        severity: GITLAB_SEVERITY[d.severity],
        fingerprint: fingerprints[index]!,
        // GitLab needs a line: a problem of the whole file is shown at its first.
        location: { path: file ?? ".", lines: { begin: Math.max(d.line, 1) } },
      };
    });
    return [`${JSON.stringify(issues, null, 2)}\n`];
  },
};
