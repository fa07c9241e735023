// The language server's side of `npm run bench`: `docsgate lsp` driven over stdio by an LSP client, as an editor drives
// it, on a docs project whose page cache a `docsgate check` has just warmed.
//
//   node scripts/lsp-bench.mjs ROOT [--edits N] [--cli dist/cli.js]
//
// Measures the time from opening a page to its first diagnostics, then N edits inside that page (a line with a link
// that names the page's file, page/link-extension, added and taken away again: each edit changes the page's
// diagnostics, so each is published) and N edits that change what another page sees (a heading renamed and back, which
// a link in a second page names by its #fragment), each from the didChange to the publication that follows it; and the
// server's peak memory (VmHWM). Prints one JSON object.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-languageserver-protocol/node";

/** Drives `cli lsp` on `root`: the page it edits and the page whose link it breaks are picked from the root's pages. */
export async function measureLanguageServer(root, { cli, edits = 50, pages: [first, second] }) {
  const child = spawn(process.execPath, [cli, "lsp", "--stdio"], { stdio: ["pipe", "pipe", "inherit"] });
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const waiting = new Map();
  connection.onNotification(PublishDiagnosticsNotification.type, ({ uri }) => {
    const wake = waiting.get(uri);
    if (wake) {
      waiting.delete(uri);
      wake(performance.now());
    }
  });
  connection.onRequest("client/registerCapability", () => null);
  connection.listen();
  const uri = (file) => pathToFileURL(path.join(root, file)).href;
  // Each edit changes the diagnostics of the page it is measured on, so a publication follows it; one that never comes
  // is a failure of the bench (or of the server), not a wait without end.
  const published = (file, what) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no diagnostics of ${file} within 120 s after ${what}`)),
        120_000,
      );
      waiting.set(uri(file), (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: uri(""),
    workspaceFolders: [{ uri: uri(""), name: "docs" }],
    capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
  });
  await connection.sendNotification(InitializedNotification.type, {});

  const versions = new Map();
  const open = async (file, text) => {
    versions.set(file, 1);
    await connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri: uri(file), languageId: "mdx", version: 1, text },
    });
  };
  const change = async (file, text) => {
    const version = versions.get(file) + 1;
    versions.set(file, version);
    await connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: uri(file), version },
      contentChanges: [{ text }],
    });
  };

  // The first page opened as it is on disk (what a writer does), then given a heading the second page links to.
  const onDisk = readFileSync(path.join(root, first), "utf8");
  const firstText = `${onDisk}\n\n## Bench anchor\n\nThe anchor the second page links to.\n`;
  const secondText = `${readFileSync(path.join(root, second), "utf8")}\n\nSee [the anchor](/${first.replace(/\.mdx?$/, "")}#bench-anchor).\n`;
  const start = performance.now();
  const opened = published(first, "opening it");
  await open(first, onDisk);
  const firstDiagnostics = (await opened) - start;
  const secondOpened = published(second, "opening it");
  await open(second, secondText);
  await secondOpened;
  // The link is broken until the first page has its heading: a publication of the second page follows.
  const anchored = published(second, "giving the first page its heading");
  await change(first, firstText);
  await anchored;

  const timed = async (file, edited, text, what) => {
    const done = published(file, what);
    const start = performance.now();
    await change(edited, text);
    return (await done) - start;
  };
  const inPage = [];
  for (let i = 0; i < edits; i++) {
    // A link that names the page's file (page/link-extension) written and taken away: what typing a line of prose does.
    const withLink = `${firstText}\nSee [the bench page](/${first}).\n`;
    inPage.push(await timed(first, first, i % 2 === 0 ? withLink : firstText, `edit ${i} in it`));
  }
  const crossPage = [];
  for (let i = 0; i < edits; i++) {
    const renamed = firstText.replace("## Bench anchor", "## Bench harbor");
    // The in-page runs ended on the plain text: the first edit here breaks the link, the next mends it.
    crossPage.push(await timed(second, first, i % 2 === 0 ? renamed : firstText, `edit ${i} of ${first}`));
  }
  const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? NaN);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await connection.sendRequest(ShutdownRequest.type);
  await connection.sendNotification(ExitNotification.type);
  await exited;
  connection.dispose();
  return {
    firstDiagnosticsMs: Math.round(firstDiagnostics),
    inPage: summary(inPage),
    crossPage: summary(crossPage),
    peakMb: Math.round(peakKb / 1024),
  };
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: Math.round(at(0.5)), p95: Math.round(at(0.95)), edits: times.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [root, ...rest] = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = rest.indexOf(name);
    return at === -1 ? fallback : rest[at + 1];
  };
  const pages = option("--pages", "").split(",");
  const result = await measureLanguageServer(path.resolve(root), {
    cli: path.resolve(option("--cli", "dist/cli.js")),
    edits: Number(option("--edits", 50)),
    pages,
  });
  console.log(JSON.stringify(result));
}
