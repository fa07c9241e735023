import type { ExternalLinkResult, ExternalSeverity } from "../../../settings/external-link-options.js";

/**
 * The severity the settings' map gives a broken link, or undefined when it names none (the rule's
 * own severity applies then). A status of its own ("403") beats its class ("4xx"); a link
 * without an answer takes "timeout" or "network".
 */
export function mappedSeverity(
  result: ExternalLinkResult,
  severities: Readonly<Record<string, ExternalSeverity>>,
): ExternalSeverity | undefined {
  const keys =
    result.status > 0
      ? [String(result.status), `${Math.floor(result.status / 100)}xx`]
      : result.noAnswer === "timeout" || result.noAnswer === "network"
        ? [result.noAnswer]
        : [];
  for (const key of keys) {
    const severity = Object.hasOwn(severities, key) ? severities[key] : undefined;
    if (severity) return severity;
  }
  return undefined;
}
