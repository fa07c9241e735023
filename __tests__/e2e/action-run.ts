import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ACTION, quietEnv, runNode } from "./spawn.js";

/**
 * Runs dist/index.js in `workspace` as the runner does on `event`: inputs as INPUT_<NAME>, a fresh
 * GITHUB_OUTPUT beside the workspace (removed with `cleanup`), RUNNER_TEMP in `runnerTemp`.
 */
export function runActionIn(
  workspace: string,
  runnerTemp: string,
  inputs: Record<string, string>,
  event: string,
  cleanup: string[],
) {
  const outputFile = path.join(workspace, "..", `${path.basename(workspace)}-output.txt`);
  cleanup.push(outputFile);
  writeFileSync(outputFile, "");
  const env: Record<string, string> = {
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    RUNNER_TEMP: runnerTemp,
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_EVENT_NAME: event,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const run = runNode(ACTION, [], quietEnv(env));
  const siteDir = /^site-dir<<(\S+)\n(.*)\n\1$/m.exec(readFileSync(outputFile, "utf8"))?.[2];
  return { ...run, workspace, siteDir };
}
