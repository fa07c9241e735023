import type { NoAnswer } from "../../settings/external-link-options.js";

/** Plain words for why a request got no HTTP answer, and whether that was a timeout or the network. */
export function describeNoAnswer(
  details: readonly unknown[] | undefined,
  timeoutMs: number,
): { noAnswer: NoAnswer; reason: string } {
  const error = [...(details ?? [])].reverse().find((detail): detail is Error => detail instanceof Error);
  if (!error) return { noAnswer: "network", reason: "no answer" };
  const codes = errorCodes(error);
  const has = (...wanted: string[]) => wanted.some((code) => codes.has(code));
  if (
    error.name === "TimeoutError" ||
    has("UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "ETIMEDOUT")
  ) {
    return { noAnswer: "timeout", reason: `no answer within ${seconds(timeoutMs)}` };
  }
  const network = (reason: string) => ({ noAnswer: "network" as const, reason });
  if (has("ECONNREFUSED")) return network("connection refused");
  if (has("ENOTFOUND")) return network("host not found (DNS)");
  if (has("EAI_AGAIN")) return network("DNS lookup failed for now (EAI_AGAIN)");
  if (has("ECONNRESET", "UND_ERR_SOCKET", "EPIPE")) return network("connection closed by the server");
  if (has("EHOSTUNREACH", "ENETUNREACH")) return network("host unreachable");
  const tls = [...codes].find((code) => /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|^ERR_TLS|^ERR_SSL/.test(code));
  if (tls) return network(`TLS certificate problem (${tls})`);
  const message = innermostMessage(error);
  if (/redirect count exceeded/i.test(message)) return network("too many redirects");
  if (/^bad port$/i.test(message)) return network("port blocked by fetch (a port browsers refuse)");
  return network(message || "no answer");
}

/** `10 s`, `0.3 s`. */
export function seconds(milliseconds: number): string {
  return `${Number((milliseconds / 1000).toFixed(1))} s`;
}

function errorCodes(error: unknown, codes = new Set<string>(), depth = 0): Set<string> {
  if (!error || typeof error !== "object" || depth > 5) return codes;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string") codes.add(code);
  errorCodes(cause, codes, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) errorCodes(inner, codes, depth + 1);
  return codes;
}

function innermostMessage(error: Error): string {
  let current: unknown = error;
  let message = error.message;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current.message) message = current.message;
    current = current.cause;
  }
  return message;
}
