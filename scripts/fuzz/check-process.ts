import { fork, type ChildProcess } from "node:child_process";
import type { WorkerAnswer, WorkerTask } from "./check-worker.js";

/** What became of one task given to the child: its answer, or the child's end. */
export type TaskOutcome =
  | { kind: "answer"; answer: WorkerAnswer }
  | { kind: "died"; code: number | null; signal: NodeJS.Signals | null; stderr: string }
  | { kind: "timeout"; stderr: string };

export interface ProcessLimits {
  /** Past this, a task is a hang: the child is killed. */
  timeoutMs: number;
  /**
   * The child's V8 heap limit (--max-old-space-size), so a memory blow-up ends as a crash, not as the machine's
   * trouble.
   */
  memoryMb: number;
}

/** The end of stderr kept, for a crash's stack. */
const STDERR_KEPT = 16_000;

/**
 * The long-lived child that checks projects (check-worker.ts): started on first use, and again
 * after it died or was killed for taking too long. A crash, a hang or running out of memory thus
 * ends a task, never the fuzzer.
 */
export class CheckProcess {
  private child: ChildProcess | undefined;
  private ready: Promise<void> | undefined;
  private stderr = "";

  constructor(
    private readonly script: string,
    private readonly limits: ProcessLimits,
  ) {}

  async run(task: Omit<WorkerTask, "id">): Promise<TaskOutcome> {
    const child = await this.started();
    this.stderr = "";
    const id = Math.floor(Math.random() * 2 ** 31);
    return new Promise<TaskOutcome>((resolve) => {
      const finish = (outcome: TaskOutcome) => {
        clearTimeout(timer);
        child.off("message", onMessage);
        child.off("exit", onExit);
        resolve(outcome);
      };
      const onMessage = (message: WorkerAnswer) => {
        if (message.id === id) finish({ kind: "answer", answer: message });
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        this.forget(child);
        finish({ kind: "died", code, signal, stderr: this.stderr });
      };
      const timer = setTimeout(() => {
        this.stop();
        finish({ kind: "timeout", stderr: this.stderr });
      }, this.limits.timeoutMs);
      child.on("message", onMessage);
      child.on("exit", onExit);
      child.send({ ...task, id } satisfies WorkerTask);
    });
  }

  /** Ends the child (it is started again on the next task). */
  stop(): void {
    const child = this.child;
    if (!child) return;
    this.forget(child);
    child.kill("SIGKILL");
  }

  private forget(child: ChildProcess): void {
    if (this.child !== child) return;
    this.child = undefined;
    this.ready = undefined;
  }

  private async started(): Promise<ChildProcess> {
    if (this.child && this.ready) {
      await this.ready;
      return this.child;
    }
    const child = fork(this.script, [], {
      execArgv: ["--enable-source-maps", `--max-old-space-size=${this.limits.memoryMb}`],
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      serialization: "advanced",
    });
    child.stderr!.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString("utf8")).slice(-STDERR_KEPT);
    });
    this.child = child;
    this.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        child.off("exit", onExit);
        resolve();
      };
      const onExit = (code: number | null) =>
        reject(new Error(`The fuzzer's check process ended before it was ready (exit code ${code}): ${this.stderr}`));
      child.once("message", onMessage);
      child.once("exit", onExit);
    });
    await this.ready;
    return child;
  }
}
