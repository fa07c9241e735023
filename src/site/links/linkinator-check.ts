import { describeNoAnswer } from "./describe-failure.js";
import { serveListing } from "./listing-server.js";

/** What linkinator found for one URL of the site. */
export interface UrlCheck {
  url: string;
  /** The HTTP status; 0 when nothing answered. */
  status: number;
  state: "ok" | "broken" | "skipped";
  /** For status 0: what went wrong, in plain words. */
  failure?: string;
}

/** The built site's URLs could not be checked at all (the listing page was out of linkinator's reach). */
export class LinkCheckError extends Error {}

/**
 * Checks each URL of the served site once with linkinator. linkinator checks the links it finds
 * on a page, so the URLs are the links of one listing page on 127.0.0.1: every URL is requested
 * once however many pages link to it. (linkinator's own crawl of a 2,000-page site compares each
 * repeated link with every result so far, and took 25 s where this takes under one.)
 */
export async function checkSiteUrls(
  urls: readonly string[],
  options: { concurrency: number; timeoutMs: number },
): Promise<Map<string, UrlCheck>> {
  const checks = new Map<string, UrlCheck>();
  if (urls.length === 0) return checks;
  // Loaded when needed: the check without the crawl never pays for linkinator's HTTP client.
  const { LinkChecker } = await import("linkinator");
  const listing = await serveListing(urls);
  try {
    const result = await new LinkChecker().check({
      path: listing.url,
      recurse: false,
      concurrency: options.concurrency,
      timeout: options.timeoutMs,
    });
    for (const link of result.links) {
      const status = link.status ?? 0;
      if (link.url === listing.url) {
        if (link.state !== "OK")
          throw new LinkCheckError(
            `Could not check the site's links: linkinator could not read docsgate's list of them at ${listing.url}${status ? ` (HTTP ${status})` : ""}. Is an HTTP proxy set without NO_PROXY=127.0.0.1?`,
          );
        continue;
      }
      const state = link.state === "OK" ? "ok" : link.state === "SKIPPED" ? "skipped" : "broken";
      checks.set(link.url, {
        url: link.url,
        status,
        state,
        ...(status === 0 && state === "broken"
          ? { failure: describeNoAnswer(link.failureDetails, options.timeoutMs).reason }
          : {}),
      });
    }
  } finally {
    await listing.close();
  }
  return checks;
}
