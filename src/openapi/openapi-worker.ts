import { workerData } from "node:worker_threads";
import { logger } from "@redocly/openapi-core";
import { errorText, post } from "../threads/blocking-worker.js";
import { RemoteFetcher } from "./fetch-remote.js";
import { lintSpec, type LintedSpec } from "./lint-spec.js";
import { RedoclyConfigs } from "./redocly-config.js";
import { RootResolver } from "./root-resolver.js";
import { INVALID_FILE_ID } from "./rule-ids.js";
import type { OpenApiWorkerData, SpecWorkerMessage } from "./openapi-worker-messages.js";
import type { SpecRequest } from "./spec-request.js";

const data = workerData as OpenApiWorkerData;
const send = (message: SpecWorkerMessage) => post(message);

// redocly writes to the terminal in a few places (plugin notes); docsgate's report is the only output.
for (const method of ["info", "warn", "error", "output"] as const) logger[method] = () => true;
// redocly keeps the promise of every file it loads; one that failed and that nothing else
// awaits must not end the thread: its failure is already a problem at the `$ref`.
process.on("unhandledRejection", () => {});
// Anything else thrown outside a spec's lint: the calling thread reports the spec under way and goes on without this
// thread.
process.on("uncaughtException", (error) => send({ kind: "failed", error: errorText(error) }));

/**
 * Lints the specs from `data.from` on, one by one, posting when each starts and its result when
 * it ends: the calling thread holds each spec to a time limit, and keeps what was posted if this
 * thread has to be stopped.
 */
async function lintAll(): Promise<void> {
  const fetcher = data.fetchRemote
    ? new RemoteFetcher({ allowPrivateAddresses: data.allowPrivateAddresses ?? false })
    : undefined;
  const configs = RedoclyConfigs.load(data.root, new RootResolver(data.root, undefined), data.redoclyConfig);
  for (let index = data.from; index < data.specs.length; index++) {
    const request = data.specs[index]!;
    send({ kind: "start", index, at: Date.now() });
    let linted: LintedSpec;
    try {
      linted = await lintSpec(request, {
        root: data.root,
        ...(fetcher ? { fetcher } : {}),
        configFor: (spec) => configs.forSpec(spec),
        teamRules: (spec) => configs.teamRules(spec),
        withData: data.withData ?? false,
      });
    } catch (error) {
      linted = { problems: [crashed(request, error)] };
    }
    send({ kind: "spec", index, linted, config: configs.problems.splice(0) });
  }
  send({ kind: "done", config: configs.problems.splice(0) });
}

/** A spec whose lint threw: a fault of docsgate's, reported at the spec so the run goes on. */
function crashed(request: SpecRequest, error: unknown) {
  const name = request.kind === "local" ? request.file : request.url;
  return {
    ruleId: INVALID_FILE_ID,
    message: `${name} could not be linted: docsgate failed with "${(error as Error).message ?? String(error)}". Please report this at https://github.com/docsgate/docsgate/issues with the file.`,
    place: request.kind === "remote" ? request.namedAt : { file: name, line: 1, column: 1 },
  };
}

try {
  await lintAll();
} catch (error) {
  send({ kind: "failed", error: errorText(error) });
}
