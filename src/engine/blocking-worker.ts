import { MessageChannel, receiveMessageOnPort, Worker, workerData, type MessagePort } from "node:worker_threads";

/** What every blocking worker receives besides its own data. */
export interface WorkerChannel {
  port: MessagePort;
  /** Set to 1 (and notified) once the worker has posted its reply. */
  done: Int32Array;
}

type Reply<Result> = { result: Result } | { error: string };

/**
 * A worker thread whose result the calling thread collects synchronously: `result()` blocks on
 * an atomic flag until the worker has posted, then takes the message off the port. This keeps
 * `check()` synchronous while pages or OpenAPI files are handled on other threads.
 */
export class BlockingWorker<Result> {
  private constructor(
    private readonly worker: Worker,
    private readonly port: MessagePort,
    private readonly done: Int32Array,
    private readonly name: string,
  ) {}

  /** Starts `script` with `data` (plus the channel); `name` says what it is in error messages. */
  static start<Data extends object, Result>(script: string, data: Data, name: string): BlockingWorker<Result> {
    const { port1, port2 } = new MessageChannel();
    const done = new Int32Array(new SharedArrayBuffer(4));
    const channel: WorkerChannel = { port: port2, done };
    const worker = new Worker(script, { workerData: { ...data, ...channel }, transferList: [port2] });
    worker.unref();
    return new BlockingWorker<Result>(worker, port1, done, name);
  }

  /** Blocks until the worker answers (at most `timeoutMs`), ends it, and returns its result or throws its error. */
  result(timeoutMs = Infinity): Result {
    const deadline = Date.now() + timeoutMs;
    while (Atomics.load(this.done, 0) === 0) {
      const left = deadline - Date.now();
      if (left <= 0) {
        void this.worker.terminate();
        throw new Error(`The ${this.name} did not answer.`);
      }
      Atomics.wait(this.done, 0, 0, left === Infinity ? undefined : left);
    }
    const reply = receiveMessageOnPort(this.port)?.message as Reply<Result> | undefined;
    void this.worker.terminate();
    this.port.close();
    if (!reply) throw new Error(`The ${this.name} finished without results.`);
    if ("error" in reply) throw new Error(`The ${this.name} failed: ${reply.error}`);
    return reply.result;
  }
}

/** In a worker started by BlockingWorker: does the work, posts its result (or its error) and wakes the caller. */
export async function answer<Result>(work: () => Result | Promise<Result>): Promise<void> {
  const { port, done } = workerData as WorkerChannel;
  let reply: Reply<Result>;
  try {
    reply = { result: await work() };
  } catch (error) {
    reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
}
