import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { serveSite } from "../serve.js";

/** The built site served on 127.0.0.1 for the link checker. */
export interface ServedSite {
  /** `http://127.0.0.1:PORT`: the site's origin (the base path is under it). */
  origin: string;
  close(): Promise<void>;
}

/** The bundled server script next to this module; from the TypeScript sources (tests) there is none. */
const WORKER_SCRIPT = fileURLToPath(new URL("./site-server-worker.js", import.meta.url));

/**
 * Serves the output folder exactly as `docsgate serve` does (clean URLs, the base path, the 404
 * page), on a thread of its own when bundled, so answering and checking use both cores.
 */
export async function serveForCheck(outDir: string, basePath: string): Promise<ServedSite> {
  if (!existsSync(WORKER_SCRIPT)) {
    const { server, url } = await serveSite(outDir, { basePath, port: 0 });
    return { origin: new URL(url).origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
  }
  const worker = new Worker(WORKER_SCRIPT, { workerData: { outDir, basePath } });
  const url = await new Promise<string>((resolve, reject) => {
    worker.once("message", (reply: { url: string } | { error: string }) =>
      "error" in reply ? reject(new Error(reply.error)) : resolve(reply.url),
    );
    worker.once("error", reject);
  });
  return { origin: new URL(url).origin, close: async () => void (await worker.terminate()) };
}
