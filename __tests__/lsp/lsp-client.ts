import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type Diagnostic,
  type FileEvent,
  type ProtocolConnection,
  type TextDocumentContentChangeEvent,
} from "vscode-languageserver-protocol/node";

const CLI = path.resolve(import.meta.dirname, "../../dist/cli.js");

/** Diagnostics as published, with the moment they came (performance.now()). */
interface Published {
  diagnostics: Diagnostic[];
  at: number;
  /** Counts every publication of this file. */
  count: number;
}

/**
 * An LSP client over stdio for `docsgate lsp`, as an editor is one: it starts the bundled server, opens and edits
 * documents, and keeps the diagnostics the server publishes.
 */
export class LspClient {
  readonly connection: ProtocolConnection;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly published = new Map<string, Published>();
  private readonly waiters = new Set<() => void>();
  private readonly versions = new Map<string, number>();
  /** What the server wrote on stderr and in its log messages, for a failing test's message. */
  log = "";
  /** The file watchers the server registered. */
  watchers: unknown[] = [];

  private constructor(
    readonly root: string,
    args: readonly string[],
    env: NodeJS.ProcessEnv,
  ) {
    this.child = spawn(process.execPath, [CLI, "lsp", "--stdio", ...args], { env: { ...process.env, ...env } });
    this.child.stderr.on("data", (chunk: Buffer) => (this.log += chunk.toString()));
    this.connection = createProtocolConnection(
      new StreamMessageReader(this.child.stdout),
      new StreamMessageWriter(this.child.stdin),
    );
    this.connection.onNotification(PublishDiagnosticsNotification.type, ({ uri, diagnostics }) => {
      this.published.set(uri, { diagnostics, at: performance.now(), count: (this.published.get(uri)?.count ?? 0) + 1 });
      for (const wake of this.waiters) wake();
    });
    this.connection.onRequest(RegistrationRequest.type, ({ registrations }) => {
      this.watchers.push(...registrations.map((registration) => registration.registerOptions));
    });
    this.connection.onNotification("window/logMessage", ({ message }: { message: string }) => {
      this.log += `${message}\n`;
    });
    this.connection.onRequest("window/showMessageRequest", () => null);
    this.connection.onNotification("window/showMessage", ({ message }: { message: string }) => {
      this.log += `${message}\n`;
    });
    this.connection.listen();
  }

  /** Starts the server on a docs project (the workspace folder) and initializes it. */
  static async start(root: string, { args = [], env = {} }: { args?: string[]; env?: NodeJS.ProcessEnv } = {}) {
    const client = new LspClient(root, args, env);
    await client.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: client.uri(""),
      workspaceFolders: [{ uri: client.uri(""), name: "docs" }],
      capabilities: {
        workspace: { didChangeWatchedFiles: { dynamicRegistration: true } },
        textDocument: {
          publishDiagnostics: { codeDescriptionSupport: true, dataSupport: true },
          completion: { completionItem: { snippetSupport: true } },
          hover: { contentFormat: ["markdown", "plaintext"] },
          codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ["quickfix", "source.fixAll"] } } },
        },
      },
    });
    await client.connection.sendNotification(InitializedNotification.type, {});
    return client;
  }

  uri(file: string): string {
    return pathToFileURL(path.join(this.root, file)).href;
  }

  async open(file: string, text: string, languageId = file.endsWith(".json") ? "json" : "mdx"): Promise<void> {
    this.versions.set(file, 1);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri: this.uri(file), languageId, version: 1, text },
    });
  }

  async change(file: string, changes: TextDocumentContentChangeEvent[]): Promise<void> {
    const version = (this.versions.get(file) ?? 1) + 1;
    this.versions.set(file, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: this.uri(file), version },
      contentChanges: changes,
    });
  }

  async close(file: string): Promise<void> {
    await this.connection.sendNotification(DidCloseTextDocumentNotification.type, {
      textDocument: { uri: this.uri(file) },
    });
  }

  async filesChanged(changes: { file: string; type: FileEvent["type"] }[]): Promise<void> {
    await this.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: changes.map(({ file, type }) => ({ uri: this.uri(file), type })),
    });
  }

  /** The diagnostics last published for a file (undefined before any). */
  diagnostics(file: string): Diagnostic[] | undefined {
    return this.published.get(this.uri(file))?.diagnostics;
  }

  /** How many times the server has published a file's diagnostics. */
  publications(file: string): number {
    return this.published.get(this.uri(file))?.count ?? 0;
  }

  /**
   * Waits until the diagnostics published for `file` satisfy `holds` (checked on what was published already, then on
   * each publication); fails after `timeoutMs` with what was published last.
   */
  async waitFor(
    file: string,
    holds: (diagnostics: Diagnostic[]) => boolean,
    { timeoutMs = 60_000, after = 0 }: { timeoutMs?: number; after?: number } = {},
  ): Promise<Diagnostic[]> {
    const ok = () => {
      const now = this.published.get(this.uri(file));
      return now && now.count > after && holds(now.diagnostics) ? now.diagnostics : undefined;
    };
    const found = ok();
    if (found) return found;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(
          new Error(
            `no diagnostics of ${file} as expected within ${timeoutMs} ms; last: ${JSON.stringify(this.diagnostics(file))}\n${this.log}`,
          ),
        );
      }, timeoutMs);
      const wake = () => {
        const diagnostics = ok();
        if (!diagnostics) return;
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(diagnostics);
      };
      this.waiters.add(wake);
    });
  }

  /** Shuts the server down as an editor does, and waits for its process to end. */
  async stop(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => this.child.once("exit", (code) => resolve(code)));
    if (this.child.exitCode === null) {
      await this.connection.sendRequest(ShutdownRequest.type);
      await this.connection.sendNotification(ExitNotification.type);
    }
    const code = await exited;
    this.connection.dispose();
    return code;
  }
}
