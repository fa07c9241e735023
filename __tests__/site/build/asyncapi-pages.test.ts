import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { check } from "../../../src/check.js";
import { buildSite } from "../../../src/site/build-site.js";

// Pages with `asyncapi` front matter: the channel's page shows its address on its servers, its description, servers
// and messages with their payload fields; a page naming a channel the file lacks shows a box saying so.

const FIXTURE = path.resolve(import.meta.dirname, "../../fixtures/asyncapi-site");
let root: string;
let out: string;
let diagnostics: string[];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "docsgate-asyncapi-docs-"));
  out = mkdtempSync(path.join(os.tmpdir(), "docsgate-asyncapi-site-"));
  cpSync(FIXTURE, root, { recursive: true });
  const result = check({ root, render: { basePath: "" } });
  diagnostics = result.diagnostics.map((diagnostic) => `${diagnostic.ruleId} ${diagnostic.file}:${diagnostic.line}`);
  await buildSite({ ...result.site!, outDir: out, basePath: "" });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

/** The page's content, from the prose block to the pager. */
function article(route: string): string {
  const html = readFileSync(path.join(out, route, "index.html"), "utf8");
  return html.slice(html.indexOf('<div class="prose">'), html.indexOf('<nav class="pager"'));
}

describe("an AsyncAPI channel page", () => {
  test("shows the protocol and the address on the channel's own server, and its description as Markdown", () => {
    const html = article("chat/rooms");
    expect(html).toContain(
      '<div class="api-header"><span class="method-badge method-wss">WSS</span><code class="api-path">wss://rt.harbour.test/v2/rooms/{roomId}</code><span class="api-channel-title">Room events stream</span></div>',
    );
    expect(html).toContain("<p>Reconnect with <code>since</code> to <em>resume</em> after a drop.</p>");
    expect(html).toContain("The preview does not connect to the channel");
    // The page's own content follows the channel's header.
    expect(html.indexOf("Open one connection per room.")).toBeGreaterThan(html.indexOf("api-channel-note"));
  });

  test("lists only the servers the channel names, with their descriptions", () => {
    const html = article("chat/rooms");
    expect(html).toContain(
      '<code class="field-name">production</code><code class="api-server-url">wss://rt.harbour.test/v2/rooms/{roomId}</code>',
    );
    expect(html).toContain("<p>The <strong>production</strong> gateway.</p>");
    expect(html).not.toContain("staging-rt.harbour.test");
  });

  test("groups the messages as Mintlify does: the reader sends what the server receives, and receives what it sends", () => {
    const html = article("chat/rooms");
    const sections = [
      ...html.matchAll(/<section class="api-section" id="(api-[a-z]+)"><h2>([^<]+)<\/h2>(.*?)<\/section>/gs),
    ];
    const titles = (body: string) => [...body.matchAll(/class="api-message-title">([^<]+)</g)].map((match) => match[1]);
    expect(sections.map(([, id, heading, body]) => [id, heading, titles(body!)])).toEqual([
      ["api-servers", "Servers", []],
      ["api-send", "Send", ["Post a message"]],
      ["api-receive", "Receive", ["Post a message", "Presence change"]],
      // No operation carries it; titled after its id in words, as Mintlify titles a message with no title or name.
      ["api-messages", "Messages", ["Keep alive"]],
    ]);
  });

  test("shows each message's title, id, summary and payload as the endpoint pages' fields", () => {
    const html = article("chat/rooms");
    expect(html).toContain(
      '<span class="api-message-title">Post a message</span><code class="content-type">PostMessage</code></div><div class="api-description"><p>A line of chat from a member.</p></div>',
    );
    expect(html).toContain(
      '<code class="field-name">body</code><span class="field-badge field-type">string</span><span class="field-badge field-required">required</span>',
    );
    // A referenced schema expands under its field.
    expect(html).toMatch(
      /<code class="field-name">author<\/code>.*<summary>Show child attributes<\/summary>.*field-name">handle</s,
    );
    // A multi-format payload (`schemaFormat` and `schema`) shows its schema's fields.
    expect(html).toContain('<code class="field-name">online</code><span class="field-badge field-type">boolean</span>');
    // A payload that is not an object is one field.
    expect(html).toMatch(
      /<code class="field-name">payload<\/code><span class="field-badge field-type">string<\/span>.*Always: <code>ping<\/code>/s,
    );
  });
});

describe("a page naming a channel the file lacks", () => {
  test("shows a box saying so above its own content, and the check reports it", () => {
    const html = article("chat/lobby");
    expect(html).toContain("api-missing-channel");
    expect(html).toContain(
      "`realtime.yaml` has no channel `lobbyFeed`. This page's channel (its address, servers and messages) is not shown.",
    );
    expect(html).toContain("The lobby lists open rooms.");
    expect(html).not.toContain("api-header");
    expect(diagnostics).toContain("openapi/unknown-channel chat/lobby.mdx:4");
  });
});

describe("a project whose docs.json names an AsyncAPI file by URL", () => {
  test("a channel none of its own files has may be in that file: the box says the preview does not read it", async () => {
    const remoteRoot = mkdtempSync(path.join(os.tmpdir(), "docsgate-asyncapi-remote-"));
    const remoteOut = mkdtempSync(path.join(os.tmpdir(), "docsgate-asyncapi-remote-site-"));
    try {
      cpSync(FIXTURE, remoteRoot, { recursive: true });
      const config = JSON.parse(readFileSync(path.join(remoteRoot, "docs.json"), "utf8")) as Record<string, unknown>;
      writeFileSync(
        path.join(remoteRoot, "docs.json"),
        JSON.stringify({ ...config, api: { asyncapi: "https://rt.harbour.test/asyncapi.yaml" } }),
      );
      const result = check({ root: remoteRoot, render: { basePath: "" } });
      await buildSite({ ...result.site!, outDir: remoteOut, basePath: "" });
      const html = readFileSync(path.join(remoteOut, "chat/lobby/index.html"), "utf8");
      expect(html).toContain(
        "The channel `lobbyFeed` may be in an AsyncAPI file given by URL, which the preview does not read.",
      );
      // The channel the project's own file has is still shown.
      expect(readFileSync(path.join(remoteOut, "chat/rooms/index.html"), "utf8")).toContain("api-channel-title");
    } finally {
      rmSync(remoteRoot, { recursive: true, force: true });
      rmSync(remoteOut, { recursive: true, force: true });
    }
  });
});
