import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

export const REPO = path.resolve(import.meta.dirname, "../..");
export const FIXTURES = path.join(REPO, "__tests__", "fixtures");
export const CLI = path.join(REPO, "dist", "cli.js");
export const ACTION = path.join(REPO, "dist", "index.js");

/**
 * The test process's environment without what would change the tools' behaviour: CI and colour
 * switches, the variables of a surrounding GitHub job (its GITHUB_OUTPUT is not ours), and the
 * test run's own worker script and site assets, so a bundle finds its own beside it as a user's does.
 */
export function quietEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (
      !/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_)|^(CI|NO_COLOR|FORCE_COLOR|DOCSGATE_SITE_ASSETS|DOCSGATE_OPENAPI_WORKER)$/.test(
        key,
      )
    )
      env[key] = value;
  }
  return { ...env, ...extra };
}

/** GITHUB_OUTPUT holds `name<<delimiter`, the value's lines, then the delimiter. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]!] = match[3]!;
  return outputs;
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a bundled entry point with the Node running the tests, from the repository root. */
export function runNode(script: string, args: string[], env: NodeJS.ProcessEnv = quietEnv()): Run {
  const { status, stdout, stderr } = spawnSync(process.execPath, [script, ...args], {
    cwd: REPO,
    env,
    encoding: "utf8",
    maxBuffer: 1024 ** 3,
  });
  return { status, stdout, stderr };
}

/** The CLI without blocking this process, for tests whose server (in this process) it talks to. */
export function cliAsync(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO, env: quietEnv(env) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}
