import { existsSync } from "node:fs";
import * as vscode from "vscode";
import { LanguageClient, type DocumentSelector, type LanguageClientOptions } from "vscode-languageclient/node";
import { bundledServer, configuredServer, serverOptions } from "./server-options.js";
import { CLIENT_ID, RESTART_COMMAND, SECTION, SETTINGS } from "./settings.js";

/**
 * Pages by their extension, so an .mdx file is checked without an MDX language extension; JSON by its language,
 * for docs.json, mint.json and the files they `$ref` (the server leaves JSON outside a docs project alone).
 */
const DOCUMENTS: DocumentSelector = [
  { scheme: "file", pattern: "**/*.{md,mdx}" },
  { scheme: "file", language: "mdx" },
  { scheme: "file", language: "markdown" },
  { scheme: "file", language: "json" },
  { scheme: "file", language: "jsonc" },
];

let client: LanguageClient | undefined;
/** Starts and stops one after the other, however fast the settings change. */
let queue: Promise<void> = Promise.resolve();

export function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel("docsgate", { log: true });
  const restart = () =>
    enqueue(async () => {
      await stop();
      await start(context.extensionPath, output);
    });
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand(RESTART_COMMAND, restart),
    vscode.workspace.onDidChangeConfiguration((event) => {
      const changed = Object.values(SETTINGS).some((key) => event.affectsConfiguration(`${SECTION}.${key}`));
      if (changed) void restart();
    }),
    // Trust lets the workspace's own docsgate.server.path count (the manifest restricts it until then).
    vscode.workspace.onDidGrantWorkspaceTrust(restart),
  );
  return enqueue(() => start(context.extensionPath, output));
}

export function deactivate(): Promise<void> {
  return enqueue(stop);
}

function enqueue(step: () => Promise<void>): Promise<void> {
  queue = queue.then(step).catch((error: unknown) => {
    void vscode.window.showErrorMessage(`docsgate: ${error instanceof Error ? error.message : String(error)}`);
  });
  return queue;
}

async function start(extensionPath: string, output: vscode.LogOutputChannel): Promise<void> {
  const settings = vscode.workspace.getConfiguration(SECTION);
  if (!settings.get<boolean>(SETTINGS.enable, true)) return;
  // No file watcher here: the server registers its own, for files created, deleted and renamed outside the editor.
  const clientOptions: LanguageClientOptions = { documentSelector: DOCUMENTS, outputChannel: output };
  client = new LanguageClient(CLIENT_ID, "docsgate", serverOptions(serverPath(extensionPath, settings)), clientOptions);
  await client.start();
}

async function stop(): Promise<void> {
  const running = client;
  client = undefined;
  // A client still starting is stopped too, or its server would outlive it.
  if (running?.needsStop()) await running.stop();
}

/** The docsgate.server.path setting's cli.js when it is there; else, with a warning, the bundled one. */
function serverPath(extensionPath: string, settings: vscode.WorkspaceConfiguration): string {
  const setting = settings.get<string>(SETTINGS.serverPath, "");
  const configured = configuredServer(setting, vscode.workspace.workspaceFolders?.[0]?.uri.fsPath);
  if (configured !== undefined && existsSync(configured)) return configured;
  if (setting.trim() !== "") {
    void vscode.window.showWarningMessage(
      `docsgate: ${SECTION}.${SETTINGS.serverPath} names ${configured ?? setting}, which is not there; running the docsgate bundled with the extension.`,
    );
  }
  return bundledServer(extensionPath);
}
