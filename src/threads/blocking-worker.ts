import { fileURLToPath } from "node:url";
import {
  MessageChannel,
  receiveMessageOnPort,
  Worker,
  workerData,
  type MessagePort,
  type ResourceLimits,
} from "node:worker_threads";

/** What every blocking worker receives besides its own data. */
export interface WorkerChannel {
  port: MessagePort;
  /** How many messages the worker has posted: raised (and notified) after each. */
  posted: Int32Array;
}

/** What BlockingWorker.startWatched hands memory-capped-worker.ts: the worker to run, its data and its heap limits. */
export interface CappedWorkerData {
  script: string;
  data: object;
  limits: ResourceLimits;
}

type Reply<Result> = { result: Result } | { error: string; outOfMemory?: true; ended?: true };

/** The bundled script that runs a worker under heap limits (see memory-capped-worker.ts). */
const CAPPED_SCRIPT = fileURLToPath(new URL("./memory-capped-worker.js", import.meta.url));

/** Thrown by `result()` when a watched worker ended without an answer (the thread died). */
export class WorkerDied extends Error {}

/** Thrown by `result()` when a watched worker ran out of its heap. */
export class WorkerOutOfMemory extends WorkerDied {}

/**
 * A worker thread whose messages the calling thread collects synchronously: `next()` blocks on
 * an atomic counter until the worker has posted, then takes the message off the port. This keeps
 * `check()` synchronous while pages or OpenAPI files are handled on other threads. A worker that
 * hangs or dies posts nothing: the caller's deadline is what ends the wait.
 */
export class BlockingWorker<Result> {
  private taken = 0;

  private constructor(
    private readonly worker: Worker,
    private readonly port: MessagePort,
    private readonly posted: Int32Array,
    private readonly name: string,
  ) {}

  /** Starts `script` with `data` (plus the channel); `name` says what it is in error messages. */
  static start<Data extends object, Result>(script: string, data: Data, name: string): BlockingWorker<Result> {
    const { port1, port2 } = new MessageChannel();
    const posted = new Int32Array(new SharedArrayBuffer(4));
    const channel: WorkerChannel = { port: port2, posted };
    const worker = new Worker(script, { workerData: { ...data, ...channel }, transferList: [port2] });
    worker.unref();
    // An error that ends the thread surfaces as this event, which unheard would end the process: the caller's deadline
    // covers it.
    worker.on("error", () => {});
    return new BlockingWorker<Result>(worker, port1, posted, name);
  }

  /**
   * Starts `script` through a thread that watches it, under heap `limits` if any: when it runs out
   * of its heap, `result()` throws WorkerOutOfMemory at once, and WorkerDied when it ends any other
   * way without an answer (a plain worker that dies leaves its caller waiting for ever). A heap
   * limit also makes the garbage collector keep the heap near what is alive, where an unlimited one
   * lets it grow to twice that.
   */
  static startWatched<Data extends object, Result>(
    script: string,
    data: Data,
    name: string,
    limits: ResourceLimits = {},
  ): BlockingWorker<Result> {
    return BlockingWorker.start<CappedWorkerData, Result>(CAPPED_SCRIPT, { script, data, limits }, name);
  }

  /**
   * Blocks until the worker posts its next message (see `post`), or undefined once `deadline` (a Date.now() time) has
   * passed.
   */
  next<Message>(deadline = Infinity): Message | undefined {
    while (Atomics.load(this.posted, 0) === this.taken) {
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      Atomics.wait(this.posted, 0, this.taken, left === Infinity ? undefined : left);
    }
    this.taken++;
    return receiveMessageOnPort(this.port)?.message as Message;
  }

  /** Ends the worker, wherever it is. */
  end(): void {
    void this.worker.terminate();
    this.port.close();
  }

  /** Blocks until the worker answers (at most `timeoutMs`), ends it, and returns its result or throws its error. */
  result(timeoutMs = Infinity): Result {
    const reply = this.next<Reply<Result>>(Date.now() + timeoutMs);
    this.end();
    if (!reply) throw new Error(`The ${this.name} did not answer.`);
    if ("error" in reply && reply.outOfMemory) throw new WorkerOutOfMemory(`The ${this.name} ran out of memory.`);
    if ("error" in reply && reply.ended) throw new WorkerDied(`The ${this.name} ended without an answer.`);
    if ("error" in reply) throw new Error(`The ${this.name} failed: ${reply.error}`);
    return reply.result;
  }
}

/** In a worker started by BlockingWorker: posts a message and wakes the caller. */
export function post(message: unknown): void {
  const { port, posted } = workerData as WorkerChannel;
  port.postMessage(message);
  Atomics.add(posted, 0, 1);
  Atomics.notify(posted, 0);
}

/** In a worker started by BlockingWorker: does the work, posts its result (or its error) and wakes the caller. */
export async function answer<Result>(work: () => Result | Promise<Result>): Promise<void> {
  let reply: Reply<Result>;
  try {
    reply = { result: await work() };
  } catch (error) {
    reply = { error: errorText(error) };
  }
  post(reply);
}

/** An error's stack (or message) for the calling thread. */
export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
