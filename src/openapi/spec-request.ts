import type { SpecPlace } from "./types.js";

/** One spec to lint: a file of the docs root, or a URL docs.json names (sent only with --fetch-remote). */
export type SpecRequest =
  | {
      kind: "local";
      file: string;
      /** Not named in docs.json (found by its content, or named by a page): skipped if it is no spec after all. */ found?: true;
    }
  | { kind: "remote"; url: string; namedAt: SpecPlace };

/** Larger specs (and `$ref`-ed files) are reported, not read: parsing them would stall the run. */
export const MAX_SPEC_BYTES = 20 * 1024 * 1024;

/** A size for messages: `20 MB`, `30.5 MB`. */
export function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1);
}
