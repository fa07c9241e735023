import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  CompletionRequest,
  DefinitionRequest,
  HoverRequest,
  type Diagnostic,
} from "vscode-languageserver-protocol/node";
import { LspClient } from "./lsp-client.js";

/**
 * A project a stranger could send: every piece of code in it, run by anything, writes a file named after it into
 * `markers` (outside the project), and every address it names is a server of this test that counts its requests.
 */
function untrustedProject(markers: string, origin: string): Record<string, string> {
  const mark = (name: string) => `require("node:fs").writeFileSync(${JSON.stringify(path.join(markers, name))}, "ran")`;
  const markEsm = (name: string) => `fs.writeFileSync(${JSON.stringify(path.join(markers, name))}, "ran")`;
  return {
    "docs.json": JSON.stringify(
      {
        $schema: "https://mintlify.com/docs.json",
        theme: "mint",
        name: "Untrusted",
        colors: { primary: "#1F6FEB" },
        navbar: { $ref: "./navbar.js" },
        footer: { $ref: `${origin}/footer.json` },
        navigation: {
          groups: [
            { group: "Start", pages: ["index", "other"] },
            { $ref: "../outside.json" },
            { group: "API", openapi: `${origin}/openapi.json`, pages: ["GET /ships"] },
          ],
        },
        api: { openapi: ["openapi.yaml"] },
      },
      null,
      2,
    ),
    "navbar.js": `${mark("navbar-js")};\nmodule.exports = { links: [] };\n`,
    "redocly.yaml": "plugins:\n  - ./plugin.cjs\nrules:\n  operation-summary: error\n",
    "plugin.cjs": `${mark("redocly-plugin")};\nmodule.exports = { id: "house", rules: {} };\n`,
    "openapi.yaml": [
      "openapi: 3.1.0",
      "info:",
      "  title: Harbor API",
      "  version: 1.0.0",
      "paths:",
      "  /ships:",
      "    get:",
      "      operationId: listShips",
      "      responses:",
      '        "200":',
      "          description: The ships.",
      "",
    ].join("\n"),
    "snippets/boom.jsx": [
      'import fs from "node:fs";',
      `${markEsm("snippet-module")};`,
      "export const Boom = () => {",
      `  ${markEsm("snippet-component")};`,
      "  return <p>Boom</p>;",
      "};",
      "",
    ].join("\n"),
    "index.mdx": [
      "---",
      'title: "Untrusted"',
      'description: "A page whose code must never run."',
      "---",
      "",
      'import { Boom } from "/snippets/boom.jsx";',
      "",
      "export const Local = () => {",
      `  ${mark("page-export")};`,
      "  return <p>Local</p>;",
      "};",
      "",
      `{(() => { ${mark("page-expression")}; return "Hello"; })()}`,
      "",
      "# Welcome",
      "",
      "<Boom />",
      "",
      "<Local />",
      "",
      "See the [other page](/other).",
      "",
    ].join("\n"),
    "other.mdx":
      '---\ntitle: "Other"\ndescription: "Another page of the untrusted project."\n---\n\nRead the [home page](/).\n',
  };
}

let dir: string;
let root: string;
let markers: string;
let files: Record<string, string>;
let server: Server;
/** What reached the test's server: docsgate fetches nothing unless told to (`--fetch-remote`). */
let requests: string[];
let client: LspClient;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "docsgate-lsp-untrusted-"));
  root = path.join(dir, "project");
  markers = path.join(dir, "markers");
  mkdirSync(path.join(root, "snippets"), { recursive: true });
  mkdirSync(markers);
  requests = [];
  server = createServer((request, response) => {
    requests.push(request.url ?? "");
    response.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  files = untrustedProject(markers, `http://127.0.0.1:${port}`);
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  // What docs.json's `../outside.json` names: a real file, beside the project.
  writeFileSync(path.join(dir, "outside.json"), JSON.stringify({ group: "Outside", pages: ["index"] }));
  client = await LspClient.start(root, { env: { XDG_CACHE_HOME: path.join(dir, "cache-home") } });
});

afterEach(async () => {
  expect(await client.stop()).toBe(0);
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const withRule = (rule: string) => (diagnostics: Diagnostic[]) => diagnostics.filter((d) => d.code === rule);
const hasRule = (rule: string) => (diagnostics: Diagnostic[]) => withRule(rule)(diagnostics).length > 0;

describe("docsgate lsp in an untrusted workspace", () => {
  it("reads the project's code as text and runs none of it, nor fetches what it names", async () => {
    await client.open("index.mdx", files["index.mdx"]!);
    await client.open("docs.json", files["docs.json"]!);

    // The page is checked: its expression is reported as one docsgate does not run.
    const page = await client.waitFor("index.mdx", hasRule("page/heading-h1"));
    expect(withRule("site/unrendered-expression")(page)).toHaveLength(1);

    // docs.json's $refs: a script is read as (invalid) JSON, an address and a file outside the root are refused.
    const config = withRule("config/ref")(
      await client.waitFor("docs.json", (found) => withRule("config/ref")(found).length >= 3),
    );
    expect(config.map((d) => d.message)).toEqual([
      expect.stringContaining('"./navbar.js" names navbar.js, which is not valid JSON'),
      expect.stringContaining("points outside the docs root"),
      expect.stringContaining("points outside the docs root"),
    ]);
    expect(withRule("openapi/remote-spec")(client.diagnostics("docs.json")!)).toHaveLength(1);

    // redocly.yaml's plugin: said not to run, on the file that names it.
    const redocly = await client.waitFor("redocly.yaml", hasRule("openapi/redocly-unsupported"));
    expect(withRule("openapi/redocly-unsupported")(redocly)[0]!.message).toContain(
      "The plugins in redocly.yaml are not run",
    );

    // Hover, go to definition and completion read the snippet the page imports, and run it no more than the check.
    const boom = { line: files["index.mdx"]!.split("\n").indexOf("<Boom />"), character: 2 };
    const hover = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: client.uri("index.mdx") },
      position: boom,
    });
    const definition = await client.connection.sendRequest(DefinitionRequest.type, {
      textDocument: { uri: client.uri("index.mdx") },
      position: {
        line: files["index.mdx"]!.split("\n").indexOf('import { Boom } from "/snippets/boom.jsx";'),
        character: 25,
      },
    });
    const completion = await client.connection.sendRequest(CompletionRequest.type, {
      textDocument: { uri: client.uri("index.mdx") },
      position: { line: boom.line, character: 1 },
    });

    expect(hover?.contents).toMatchObject({ value: expect.stringContaining("/snippets/boom.jsx") });
    expect(definition).toMatchObject([{ uri: client.uri("snippets/boom.jsx") }]);
    const items = Array.isArray(completion) ? completion : (completion?.items ?? []);
    expect(items.map((item) => item.label)).toContain("Boom");
    expect(readdirSync(markers)).toEqual([]);
    expect(requests).toEqual([]);

    // The control: the same code, run on purpose, does write its marker.
    const ran = spawnSync(process.execPath, [path.join(root, "plugin.cjs")]);
    expect(ran.status).toBe(0);
    expect(readdirSync(markers)).toEqual(["redocly-plugin"]);
  });
});
