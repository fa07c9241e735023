import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  errorText,
  writerHandler
} from "./chunk-GO4XXZ3N.js";
import "./chunk-LOFROOWK.js";

// src/site/output/site-writer-worker.ts
import { parentPort, workerData } from "node:worker_threads";
var port = parentPort;
var handle = writerHandler(workerData.outDir);
port.on("message", (message) => {
  let reply;
  try {
    reply = handle(message);
  } catch (error) {
    reply = { error: errorText(error) };
  }
  if (reply) {
    port.postMessage(reply);
    port.close();
  }
});
