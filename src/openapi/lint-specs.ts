import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BlockingWorker } from "../engine/blocking-worker.js";
import type { PageFacts } from "../pages/page-facts.js";
import type { Project } from "../project/project.js";
import { findSpecs, specsNamedByPages } from "./find-specs.js";
import { REDOCLY_CONFIG_FILES } from "./redocly-rules.js";
import type { OpenApiWorkerData, SpecRequest } from "./spec-request.js";
import type { SpecLintResult } from "./types.js";

export interface SpecLint {
  /**
   * Blocks until the specs are linted. `pages`: the spec files their front matter names are
   * linted too, when finding the specs did not ask for them.
   */
  join(pages?: ReadonlyMap<string, PageFacts>): SpecLintResult;
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

interface LintOptions {
  fetchRemote: boolean;
  withData?: boolean;
}

/**
 * Starts linting the project's OpenAPI files with redocly on a worker thread, so that loading
 * redocly and linting run while the calling thread parses the pages; `join` hands the result
 * over synchronously, like the page workers do. No spec, no worker.
 */
export function startSpecLint(project: Project, options: LintOptions): SpecLint {
  const found = findSpecs(project, options.fetchRemote);
  const first = found.specs.length === 0 ? undefined : startWorker(project, found.specs, options, true);
  const requested = new Set(found.specs.flatMap((spec) => (spec.kind === "local" ? [spec.file] : [])));
  return {
    join(pages) {
      const linted = first?.result(WORKER_DEADLINE_MS) ?? { specs: [], problems: [] };
      const result = { specs: linted.specs, problems: [...found.problems, ...linted.problems], unread: [...found.unread, ...(linted.unread ?? [])], ...(linted.data ? { data: linted.data } : {}) };
      const named = pages ? specsNamedByPages(project, pages, requested) : [];
      if (named.length === 0) return result;
      const more = startWorker(project, named.map((file) => ({ kind: "local", file, found: true })), options, false).result(WORKER_DEADLINE_MS);
      return {
        specs: [...result.specs, ...more.specs],
        problems: [...result.problems, ...more.problems],
        unread: [...result.unread, ...(more.unread ?? [])],
        ...(result.data || more.data ? { data: [...(result.data ?? []), ...(more.data ?? [])] } : {}),
      };
    },
  };
}

/** `reportConfig`: report redocly.yaml's own problems (once per run). */
function startWorker(project: Project, specs: SpecRequest[], options: LintOptions, reportConfig: boolean): BlockingWorker<SpecLintResult> {
  const redoclyConfig = REDOCLY_CONFIG_FILES.find((name) => project.files.has(name));
  const data: OpenApiWorkerData = {
    root: project.root,
    specs,
    fetchRemote: options.fetchRemote,
    ...(redoclyConfig ? { redoclyConfig } : {}),
    ...(options.withData ? { withData: true } : {}),
    ...(reportConfig ? {} : { configReported: true }),
  };
  return BlockingWorker.start<OpenApiWorkerData, SpecLintResult>(workerScript(), data, "OpenAPI worker");
}
