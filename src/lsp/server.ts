import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  CodeActionKind,
  createConnection,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  ProposedFeatures,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type Position,
  type TextDocumentPositionParams,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { cliCacheFolder } from "../cache/cache-folder.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { TOOL } from "../report/tool.js";
import { codeActions, FIX_ALL_KIND } from "./code-actions.js";
import { docsRootOf, mattersToCheck } from "./docs-roots.js";
import { toLspDiagnostic } from "./lsp-diagnostics.js";
import { completions } from "./features/completion.js";
import { definition } from "./features/definition.js";
import { hover } from "./features/hover.js";
import { DocsWorkspace, type DiskChange } from "./workspace.js";

export interface LanguageServerOptions {
  /** docsgate's settings file (`--config`), absolute; by default each docs root's docsgate.config.json. */
  settingsPath?: string;
}

const DISK_CHANGE: Record<FileChangeType, DiskChange> = {
  [FileChangeType.Created]: "created",
  [FileChangeType.Changed]: "changed",
  [FileChangeType.Deleted]: "deleted",
};

/**
 * `docsgate lsp`: the language server, over standard input and output. Each docs root an open file belongs to is one
 * DocsWorkspace, checked in the background after every edit; nothing from the workspace is ever run, only read.
 * Resolves when the editor has the server exit.
 */
export function runLanguageServer(options: LanguageServerOptions): Promise<number> {
  const connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout);
  serve(connection, options);
  return new Promise((resolve) => connection.onExit(() => resolve(0)));
}

function serve(connection: Connection, options: LanguageServerOptions): void {
  const documents = new TextDocuments(TextDocument);
  const workspaces = new Map<string, DocsWorkspace>();
  /** The workspaces being checked now, each with the promise of its check's end. */
  const checking = new Map<DocsWorkspace, Promise<void>>();
  /** What was last published for each file: a file's diagnostics are sent again only when they change. */
  const published = new Map<string, readonly Diagnostic[]>();
  /** Documents opened since the last publication: their diagnostics are sent again, changed or not. */
  const opened = new Set<string>();
  let folders: string[] = [];

  connection.onInitialize((params) => {
    folders = (params.workspaceFolders ?? []).map((folder) => fileURLToPath(folder.uri));
    if (folders.length === 0 && params.rootUri) folders = [fileURLToPath(params.rootUri)];
    return {
      serverInfo: { name: TOOL.name, version: TOOL.version },
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] },
        completionProvider: { triggerCharacters: ["<", "/", '"', "'", "#", "{", " "] },
        hoverProvider: true,
        definitionProvider: true,
      },
    };
  });

  connection.onInitialized(() => {
    // A workspace folder that is a docs root is checked now, before its first file opens: its diagnostics are then there
    // when the writer opens one.
    for (const folder of folders) {
      const place = placeOf(pathToFileURL(path.join(folder, "docs.json")).href);
      if (place && place.workspace.root === folder) check(place.workspace);
    }
    // Files created, deleted or changed outside the editor: every file under the docs roots, as the editor sees them.
    void connection.client
      .register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*" }] })
      .catch(() => undefined);
  });

  /** The workspace of a document's docs root, and the document's path from that root. */
  function placeOf(uri: string, open = true): { workspace: DocsWorkspace; file: string } | undefined {
    if (!uri.startsWith("file:")) return undefined;
    const full = fileURLToPath(uri);
    for (const workspace of workspaces.values()) {
      const file = path.relative(workspace.root, full);
      if (!file.startsWith("..") && !path.isAbsolute(file) && file.split(path.sep)[0] !== "node_modules")
        return { workspace, file: file.split(path.sep).join("/") };
    }
    if (!open) return undefined;
    const root = docsRootOf(full, folders);
    if (root === undefined) return undefined;
    const cache = cliCacheFolder(root, process.env);
    if ("refused" in cache) connection.console.warn(`docsgate: ${cache.refused}`);
    const workspace = new DocsWorkspace(root, {
      ...(options.settingsPath ? { settingsPath: options.settingsPath } : {}),
      ...("folder" in cache ? { cache: cache.folder } : {}),
    });
    workspaces.set(root, workspace);
    return { workspace, file: path.relative(root, full).split(path.sep).join("/") };
  }

  documents.onDidOpen(({ document }) => opened.add(document.uri));

  documents.onDidChangeContent(({ document }) => {
    const place = placeOf(document.uri);
    if (!place) return;
    place.workspace.setBuffer(place.file, document.getText());
    check(place.workspace);
  });

  documents.onDidClose(({ document }) => {
    const place = placeOf(document.uri, false);
    if (!place) return;
    place.workspace.setBuffer(place.file, undefined);
    check(place.workspace);
  });

  connection.onDidChangeWatchedFiles(({ changes }) => {
    const touched = new Set<DocsWorkspace>();
    for (const change of changes) {
      const place = placeOf(change.uri, false);
      if (!place || !mattersToCheck(place.file)) continue;
      place.workspace.diskChanged([{ file: place.file, change: DISK_CHANGE[change.type] }]);
      touched.add(place.workspace);
    }
    for (const workspace of touched) check(workspace);
  });

  connection.onCodeAction(async ({ textDocument, context }) => {
    const place = placeOf(textDocument.uri, false);
    const document = documents.get(textDocument.uri);
    if (!place || !document) return [];
    // A fix's offsets are those of the text last checked: wait until that is the text the editor has.
    await settled(place.workspace);
    if (place.workspace.isStale) return [];
    return codeActions(
      textDocument.uri,
      document.getText(),
      context.diagnostics,
      place.workspace.diagnosticsOf(place.file),
      context.only,
    );
  });

  /**
   * A language feature's answer from the project as last checked (the document's own text as the editor has it now),
   * waiting only for the first check of its docs root.
   */
  function feature<T>(
    answer: (view: DocsWorkspace, file: string, text: string, position: Position) => T,
    none: T,
  ): (params: TextDocumentPositionParams) => Promise<T> {
    return async ({ textDocument, position }) => {
      const place = placeOf(textDocument.uri, false);
      const document = documents.get(textDocument.uri);
      if (!place || !document) return none;
      if (!place.workspace.isChecked) await settled(place.workspace);
      if (!place.workspace.isChecked) return none;
      return answer(place.workspace, place.file, document.getText(), position);
    };
  }

  connection.onCompletion(feature(completions, []));
  connection.onHover(feature(hover, null));
  connection.onDefinition(feature(definition, null));

  connection.onShutdown(() => {
    for (const workspace of workspaces.values()) workspace.dispose();
    workspaces.clear();
  });

  /** Checks the workspace until nothing waits, publishing after each check that ran to its end. */
  function check(workspace: DocsWorkspace): void {
    if (checking.has(workspace)) return; // the running loop takes the new edit in
    // Nothing changed that the last check did not see: a document just opened is told what it found.
    if (!workspace.isStale) {
      if (workspace.isChecked) publish(workspace);
      return;
    }
    const run = (async () => {
      try {
        while (workspace.isStale) if (await workspace.refresh()) publish(workspace);
      } catch (error) {
        connection.console.error(`docsgate: the check stopped: ${(error as Error).stack ?? String(error)}`);
        connection.window.showErrorMessage(
          `docsgate could not check ${workspace.root}: ${(error as Error).message}. Its output log has the details.`,
        );
      } finally {
        checking.delete(workspace);
      }
    })();
    checking.set(workspace, run);
  }

  async function settled(workspace: DocsWorkspace): Promise<void> {
    for (let run = checking.get(workspace); run; run = checking.get(workspace)) await run;
  }

  function publish(workspace: DocsWorkspace): void {
    const now = new Set<string>();
    const all = workspace.diagnostics();
    // The open documents first: the editor shows them, and a large project has thousands of other files to send.
    const openFiles = new Set(
      documents.keys().flatMap((uri) => {
        const place = placeOf(uri, false);
        return place?.workspace === workspace ? [place.file] : [];
      }),
    );
    const inOrder = [
      ...[...openFiles].map((file) => [file, all.get(file) ?? []] as const),
      ...[...all].filter(([file]) => !openFiles.has(file)),
    ];
    for (const [file, diagnostics] of inOrder) {
      if (diagnostics.length === 0) continue;
      const uri = pathToFileURL(path.join(workspace.root, file)).href;
      now.add(uri);
      if (same(published.get(uri), diagnostics) && !opened.delete(uri)) continue;
      opened.delete(uri);
      published.set(uri, diagnostics);
      const lines = (workspace.textOf(file) ?? "").split(/\r?\n/);
      void connection.sendDiagnostics({
        uri,
        diagnostics: diagnostics.map((diagnostic) => toLspDiagnostic(diagnostic, (line) => lines[line]?.length ?? 0)),
      });
    }
    const rootUri = pathToFileURL(workspace.root + path.sep).href;
    // An open file without problems is told so once: the editor then knows it was checked.
    const open = documents.keys().filter((uri) => uri.startsWith(rootUri) && !now.has(uri));
    for (const uri of new Set([...published.keys(), ...open])) {
      if (now.has(uri) || !uri.startsWith(rootUri) || (published.get(uri)?.length === 0 && !opened.delete(uri)))
        continue;
      opened.delete(uri);
      published.set(uri, []);
      void connection.sendDiagnostics({ uri, diagnostics: [] });
    }
  }

  /**
   * Whether two lists hold the same diagnostics. A report the check did not make again keeps its diagnostic object
   * (diagnose makes each once), so most files compare by identity; the rest by value.
   */
  function same(before: readonly Diagnostic[] | undefined, now: readonly Diagnostic[]): boolean {
    if (!before || before.length !== now.length) return false;
    return now.every((diagnostic, i) => diagnostic === before[i]) || JSON.stringify(before) === JSON.stringify(now);
  }

  documents.listen(connection);
  connection.listen();
}
