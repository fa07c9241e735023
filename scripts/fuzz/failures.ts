import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Finding } from "./oracle.js";
import type { Mutation } from "./plan-iteration.js";

/** A confirmed failure: the finding, the run it came from, and where its project was saved. */
export interface Failure {
  finding: Finding;
  seed: string;
  iteration: number;
  /** The command-line options besides the seed that decide the iteration's mutations. */
  options: string;
  base: string;
  build: boolean;
  /** The mutations that still fail alone, when minimizing found fewer; else all of them. */
  mutations: Mutation[];
  savedTo: string;
}

/**
 * Copies the iteration's folder (the project and the outside folder beside it) to `outDir/<seed>-<iteration>/` with
 * failure.json.
 */
export function saveFailure(iterationDir: string, outDir: string, failure: Omit<Failure, "savedTo">): Failure {
  const savedTo = path.join(outDir, `${failure.seed}-${failure.iteration}`.replace(/[^\w.-]/g, "_"));
  rmSync(savedTo, { recursive: true, force: true });
  mkdirSync(savedTo, { recursive: true });
  cpSync(iterationDir, savedTo, { recursive: true, verbatimSymlinks: true });
  const saved = { ...failure, savedTo };
  writeFileSync(
    path.join(savedTo, "failure.json"),
    `${JSON.stringify({ ...saved, reproduce: reproduction(saved) }, null, 2)}\n`,
  );
  return saved;
}

/** The commands that run the failing project again: the fuzzer's iteration, and the CLI on the saved copy. */
export function reproduction(failure: Failure): string {
  const command = failure.build
    ? `node dist/cli.js build ${failure.savedTo}/project --out /tmp/fuzz-site --format json`
    : `node dist/cli.js check ${failure.savedTo}/project --format json`;
  return `npm run fuzz -- --seed ${failure.seed} --iteration ${failure.iteration}${failure.options ? ` ${failure.options}` : ""}   # or: ${command}`;
}

/** The failures grouped by signature, most frequent first, each with one example to reproduce. */
export function summarize(failures: readonly Failure[]): string {
  const groups = new Map<string, Failure[]>();
  for (const failure of failures)
    groups.set(failure.finding.signature, [...(groups.get(failure.finding.signature) ?? []), failure]);
  const sorted = [...groups].sort((a, b) => b[1].length - a[1].length);
  return sorted
    .map(([signature, group]) => {
      const example = group[0]!;
      const how = example.mutations.map((m) => `${m.mutator} ${m.file}: ${m.detail}`).join("; ");
      return `  ${group.length} × ${signature}\n      e.g. ${example.base} with ${how}\n      ${reproduction(example)}`;
    })
    .join("\n");
}
