import type { Dispatcher } from "undici";
import { ALLOW_PRIVATE_HINT, RefusedAddress } from "../network/address-guard.js";
import { guardedAgent } from "../network/guarded-agent.js";
import { redactUrl, redactUrls } from "../text/redact-url.js";
import { MAX_SPEC_BYTES, megabytes } from "./spec-request.js";

/** A failure's `reason` names the URL (`<url> could not be fetched: <why>`); `why` is the part after it. */
export type Fetched = { ok: true; text: string; mimeType?: string } | { ok: false; reason: string; why: string };

/** How long one attempt may take, from the request to the last byte. */
export const FETCH_TIMEOUT_MS = 10_000;

export interface FetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** --allow-private-addresses: loopback, link-local and private addresses may be fetched too. */
  allowPrivateAddresses: boolean;
}

/**
 * Fetches remote OpenAPI files for --fetch-remote: each URL once per run, within a timeout and
 * the size limit of local files, with one retry when the network or the server failed (not
 * when the server answered that the file is missing or too large). Unless allowed, an address
 * of the machine or its network is refused, at the connection of every redirect's hop, after
 * its name is resolved. Failures come back as plain reasons, the URL's credentials redacted,
 * never as exceptions.
 */
export class RemoteFetcher {
  private readonly cache = new Map<string, Promise<Fetched>>();
  private dispatcher?: Promise<Dispatcher>;
  private readonly options: FetchOptions;

  constructor(options: Pick<FetchOptions, "allowPrivateAddresses"> & Partial<FetchOptions>) {
    this.options = { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_SPEC_BYTES, ...options };
  }

  fetch(url: string): Promise<Fetched> {
    let fetched = this.cache.get(url);
    if (!fetched) {
      fetched = this.withRetry(url);
      this.cache.set(url, fetched);
    }
    return fetched;
  }

  private async withRetry(url: string): Promise<Fetched> {
    const first = await this.attempt(url);
    if (first.ok || !first.retry) return first.result;
    const second = await this.attempt(url);
    return second.ok || !second.retry
      ? second.result
      : { ok: false, reason: `${second.result.reason} (tried twice)`, why: `${second.result.why} (tried twice)` };
  }

  private async attempt(
    url: string,
  ): Promise<{ ok: true; result: Fetched } | { ok: false; retry: boolean; result: Extract<Fetched, { ok: false }> }> {
    const fail = (retry: boolean, reason: string) => ({
      ok: false as const,
      retry,
      result: { ok: false as const, reason: `${redactUrl(url)} could not be fetched: ${reason}`, why: reason },
    });
    if (/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(url))
      return fail(false, "its address holds a user name or password, and docsgate sends no credentials");
    const seconds = this.options.timeoutMs / 1000;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let response: Response;
    try {
      // Redirects are followed; credentials are never sent.
      response = await fetch(url, {
        signal,
        headers: { accept: "application/json, application/yaml, text/yaml, */*" },
        ...(this.options.allowPrivateAddresses ? {} : { dispatcher: await (this.dispatcher ??= guardedAgent()) }),
      } as RequestInit);
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof RefusedAddress) return fail(false, `${cause.message}; ${ALLOW_PRIVATE_HINT}`);
      return fail(true, signal.aborted ? `no answer within ${seconds} s` : networkReason(error));
    }
    if (!response.ok) {
      void response.body?.cancel();
      return fail(
        response.status >= 500 || response.status === 429,
        `the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`,
      );
    }
    const tooLarge = `it is larger than ${megabytes(this.options.maxBytes)} MB, the size docsgate reads`;
    const declared = Number(response.headers.get("content-length"));
    if (declared > this.options.maxBytes) {
      void response.body?.cancel();
      return fail(false, tooLarge);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for await (const chunk of response.body ?? []) {
        size += chunk.byteLength;
        if (size > this.options.maxBytes) {
          void response.body?.cancel();
          return fail(false, tooLarge);
        }
        chunks.push(chunk);
      }
    } catch (error) {
      return fail(true, signal.aborted ? `the download did not finish within ${seconds} s` : networkReason(error));
    }
    const mimeType = response.headers.get("content-type") ?? undefined;
    return {
      ok: true,
      result: { ok: true, text: Buffer.concat(chunks).toString("utf8"), ...(mimeType ? { mimeType } : {}) },
    };
  }
}

/** fetch's "fetch failed" hides the reason in `cause` (ECONNREFUSED, ENOTFOUND, ...); its text may hold the URL. */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return redactUrls(cause?.code ?? cause?.message ?? (error as Error).message);
}
