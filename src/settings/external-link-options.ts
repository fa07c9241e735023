import type { Severity, SeveritySetting } from "../diagnostics/diagnostic.js";

/**
 * How the external links of the docs are checked (settings' `links.external`, plus the cache file the caller picks).
 */
export interface ExternalLinkOptions {
  /** Requests in flight at once to one host (`example.com` and `docs.example.com` are two hosts). */
  concurrencyPerHost: number;
  /** How long one request may wait for an answer. */
  timeoutMs: number;
  /** Retries after a 5xx answer, a 429 answer or no answer at all; a link is requested at most 1 + retries times. */
  retries: number;
  /**
   * Random extra wait, up to this, added to linkinator's backoff of 2 s, 4 s, 8 s ... between retries (default 1000).
   */
  retryJitterMs?: number;
  /** Regular expressions (as strings) matched against the URL; a match is never requested. */
  skip: readonly string[];
  /**
   * Severity per status ("403"), status class ("5xx"), "timeout" or "network"; a broken link without one has the rule's
   * severity.
   */
  severities: Readonly<Record<string, SeveritySetting>>;
  /** Links found OK are remembered in `file` and not requested again for `maxAgeHours`. */
  cache?: { file: string; maxAgeHours: number };
  /** The clock, in milliseconds since the epoch (tests set it). */
  now?: () => number;
  /**
   * --allow-private-addresses: links to loopback, link-local and private addresses are requested too. Given on the
   * command line or as the action's input, never read from the settings file, which a pull request can change.
   */
  allowPrivateAddresses?: boolean;
}

export const DEFAULT_EXTERNAL_LINK_OPTIONS = {
  concurrencyPerHost: 2,
  timeoutMs: 10_000,
  retries: 2,
  retryJitterMs: 1_000,
  skip: [],
  severities: {},
} as const satisfies ExternalLinkOptions;

/**
 * Why a link got no HTTP answer: it timed out, the network failed (DNS, refused, reset, TLS), or it is no URL at all.
 */
export type NoAnswer = "timeout" | "network" | "invalid";

export interface ExternalLinkResult {
  /** The URL as given. */
  url: string;
  /** The final HTTP status; 0 when there was none (timeout, DNS, refused ...). */
  status: number;
  /** `refused`: not requested, its address (or a redirect's) being one of the machine or its network. */
  outcome: "ok" | "broken" | "skipped" | "refused";
  /** Why it is broken or skipped, in plain words: "HTTP 404", "no answer within 10 s", "connection refused" ... */
  reason?: string;
  /** Set when status is 0 and the link is broken. */
  noAnswer?: NoAnswer;
  /** Found OK in the result cache, not requested in this run. */
  fromCache: boolean;
}

/** The results by URL as given, plus notes the caller prints as one line each. */
export class ExternalLinkResults extends Map<string, ExternalLinkResult> {
  /** The result cache could not be read or written; the check went on without it. */
  cacheProblem?: string;
  /** Hosts whose links could not be checked at all (their links are "skipped" with the reason). */
  readonly checkProblems: string[] = [];
}

export type ExternalSeverity = Severity | "off";
