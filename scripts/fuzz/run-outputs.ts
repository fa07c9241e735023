import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CheckResult } from "../../src/contracts/check-result.js";
import { judge } from "../../src/engine/gate.js";
import { checkRunAnnotations } from "../../src/report/annotations.js";
import { formatCompact } from "../../src/report/compact.js";
import { formatConsole } from "../../src/report/console.js";
import { fingerprintDiagnostics } from "../../src/report/fingerprint.js";
import { formatGithubCommands } from "../../src/report/github-commands.js";
import { jobSummary } from "../../src/report/job-summary.js";
import { formatJson } from "../../src/report/json.js";
import { formatJunit } from "../../src/report/junit.js";
import { pullRequestComment } from "../../src/report/pr-comment.js";
import { buildRunReport } from "../../src/report/run-report.js";
import { formatSarif } from "../../src/report/sarif.js";
import { leakedSecrets } from "./secret-canaries.js";

/**
 * Every report a run gives the user, as the CLI and the action write it: each format, the console's with code frames
 * and every notice, the run report, the job summary, the pull request comment and the check run's annotations. The
 * fuzzer's oracle searches them (and a build's site) for the canary's secrets.
 */
export function reportOutputs(result: CheckResult): Record<string, string> & { json: string } {
  const cwd = result.root;
  const report = buildRunReport({
    result,
    workspace: cwd,
    fingerprints: fingerprintDiagnostics(result.root, result.diagnostics),
    failOn: "error",
    pullRequest: { number: 1, headSha: "0".repeat(40) },
    basePath: "",
    pageFiles: new Set(result.pageFiles ?? []),
  });
  return {
    json: formatJson(result),
    console: formatConsole(result, {
      color: false,
      cwd,
      verdict: judge(result.diagnostics, { failOn: "error" }),
      detail: "verbose",
    }),
    sarif: formatSarif(result, { repositoryRoot: cwd }),
    junit: formatJunit(result),
    compact: formatCompact(result, cwd),
    github: formatGithubCommands(result, cwd),
    "run report": JSON.stringify(report),
    "job summary": jobSummary(report),
    "pull request comment": pullRequestComment(report),
    "check run annotations": JSON.stringify(checkRunAnnotations(report.diagnostics)),
  };
}

/** `output: secret` for each canary secret `text` shows. */
export function leaksIn(output: string, text: string): string[] {
  return leakedSecrets(text).map((secret) => `${output}: ${secret}`);
}

/** `site <file>: secret` for each canary secret a file of the built site in `outDir` shows. */
export function siteLeaks(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    const file = path.join(entry.parentPath, entry.name);
    // latin1 reads every byte as one character: an ASCII key is found in any file that holds it.
    return leaksIn(`site ${path.relative(outDir, file)}`, readFileSync(file, "latin1"));
  });
}
