import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  errorText,
  post
} from "./chunk-UWRAYTU5.js";
import "./chunk-LOFROOWK.js";

// src/threads/memory-capped-worker.ts
import { MessageChannel, receiveMessageOnPort, Worker, workerData } from "node:worker_threads";
var { script, data, limits } = workerData;
var { port1, port2 } = new MessageChannel();
var inner = new Worker(script, {
  workerData: { ...data, port: port2, posted: new Int32Array(new SharedArrayBuffer(4)) },
  transferList: [port2],
  resourceLimits: limits
});
var relayed = 0;
var failure;
var relay = (message) => {
  relayed++;
  post(message);
};
port1.on("message", relay);
inner.on("error", (error) => {
  failure = error;
});
inner.on("exit", () => {
  for (let left = receiveMessageOnPort(port1); left; left = receiveMessageOnPort(port1)) relay(left.message);
  if (failure !== void 0) {
    const outOfMemory = failure.code === "ERR_WORKER_OUT_OF_MEMORY";
    post({ error: errorText(failure), ...outOfMemory ? { outOfMemory } : {} });
  } else if (relayed === 0) post({ error: "The worker ended without an answer.", ended: true });
  port1.close();
});
