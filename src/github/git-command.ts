import { spawn } from "node:child_process";

/** A clone of a large repository or a slow fetch may take a while; a hung one should not hold the job. */
export const GIT_TIMEOUT_MS = 180_000;

/** A git command that could not run or exited with an error; the message says which and why. */
export class GitFailure extends Error {
  /** What the command printed on its standard output before it failed (`git push --porcelain` says there which refs were rejected). */
  constructor(
    message: string,
    readonly stdout = "",
  ) {
    super(message);
  }
}

export interface GitOptions {
  /** What the command reads on its standard input. */
  input?: string;
  env?: Record<string, string>;
}

/** One git command's output as it printed it: `-z` lists keep every byte of their paths. */
export function gitOutput(cwd: string, args: string[], options: GitOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-C", cwd, "-c", "core.hooksPath=/dev/null", ...args], {
      timeout: GIT_TIMEOUT_MS,
      // No password prompt to hang on, and no Git LFS downloads: the checks read no large files' contents.
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_LFS_SKIP_SMUDGE: "1", ...options.env },
    });
    const stdout: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", (error: NodeJS.ErrnoException) => reject(new GitFailure(gitError(args, error.message, error))));
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(stdout).toString("utf8"));
      else reject(new GitFailure(gitError(args, stderr, child), Buffer.concat(stdout).toString("utf8")));
    });
    // git may exit (failing) before it read all of its input.
    child.stdin.on("error", () => undefined);
    child.stdin.end(options.input ?? "");
  });
}

/** One git command, without a shell, and with none of the repository's hooks; its output trimmed. */
export async function git(cwd: string, args: string[], options: GitOptions = {}): Promise<string> {
  return (await gitOutput(cwd, args, options)).trim();
}

function gitError(
  args: string[],
  stderr: string,
  failure: { code?: string | number | null; killed?: boolean },
): string {
  // The subcommand: past `-c name=value` and other options.
  const command = args.find((arg, index) => !arg.startsWith("-") && args[index - 1] !== "-c") ?? "";
  if (failure.code === "ENOENT") return "git is not installed";
  if (failure.killed) return `git ${command} took longer than ${GIT_TIMEOUT_MS / 1000} seconds`;
  const lines = stderr
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  // git's last words say what failed: "fatal: ..." after any hints.
  return `git ${command}: ${lines.at(-1) ?? `exit code ${String(failure.code)}`}`;
}
