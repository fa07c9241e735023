import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { nodeVersionProblem } from "../../src/start/node-version.js";
import { ACTION, CLI, quietEnv, REPO } from "./spawn.js";

/** The machine's own Node, when it is one docsgate does not run on (an older Node than the tests'). */
const OLD_NODE = "/usr/bin/node";
const oldMajor = existsSync(OLD_NODE)
  ? Number(spawnSync(OLD_NODE, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.split(".")[0])
  : undefined;
const hasOldNode = oldMajor !== undefined && oldMajor < 22;

describe("the Node version check", () => {
  test("accepts Node 22 and later, and names what is needed otherwise", () => {
    expect(nodeVersionProblem("22.0.0")).toBeUndefined();
    expect(nodeVersionProblem("24.9.0")).toBeUndefined();
    expect(nodeVersionProblem("20.20.2")).toBe(
      "docsgate needs Node 22 or newer; this is Node 20.20.2. Install Node 22 or later (https://nodejs.org) and run it again.",
    );
    expect(nodeVersionProblem("18.0.0")).toMatch(/this is Node 18\.0\.0\./);
  });

  test.skipIf(!hasOldNode)("dist/cli.js on an older Node: one line, exit 2, no stack", () => {
    for (const args of [
      ["check", "examples/starter"],
      ["build", "examples/starter", "--out", "/nonexistent/never-written"],
      ["--help"],
    ]) {
      const run = spawnSync(OLD_NODE, [CLI, ...args], { cwd: REPO, env: quietEnv(), encoding: "utf8" });
      expect(run.stdout).toBe("");
      expect(run.stderr).toMatch(/^docsgate needs Node 22 or newer; this is Node \d+\.\d+\.\d+\. [^\n]*\n$/);
      expect(run.status).toBe(2);
    }
  });

  test.skipIf(!hasOldNode)("dist/index.js (the action) on an older Node: one failing line, exit 2", () => {
    const run = spawnSync(OLD_NODE, [ACTION], { cwd: REPO, env: quietEnv(), encoding: "utf8" });
    expect(run.stdout).toMatch(/^::error::docsgate needs Node 22 or newer; this is Node \d+\.\d+\.\d+\. [^\n]*\n$/);
    expect(run.status).toBe(2);
  });
});
