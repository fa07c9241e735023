import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fetchGithubStars, githubButtonRepository } from "../../src/github/github-stars.js";

let server: http.Server;
let api: string;
const requests: { url?: string; agent?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push({ url: request.url, agent: request.headers["user-agent"] });
    if (request.url === "/repos/acme/widgets")
      return void response.writeHead(200, { "content-type": "application/json" }).end('{"stargazers_count": 1234}');
    if (request.url === "/repos/acme/odd")
      return void response.writeHead(200, { "content-type": "application/json" }).end('{"stargazers_count": "many"}');
    if (request.url === "/repos/acme/slow") return void setTimeout(() => response.end("{}"), 2_000);
    response.writeHead(403).end('{"message": "API rate limit exceeded"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("fetchGithubStars", () => {
  test("the stargazer count from GITHUB_API_URL", async () => {
    expect(await fetchGithubStars("acme/widgets", { GITHUB_API_URL: api })).toBe(1234);
    expect(requests.at(-1)).toEqual({ url: "/repos/acme/widgets", agent: "docsgate" });
  });

  test("any failure is no count: an error status, an odd answer, a timeout, no server", async () => {
    expect(await fetchGithubStars("acme/limited", { GITHUB_API_URL: api })).toBeUndefined();
    expect(await fetchGithubStars("acme/odd", { GITHUB_API_URL: api })).toBeUndefined();
    expect(await fetchGithubStars("acme/slow", { GITHUB_API_URL: api }, 200)).toBeUndefined();
    expect(await fetchGithubStars("acme/widgets", { GITHUB_API_URL: "http://127.0.0.1:9" })).toBeUndefined();
  });
});

describe("githubButtonRepository", () => {
  test("navbar.primary (where a legacy topbarCtaButton is lifted)", () => {
    expect(
      githubButtonRepository({ navbar: { primary: { type: "github", href: "https://github.com/acme/widgets" } } }),
    ).toBe("acme/widgets");
    expect(
      githubButtonRepository({ navbar: { primary: { type: "github", href: "https://github.com/acme/widgets.git/" } } }),
    ).toBe("acme/widgets");
  });

  test("no GitHub button, another host or no repository path: none", () => {
    expect(
      githubButtonRepository({ navbar: { primary: { type: "button", label: "Sign up", href: "https://acme.dev" } } }),
    ).toBeUndefined();
    expect(
      githubButtonRepository({ navbar: { primary: { type: "github", href: "https://gitlab.com/acme/widgets" } } }),
    ).toBeUndefined();
    expect(
      githubButtonRepository({ navbar: { primary: { type: "github", href: "https://github.com/acme" } } }),
    ).toBeUndefined();
    expect(githubButtonRepository(undefined)).toBeUndefined();
  });
});
