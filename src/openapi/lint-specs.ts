import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BlockingWorker } from "../engine/blocking-worker.js";
import type { Project } from "../project/project.js";
import { findSpecs } from "./find-specs.js";
import { REDOCLY_CONFIG_FILES } from "./redocly-rules.js";
import type { OpenApiWorkerData } from "./spec-request.js";
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
export function startSpecLint(project: Project, options: { fetchRemote: boolean; withData?: boolean }): SpecLint {
  const found = findSpecs(project, options.fetchRemote);
  if (found.specs.length === 0) return { join: () => ({ specs: [], problems: found.problems, unread: found.unread }) };

  const redoclyConfig = REDOCLY_CONFIG_FILES.find((name) => project.files.has(name));
  const data: OpenApiWorkerData = { root: project.root, specs: found.specs, fetchRemote: options.fetchRemote, ...(redoclyConfig ? { redoclyConfig } : {}), ...(options.withData ? { withData: true } : {}) };
  const worker = BlockingWorker.start<OpenApiWorkerData, SpecLintResult>(workerScript(), data, "OpenAPI worker");
  return {
    join() {
      const result = worker.result(WORKER_DEADLINE_MS);
      return { specs: result.specs, problems: [...found.problems, ...result.problems], unread: [...found.unread, ...(result.unread ?? [])], ...(result.data ? { data: result.data } : {}) };
    },
  };
}
