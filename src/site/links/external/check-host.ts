import type { LinkResult } from "linkinator";
import { ALLOW_PRIVATE_HINT, hostRefusal, type AddressPolicy } from "../../../network/address-guard.js";
import { describeNoAnswer } from "../describe-failure.js";
import { serveListing } from "../listing-server.js";
import type { ExternalLinkResult } from "../../../settings/external-link-options.js";

export interface HostCheckOptions {
  concurrency: number;
  timeoutMs: number;
  retries: number;
  retryJitterMs: number;
  /** Compiled skip patterns: a redirect to a matching URL is not followed. */
  skip: readonly RegExp[];
  /** Addresses never requested, nor redirected to (a name's once resolved); undefined: every address is. */
  policy?: AddressPolicy;
}

export type HostLinkResult = Omit<ExternalLinkResult, "url" | "fromCache">;

/**
 * Checks the links of one host with linkinator, `concurrency` requests at a time: it serves a
 * page listing them and lets linkinator check that page's links without recursing. Retries are
 * linkinator's: a 429 with Retry-After waits as long as asked (and holds back the whole host);
 * a 5xx, a 429 without Retry-After or no answer at all waits 2 s, 4 s, 8 s ... (+ jitter).
 * linkinator would retry a host that keeps answering 429 with Retry-After for ever, so a link
 * is requested at most 1 + retries times here. Each try is a HEAD and, when that fails, a GET,
 * each with the whole timeout: a host that never answers costs 2 × timeout per try.
 *
 * With a policy, a link is not requested, nor a redirect followed, to a host it refuses as
 * written or once resolved: linkinator asks before each request and each redirect's hop. (It has
 * no hook on the connection itself, so a name that resolves to one address for this look and to
 * another for linkinator's own lookup slips through; only the status of such a link is seen.)
 *
 * `urls` are absolute http(s) URLs without fragment, as `new URL(url).href` writes them; the
 * results are keyed the same way.
 */
export async function checkHost(
  urls: readonly string[],
  options: HostCheckOptions,
): Promise<Map<string, HostLinkResult>> {
  // Loaded when needed: linkinator's undici throws on import under Node < 22.
  const { LinkChecker } = await import("linkinator");
  const listing = await serveListing(urls);
  try {
    const retriesSoFar = new Map<string, { count: number; status: number }>();
    const capped = new Set<string>();
    /** Why each URL the policy refused was not requested. */
    const refused = new Map<string, string>();
    const hostRefusals = new Map<string, Promise<string | undefined>>();
    const refusal = (href: string, policy: AddressPolicy) => {
      const host = new URL(href).hostname;
      let found = hostRefusals.get(host);
      if (!found) hostRefusals.set(host, (found = hostRefusal(host, policy)));
      return found;
    };
    const checker = new LinkChecker();
    checker.on("retry", ({ url, status }) =>
      retriesSoFar.set(url, { count: (retriesSoFar.get(url)?.count ?? 0) + 1, status }),
    );
    // Called before every request linkinator makes (also before each retry) and for each redirect target.
    const linksToSkip = async (href: string) => {
      if (href === listing.url) return false;
      if (options.skip.some((pattern) => pattern.test(href))) return true;
      const why = options.policy && (await refusal(href, options.policy));
      if (why) return (refused.set(href, why), true);
      if ((retriesSoFar.get(href)?.count ?? 0) > options.retries) return (capped.add(href), true);
      return false;
    };
    const crawl = await checker.check({
      path: listing.url,
      recurse: false,
      concurrency: options.concurrency,
      timeout: options.timeoutMs,
      retry: true,
      retryErrors: true,
      retryErrorsCount: options.retries,
      retryErrorsJitter: options.retryJitterMs,
      linksToSkip,
    });
    const page = crawl.links.find((link) => link.url === listing.url);
    if (page?.state !== "OK") {
      const why = page?.status
        ? `HTTP ${page.status}`
        : describeNoAnswer(page?.failureDetails, options.timeoutMs).reason;
      throw new Error(
        `linkinator could not read docsgate's local list of links at ${listing.url} (${why}); is a proxy set without NO_PROXY=127.0.0.1?`,
      );
    }
    const results = new Map<string, HostLinkResult>();
    for (const link of crawl.links) {
      if (link.url === listing.url || results.has(link.url)) continue;
      const retried = retriesSoFar.get(link.url);
      const why = refused.get(link.url);
      // Skipped without a status of its own: a redirect's target was not followed. Without skip patterns, it was refused.
      const redirectRefused = link.state === "SKIPPED" && !link.status && refused.size > 0 && !options.skip.length;
      results.set(
        link.url,
        why || redirectRefused
          ? {
              status: 0,
              outcome: "refused",
              reason: `${why ?? "it redirects to an address of this machine or its network"}; ${ALLOW_PRIVATE_HINT}`,
            }
          : capped.has(link.url) && retried
            ? stillRetrying(retried.status, options.retries)
            : toResult(link, options.timeoutMs),
      );
    }
    return results;
  } finally {
    await listing.close();
  }
}

function toResult(link: LinkResult, timeoutMs: number): HostLinkResult {
  const status = link.status ?? 0;
  if (link.state === "OK") return { status, outcome: "ok" };
  if (link.state === "SKIPPED") {
    const reason =
      status === 999
        ? "HTTP 999: the site refuses automated requests"
        : status === 403
          ? "HTTP 403 with a bot challenge (Cloudflare)"
          : "it redirects to a link a skip pattern matches";
    return { status, outcome: "skipped", reason };
  }
  if (status > 0) return { status, outcome: "broken", reason: `HTTP ${status}` };
  return { status: 0, outcome: "broken", ...describeNoAnswer(link.failureDetails, timeoutMs) };
}

/** A link linkinator still wanted to retry when its tries ran out (a 429 with Retry-After, every time). */
function stillRetrying(status: number, retries: number): HostLinkResult {
  const tries = retries + 1 === 1 ? "the only try" : `all ${retries + 1} tries`;
  if (status === 0) return { status: 0, outcome: "broken", noAnswer: "network", reason: `no answer on ${tries}` };
  return {
    status,
    outcome: "broken",
    reason: `HTTP ${status}${status === 429 ? " (too many requests)" : ""} on ${tries}`,
  };
}
