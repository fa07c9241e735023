import { PRIVATE_ADDRESSES } from "../../../network/address-guard.js";
import { redactUrls } from "../../../text/redact-url.js";
import { checkHost, type HostLinkResult } from "./check-host.js";
import { readLinkCache, writeLinkCache, type CachedLink } from "./result-cache.js";
import {
  DEFAULT_EXTERNAL_LINK_OPTIONS,
  ExternalLinkResults,
  type ExternalLinkOptions,
  type ExternalLinkResult,
} from "../../../settings/external-link-options.js";

/** Hosts checked at once; each has its own `concurrencyPerHost`. */
const PARALLEL_HOSTS = 8;

/**
 * Checks external links with linkinator: http(s) only, never a URL a skip pattern matches, never
 * one the cache found OK less than `cache.maxAgeHours` ago; the rest grouped by host, each host
 * with its own concurrency, several hosts at once. Returns a result per URL as given (fragments
 * are not checked: `https://a.dev/x#y` and `https://a.dev/x` are one request).
 */
export async function checkExternalLinks(
  urls: readonly string[],
  options: Partial<ExternalLinkOptions> = {},
): Promise<ExternalLinkResults> {
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as Partial<ExternalLinkOptions>;
  const settings = { ...DEFAULT_EXTERNAL_LINK_OPTIONS, ...defined };
  const now = settings.now ?? Date.now;
  const skip = settings.skip.map((pattern) => ({ source: pattern, regexp: new RegExp(pattern) }));
  const results = new ExternalLinkResults();
  const given = new Map<string, ExternalLinkResult>();
  /** The URLs as given, by the URL requested (normalised, without fragment). */
  const toRequest = new Map<string, string[]>();

  for (const url of new Set(urls)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      given.set(url, {
        url,
        status: 0,
        outcome: "broken",
        noAnswer: "invalid",
        reason: "not a valid URL",
        fromCache: false,
      });
      continue;
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
      given.set(url, {
        url,
        status: 0,
        outcome: "skipped",
        reason: `not an http(s) link (${parsed.protocol})`,
        fromCache: false,
      });
      continue;
    }
    const matched = skip.find(({ regexp }) => regexp.test(url) || regexp.test(parsed.href));
    if (matched) {
      given.set(url, {
        url,
        status: 0,
        outcome: "skipped",
        reason: `the skip pattern ${matched.source} matches it`,
        fromCache: false,
      });
      continue;
    }
    parsed.hash = "";
    toRequest.set(parsed.href, [...(toRequest.get(parsed.href) ?? []), url]);
  }

  const cache = settings.cache ? readLinkCache(settings.cache.file, settings.cache.maxAgeHours, now()) : undefined;
  if (cache?.problem) results.cacheProblem = cache.problem;
  const checked = new Map<string, HostLinkResult & { fromCache: boolean }>();
  const byHost = new Map<string, string[]>();
  for (const href of toRequest.keys()) {
    const hit = cache?.entries.get(href);
    if (hit) {
      checked.set(href, { status: hit.status, outcome: "ok", fromCache: true });
      continue;
    }
    const host = new URL(href).host;
    byHost.set(host, [...(byHost.get(host) ?? []), href]);
  }

  await forEachAtOnce([...byHost], PARALLEL_HOSTS, async ([host, hrefs]) => {
    try {
      const found = await checkHost(hrefs, {
        concurrency: settings.concurrencyPerHost,
        timeoutMs: settings.timeoutMs,
        retries: settings.retries,
        retryJitterMs: settings.retryJitterMs,
        skip: skip.map(({ regexp }) => regexp),
        ...(settings.allowPrivateAddresses ? {} : { policy: PRIVATE_ADDRESSES }),
      });
      for (const href of hrefs) {
        checked.set(href, {
          ...(found.get(href) ?? {
            status: 0,
            outcome: "skipped",
            reason: "not checked: linkinator gave no result for it",
          }),
          fromCache: false,
        });
      }
      if (hrefs.some((href) => !found.has(href)))
        results.checkProblems.push(`Some links to ${host} were not checked: linkinator gave no result for them.`);
    } catch (error) {
      const message = redactUrls((error as Error).message);
      results.checkProblems.push(`The links to ${host} were not checked: ${message}`);
      for (const href of hrefs)
        checked.set(href, { status: 0, outcome: "skipped", reason: `not checked: ${message}`, fromCache: false });
    }
  });

  if (settings.cache && cache) {
    const checkedAt = new Date(now()).toISOString();
    const entries = new Map<string, CachedLink>(cache.entries);
    for (const [href, result] of checked) {
      if (result.fromCache) continue;
      if (result.outcome === "ok") entries.set(href, { status: result.status, checkedAt });
      else entries.delete(href);
    }
    const problem = writeLinkCache(settings.cache.file, entries);
    if (problem) results.cacheProblem = results.cacheProblem ? `${results.cacheProblem} ${problem}` : problem;
  }

  for (const [href, inputs] of toRequest) {
    for (const url of inputs) given.set(url, { url, ...checked.get(href)! });
  }
  for (const url of new Set(urls)) results.set(url, given.get(url)!);
  return results;
}

/** Runs `work` on every item, at most `limit` at a time. */
async function forEachAtOnce<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
