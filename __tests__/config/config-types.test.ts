import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

test("the config types in src/project/config-types are those generated from the two schemas", () => {
  const run = spawnSync(process.execPath, ["scripts/config-types.mjs", "--check"], { cwd: ROOT, encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
});
