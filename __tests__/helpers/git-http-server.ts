import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface GitHttpServer {
  /** The address of a repository under the project root, such as `http://127.0.0.1:PORT/origin.git`. */
  url(repository: string): string;
  /** Every request's method and path, with whether it was let in. */
  requests: { method: string; path: string; authorized: boolean }[];
  close(): Promise<void>;
}

export interface GitHttpServerOptions {
  /** Directory holding the bare repositories. */
  projectRoot: string;
  /** The only Authorization header let in (401 for any other, or none). */
  authorization: string;
  /** Runs before git's receive-pack advertises the refs of a push: a test moves the branch here to have the push rejected. */
  beforePushAdvertisement?: () => void | Promise<void>;
  /** Runs while a push is received (its pack on the way), before git takes it. */
  duringPush?: () => void | Promise<void>;
}

/** Git's smart HTTP on 127.0.0.1: `git http-backend` as a CGI program, behind a Basic Authorization check. */
export async function startGitHttpServer(options: GitHttpServerOptions): Promise<GitHttpServer> {
  const requests: GitHttpServer["requests"] = [];
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const authorized = request.headers.authorization === options.authorization;
      requests.push({ method: request.method ?? "", path: url.pathname + url.search, authorized });
      if (!authorized) {
        response.writeHead(401, { "WWW-Authenticate": 'Basic realm="test"' }).end();
        return;
      }
      if (url.searchParams.get("service") === "git-receive-pack") await options.beforePushAdvertisement?.();
      if (url.pathname.endsWith("/git-receive-pack")) await options.duringPush?.();
      const backend = spawn("git", ["http-backend"], {
        env: {
          PATH: process.env.PATH,
          GIT_PROJECT_ROOT: options.projectRoot,
          GIT_HTTP_EXPORT_ALL: "1",
          // An authenticated user: http-backend lets only those push.
          REMOTE_USER: "x-access-token",
          REQUEST_METHOD: request.method,
          PATH_INFO: url.pathname,
          QUERY_STRING: url.search.slice(1),
          CONTENT_TYPE: request.headers["content-type"] ?? "",
          ...(request.headers["content-length"] ? { CONTENT_LENGTH: request.headers["content-length"] } : {}),
          ...(request.headers["content-encoding"]
            ? { HTTP_CONTENT_ENCODING: request.headers["content-encoding"] }
            : {}),
          ...(request.headers["git-protocol"] ? { GIT_PROTOCOL: String(request.headers["git-protocol"]) } : {}),
        },
      });
      request.pipe(backend.stdin);
      const chunks: Buffer[] = [];
      backend.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
      backend.on("close", () => {
        // CGI: header lines, a blank line, then the body.
        const output = Buffer.concat(chunks);
        const end = output.indexOf("\r\n\r\n");
        const head = output.subarray(0, end).toString("latin1").split("\r\n");
        let status = 200;
        const headers: Record<string, string> = {};
        for (const line of head) {
          const [name, ...rest] = line.split(":");
          const value = rest.join(":").trim();
          if (name!.toLowerCase() === "status") status = Number.parseInt(value, 10);
          else headers[name!] = value;
        }
        response.writeHead(status, headers).end(output.subarray(end + 4));
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (repository) => `http://127.0.0.1:${port}/${repository}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
