import * as core from "@actions/core";

/**
 * The step's outputs and job summary, which the runner's files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) receive. A file
 * that cannot be written is one warning in the log, once: the rest of the report (annotations, the comment, the
 * other files) still goes out, and the step's result stays the check's.
 */
let outputsFailed = false;

/** Every output the step sets, as action.yml declares them: a name not in this list does not compile. */
export const OUTPUT_NAMES = [
  "errors",
  "warnings",
  "notices",
  "report",
  "sarif",
  "junit",
  "run-report",
  "comment-id",
  "site-dir",
  "preview-artifact-id",
  "preview-artifact-url",
  "preview-url",
] as const;
export type OutputName = (typeof OUTPUT_NAMES)[number];

export function setOutputs(values: Partial<Record<OutputName, string | number>>): void {
  for (const [name, value] of Object.entries(values)) {
    try {
      core.setOutput(name, value);
    } catch (error) {
      if (!outputsFailed) core.warning(`docsgate could not set its outputs: ${(error as Error).message}`);
      outputsFailed = true;
    }
  }
}

export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(markdown).write();
  } catch (error) {
    core.warning(`docsgate could not write the job summary: ${(error as Error).message}`);
  }
}
