import { MessageChannel, receiveMessageOnPort, Worker, workerData } from "node:worker_threads";
import { errorText, post, type CappedWorkerData, type WorkerChannel } from "./blocking-worker.js";

/**
 * Runs a worker under heap limits and relays what it posts to the blocked caller. The caller
 * cannot hear a worker die while it waits (its event loop is blocked), so this thread, whose
 * loop runs, listens: a worker that runs out of its heap, or ends any other way without an
 * answer, is reported as an error reply instead of leaving the caller waiting for ever.
 */
const { script, data, limits } = workerData as CappedWorkerData & WorkerChannel;
const { port1, port2 } = new MessageChannel();
const inner = new Worker(script, {
  workerData: { ...data, port: port2, posted: new Int32Array(new SharedArrayBuffer(4)) },
  transferList: [port2],
  resourceLimits: limits,
});
let relayed = 0;
let failure: unknown;
const relay = (message: unknown) => {
  relayed++;
  post(message);
};
port1.on("message", relay);
inner.on("error", (error) => {
  failure = error;
});
inner.on("exit", () => {
  // Messages posted just before the end may not have been delivered yet.
  for (let left = receiveMessageOnPort(port1); left; left = receiveMessageOnPort(port1)) relay(left.message);
  if (failure !== undefined) {
    const outOfMemory = (failure as { code?: unknown }).code === "ERR_WORKER_OUT_OF_MEMORY";
    post({ error: errorText(failure), ...(outOfMemory ? { outOfMemory } : {}) });
  } else if (relayed === 0) post({ error: "The worker ended without an answer.", ended: true });
  port1.close();
});
