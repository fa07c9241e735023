import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";
import { CLI, quietEnv, REPO } from "./spawn.js";

/*
 * `docsgate build | head -2`: the reader stops reading and closes the pipe while docsgate still
 * writes. That is the reader's choice: docsgate ends as it would have, without a word about it.
 */

/** Runs the CLI with its standard output read until `after` bytes came (0: closed at once), then closed. */
function withReaderClosing(args: string[], after: number): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO, env: quietEnv({ DOCSGATE_NO_CACHE: "1" }) });
    let read = 0;
    let stderr = "";
    if (after === 0) child.stdout.destroy();
    else
      child.stdout.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read >= after) child.stdout.destroy();
      });
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stderr }));
  });
}

/** Pages with broken links enough for a report far beyond a pipe's 64 KiB. */
function largeProject(): string {
  const names = Array.from({ length: 150 }, (_, index) => `page-${index}`);
  const files: Record<string, string> = { "docs.json": v2DocsJson(names) };
  for (const name of names)
    files[`${name}.mdx`] =
      `${page(name)}\n${[1, 2, 3].map((n) => `See [gone ${n}](/gone-${name}-${n}).`).join("\n\n")}\n`;
  return tempProject(files);
}

const out = mkdtempSync(path.join(tmpdir(), "docsgate-closed-pipe-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("a reader that closes the pipe early", () => {
  const root = largeProject();
  test.each([
    [["check", root], 2],
    [["check", root], 0],
    [["check", root, "--format", "json"], 2],
    [["build", root, "--out", path.join(out, "site"), "--format", "json"], 2],
  ])("docsgate %j, closed after %i bytes: the verdict's exit status, nothing on stderr of it", async (args, after) => {
    const run = await withReaderClosing(args, after);
    expect(run.status).toBe(1);
    expect(run.stderr).not.toMatch(/EPIPE|Error|\n\s+at |standard output/);
  });

  test("docsgate build 2>&1 | head: standard error closed too, exit 0 for a clean project", async () => {
    const clean = tempProject({ "docs.json": v2DocsJson(["index"]), "index.mdx": page("Home") });
    const args = ["build", clean, "--out", path.join(out, "clean"), "--format", "json"];
    const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO, env: quietEnv({ DOCSGATE_NO_CACHE: "1" }) });
    child.stdout.destroy();
    child.stderr.destroy();
    expect(await new Promise((resolve) => child.on("close", resolve))).toBe(0);
  });

  test("docsgate rules, closed at once: exit 0, stderr empty", async () => {
    expect(await withReaderClosing(["rules", "--format", "json"], 0)).toEqual({ status: 0, stderr: "" });
  });
});
