import { workerData } from "node:worker_threads";
import { logger } from "@redocly/openapi-core";
import { answer } from "../engine/blocking-worker.js";
import { RemoteFetcher } from "./fetch-remote.js";
import { lintSpec } from "./lint-spec.js";
import { RedoclyConfigs } from "./redocly-config.js";
import { RootResolver } from "./root-resolver.js";
import type { OpenApiWorkerData } from "./spec-request.js";
import type { SpecLintResult } from "./types.js";

const data = workerData as OpenApiWorkerData;

// redocly writes to the terminal in a few places (plugin notes); docsgate's report is the only output.
for (const method of ["info", "warn", "error", "output"] as const) logger[method] = () => true;
// redocly keeps the promise of every file it loads; one that failed and that nothing else
// awaits must not end the thread: its failure is already a problem at the `$ref`.
process.on("unhandledRejection", () => {});

async function lintAll(): Promise<SpecLintResult> {
  const fetcher = data.fetchRemote ? new RemoteFetcher() : undefined;
  const configs = RedoclyConfigs.load(data.root, new RootResolver(data.root, undefined), data.redoclyConfig);
  const result: SpecLintResult = { specs: [], problems: [], unread: [], ...(data.withData ? { data: [] } : {}) };
  for (const request of data.specs) {
    const linted = await lintSpec(request, { root: data.root, ...(fetcher ? { fetcher } : {}), configFor: (spec) => configs.forSpec(spec), teamRules: (spec) => configs.teamRules(spec), withData: data.withData ?? false });
    if (linted.index) result.specs.push(linted.index);
    if (linted.data) result.data!.push(linted.data);
    else if (!linted.notSpec) result.unread!.push(request.kind === "local" ? request.file : request.url);
    result.problems.push(...linted.problems);
  }
  if (!data.configReported) result.problems.push(...configs.problems);
  return result;
}

await answer(lintAll);
