import { replaceSecrets } from "../parse/hide-secrets.js";
import type { SpecData } from "./spec-data.js";
import { EXAMPLE_KEYS } from "./spec-index.js";

/**
 * The spec as the site shows it: every string under an example key (`example`, `examples`,
 * `x-codeSamples`) with the secrets openapi/secret finds there replaced by their placeholders,
 * since the API reference pages and their request samples show examples to every reader. The
 * rest is kept, shared with the given spec; the spec itself is not changed.
 */
export function redactExampleSecrets(spec: SpecData): SpecData {
  const documents: Record<string, unknown> = {};
  for (const [key, document] of Object.entries(spec.documents)) documents[key] = redacted(document, false);
  return { ...spec, documents };
}

/** `node` with its example strings redacted: the same object when nothing in it changed. */
function redacted(node: unknown, inExample: boolean): unknown {
  if (typeof node === "string") return inExample ? replaceSecrets(node, false) : node;
  if (node === null || typeof node !== "object") return node;
  let changed = false;
  const copy = (Array.isArray(node) ? [] : {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(node)) {
    const shown = key === "$ref" ? value : redacted(value, inExample || EXAMPLE_KEYS.has(key));
    changed ||= shown !== value;
    copy[key] = shown;
  }
  return changed ? copy : node;
}
