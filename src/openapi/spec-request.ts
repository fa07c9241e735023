import type { LintedSpec } from "./lint-spec.js";
import type { SpecPlace, SpecProblem } from "./types.js";

/** One spec to lint: a file of the docs root, or a URL docs.json names (sent only with --fetch-remote). */
export type SpecRequest =
  | {
      kind: "local";
      file: string;
      /** Not named in docs.json (found by its content, or named by a page): skipped if it is no spec after all. */ found?: true;
    }
  | { kind: "remote"; url: string; namedAt: SpecPlace };

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

/** Larger specs (and `$ref`-ed files) are reported, not read: parsing them would stall the run. */
export const MAX_SPEC_BYTES = 20 * 1024 * 1024;

/** A size for messages: `20 MB`, `30.5 MB`. */
export function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1);
}
