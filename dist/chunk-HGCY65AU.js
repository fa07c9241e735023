import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/github/git-command.ts
import { spawn } from "node:child_process";
var GIT_TIMEOUT_MS = 18e4;
var GitFailure = class extends Error {
  /** What the command printed on its standard output before it failed (`git push --porcelain` says there which refs were rejected). */
  constructor(message, stdout = "") {
    super(message);
    this.stdout = stdout;
  }
  stdout;
};
function gitOutput(cwd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-C", cwd, "-c", "core.hooksPath=/dev/null", ...args], {
      timeout: GIT_TIMEOUT_MS,
      // No password prompt to hang on, and no Git LFS downloads: the checks read no large files' contents.
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_LFS_SKIP_SMUDGE: "1", ...options.env }
    });
    const stdout = [];
    let stderr = "";
    child.stdout.on("data", (chunk) => stdout.push(chunk));
    child.stderr.on("data", (chunk) => stderr += chunk.toString("utf8"));
    child.on("error", (error) => reject(new GitFailure(gitError(args, error.message, error))));
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(stdout).toString("utf8"));
      else reject(new GitFailure(gitError(args, stderr, child), Buffer.concat(stdout).toString("utf8")));
    });
    child.stdin.on("error", () => void 0);
    child.stdin.end(options.input ?? "");
  });
}
async function git(cwd, args, options = {}) {
  return (await gitOutput(cwd, args, options)).trim();
}
function gitError(args, stderr, failure) {
  const command = args.find((arg, index) => !arg.startsWith("-") && args[index - 1] !== "-c") ?? "";
  if (failure.code === "ENOENT") return "git is not installed";
  if (failure.killed) return `git ${command} took longer than ${GIT_TIMEOUT_MS / 1e3} seconds`;
  const lines = stderr.split("\n").map((line) => line.trim()).filter(Boolean);
  return `git ${command}: ${lines.at(-1) ?? `exit code ${String(failure.code)}`}`;
}

export {
  GIT_TIMEOUT_MS,
  GitFailure,
  gitOutput,
  git
};
