import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Diagnostic } from "../src/types.js";
import { check } from "../src/check.js";

const GENERATOR = path.resolve(import.meta.dirname, "../../shared/bench/gen-corpus.mjs");

/** The planted defects that lie in docs.json and its navigation, the part docsgate checks so far. */
const CONFIG_KINDS = new Set(["missing-nav-file", "bad-color"]);

describe.skipIf(!existsSync(GENERATOR))("planted defects in a generated project", () => {
  let dir: string;
  let expected: { kind: string; file: string; line: number }[];
  let diagnostics: Diagnostic[];
  // In a hook, not the describe body: a skipped describe still runs its body while collecting.
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "docsgate-detect-"));
    const root = path.join(dir, "project");
    execFileSync(process.execPath, [GENERATOR, root, "--pages", "300", "--defects", "40", "--seed", "7"]);
    const planted = JSON.parse(readFileSync(path.join(root, "expected.json"), "utf8")) as typeof expected;
    expected = planted.filter((e) => CONFIG_KINDS.has(e.kind));
    diagnostics = check({ root }).diagnostics;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("the generator planted config defects", () => {
    expect(expected.length).toBeGreaterThanOrEqual(8);
  });

  test("every planted config defect is reported at its line", () => {
    const missed = expected.filter((e) => !diagnostics.some((d) => d.severity === "error" && d.file === e.file && d.line === e.line));
    expect(missed).toEqual([]);
  });

  test("nothing else in docs.json is an error", () => {
    const planted = new Set(expected.map((e) => e.line));
    expect(diagnostics.filter((d) => d.file === "docs.json" && d.severity === "error" && !planted.has(d.line))).toEqual([]);
  });
});
