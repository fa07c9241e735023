/**
 * The few GitHub REST calls the action makes (pull request files, issue comments, check runs),
 * over Node's fetch. Written here rather than taken from @actions/github: the toolkit's Octokit
 * sets no request timeout, and its retry and throttling plugins space every write a second apart
 * (a check run of 2,000 annotations is 40 writes), where the action needs a bounded run that
 * retries only as GitHub's documentation says: after `retry-after`, after `x-ratelimit-reset` when
 * the rate limit is spent, and with backoff on server errors and lost connections. A POST (or an
 * update that adds, such as a check run's annotations) is never sent again blindly: GitHub may
 * have carried it out and only answered late.
 */

export interface RestClientOptions {
  /** `GITHUB_API_URL`, such as https://api.github.com. */
  apiUrl: string;
  token: string;
  /** Per attempt: a server that never answers costs this, then the attempt counts as failed. */
  timeoutMs: number;
  /** Attempts after the first one. */
  retries: number;
  /** The longest wait GitHub may ask for before a retry; a rate limit that resets later is given up on. */
  maxWaitMs: number;
  /** Told about each retry. */
  onRetry?: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

export interface RestResponse<T> {
  status: number;
  data: T;
  headers: Headers;
}

/** A call GitHub refused or that could not be made; the message never holds the token. */
export class GitHubApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, when GitHub answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = "GitHubApiError";
  }
}

export interface RequestOptions<T> {
  /** Whether sending the request twice does no more than sending it once: all but POST unless told. */
  repeatable?: boolean;
  /**
   * For a request that is not repeatable: after a failure that leaves open whether GitHub carried
   * it out (a time-out, a lost connection, a server error), looks for its result. Found, that is
   * the answer; not found, the request is sent again. Without it, such a request is not sent again.
   */
  findExisting?: () => Promise<T | undefined>;
}

export interface RestClient {
  request<T>(
    method: string,
    path: string,
    body?: unknown,
    requestOptions?: RequestOptions<T>,
  ): Promise<RestResponse<T>>;
  /** Every item of a list endpoint, following `Link: rel="next"` up to `maxPages` pages. */
  paginate<T>(path: string, maxPages?: number): Promise<T[]>;
}

const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000];

export function createRestClient(options: RestClientOptions): RestClient {
  const apiUrl = options.apiUrl.replace(/\/+$/, "");
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const redact = (text: string) => (options.token ? text.split(options.token).join("***") : text);

  async function attempt(method: string, url: string, body: unknown): Promise<Response> {
    return fetch(url, {
      method,
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${options.token}`,
        "user-agent": "docsgate",
        "x-github-api-version": "2022-11-28",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: "follow",
    });
  }

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    requestOptions: RequestOptions<T> = {},
  ): Promise<RestResponse<T>> {
    const url = path.startsWith("http") ? path : `${apiUrl}${path}`;
    const what = `${method} ${new URL(url).pathname}`;
    const createsSomething = !(requestOptions.repeatable ?? method.toUpperCase() !== "POST");
    /** After a failure GitHub may have acted on: the request's result, when it was carried out. */
    async function alreadyDone(): Promise<RestResponse<T> | undefined> {
      const found = await requestOptions.findExisting!();
      return found === undefined ? undefined : { status: 200, data: found, headers: new Headers() };
    }
    for (let tries = 0; ; tries++) {
      let response: Response;
      try {
        response = await attempt(method, url, body);
      } catch (error) {
        const reason = redact(describeFetchError(error, options.timeoutMs));
        if (tries >= options.retries || (createsSomething && !requestOptions.findExisting))
          throw new GitHubApiError(`${what}: ${reason}`);
        const done = createsSomething ? await alreadyDone() : undefined;
        if (done) return done;
        const wait = BACKOFF_MS[Math.min(tries, BACKOFF_MS.length - 1)]!;
        options.onRetry?.(`${what}: ${reason}; trying again in ${seconds(wait)}.`);
        await sleep(wait);
        continue;
      }
      const text = await response.text().catch(() => "");
      if (response.ok)
        return { status: response.status, data: (text ? parseJson(text) : undefined) as T, headers: response.headers };
      const reason = redact(`GitHub answered ${response.status}${apiMessage(text)}`);
      const wait = retryWait(response, tries);
      if (wait === undefined || tries >= options.retries)
        throw new GitHubApiError(`${what}: ${reason}`, response.status);
      // A rate limit refused the request before acting on it; a server error leaves that open.
      if (createsSomething && response.status >= 500) {
        if (!requestOptions.findExisting) throw new GitHubApiError(`${what}: ${reason}`, response.status);
        const done = await alreadyDone();
        if (done) return done;
      }
      if (wait > options.maxWaitMs)
        throw new GitHubApiError(
          `${what}: ${reason}, and asks to wait ${seconds(wait)}, longer than docsgate waits`,
          response.status,
        );
      options.onRetry?.(`${what}: ${reason}; trying again in ${seconds(wait)}.`);
      await sleep(wait);
    }
  }

  async function paginate<T>(path: string, maxPages = 30): Promise<T[]> {
    const items: T[] = [];
    let next: string | undefined = path;
    for (let page = 0; next && page < maxPages; page++) {
      const response: RestResponse<T[]> = await request<T[]>("GET", next);
      if (!Array.isArray(response.data))
        throw new GitHubApiError(
          `GET ${new URL(next, apiUrl).pathname}: GitHub answered with something other than a list`,
        );
      items.push(...response.data);
      next = nextLink(response.headers.get("link"));
    }
    return items;
  }

  return { request, paginate };
}

/**
 * How long to wait before trying again, or undefined when trying again cannot help. GitHub's
 * rules: `retry-after` in seconds; a spent primary rate limit (`x-ratelimit-remaining: 0`) until
 * `x-ratelimit-reset`; a secondary rate limit (403/429 without those) at least a minute; server
 * errors with backoff.
 */
export function retryWait(
  response: { status: number; headers: Headers },
  tries: number,
  now = Date.now(),
): number | undefined {
  const { status, headers } = response;
  const retryAfter = Number(headers.get("retry-after"));
  if (headers.has("retry-after") && Number.isFinite(retryAfter) && retryAfter >= 0) return retryAfter * 1_000;
  if (status === 403 || status === 429) {
    if (headers.get("x-ratelimit-remaining") === "0") {
      const reset = Number(headers.get("x-ratelimit-reset")) * 1_000;
      return Number.isFinite(reset) ? Math.max(0, reset - now) + 1_000 : undefined;
    }
    return status === 429 ? 60_000 : undefined;
  }
  if (status >= 500) return BACKOFF_MS[Math.min(tries, BACKOFF_MS.length - 1)];
  return undefined;
}

function nextLink(link: string | null): string | undefined {
  return link
    ?.split(",")
    .map((part) => /<([^>]+)>\s*;\s*rel="next"/.exec(part)?.[1])
    .find(Boolean);
}

function apiMessage(text: string): string {
  const message = (parseJson(text) as { message?: unknown } | undefined)?.message;
  return typeof message === "string" && message ? `: ${message.slice(0, 300)}` : "";
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return `no answer within ${seconds(timeoutMs)}`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}
