import { execFileSync } from "node:child_process";

/** A git command in `cwd` with a test author and no signing; its output, trimmed. */
export const git = (cwd: string, ...args: string[]): string =>
  execFileSync(
    "git",
    ["-C", cwd, "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false", ...args],
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  ).trim();
