import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/threads/blocking-worker.ts
import { fileURLToPath } from "node:url";
import {
  MessageChannel,
  receiveMessageOnPort,
  Worker,
  workerData
} from "node:worker_threads";
var CAPPED_SCRIPT = fileURLToPath(new URL("./memory-capped-worker.js", import.meta.url));
var WorkerDied = class extends Error {
};
var WorkerOutOfMemory = class extends WorkerDied {
};
var BlockingWorker = class _BlockingWorker {
  constructor(worker, port, posted, name) {
    this.worker = worker;
    this.port = port;
    this.posted = posted;
    this.name = name;
  }
  worker;
  port;
  posted;
  name;
  taken = 0;
  /** Starts `script` with `data` (plus the channel); `name` says what it is in error messages. */
  static start(script, data, name) {
    const { port1, port2 } = new MessageChannel();
    const posted = new Int32Array(new SharedArrayBuffer(4));
    const channel = { port: port2, posted };
    const worker = new Worker(script, { workerData: { ...data, ...channel }, transferList: [port2] });
    worker.unref();
    worker.on("error", () => {
    });
    return new _BlockingWorker(worker, port1, posted, name);
  }
  /**
   * Starts `script` through a thread that watches it, under heap `limits` if any: when it runs out
   * of its heap, `result()` throws WorkerOutOfMemory at once, and WorkerDied when it ends any other
   * way without an answer (a plain worker that dies leaves its caller waiting for ever). A heap
   * limit also makes the garbage collector keep the heap near what is alive, where an unlimited one
   * lets it grow to twice that.
   */
  static startWatched(script, data, name, limits = {}) {
    return _BlockingWorker.start(CAPPED_SCRIPT, { script, data, limits }, name);
  }
  /**
   * Blocks until the worker posts its next message (see `post`), or undefined once `deadline` (a Date.now() time) has
   * passed.
   */
  next(deadline = Infinity) {
    while (Atomics.load(this.posted, 0) === this.taken) {
      const left = deadline - Date.now();
      if (left <= 0) return void 0;
      Atomics.wait(this.posted, 0, this.taken, left === Infinity ? void 0 : left);
    }
    this.taken++;
    return receiveMessageOnPort(this.port)?.message;
  }
  /** Ends the worker, wherever it is. */
  end() {
    void this.worker.terminate();
    this.port.close();
  }
  /** Blocks until the worker answers (at most `timeoutMs`), ends it, and returns its result or throws its error. */
  result(timeoutMs = Infinity) {
    const reply = this.next(Date.now() + timeoutMs);
    this.end();
    if (!reply) throw new Error(`The ${this.name} did not answer.`);
    if ("error" in reply && reply.outOfMemory) throw new WorkerOutOfMemory(`The ${this.name} ran out of memory.`);
    if ("error" in reply && reply.ended) throw new WorkerDied(`The ${this.name} ended without an answer.`);
    if ("error" in reply) throw new Error(`The ${this.name} failed: ${reply.error}`);
    return reply.result;
  }
};
function post(message) {
  const { port, posted } = workerData;
  port.postMessage(message);
  Atomics.add(posted, 0, 1);
  Atomics.notify(posted, 0);
}
async function answer(work) {
  let reply;
  try {
    reply = { result: await work() };
  } catch (error) {
    reply = { error: errorText(error) };
  }
  post(reply);
}
function errorText(error) {
  return error instanceof Error ? error.stack ?? error.message : String(error);
}

export {
  WorkerDied,
  WorkerOutOfMemory,
  BlockingWorker,
  post,
  answer,
  errorText
};
