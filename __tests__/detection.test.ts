import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { check } from "../src/check.js";
import type { Diagnostic } from "../src/diagnostics/diagnostic.js";

const GENERATOR = path.resolve(import.meta.dirname, "../../shared/bench/gen-corpus.mjs");

/**
 * The planted kinds: every one the generator plants but `step-no-title`. A `<Step>` without a title is a
 * numbered step on Mintlify (@mintlify/components, `Steps.Item` in dist/components/steps/steps.js draws
 * the title only when given), so docsgate does not report it.
 */
const CHECKED_KINDS = new Set([
  "missing-nav-file",
  "bad-color",
  "broken-link",
  "no-description",
  "h1-heading",
  "bare-image",
  "unknown-component",
  "mdx-syntax",
  "unknown-operation",
]);

interface Planted {
  kind: string;
  file: string;
  line: number;
}

function generate(
  dir: string,
  pages: number,
  defects: number,
  layout: "legacy" | "v2",
): { expected: Planted[]; diagnostics: Diagnostic[] } {
  const root = path.join(dir, `p${pages}-${defects}-${layout}`);
  execFileSync(process.execPath, [
    GENERATOR,
    root,
    "--pages",
    String(pages),
    "--defects",
    String(defects),
    "--seed",
    "7",
    "--layout",
    layout,
  ]);
  let planted = defects ? (JSON.parse(readFileSync(path.join(root, "expected.json"), "utf8")) as Planted[]) : [];
  // The generator names the legacy layout docs.json; Mintlify reads every docs.json as v2 (config/legacy-shape),
  // and keeps the legacy layout only as mint.json.
  if (layout === "legacy") {
    renameSync(path.join(root, "docs.json"), path.join(root, "mint.json"));
    planted = planted.map((e) => (e.file === "docs.json" ? { ...e, file: "mint.json" } : e));
  }
  return { expected: planted.filter((e) => CHECKED_KINDS.has(e.kind)), diagnostics: check({ root }).diagnostics };
}

describe.skipIf(!existsSync(GENERATOR)).each(["legacy", "v2"] as const)(
  "a generated 2,000-page project, %s layout",
  (layout) => {
    let dir: string;
    let planted: { expected: Planted[]; diagnostics: Diagnostic[] };
    let clean: Diagnostic[];
    // In a hook, not the describe body: a skipped describe still runs its body while collecting.
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), "docsgate-detect-"));
      planted = generate(dir, 2000, 100, layout);
      clean = generate(dir, 2000, 0, layout).diagnostics;
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    test("the generator planted defects of every checked kind", () => {
      expect(new Set(planted.expected.map((e) => e.kind))).toEqual(CHECKED_KINDS);
    });

    test("every planted defect is reported at its file and line (line 0: anywhere in the file)", () => {
      const missed = planted.expected.filter(
        (e) =>
          !planted.diagnostics.some(
            (d) => d.severity !== "notice" && d.file === e.file && (e.line === 0 || d.line === e.line),
          ),
      );
      expect(missed).toEqual([]);
    });

    test("nothing else is an error or a warning", () => {
      const plantedFiles = new Set(planted.expected.map((e) => e.file));
      const unplanted = planted.diagnostics.filter((d) => d.severity !== "notice" && !plantedFiles.has(d.file));
      expect(unplanted.map((d) => `${d.ruleId} ${d.file}:${d.line} ${d.message}`)).toEqual([]);
    });

    test("the clean project has no error and no warning", () => {
      expect(
        clean.filter((d) => d.severity !== "notice").map((d) => `${d.ruleId} ${d.file}:${d.line} ${d.message}`),
      ).toEqual([]);
    });
  },
);
