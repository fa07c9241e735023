import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BlockingWorker } from "../threads/blocking-worker.js";
import type { Project } from "../project/project.js";
import type { LintedSpec } from "./lint-spec.js";
import { REDOCLY_CONFIG_FILES } from "./redocly-rules.js";
import { INVALID_FILE_ID } from "./rule-ids.js";
import type { OpenApiWorkerData, SpecWorkerMessage } from "./openapi-worker-messages.js";
import type { SpecRequest } from "./spec-request.js";
import type { SpecProblem } from "./types.js";

/**
 * How long one spec may take to lint. A 19 MB spec with 80,000 problems takes about 40 s on a
 * busy two-core machine, real 6-12 MB specs a fraction of that: a spec past this is pathological,
 * and gets one problem instead of holding up the whole report. DOCSGATE_SPEC_TIME_LIMIT_MS sets
 * it (tests use a tiny one).
 */
const SPEC_TIME_LIMIT_MS = 180_000;
/** How long a worker may take to get to its next spec: loading redocly takes about a second. */
const STARTUP_MS = 60_000;

export interface SpecLintOptions {
  fetchRemote: boolean;
  /** --allow-private-addresses. */
  allowPrivateAddresses?: boolean;
  withData?: boolean;
}

/** What the workers gave: each spec's lint (in the order asked), and redocly.yaml's problems. */
export interface SpecWorkersResult {
  linted: LintedSpec[];
  config: SpecProblem[];
  /** A spec's lint was stopped (the time limit, a failed worker): a result of this run only, never cached. */
  stopped?: true;
}

/**
 * Lints specs on a worker thread started at once, so that loading redocly and linting run while
 * the calling thread parses the pages. The worker posts each spec's result as it finishes;
 * `collect` holds each spec to the time limit. A spec past it, or one under way when the worker
 * fails or dies, gets one located problem, and a fresh worker goes on with the specs after it:
 * the report never loses the other specs, the pages or the config.
 */
export class SpecWorkers {
  private readonly limitMs = specTimeLimitMs();
  private worker: BlockingWorker<never>;
  private deadline: number;

  constructor(
    private readonly project: Project,
    private readonly specs: readonly SpecRequest[],
    private readonly options: SpecLintOptions,
  ) {
    this.worker = this.start(0);
    this.deadline = Date.now() + STARTUP_MS;
  }

  /** Blocks until every spec is linted or reported as not linted. */
  collect(): SpecWorkersResult {
    const linted: LintedSpec[] = [];
    const config: SpecProblem[] = [];
    let anyStopped = false;
    let from = 0;
    while (from < this.specs.length) {
      let current: number | undefined;
      let progressed = false;
      let stopped: string | undefined;
      for (;;) {
        const message = this.worker.next<SpecWorkerMessage>(this.deadline);
        if (!message) {
          // A worker that died posts nothing either: the limit is all the calling thread can know.
          stopped =
            current === undefined
              ? `docsgate's OpenAPI linter did not start within ${seconds(STARTUP_MS)} s`
              : `linting it did not finish within ${seconds(this.limitMs)} s, docsgate's limit per OpenAPI file`;
          break;
        }
        if (message.kind === "start") {
          current = message.index;
          progressed = true;
          this.deadline = message.at + this.limitMs;
        } else if (message.kind === "spec") {
          linted[message.index] = message.linted;
          config.push(...message.config);
          from = message.index + 1;
          current = undefined;
          this.deadline = Date.now() + STARTUP_MS;
        } else if (message.kind === "done") {
          config.push(...message.config);
          from = this.specs.length;
          break;
        } else {
          stopped = `docsgate's OpenAPI linter failed (${message.error.split("\n")[0]})`;
          break;
        }
      }
      this.worker.end();
      if (stopped === undefined) break;
      anyStopped = true;
      // A worker that never got going would fail the same way again: the specs left are all reported.
      const skipped = current !== undefined ? [current] : progressed ? [] : this.specs.map((_, i) => i).slice(from);
      for (const index of skipped) linted[index] = { problems: [notLinted(this.specs[index]!, stopped)] };
      from = current !== undefined ? current + 1 : progressed ? from : this.specs.length;
      if (from < this.specs.length) {
        this.worker = this.start(from);
        this.deadline = Date.now() + STARTUP_MS;
      }
    }
    return { linted, config, ...(anyStopped ? { stopped: true as const } : {}) };
  }

  private start(from: number): BlockingWorker<never> {
    const redoclyConfig = REDOCLY_CONFIG_FILES.find((name) => this.project.files.has(name));
    const data: OpenApiWorkerData = {
      root: this.project.root,
      specs: [...this.specs],
      from,
      fetchRemote: this.options.fetchRemote,
      ...(this.options.allowPrivateAddresses ? { allowPrivateAddresses: true } : {}),
      ...(redoclyConfig ? { redoclyConfig } : {}),
      ...(this.options.withData ? { withData: true } : {}),
    };
    return BlockingWorker.start<OpenApiWorkerData, never>(workerScript(), data, "OpenAPI worker");
  }
}

/** The spec's one problem when its lint was stopped: at its first line (or the docs.json entry naming a remote one). */
function notLinted(request: SpecRequest, reason: string): SpecProblem {
  const name = request.kind === "local" ? request.file : request.url;
  return {
    ruleId: INVALID_FILE_ID,
    message: `${name} was not fully checked: ${reason}. Split it into smaller files joined by \`$ref\`s, or leave a generated spec out of the docs with \`ignore\` in docsgate.config.json.`,
    place: request.kind === "remote" ? request.namedAt : { file: name, line: 1, column: 1 },
  };
}

function specTimeLimitMs(): number {
  const set = Number(process.env.DOCSGATE_SPEC_TIME_LIMIT_MS);
  return Number.isFinite(set) && set > 0 ? set : SPEC_TIME_LIMIT_MS;
}

/** `180`, `0.2`: whole seconds, or tenths below ten. */
function seconds(ms: number): string {
  return ms >= 10_000 ? String(Math.round(ms / 1000)) : String(Math.round(ms / 100) / 10);
}

/**
 * The bundled worker next to this module (dist/openapi-worker.js). Running from the TypeScript
 * sources there is none: the test setup bundles one and names it in DOCSGATE_OPENAPI_WORKER.
 */
function workerScript(): string {
  const bundled = fileURLToPath(new URL("./openapi-worker.js", import.meta.url));
  if (existsSync(bundled)) return bundled;
  const built = process.env.DOCSGATE_OPENAPI_WORKER;
  if (built && existsSync(built)) return built;
  throw new Error(`The OpenAPI worker script is missing (looked for ${bundled}); run npm run build.`);
}
