import type { LintedSpec } from "./lint-spec.js";
import type { SpecRequest } from "./spec-request.js";
import type { SpecProblem } from "./types.js";

/** What the main thread hands the OpenAPI worker. */
export interface OpenApiWorkerData {
  root: string;
  specs: SpecRequest[];
  /** The index in `specs` to start at: a thread started after another was stopped goes on from there. */
  from: number;
  fetchRemote: boolean;
  /** --allow-private-addresses: the fetches may reach loopback, link-local and private addresses. */
  allowPrivateAddresses?: boolean;
  /** `redocly.yaml` or `.redocly.yaml` at the docs root, when there is one. */
  redoclyConfig?: string;
  /** Building the site: send the parsed specs back too. */
  withData?: boolean;
}

/**
 * What the OpenAPI worker posts, in order: for each spec `start` and then `spec`, and `done` at
 * the end; `failed` when something outside a spec's lint threw. `config`: redocly.yaml's problems
 * found since the last message.
 */
export type SpecWorkerMessage =
  | { kind: "start"; index: number; at: number }
  | { kind: "spec"; index: number; linted: LintedSpec; config: SpecProblem[] }
  | { kind: "done"; config: SpecProblem[] }
  | { kind: "failed"; error: string };
