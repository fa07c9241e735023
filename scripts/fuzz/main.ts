import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadBaseProjects, type BaseProject } from "./base-projects.js";
import { CheckProcess, type ProcessLimits } from "./check-process.js";
import { HARMLESS_MUTATORS } from "./mutators/bytes.js";
import { MUTATORS } from "./mutators/index.js";
import { reproduction, saveFailure, summarize, type Failure } from "./failures.js";
import { baselineOf, judge, type Baseline, type Finding } from "./oracle.js";
import { planIteration, type Iteration } from "./plan-iteration.js";
import { writeProject } from "./project-files.js";

const USAGE = `Usage: npm run fuzz -- [options]

Damages copies of the example project and the fixtures, 1-3 mutations at a time, checks each
(and builds a share of them) in a child process, and fails on a crash, a hang, a diagnostic
without a line, a page left unchecked because another file was bad, or a report or built site
that shows one of the canary page's made-up secrets.

  --seconds <n>      Stop starting runs after n seconds (default 60).
  --iterations <n>   Stop after n runs (default: no limit but --seconds).
  --seed <text>      The seed: the same seed gives the same mutations (default: the time).
  --iteration <n>    Run only iteration n of the seed, print its mutations, and keep its project.
  --jobs <n>         Child processes checking side by side (default: 2, or 1 on one core).
  --timeout <s>      A run that takes longer is a hang, when a fresh process given twice
                     the time does not finish it either (default 30).
  --memory <mb>      Each child's heap limit (default 2048).
  --build-share <f>  The share of runs that also build and crawl the site (default 0.1).
  --out <dir>        Where failing projects are saved (default .fuzz-failures).
  --without <names>  Mutators never to use, comma-separated (those whose failures are known
                     and being fixed); give the same list to reproduce an iteration.
`;

interface Options {
  seconds: number;
  iterations: number;
  seed: string;
  iteration: number | undefined;
  jobs: number;
  limits: ProcessLimits;
  buildShare: number;
  outDir: string;
  without: Set<string>;
}

function parseOptions(argv: string[]): Options | string {
  const { values } = parseArgs({
    args: argv,
    options: {
      seconds: { type: "string" },
      iterations: { type: "string" },
      seed: { type: "string" },
      iteration: { type: "string" },
      jobs: { type: "string" },
      timeout: { type: "string" },
      memory: { type: "string" },
      "build-share": { type: "string" },
      out: { type: "string" },
      without: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return USAGE;
  const number = (name: keyof typeof values, fallback: number, min: number) => {
    const raw = values[name];
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min)
      throw new Error(`--${name} must be a number of at least ${min}; got \`${raw}\`.`);
    return value;
  };
  const without = new Set(
    (values.without ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const unknown = [...without].filter((name) => !MUTATORS.some((mutator) => mutator.name === name));
  if (unknown.length)
    throw new Error(
      `--without names no mutator called ${unknown.join(", ")}; they are ${MUTATORS.map((m) => m.name).join(", ")}.`,
    );
  const buildShare = number("build-share", 0.1, 0);
  if (buildShare > 1) throw new Error("--build-share is a share of the runs, from 0 to 1.");
  return {
    seconds: number("seconds", 60, 0),
    iterations: number("iterations", Infinity, 1),
    seed: values.seed ?? String(Date.now()),
    iteration: values.iteration === undefined ? undefined : number("iteration", 0, 0),
    jobs: Math.floor(number("jobs", Math.min(2, os.availableParallelism()), 1)),
    limits: { timeoutMs: number("timeout", 30, 1) * 1000, memoryMb: number("memory", 2048, 64) },
    buildShare,
    outDir: path.resolve(values.out ?? ".fuzz-failures"),
    without,
  };
}

/** A session: the bases' own runs first (the baselines), then damaged copies until time or iterations run out. */
export async function main(argv: string[], repo: string, workerScript: string): Promise<number> {
  let options: Options | string;
  try {
    options = parseOptions(argv);
  } catch (error) {
    process.stderr.write(`fuzz: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (typeof options === "string") return (process.stdout.write(options), 0);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "docsgate-fuzz-"));
  const lanes = Array.from({ length: options.jobs }, () => new CheckProcess(workerScript, options.limits));
  const stopAll = () => lanes.forEach((lane) => lane.stop());
  process.on("exit", stopAll);
  try {
    const session = new Session(options, loadBaseProjects(repo), tmp, workerScript);
    await session.loadBaselines(lanes[0]!);
    if (options.iteration !== undefined) return await session.runOne(lanes[0]!, options.iteration);
    return await session.runAll(lanes);
  } finally {
    stopAll();
    rmSync(tmp, { recursive: true, force: true });
  }
}

class Session {
  private readonly baselines = new Map<string, Baseline>();
  private readonly failures: Failure[] = [];
  private readonly unconfirmed: { iteration: number; finding: Finding }[] = [];
  private runs = 0;
  private mutations = 0;
  private checkMs = 0;
  private slowest = { ms: 0, iteration: -1 };

  constructor(
    private readonly options: Options,
    private readonly bases: readonly BaseProject[],
    private readonly tmp: string,
    private readonly workerScript: string,
  ) {}

  async loadBaselines(lane: CheckProcess): Promise<void> {
    for (const [index, base] of this.bases.entries()) {
      const root = writeProject(path.join(this.tmp, `base-${index}`), base.files);
      this.baselines.set(base.name, baselineOf(await lane.run({ root, build: false })));
    }
  }

  async runOne(lane: CheckProcess, iteration: number): Promise<number> {
    const plan = this.plan(iteration);
    process.stdout.write(
      `Iteration ${iteration} of seed ${this.options.seed}: ${plan.base}${plan.build ? ", built" : ""}\n`,
    );
    for (const m of plan.mutations) process.stdout.write(`  ${m.mutator} ${m.file}: ${m.detail}\n`);
    await this.runIteration(lane, iteration);
    const failure = this.failures[0];
    process.stdout.write(
      failure
        ? `FAIL ${failure.finding.signature}\n${failure.finding.detail}\nSaved in ${failure.savedTo}\n`
        : this.unconfirmed.length
          ? `Failed once, passed in a fresh process: ${this.unconfirmed[0]!.finding.signature}\n`
          : "Passed.\n",
    );
    return failure ? 1 : 0;
  }

  async runAll(lanes: CheckProcess[]): Promise<number> {
    const { options } = this;
    const start = Date.now();
    const deadline = start + options.seconds * 1000;
    process.stdout.write(
      `docsgate fuzz: seed ${options.seed}, ${lanes.length} process(es), ${options.limits.timeoutMs / 1000} s per run, ${options.seconds} s${Number.isFinite(options.iterations) ? ` or ${options.iterations} runs` : ""}${options.without.size ? `, without ${[...options.without].join(", ")}` : ""}\n`,
    );
    let next = 0;
    let lastProgress = start;
    const lane = async (process_: CheckProcess) => {
      while (Date.now() < deadline && next < options.iterations) {
        await this.runIteration(process_, next++);
        if (Date.now() - lastProgress >= 15_000) {
          lastProgress = Date.now();
          process.stdout.write(`  ${this.progress(start)}\n`);
        }
      }
    };
    await Promise.all(lanes.map(lane));
    process.stdout.write(`${this.progress(start)}\n`);
    if (this.unconfirmed.length) {
      process.stdout.write(
        `${this.unconfirmed.length} run(s) failed once but passed in a fresh process (not counted):\n`,
      );
      for (const { iteration, finding } of this.unconfirmed)
        process.stdout.write(`  iteration ${iteration}: ${finding.signature}\n`);
    }
    if (this.failures.length === 0) return 0;
    const distinct = new Set(this.failures.map((failure) => failure.finding.signature)).size;
    process.stdout.write(
      `${this.failures.length} failing run(s), ${distinct} distinct failure(s):\n${summarize(this.failures)}\n`,
    );
    return 1;
  }

  private progress(start: number): string {
    const minutes = (Date.now() - start) / 60_000;
    const perMinute = minutes > 0 ? Math.round(this.mutations / minutes) : 0;
    return `${this.runs} runs, ${this.mutations} mutations in ${(minutes * 60).toFixed(0)} s (${perMinute} mutations/min, ${Math.round(this.checkMs / Math.max(1, this.runs))} ms per check, slowest ${(this.slowest.ms / 1000).toFixed(1)} s at iteration ${this.slowest.iteration}), ${this.failures.length} failing`;
  }

  /** The options besides the seed that decide an iteration's mutations, as they are given on the command line. */
  private reproduceOptions(): string {
    const { buildShare, without } = this.options;
    return [
      buildShare === 0.1 ? "" : `--build-share ${buildShare}`,
      without.size ? `--without ${[...without].join(",")}` : "",
    ]
      .filter(Boolean)
      .join(" ");
  }

  private plan(iteration: number, only?: readonly number[]): Iteration {
    return planIteration(this.bases, this.options.seed, iteration, {
      buildShare: this.options.buildShare,
      without: this.options.without,
      ...(only ? { only } : {}),
    });
  }

  /**
   * Runs one iteration; a failure is confirmed in a fresh process (a hang with twice the time),
   * reduced to one mutation when one alone fails the same way, and saved.
   */
  private async runIteration(lane: CheckProcess, iteration: number): Promise<void> {
    const plan = this.plan(iteration);
    const dir = path.join(this.tmp, String(iteration));
    try {
      const finding = await this.attempt(lane, plan, dir);
      this.runs++;
      this.mutations += plan.mutations.length;
      if (!finding) return;
      // A fresh process, with twice the time: a run that was only slow on a busy machine passes there.
      const fresh = new CheckProcess(this.workerScript, {
        ...this.options.limits,
        timeoutMs: this.options.limits.timeoutMs * 2,
      });
      const again = await this.attempt(fresh, plan, dir).finally(() => fresh.stop());
      if (again?.kind !== finding.kind) return void this.unconfirmed.push({ iteration, finding });
      const reduced = await this.reduce(lane, plan, again, dir);
      const failure = saveFailure(reduced.dir, this.options.outDir, {
        finding: named(again, reduced.plan),
        seed: plan.seed,
        iteration,
        options: this.reproduceOptions(),
        base: plan.base,
        build: plan.build,
        mutations: reduced.plan.mutations,
      });
      this.failures.push(failure);
      process.stdout.write(`FAIL ${again.signature}\n  ${reproduction(failure)}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Writes the plan's project into `dir` (afresh) and judges one run of it. */
  private async attempt(lane: CheckProcess, plan: Iteration, dir: string): Promise<Finding | undefined> {
    rmSync(dir, { recursive: true, force: true });
    const root = writeProject(dir, plan.files);
    const outcome = await lane.run({ root, build: plan.build });
    if (outcome.kind === "answer") {
      this.checkMs += outcome.answer.ms;
      if (outcome.answer.ms > this.slowest.ms) this.slowest = { ms: outcome.answer.ms, iteration: plan.iteration };
    }
    const harmless = !plan.build && plan.mutations.every((m) => HARMLESS_MUTATORS.has(m.mutator));
    return judge(outcome, this.baselines.get(plan.base)!, plan.files, plan.touched, harmless);
  }

  /** The first single mutation of the plan that fails with the same signature alone, if any. */
  private async reduce(
    lane: CheckProcess,
    plan: Iteration,
    finding: Finding,
    dir: string,
  ): Promise<{ plan: Iteration; dir: string }> {
    if (plan.mutations.length < 2) return { plan, dir };
    for (const mutation of plan.mutations) {
      const single = this.plan(plan.iteration, [mutation.index]);
      const singleDir = `${dir}-only-${mutation.index}`;
      const found = await this.attempt(lane, single, singleDir);
      if (found?.signature === finding.signature) return { plan: single, dir: singleDir };
      rmSync(singleDir, { recursive: true, force: true });
    }
    return { plan, dir };
  }
}

/**
 * A hang or a death leaves no stack to tell one cause from another: the mutators that still cause
 * it (after reducing) name it instead.
 */
function named(finding: Finding, plan: Iteration): Finding {
  if (finding.kind !== "hang" && !finding.signature.startsWith("crash: the process died")) return finding;
  const mutators = [...new Set(plan.mutations.map((m) => m.mutator))].sort().join(" + ");
  return { ...finding, signature: `${finding.signature} (${mutators}${plan.build ? ", built" : ""})` };
}
