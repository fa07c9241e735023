import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
import type { Project } from "../project/project.js";
import { findSpecs } from "./find-specs.js";
import { REDOCLY_CONFIG_FILES } from "./redocly-rules.js";
import type { OpenApiWorkerData, OpenApiWorkerReply } from "./spec-request.js";
import type { SpecLintResult } from "./types.js";

export interface SpecLint {
  /** Blocks until the specs are linted. */
  join(): SpecLintResult;
}

/**
 * The bundled worker next to this module (dist/openapi-worker.js). Running from the TypeScript
 * sources there is none: the test setup bundles one and names it in DOCSGATE_OPENAPI_WORKER.
 */
function workerScript(): string {
  const bundled = fileURLToPath(new URL("./openapi-worker.js", import.meta.url));
  if (existsSync(bundled)) return bundled;
  const built = process.env.DOCSGATE_OPENAPI_WORKER;
  if (built && existsSync(built)) return built;
  throw new Error(`The OpenAPI worker script is missing (looked for ${bundled}); run npm run build.`);
}

/** Far beyond any real lint (a 20 MB spec takes seconds): only a worker that died without a word gets here. */
const WORKER_DEADLINE_MS = 10 * 60 * 1000;

/**
 * Starts linting the project's OpenAPI files with redocly on a worker thread, so that loading
 * redocly and linting run while the calling thread parses the pages; `join` hands the result
 * over synchronously, like the page workers do. No spec, no worker.
 */
export function startSpecLint(project: Project, options: { fetchRemote: boolean }): SpecLint {
  const found = findSpecs(project, options.fetchRemote);
  if (found.specs.length === 0) return { join: () => ({ specs: [], problems: found.problems, unread: found.unread }) };

  const { port1, port2 } = new MessageChannel();
  const done = new Int32Array(new SharedArrayBuffer(4));
  const redoclyConfig = REDOCLY_CONFIG_FILES.find((name) => project.files.has(name));
  const data: OpenApiWorkerData = {
    root: project.root,
    specs: found.specs,
    fetchRemote: options.fetchRemote,
    ...(redoclyConfig ? { redoclyConfig } : {}),
    port: port2,
    done,
  };
  const worker = new Worker(workerScript(), { workerData: data, transferList: [port2] });
  worker.unref();

  return {
    join() {
      const deadline = Date.now() + WORKER_DEADLINE_MS;
      while (Atomics.load(done, 0) === 0) {
        const left = deadline - Date.now();
        if (left <= 0) {
          void worker.terminate();
          throw new Error("The OpenAPI worker did not answer.");
        }
        Atomics.wait(done, 0, 0, left);
      }
      const reply = receiveMessageOnPort(port1)?.message as OpenApiWorkerReply | undefined;
      void worker.terminate();
      port1.close();
      if (!reply) throw new Error("The OpenAPI worker finished without results.");
      if ("error" in reply) throw new Error(`The OpenAPI worker failed: ${reply.error}`);
      const { result } = reply;
      return { specs: result.specs, problems: [...found.problems, ...result.problems], unread: [...found.unread, ...(result.unread ?? [])] };
    },
  };
}
