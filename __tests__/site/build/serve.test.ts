import { mkdirSync, symlinkSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { serveSite } from "../../../src/site/serve.js";
import { PAGE_POLICY, PAGE_POLICY_META, SANDBOX_POLICY } from "../../../src/site/security/content-security-policy.js";
import { tempProject } from "../../helpers/temp-project.js";

const site = tempProject({
  "index.html": "<h1>Home</h1>",
  "guides/setup/index.html": "<h1>Setup</h1>",
  "built/index.html": `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n${PAGE_POLICY_META}\n<title>Built</title>`,
  "files/report.html": `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="script-src *">`,
  ...(path.sep === "/" ? { "guides/a\\b #1/index.html": "<h1>Odd</h1>" } : {}),
  "404.html": "<h1>Not here</h1>",
  "_docsgate/theme.css": "body{}",
  "_docsgate/client.js": "void 0;",
  "_docsgate/search.json": "{}",
  "images/logo.svg": "<svg/>",
  "files/report.pdf": "%PDF",
  "sitemap.xml": "<urlset/>",
  "llms.txt": "# Acme",
  "data.bin": "x",
});
const outside = tempProject({ "secret.txt": "do not serve" });
symlinkSync(path.join(outside, "secret.txt"), path.join(site, "leak.txt"));
mkdirSync(path.join(site, "no-index"));

interface Reply {
  status: number;
  type?: string;
  policy?: string;
  location?: string;
  body: string;
}

/** A raw request, so paths such as `/../x` reach the server as written (fetch would normalize them). */
function get(base: string, rawPath: string, method = "GET"): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          type: response.headers["content-type"],
          policy: response.headers["content-security-policy"] as string | undefined,
          location: response.headers.location,
          body,
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe.each([
  ["at the server's root", ""],
  ["under a base path", "/docs"],
])("serve %s", (_label, basePath) => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => ({ server, url } = await serveSite(site, { basePath, port: 0 })));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const at = (p: string) => `${basePath}${p}`;

  test("listens on 127.0.0.1 at the base path", () => {
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${basePath}/$`));
  });

  test("clean URLs: a folder's index.html; without the slash, a redirect to it", async () => {
    expect(await get(url, at("/"))).toMatchObject({
      status: 200,
      type: "text/html; charset=utf-8",
      body: "<h1>Home</h1>",
    });
    expect(await get(url, at("/guides/setup/"))).toMatchObject({ status: 200, body: "<h1>Setup</h1>" });
    expect(await get(url, at("/guides/setup?x=1"))).toMatchObject({ status: 301, location: at("/guides/setup/?x=1") });
  });

  test("content types", async () => {
    const types: Record<string, string> = {
      "/_docsgate/theme.css": "text/css; charset=utf-8",
      "/_docsgate/client.js": "text/javascript; charset=utf-8",
      "/_docsgate/search.json": "application/json; charset=utf-8",
      "/images/logo.svg": "image/svg+xml",
      "/files/report.pdf": "application/pdf",
      "/sitemap.xml": "application/xml; charset=utf-8",
      "/llms.txt": "text/plain; charset=utf-8",
      "/data.bin": "application/octet-stream",
    };
    for (const [file, type] of Object.entries(types)) expect((await get(url, at(file))).type, file).toBe(type);
  });

  test("the site's 404 page with status 404, for missing files and folders without an index", async () => {
    for (const missing of ["/nope/", "/guides/setup/nothing.html", "/no-index/"]) {
      expect(await get(url, at(missing)), missing).toMatchObject({
        status: 404,
        type: "text/html; charset=utf-8",
        body: "<h1>Not here</h1>",
      });
    }
  });

  test("nothing outside the folder: no traversal, no symlink out", async () => {
    const escapes = [
      `${at("")}/../../../../etc/passwd`,
      at("/%2e%2e/%2e%2e/etc/passwd"),
      at("/..%2f..%2fetc%2fpasswd"),
      at("/leak.txt"),
      at("/%00index.html"),
      at("/..\\..\\etc\\passwd"),
    ];
    for (const escape of escapes) {
      const reply = await get(url, escape);
      expect(reply.status, escape).not.toBe(200);
      expect(reply.body).not.toContain("root:");
      expect(reply.body).not.toContain("do not serve");
    }
  });

  test.skipIf(path.sep !== "/")("a page whose name holds a backslash, a space or `#`, at its encoded URL", async () => {
    expect(await get(url, at("/guides/a%5Cb%20%231/"))).toMatchObject({ status: 200, body: "<h1>Odd</h1>" });
  });

  test("the site's own documents get their policy as a header; any other HTML, SVG or XML a sandbox", async () => {
    expect((await get(url, at("/built/"))).policy).toBe(PAGE_POLICY);
    for (const file of ["/", "/files/report.html", "/images/logo.svg", "/sitemap.xml", "/nope/"])
      expect((await get(url, at(file))).policy, file).toBe(SANDBOX_POLICY);
    for (const file of ["/_docsgate/client.js", "/_docsgate/theme.css", "/files/report.pdf", "/llms.txt"])
      expect((await get(url, at(file))).policy, file).toBeUndefined();
    expect(SANDBOX_POLICY).toMatch(/^sandbox; /);
  });

  test("a redirect never leads to another host", async () => {
    const reply = await get(url, at("//guides/setup"));
    expect(reply.status).toBe(301);
    expect(reply.location).toBe(at("/guides/setup/"));
  });

  test("HEAD has no body; other methods are refused", async () => {
    expect(await get(url, at("/"), "HEAD")).toMatchObject({ status: 200, body: "" });
    expect((await get(url, at("/"), "POST")).status).toBe(405);
  });
});

describe("serve under a base path", () => {
  test("the server's root leads to the base path; other paths are not the site", async () => {
    const { server, url } = await serveSite(site, { basePath: "/docs", port: 0 });
    try {
      expect(await get(url, "/")).toMatchObject({ status: 302, location: "/docs/" });
      expect(await get(url, "/docs")).toMatchObject({ status: 302, location: "/docs/" });
      expect((await get(url, "/guides/setup/")).status).toBe(404);
      expect((await get(url, "/docsx/")).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
