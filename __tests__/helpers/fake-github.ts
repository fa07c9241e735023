import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the fake received, its body parsed as JSON. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
  authorization: string | undefined;
}

/**
 * What a route answers instead of its normal answer: a status with headers, no answer at all
 * ("hang"), or no answer to a request it did carry out ("act-then-hang": GitHub was slow, the
 * client gave up, the write happened all the same). A held answer ends when the client closes the socket.
 */
export type Fault = { status: number; headers?: Record<string, string>; body?: unknown } | "hang" | "act-then-hang";

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
}

export interface FakeGitHubOptions {
  /** The pull request's files, as `GET /repos/o/r/pulls/n/files` lists them. */
  files?: { filename: string; status?: string; patch?: string; previous_filename?: string }[];
  /** `GET /repos/o/r/pulls/n`'s answer. */
  pulls?: Record<number, { head: { sha: string; repo?: { full_name: string } | null }; labels?: { name: string }[] }>;
  /** `GET /repos/o/r/pages`'s answer: the Pages site's address; absent: 404, Pages is not turned on. */
  pagesUrl?: string;
  comments?: FakeComment[];
  /** Handles requests the GitHub routes do not (the artifact service), before their body is read; true when it did. */
  extra?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/**
 * A small GitHub on 127.0.0.1 that speaks the REST paths the action uses and records what it
 * received: pull request files, issue comments (list, create, update), check runs (create, list for a commit, read,
 * update), the Pages site, and deployments with their statuses (a pull request's labels come with the pull request).
 * `faults` queues answers per route name, used up one request at a time.
 */
export async function startFakeGitHub(options: FakeGitHubOptions = {}) {
  const received: Received[] = [];
  const comments: FakeComment[] = [...(options.comments ?? [])];
  const checkRuns = new Map<number, { created: any; updates: any[] }>();
  const deployments: { id: number; created: any; statuses: any[] }[] = [];
  const faults = new Map<string, Fault[]>();
  let nextId = 1000;
  const hanging = new Set<ServerResponse>();

  const routes: {
    name: string;
    method: string;
    pattern: RegExp;
    handle(match: RegExpExecArray, request: Received): [number, unknown, Record<string, string>?];
  }[] = [
    {
      name: "files",
      method: "GET",
      pattern: /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/,
      handle: (_match, request) => page(options.files ?? [], request),
    },
    {
      name: "pull",
      method: "GET",
      pattern: /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/,
      handle: (match) => {
        const pull = options.pulls?.[Number(match[1])];
        return pull ? [200, { number: Number(match[1]), ...pull }] : [404, { message: "Not Found" }];
      },
    },
    {
      name: "list-comments",
      method: "GET",
      pattern: /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/,
      handle: (_match, request) => page(comments, request),
    },
    {
      name: "create-comment",
      method: "POST",
      pattern: /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/,
      handle: (_match, request) => {
        const comment = {
          id: nextId++,
          body: String(request.body.body),
          user: { login: "github-actions[bot]", type: "Bot" },
        };
        comments.push(comment);
        return [201, { ...comment, html_url: `https://github.test/comment/${comment.id}` }];
      },
    },
    {
      name: "update-comment",
      method: "PATCH",
      pattern: /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/,
      handle: (match, request) => {
        const comment = comments.find((c) => c.id === Number(match[1]));
        if (!comment) return [404, { message: "Not Found" }];
        comment.body = String(request.body.body);
        return [200, { ...comment, html_url: `https://github.test/comment/${comment.id}` }];
      },
    },
    {
      name: "create-check-run",
      method: "POST",
      pattern: /^\/repos\/[^/]+\/[^/]+\/check-runs$/,
      handle: (_match, request) => {
        const id = nextId++;
        checkRuns.set(id, { created: request.body, updates: [] });
        return [201, { id, html_url: `https://github.test/check-runs/${id}` }];
      },
    },
    {
      name: "list-check-runs",
      method: "GET",
      pattern: /^\/repos\/[^/]+\/[^/]+\/commits\/([^/]+)\/check-runs$/,
      handle: (match, request) => {
        const name = request.query.get("check_name");
        const runs = [...checkRuns]
          .filter(([, run]) => run.created.head_sha === match[1] && (name === null || run.created.name === name))
          .reverse();
        return [
          200,
          {
            total_count: runs.length,
            check_runs: runs.map(([id, run]) => ({
              id,
              name: run.created.name,
              head_sha: run.created.head_sha,
              external_id: run.created.external_id ?? "",
              html_url: `https://github.test/check-runs/${id}`,
            })),
          },
        ];
      },
    },
    {
      name: "get-check-run",
      method: "GET",
      pattern: /^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/,
      handle: (match) => {
        const run = checkRuns.get(Number(match[1]));
        if (!run) return [404, { message: "Not Found" }];
        // GitHub appends each update's annotations to the run's.
        const annotations = run.updates.reduce((sum, update) => sum + (update.output?.annotations?.length ?? 0), 0);
        return [200, { id: Number(match[1]), name: run.created.name, output: { annotations_count: annotations } }];
      },
    },
    {
      name: "update-check-run",
      method: "PATCH",
      pattern: /^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/,
      handle: (match, request) => {
        const run = checkRuns.get(Number(match[1]));
        if (!run) return [404, { message: "Not Found" }];
        run.updates.push(request.body);
        return [200, { id: Number(match[1]) }];
      },
    },
    {
      name: "pages",
      method: "GET",
      pattern: /^\/repos\/[^/]+\/[^/]+\/pages$/,
      handle: () =>
        options.pagesUrl
          ? [200, { html_url: options.pagesUrl, source: { branch: "gh-pages", path: "/" } }]
          : [404, { message: "Not Found" }],
    },
    {
      name: "create-deployment",
      method: "POST",
      pattern: /^\/repos\/[^/]+\/[^/]+\/deployments$/,
      handle: (_match, request) => {
        const deployment = { id: nextId++, created: request.body, statuses: [] };
        deployments.push(deployment);
        return [201, { id: deployment.id, ...request.body }];
      },
    },
    {
      name: "list-deployments",
      method: "GET",
      pattern: /^\/repos\/[^/]+\/[^/]+\/deployments$/,
      handle: (_match, request) => {
        const environment = request.query.get("environment");
        const sha = request.query.get("sha");
        const listed = deployments
          .filter(
            (d) =>
              (environment === null || d.created.environment === environment) &&
              (sha === null || d.created.ref === sha),
          )
          .reverse()
          .map((d) => ({
            id: d.id,
            sha: d.created.ref,
            ref: d.created.ref,
            environment: d.created.environment,
            payload: d.created.payload ?? {},
          }));
        return page(listed, request);
      },
    },
    {
      name: "create-deployment-status",
      method: "POST",
      pattern: /^\/repos\/[^/]+\/[^/]+\/deployments\/(\d+)\/statuses$/,
      handle: (match, request) => {
        const deployment = deployments.find((d) => d.id === Number(match[1]));
        if (!deployment) return [404, { message: "Not Found" }];
        deployment.statuses.push(request.body);
        return [201, { id: nextId++, ...request.body }];
      },
    },
  ];

  /** GitHub's pagination: `per_page`, `page`, and a Link header to the next page. */
  function page(items: readonly unknown[], request: Received): [number, unknown, Record<string, string>] {
    const perPage = Number(request.query.get("per_page") ?? 30);
    const current = Number(request.query.get("page") ?? 1);
    const slice = items.slice((current - 1) * perPage, current * perPage);
    const headers: Record<string, string> = {};
    if (current * perPage < items.length) {
      const next = new URL(`http://${host}${request.path}`);
      next.searchParams.set("per_page", String(perPage));
      next.searchParams.set("page", String(current + 1));
      headers.link = `<${next.href}>; rel="next"`;
    }
    return [200, slice, headers];
  }

  const server = createServer((req, res) => {
    if (options.extra?.(req, res)) return;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const route = routes.find((r) => r.method === req.method && r.pattern.test(url.pathname));
      let parsed: unknown;
      try {
        parsed = body.length ? JSON.parse(body.toString("utf8")) : undefined;
      } catch {
        parsed = body.toString("utf8");
      }
      const request: Received = {
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        body: parsed,
        authorization: req.headers.authorization,
      };
      received.push(request);
      if (!route) return send(res, 404, { message: "Not Found" });
      const fault = faults.get(route.name)?.shift();
      if (fault === "act-then-hang") route.handle(route.pattern.exec(url.pathname)!, request);
      if (fault === "hang" || fault === "act-then-hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (fault) return send(res, fault.status, fault.body ?? { message: "fault" }, fault.headers);
      const [status, answer, headers] = route.handle(route.pattern.exec(url.pathname)!, request);
      send(res, status, answer, headers);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `http://${host}`,
    received,
    comments,
    checkRuns,
    /** Deployments as created, each with the statuses posted to it. */
    deployments,
    /**
     * Queues answers for the route `name` (files, pull, list-comments, create-comment, update-comment,
     * create-check-run, list-check-runs, get-check-run, update-check-run, pages, create-deployment, list-deployments,
     * create-deployment-status, labels).
     */
    fault(name: string, ...answers: Fault[]) {
      faults.set(name, [...(faults.get(name) ?? []), ...answers]);
    },
    /** The requests made to one route name. */
    calls(name: string): Received[] {
      const route = routes.find((r) => r.name === name)!;
      return received.filter((r) => r.method === route.method && route.pattern.test(r.path));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export type FakeGitHub = Awaited<ReturnType<typeof startFakeGitHub>>;
