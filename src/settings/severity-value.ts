import type { SeveritySetting } from "../diagnostics/diagnostic.js";

/** A severity as docsgate.config.json may write it: docsgate's words, ESLint's `warn`, or ESLint's numbers. */
export type SeverityValue = SeveritySetting | "warn" | 0 | 1 | 2;

/** ESLint's numbers: 0 is off, 1 a warning, 2 an error (a notice has no number). */
const SEVERITY_OF: Record<string, SeveritySetting> = { warn: "warning", 0: "off", 1: "warning", 2: "error" };

/** A severity the settings' schema accepted, in docsgate's words. */
export function readSeverity(value: SeverityValue): SeveritySetting {
  return SEVERITY_OF[String(value)] ?? (value as SeveritySetting);
}
