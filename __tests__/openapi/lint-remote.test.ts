import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject } from "../helpers/temp-project.js";
import { cleanSpec, docsJsonWith, specFindings, USERS_PAGE, USERS_PATH } from "./lint-helpers.js";
import { refusedPort } from "../helpers/refused-port.js";

/**
 * A local HTTP server for the remote specs, on its own thread: check() blocks the test's thread
 * while the OpenAPI worker fetches, so a server on this thread could not answer.
 */
const SERVER = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const asked = {};
const server = http.createServer((request, response) => {
  const url = request.url;
  asked[url] = (asked[url] ?? 0) + 1;
  if (url === "/openapi.yaml" || url === "/paths/users.yaml") return response.end(workerData[url]);
  if (url === "/flaky.yaml") {
    if (asked[url] === 1) { response.statusCode = 503; return response.end(); }
    return response.end(workerData["/openapi.yaml"]);
  }
  if (url === "/slow.yaml") return; // never answers
  if (url === "/declared-large.yaml") { response.setHeader("content-length", String(30 * 1024 * 1024)); response.write("openapi: 3.1.0\\n"); return; }
  if (url === "/streamed-large.yaml") {
    const chunk = "# " + "x".repeat(1024 * 1024 - 3) + "\\n";
    for (let i = 0; i < 21; i++) response.write(chunk);
    return response.end();
  }
  response.statusCode = 404;
  response.end("not here");
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage({ port: server.address().port }));
parentPort.on("message", (message) => { if (message === "asked") parentPort.postMessage({ asked }); });
`;

/** A spec whose one operation has no operationId: one warning from redocly's recommended rules. */
const REMOTE_SPEC = cleanSpec(USERS_PATH.replace("      operationId: listUsers\n", ""));
let server: Worker;
let base: string;
/** A port nothing listens on: taken, then given back. */
let closedPort: number;

beforeAll(async () => {
  server = new Worker(SERVER, {
    eval: true,
    workerData: {
      "/openapi.yaml": REMOTE_SPEC,
      "/paths/users.yaml": "get:\n  summary: List users\n  responses:\n    '200':\n      description: OK\n",
    },
  });
  const { port } = await new Promise<{ port: number }>((resolve) => server.once("message", resolve));
  base = `http://127.0.0.1:${port}`;
  closedPort = await refusedPort();
});
afterAll(() => server.terminate());

function asked(): Promise<Record<string, number>> {
  server.postMessage("asked");
  return new Promise((resolve) =>
    server.once("message", (message: { asked: Record<string, number> }) => resolve(message.asked)),
  );
}

function remoteProject(url: string): string {
  return tempProject({ "docs.json": docsJsonWith(url), "users.mdx": USERS_PAGE });
}

describe("remote specs", () => {
  test("without --fetch-remote: a notice at the docs.json entry, nothing fetched", async () => {
    const root = remoteProject(`${base}/openapi.yaml`);
    expect(specFindings({ root }, true)).toEqual([
      `notice openapi/remote-spec docs.json:3:14 The OpenAPI file ${base}/openapi.yaml is not fetched, so it is not checked and the preview's endpoint pages of it show no method, parameters or playground. Run docsgate with --fetch-remote (action input \`fetch-remote: true\`) to fetch and lint it.`,
    ]);
    expect((await asked())["/openapi.yaml"]).toBeUndefined();
  });

  test("with --fetch-remote: fetched and linted, problems placed at the docs.json entry", () => {
    const root = remoteProject(`${base}/openapi.yaml`);
    expect(specFindings({ root, fetchRemote: true, allowPrivateAddresses: true }, true)).toEqual([
      `notice openapi/operation-operationId docs.json:3:14 In ${base}/openapi.yaml at line 14, column 5: Operation object should contain \`operationId\` field.`,
    ]);
  });

  test("a remote $ref of a local spec is fetched too", () => {
    const spec = cleanSpec(`  /users:\n    $ref: ${base}/paths/users.yaml\n`);
    const root = tempProject({
      "docs.json": docsJsonWith("openapi.yaml"),
      "openapi.yaml": spec,
      "users.mdx": USERS_PAGE,
    });
    expect(specFindings({ root, fetchRemote: true, allowPrivateAddresses: true }, true)).toEqual([
      `notice openapi/operation-operationId openapi.yaml:1:1 In ${base}/paths/users.yaml at line 1, column 1: Operation object should contain \`operationId\` field.`,
    ]);
  });

  test("a server error is tried again once", async () => {
    const root = remoteProject(`${base}/flaky.yaml`);
    expect(specFindings({ root, fetchRemote: true, allowPrivateAddresses: true })).toEqual([
      "notice openapi/operation-operationId docs.json:3:14",
    ]);
    expect((await asked())["/flaky.yaml"]).toBe(2);
  });

  test("a missing file (404): one warning, not tried again", async () => {
    const root = remoteProject(`${base}/missing.yaml`);
    expect(specFindings({ root, fetchRemote: true, allowPrivateAddresses: true }, true)).toEqual([
      `warning openapi/remote-spec docs.json:3:14 The OpenAPI file ${base}/missing.yaml could not be fetched: the server answered 404 Not Found.`,
    ]);
    expect((await asked())["/missing.yaml"]).toBe(1);
  });

  test("a file over 20 MB, by its declared size or while it streams", () => {
    for (const name of ["declared-large", "streamed-large"]) {
      const root = remoteProject(`${base}/${name}.yaml`);
      expect(specFindings({ root, fetchRemote: true, allowPrivateAddresses: true }, true)).toEqual([
        `warning openapi/remote-spec docs.json:3:14 The OpenAPI file ${base}/${name}.yaml could not be fetched: it is larger than 20 MB, the size docsgate reads.`,
      ]);
    }
  });

  test("no server at the address", () => {
    const url = `http://127.0.0.1:${closedPort}/openapi.yaml`;
    expect(specFindings({ root: remoteProject(url), fetchRemote: true, allowPrivateAddresses: true }, true)).toEqual([
      `warning openapi/remote-spec docs.json:3:14 The OpenAPI file ${url} could not be fetched: ECONNREFUSED (tried twice).`,
    ]);
  });

  test("without --allow-private-addresses: a loopback, private or link-local address, or a name for one, is refused and never asked", async () => {
    const refused = (url: string, why: string) =>
      `warning openapi/remote-spec docs.json:3:14 The OpenAPI file ${url} could not be fetched: ${why}; docsgate reaches loopback, link-local and private addresses only with --allow-private-addresses (action input \`allow-private-addresses: true\`).`;
    const port = new URL(base).port;
    for (const [url, why] of [
      [`${base}/openapi.yaml`, "127.0.0.1 is a loopback address"],
      [`http://localhost:${port}/openapi.yaml`, "localhost is this machine"],
      [`http://[::ffff:127.0.0.1]:${port}/openapi.yaml`, "::ffff:7f00:1 is a loopback address"],
      [
        "http://169.254.169.254/latest/meta-data/",
        "169.254.169.254 is a link-local address (cloud metadata services answer there)",
      ],
      ["http://10.1.2.3/openapi.yaml", "10.1.2.3 is a private address"],
      ["http://[fd00::1]/openapi.yaml", "fd00::1 is a private address"],
    ])
      expect(specFindings({ root: remoteProject(url), fetchRemote: true }, true)).toEqual([refused(url, why)]);
    expect((await asked())["/openapi.yaml"]).toBe(1);
  });

  test("a URL's credentials are never sent nor shown", () => {
    const root = remoteProject(`http://reader:s3cret@127.0.0.1:1/openapi.yaml?access_token=t0k3n`);
    expect(specFindings({ root, fetchRemote: true, allowPrivateAddresses: true }, true)).toEqual([
      "warning openapi/remote-spec docs.json:3:14 The OpenAPI file http://***@127.0.0.1:1/openapi.yaml?access_token=*** could not be fetched: its address holds a user name or password, and docsgate sends no credentials.",
    ]);
    expect(specFindings({ root }, true)).toEqual([
      "notice openapi/remote-spec docs.json:3:14 The OpenAPI file http://***@127.0.0.1:1/openapi.yaml?access_token=*** is not fetched, so it is not checked and the preview's endpoint pages of it show no method, parameters or playground. Run docsgate with --fetch-remote (action input `fetch-remote: true`) to fetch and lint it.",
    ]);
  });

  test("a server that does not answer: a timeout of 10 s, tried twice", async () => {
    const root = remoteProject(`${base}/slow.yaml`);
    expect(specFindings({ root, fetchRemote: true, allowPrivateAddresses: true }, true)).toEqual([
      `warning openapi/remote-spec docs.json:3:14 The OpenAPI file ${base}/slow.yaml could not be fetched: no answer within 10 s (tried twice).`,
    ]);
    expect((await asked())["/slow.yaml"]).toBe(2);
  });

  test("a URL several entries name is fetched once and reported once, at the first", async () => {
    const root = remoteV2Project(`${base}/twice.yaml`);
    expect(specFindings({ root, fetchRemote: true, allowPrivateAddresses: true })).toEqual([
      "warning openapi/remote-spec docs.json:9:16",
    ]);
    expect((await asked())["/twice.yaml"]).toBe(1);
    expect(specFindings({ root })).toEqual(["notice openapi/remote-spec docs.json:9:16"]);
  });
});

/** A v2 project naming the spec at `url` twice: in `api.openapi`, and on the group listing a page of it and an operation. */
function remoteV2Project(url: string): string {
  return tempProject({
    "docs.json": JSON.stringify(
      {
        $schema: "https://mintlify.com/docs.json",
        theme: "mint",
        name: "Acme",
        colors: { primary: "#0D9373" },
        api: { openapi: url },
        navigation: { groups: [{ group: "API", openapi: url, pages: ["users", "GET /users"] }] },
      },
      null,
      2,
    ),
    "users.mdx": USERS_PAGE,
  });
}

describe("endpoint pages of a remote spec", () => {
  const endpoints = (url: string, fetchRemote: boolean) =>
    check({
      root: remoteV2Project(url),
      fetchRemote,
      allowPrivateAddresses: true,
      render: { basePath: "" },
    }).site!;

  test("fetched: the page's operation is read from the fetched file", () => {
    const site = endpoints(`${base}/openapi.yaml`, true);
    expect(site.endpoints.get("users.mdx")).toEqual({
      kind: "operation",
      spec: `${base}/openapi.yaml`,
      method: "get",
      path: "/users",
    });
    expect(site.project.openApiPages?.pages.map((page) => [page.path, page.missing])).toEqual([
      ["api-reference/list-users", undefined],
    ]);
  });

  test("not fetched: the page and the navigation's entry say which file is missing", () => {
    const url = `${base}/openapi.yaml`;
    const site = endpoints(url, false);
    expect(site.endpoints.get("users.mdx")).toEqual({ kind: "missing", spec: { url } });
    expect(site.project.openApiPages?.pages.map((page) => [page.path, page.missing])).toEqual([
      ["api-reference/get-users", { url }],
    ]);
  });

  test("a failed fetch: the pages say why", () => {
    const url = `http://127.0.0.1:${closedPort}/openapi.yaml`;
    const missing = { url, failure: "ECONNREFUSED (tried twice)" };
    const site = endpoints(url, true);
    expect(site.endpoints.get("users.mdx")).toEqual({ kind: "missing", spec: missing });
    expect(site.project.openApiPages?.pages.map((page) => page.missing)).toEqual([missing]);
  });
});
