import { parentPort, workerData } from "node:worker_threads";
import { serveSite } from "../serve.js";

/** The site server's thread during the link check: answers linkinator while the calling thread checks. */
const { outDir, basePath } = workerData as { outDir: string; basePath: string };
const port = parentPort!;
serveSite(outDir, { basePath, port: 0 }).then(
  ({ url }) => port.postMessage({ url }),
  (error: Error) => port.postMessage({ error: error.message }),
);
