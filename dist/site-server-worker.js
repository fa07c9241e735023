import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  serveSite
} from "./chunk-M4EKLA6G.js";
import "./chunk-DUK4ZRUO.js";
import "./chunk-6XB3XLVW.js";
import "./chunk-34R7G3LF.js";
import "./chunk-LOFROOWK.js";

// src/site/links/site-server-worker.ts
import { parentPort, workerData } from "node:worker_threads";
var { outDir, basePath } = workerData;
var port = parentPort;
serveSite(outDir, { basePath, port: 0 }).then(
  ({ url }) => port.postMessage({ url }),
  (error) => port.postMessage({ error: error.message })
);
